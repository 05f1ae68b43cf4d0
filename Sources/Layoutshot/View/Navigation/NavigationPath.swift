import Foundation

/// A list of values of any types, the data of a `NavigationStack(path:)`, as SwiftUI's
/// `NavigationPath` (https://developer.apple.com/documentation/swiftui/navigationpath): append
/// values, remove the last ones, compare paths, and (when every value is `Codable`) save the path
/// through its `codable` representation and restore it with `init(_:)`.
public struct NavigationPath: Equatable {
    private struct Item: Equatable {
        let value: AnyHashable
        /// The value's type name and JSON, when the value is `Codable`.
        let encoded: (type: String, json: String)?
        static func == (a: Item, b: Item) -> Bool { a.value == b.value }
    }

    private var items: [Item] = []

    /// An empty path.
    public init() {}

    /// A path of `elements`.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        for element in elements { append(element) }
    }

    /// A path of `elements`, which can be saved through `codable`.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
        for element in elements { append(element) }
    }

    /// The path saved in `codable`. Values whose type this program does not have are left out.
    public init(_ codable: CodableRepresentation) {
        items = codable.items.compactMap { entry in
            guard let type = _typeByName(entry.type) as? any (Decodable & Hashable).Type,
                  let data = entry.json.data(using: .utf8),
                  let value = try? JSONDecoder().decode(type, from: data) else { return nil }
            return Item(value: AnyHashable(value), encoded: (entry.type, entry.json))
        }
    }

    /// How many values the path holds.
    public var count: Int { items.count }

    /// Whether the path holds no value (the stack shows its root).
    public var isEmpty: Bool { items.isEmpty }

    /// The path in a form that can be encoded, or nil when one of its values is not `Codable`.
    public var codable: CodableRepresentation? {
        var entries: [CodableRepresentation.Entry] = []
        for item in items {
            guard let encoded = item.encoded else { return nil }
            entries.append(.init(type: encoded.type, json: encoded.json))
        }
        return CodableRepresentation(items: entries)
    }

    /// Appends a value.
    public mutating func append<V: Hashable>(_ value: V) {
        if let codable = value as? any (Encodable & Decodable & Hashable) {
            items.append(Self.item(codable))
        } else {
            items.append(Item(value: AnyHashable(value), encoded: nil))
        }
    }

    /// Appends a value that can be saved through `codable`.
    public mutating func append<V: Hashable & Codable>(_ value: V) {
        items.append(Self.item(value))
    }

    /// Removes the last `k` values (as many as there are, at most).
    public mutating func removeLast(_ k: Int = 1) {
        items.removeLast(Swift.min(Swift.max(k, 0), items.count))
    }

    private static func item<V: Encodable & Decodable & Hashable>(_ value: V) -> Item {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(value), let json = String(data: data, encoding: .utf8),
              let name = _mangledTypeName(V.self) else {
            return Item(value: AnyHashable(value), encoded: nil)
        }
        return Item(value: AnyHashable(value), encoded: (name, json))
    }

    /// A path saved as data: each value's type and its JSON, as SwiftUI encodes a path (a flat
    /// list of strings, type then value, last value first).
    public struct CodableRepresentation: Codable, Equatable {
        struct Entry: Equatable {
            let type: String
            let json: String
        }
        let items: [Entry]

        init(items: [Entry]) { self.items = items }

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var entries: [Entry] = []
            while !container.isAtEnd {
                let type = try container.decode(String.self)
                guard !container.isAtEnd else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription:
                        "A NavigationPath's representation pairs a type name with a value; \(type) has no value after it")
                }
                entries.append(Entry(type: type, json: try container.decode(String.self)))
            }
            items = entries.reversed()
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for entry in items.reversed() {
                try container.encode(entry.type)
                try container.encode(entry.json)
            }
        }
    }
}
