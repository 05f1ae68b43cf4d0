/// One of `count` parts of a run, for spreading a large suite across CI machines
/// (`--shard 2/4`): the items sorted by name, every `count`-th one starting at the `index`-th, so
/// every item is in exactly one shard and the shards differ in size by at most one.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based: 1…`count`.
    public var index: Int
    /// How many shards the run is split into (at least 1).
    public var count: Int

    /// Shard `index` of `count`; nil unless 1 ≤ index ≤ count.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `i/n` (`2/4`).
    ///
    /// - Throws: a message saying what is wrong and what is expected.
    public init(parsing text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ShardError(message: "--shard \(text): expected i/n, e.g. --shard 2/4 (the second of four shards)")
        }
        guard let shard = Shard(index: index, count: count) else {
            throw ShardError(message: "--shard \(text): i must be 1…n and n at least 1, e.g. --shard 1/\(max(count, 2))")
        }
        self = shard
    }

    /// The items of this shard, in the order of their keys.
    public func select<T>(_ items: [T], key: (T) -> String) -> [T] {
        items.map { (key($0), $0) }
            .sorted { $0.0 < $1.0 }
            .enumerated()
            .filter { $0.offset % count == index - 1 }
            .map { $0.element.1 }
    }

    /// Whether this shard does the run's once-only work (the gallery pages): the first.
    public var isFirst: Bool { index == 1 }

    public var description: String { "\(index)/\(count)" }
}

/// A `--shard` value that is not `i/n` with 1 ≤ i ≤ n.
public struct ShardError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var description: String { message }
}
