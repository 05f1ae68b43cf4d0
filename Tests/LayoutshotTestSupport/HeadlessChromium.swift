import Foundation

/// Debian's Chromium, run headless on a page, for tests that assert on what a page shows (the
/// gallery, the snapshot report). `Scripts/test` installs it (`Scripts/setup --test`); where it is
/// missing, those suites are disabled with a message naming the package.
public enum HeadlessChromium {
    /// The browser's executable, or nil when none is installed.
    public static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs the browser on `page` in a `width` × `height` window with its own profile folder,
    /// waiting up to `budget` milliseconds of virtual time for the page to settle, and returns what
    /// it prints (the DOM for `--dump-dom`; nothing for `--screenshot=FILE`).
    @discardableResult
    public static func run(_ arguments: [String], page: URL, profile: String,
                           width: Int = 1280, height: Int, budget: Int = 10_000) throws -> String {
        guard let path else { throw CocoaError(.executableNotLoadable) }
        let arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile)",
                         "--window-size=\(width),\(height)", "--virtual-time-budget=\(budget)"]
            + arguments + [page.absoluteString]
        return try runChildProcess(URL(fileURLWithPath: path), arguments: arguments).stdout
    }
}
