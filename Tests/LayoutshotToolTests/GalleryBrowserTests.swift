import Foundation
import LayoutshotGraphics
import LayoutshotTestSupport
import LayoutshotTool
import Testing

/// The committed gallery page (`Output/index.html`) as a reader sees it: opened in headless
/// Chromium at 1,280 px wide, it must not scroll sideways, every image must load, none may be
/// shrunk below its true size, and the screenshot must show the page (not a blank one).
///
/// Chromium comes from Debian (`Scripts/setup --test` installs it); without it the test is disabled.
@MainActor
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

    /// `layoutshot check`'s HTML report as a reader sees it: a sample whose text changed comes
    /// first, framed as a failure, with its expected, actual and diff pictures loaded and the
    /// diff's red pixels on screen; the sample that still matches is listed after it.
    @Test func checkReportShowsTheChangedSampleFirst() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(smallScene(name: "card", widths: [200], text: "Hello"), as: "samples/card.yaml")
        try folder.write(smallScene(name: "same", widths: [200], text: "Same"), as: "samples/same.yaml")
        _ = try RenderSession(inputs: [.file(folder.file("samples/card.yaml")), .file(folder.file("samples/same.yaml"))],
                              outputDirectory: folder.file("out")).run()
        // The scene changes after its picture was rendered: the folder is stale for "card".
        try folder.write(smallScene(name: "card", widths: [200], text: "Hello, world"), as: "samples/card.yaml")
        var check = OutputCheck(samplesDirectory: folder.file("samples"), outputDirectory: folder.file("out"),
                                swiftSamples: [], artifactsDirectory: folder.file("artifacts"), checksGallery: false)
        check.acceptCommand = "layoutshot render samples --out out --force"
        let report = check.run()
        let page = try #require(report.reportPage)
        #expect(page == folder.file("artifacts/report/index.html"))
        #expect(report.text(outputDirectory: "out").contains("report: \(page)"))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let failedAt = try #require(html.range(of: "<section class=\"failed\">")).lowerBound
        let passedAt = try #require(html.range(of: "<section class=\"passed\">")).lowerBound
        #expect(failedAt < passedAt, "failures first")
        #expect(html.contains("layoutshot render samples --out out --force"), "the accept command")
        #expect(html.contains("Layout trace of the view that changed"))

        let shot = folder.file("report.png")
        _ = try HeadlessChromium.run(["--screenshot=\(shot)"], page: URL(fileURLWithPath: page),
                                     profile: folder.file("profile"), height: 1400, budget: 5000)
        let image = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: shot))))
        #expect(image.width == 1280 && image.height == 1400)
        var red = 0, failureTint = 0
        var colours = Set<UInt32>()
        for y in 0..<image.height {
            for x in 0..<image.width {
                let i = (y * image.width + x) * 4
                let (r, g, b) = (image.pixels[i], image.pixels[i + 1], image.pixels[i + 2])
                colours.insert(UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
                if r == 255 && g == 0 && b == 0 { red += 1 }
                // #fff5f5, a failed section's background.
                if y < 300 && r == 255 && g == 245 && b == 245 { failureTint += 1 }
            }
        }
        #expect(red > 50, "the diff picture's changed pixels are drawn")
        #expect(failureTint > 10_000, "the failure is the first section")
        #expect(colours.count > 100, "pictures and text drawn")
    }
}
