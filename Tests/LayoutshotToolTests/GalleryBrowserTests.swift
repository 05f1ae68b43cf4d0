import Foundation
import LayoutshotTestSupport
import LayoutshotTool
import Testing

/// The committed gallery page (`Output/index.html`) as a reader sees it: opened in headless
/// Chromium at 1,280 px wide, it must not scroll sideways, every image must load, none may be
/// shrunk below its true size, and the screenshot must show the page (not a blank one).
///
/// Chromium comes from Debian (`Scripts/setup --test` installs it); without it the test is disabled.
@Suite(.enabled(if: HeadlessChromium.path != nil, "chromium is not installed (Scripts/setup --test installs it)"))
struct GalleryBrowserTests {
    /// Runs headless Chromium on `page` with `arguments`, at 1280 × 2000, with its own profile.
    func chromium(_ arguments: [String], page: URL, profile: String) throws -> String {
        try HeadlessChromium.run(arguments, page: page, profile: profile, height: 2000)
    }

    @Test func galleryFitsAt1280AndEveryImageLoads() throws {
        let page = packageRoot.appendingPathComponent("Output/index.html")
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }

        // The page's own script records what the browser laid out, on <body>.
        let dom = try chromium(["--dump-dom"], page: page, profile: folder.file("profile"))
        func attribute(_ name: String) -> String? {
            guard let range = dom.range(of: "\(name)=\"") else { return nil }
            return String(dom[range.upperBound...].prefix { $0 != "\"" })
        }
        let images = try #require(attribute("data-images").flatMap(Int.init), "the page's script ran: \(dom.prefix(300))")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(images == html.components(separatedBy: "<img ").count - 1, "every <img> counted")
        #expect(images >= 40)
        #expect(attribute("data-loaded").flatMap(Int.init) == images, "every image loaded")
        #expect(attribute("data-shrunk") == "0", "every picture at its true size")
        #expect(attribute("data-overflow") == "no", "no sideways scrolling at 1280 px")

        // The screenshot shows the page: a wide range of colours, and not all the background.
        let shot = folder.file("gallery.png")
        _ = try chromium(["--screenshot=\(shot)"], page: page, profile: folder.file("profile"))
        let image = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: shot))))
        #expect(image.width == 1280 && image.height == 2000)
        var colours = Set<UInt32>()
        var background = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4) {
            let rgb = UInt32(image.pixels[i]) << 16 | UInt32(image.pixels[i + 1]) << 8 | UInt32(image.pixels[i + 2])
            colours.insert(rgb)
            if rgb == UInt32(image.pixels[0]) << 16 | UInt32(image.pixels[1]) << 8 | UInt32(image.pixels[2]) { background += 1 }
        }
        #expect(colours.count > 500, "text and diagrams drawn")
        #expect(background < image.width * image.height * 3 / 4, "most of the page is not its background")
    }
}
