/// How `PNGCodec` encodes: deflate effort, row filters and channels.
///
/// With one filter, `.none` or `.up`, level 1 is deflated as the rows are filtered by Layoutshot's
/// own compressor for image rows (it looks for matches where diagrams repeat: a pixel back, the
/// row above and its diagonal neighbours), 1.5 to 4 times as fast as libdeflate's level 1 on
/// diagrams with files about as large; other levels are deflated in one call to libdeflate
/// (`libdeflate-dev`), about twice as fast as zlib on diagrams and smaller. With several filters
/// libpng picks a filter per row and zlib deflates with `strategy`. All are deterministic: the
/// same pixels and options give the same bytes on every machine with the same packages.
public struct PNGEncodeOptions: Hashable, Sendable {
    /// PNG row filters libpng may choose from, per row. More filters compress better and cost time.
    public struct Filters: OptionSet, Hashable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        // libpng's PNG_FILTER_* bits.
        public static let none = Filters(rawValue: 0x08)
        public static let sub = Filters(rawValue: 0x10)
        public static let up = Filters(rawValue: 0x20)
        public static let average = Filters(rawValue: 0x40)
        public static let paeth = Filters(rawValue: 0x80)
        public static let all: Filters = [.none, .sub, .up, .average, .paeth]
    }

    /// Which channels the PNG stores.
    public enum Channels: Hashable, Sendable {
        /// RGB when every pixel is opaque, RGBA otherwise: always lossless, and faster and smaller
        /// for opaque images. Costs one scan of the alpha channel.
        case automatic
        /// Always RGBA.
        case rgba
        /// Always RGB. Alpha is discarded; colours are written un-premultiplied, as stored.
        case rgb
    }

    /// zlib strategy for the compressed stream (several filters only: libdeflate, which encodes
    /// single-filter images, has no strategies).
    public enum Strategy: Int32, Hashable, Sendable {
        /// zlib's default matching.
        case `default` = 0
        /// Tuned for filtered image data (libpng's choice when filters are on).
        case filtered = 1
        /// Run-length matches only: fast, good on flat diagram areas.
        case runLength = 3
    }

    /// Deflate level, 0 (store) ... 9 (smallest), on zlib's scale (libdeflate's levels 0...9 mean
    /// the same).
    public var compressionLevel: Int
    /// The filters libpng may pick from for each row.
    public var filters: Filters
    /// How zlib searches for matches.
    public var strategy: Strategy
    /// RGB, RGBA, or whichever is lossless and smaller.
    public var channels: Channels

    public init(compressionLevel: Int, filters: Filters, strategy: Strategy = .filtered,
                channels: Channels = .automatic) {
        self.compressionLevel = min(max(compressionLevel, 0), 9)
        self.filters = filters
        self.strategy = strategy
        self.channels = channels
    }

    /// Speed first: level 1 and no row filter (Layoutshot's own deflater for image rows). Several
    /// times faster than cairo's PNG writer on diagrams and screens (flat colours and antialiased
    /// text, where unfiltered rows deflate faster and smaller than UP-filtered ones); for
    /// photographs `.up` or `smallest` compress better.
    public static let fast = PNGEncodeOptions(compressionLevel: 1, filters: .none, strategy: .filtered)

    /// Size first: level 9 and every filter (libpng and zlib). Several times slower than `fast`.
    public static let smallest = PNGEncodeOptions(compressionLevel: 9, filters: .all, strategy: .filtered)

    /// The default: `fast`.
    public static let `default` = fast

    /// These options with other channels.
    public func with(channels: Channels) -> PNGEncodeOptions {
        var copy = self
        copy.channels = channels
        return copy
    }
}
