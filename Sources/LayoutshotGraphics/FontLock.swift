import Foundation

/// One process-wide lock around every call that may reach FreeType: shaping, measuring and
/// drawing text, setting up and releasing Pango objects, and finishing a vector document (which
/// writes its glyph outlines then).
///
/// Each `TextEngine` has its own fontconfig configuration and Pango font map, but below them
/// cairo keeps one `FT_Library` and one `FT_Face` per font file for the whole process, shared by
/// every font map. FreeType's objects are not safe to use from two threads at once, and with two
/// engines drawing on two threads (the command-line tool renders on several worker threads, each
/// with its own measurer) a test run crashed inside libfreetype, or failed to finish an SVG with
/// "error occurred in libfreetype". Serialising those calls costs little: measured widths and
/// metrics are cached per engine and answered without the lock, and the rest of a render (shapes,
/// filters, PNG encoding) runs in parallel.
///
/// Recursive, because drawing asks for metrics and releasing an engine releases its Pango objects.
enum FontLock {
    private static let lock = NSRecursiveLock()

    /// Runs `body` holding the lock.
    static func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
