// `layoutshot-bench render`
//
// Prints a Markdown table of renderer timings: 10,000 framed, labelled boxes laid out and drawn as
// a 2000×2000 diagram to PNG and to SVG, and PNG encoding of a 1600×1200 renderer diagram with
// PNGCodec against cairo's own writer in the same run. Each time is the minimum of several runs
// after a warm-up run.
import Foundation
import LayoutshotBenchSupport
import LayoutshotGraphics
import LayoutshotRender
import Layoutshot

@MainActor enum RenderBenchmark {
    static func run() throws {
        let measurer = try PangoTextMeasurer()
        let renderer = LayoutRenderer(textMeasurer: measurer)

        /// The points the diagram adds around a layout (margins, rulers, caption), so a view can be sized
        /// to give a picture of an exact size.
        let overhead: CGSize = {
            // Wide enough that the caption above the rulers does not set the picture's width.
            let probe = renderer.layout(Color.red.frame(width: 1000, height: 1000), width: 1000)
            let size = renderer.geometry(of: probe).size
            return CGSize(width: size.width - 1000, height: size.height - 1000)
        }()

        /// 100 rows of 100 boxes: each a label in a fixed frame; every fifth label is Hangul.
        func boxes(pictureWidth: CGFloat, pictureHeight: CGFloat) -> some View {
            let width = (pictureWidth - overhead.width) / 100
            let height = (pictureHeight - overhead.height) / 100
            return VStack(spacing: 0) {
                ForEach(0..<100) { row in
                    HStack(spacing: 0) {
                        ForEach(0..<100) { column in
                            let index = row * 100 + column
                            Text(index % 5 == 0 ? "상\(index % 100)" : String(index))
                                .font(.system(size: 7))
                                .frame(width: width, height: height)
                        }
                    }
                }
            }
        }

        /// Cards in a grid: a 1600×1200 diagram with padding, backgrounds, shapes and two labels each.
        func cards(pictureWidth: CGFloat, pictureHeight: CGFloat) -> some View {
            BenchmarkViews.cardGrid(width: pictureWidth - overhead.width, height: pictureHeight - overhead.height)
        }

        var rows: [(String, String, String, String)] = []

        // 10,000 boxes at 2000×2000.
        let boxesView = boxes(pictureWidth: 2000, pictureHeight: 2000)
        let boxesWidth = 2000 - overhead.width
        let layoutTime = measure(runs: 3) { renderer.layout(boxesView, width: boxesWidth) }
        let boxesLayout = layoutTime.result
        _ = boxesLayout.nodes // made on first use; part of neither timing below
        let geometry = renderer.geometry(of: boxesLayout)
        let picture = "\(geometry.pixelWidth)×\(geometry.pixelHeight)"
        rows.append(("10,000 boxes: layout (\(boxesLayout.nodeCount) views, Pango text)", format(layoutTime.ms), "", ""))
        let boxesPlan = measure(runs: 5) { renderer.geometry(of: boxesLayout) }
        rows.append(("10,000 boxes: plan (geometry, label placement, legend)", format(boxesPlan.ms), "", ""))
        let boxesPNG = try measure(runs: 5) { try renderer.png(of: boxesLayout) }
        rows.append(("**10,000 boxes \(picture) → PNG (draw + encode)**", "**\(format(boxesPNG.ms))**", "", format(bytes: boxesPNG.result.count)))
        let boxesImage = try measure(runs: 3) { try renderer.image(of: boxesLayout) }
        rows.append(("10,000 boxes \(picture) → RGBAImage (draw + read back)", format(boxesImage.ms), "", ""))
        let boxesSurface = try ImageSurface(image: boxesImage.result)
        let boxesEncode = try measure(runs: 3) { try PNGCodec.encode(boxesSurface, options: renderer.pngOptions.with(channels: .rgb)) }
        rows.append(("10,000 boxes \(picture): PNG encoding alone", format(boxesEncode.ms), "", ""))
        var contentOnly = renderer
        contentOnly.showsFrames = false
        contentOnly.showsGrid = false
        let boxesContent = try measure(runs: 3) { try contentOnly.image(of: boxesLayout) }
        rows.append(("10,000 boxes: draw + read back, labels only (frames and grid off)", format(boxesContent.ms), "", ""))
        let boxesSVG = try measure(runs: 2) { try renderer.svg(of: boxesLayout) }
        rows.append(("10,000 boxes \(picture) → SVG", format(boxesSVG.ms), "", format(bytes: boxesSVG.result.count)))
        let boxesTotal = try measure(runs: 3) { try renderer.png(of: renderer.layout(boxesView, width: boxesWidth)) }
        rows.append(("10,000 boxes: layout + PNG, end to end", format(boxesTotal.ms), "", ""))

        // A 1600×1200 renderer diagram: the encoders side by side on the same pixels.
        let cardsLayout = renderer.layout(cards(pictureWidth: 1600, pictureHeight: 1200), width: 1600 - overhead.width)
        let cardsGeometry = renderer.geometry(of: cardsLayout)
        let cardsPixels = try renderer.image(of: cardsLayout)
        let surface = try ImageSurface(image: cardsPixels)
        let size = "\(cardsGeometry.pixelWidth)×\(cardsGeometry.pixelHeight)"
        let cairo = try measure(runs: 7) { try PNGCodec.cairoWriteToPNG(surface) }
        let fast = try measure(runs: 7) { try PNGCodec.encode(surface, options: renderer.pngOptions) }
        let fastUp = try measure(runs: 7) { try PNGCodec.encode(surface, options: PNGEncodeOptions(compressionLevel: 1, filters: .up)) }
        let smallest = try measure(runs: 3) { try PNGCodec.encode(surface, options: LayoutRenderer.smallestPNG) }
        let cardsPNG = try measure(runs: 5) { try renderer.png(of: cardsLayout) }
        func ratio(_ ms: Double) -> String { String(format: "%.2f×", cairo.ms / ms) }
        rows.append(("\(size) diagram: cairo_surface_write_to_png", format(cairo.ms), "1.00×", format(bytes: cairo.result.count)))
        rows.append(("\(size) diagram: PNGCodec .fast, the renderer's default (level 1, no filter)", format(fast.ms), ratio(fast.ms), format(bytes: fast.result.count)))
        rows.append(("\(size) diagram: PNGCodec level 1, UP filter", format(fastUp.ms), ratio(fastUp.ms), format(bytes: fastUp.result.count)))
        rows.append(("\(size) diagram: PNGCodec, LayoutRenderer.smallestPNG (level 9, no filter)", format(smallest.ms), ratio(smallest.ms), format(bytes: smallest.result.count)))
        rows.append(("\(size) diagram: renderer PNG, draw + encode", format(cardsPNG.ms), "", format(bytes: cardsPNG.result.count)))

        // Translucent labelled items in a 4000×4000 frame: each item is a label with a translucent
        // background inside a view at opacity 0.6, so every item is drawn through a group. A group covers
        // only what its view draws, so the time per item stays flat as the count grows (it used to be a
        // group over the whole canvas per item). Per item: (time − the empty frame's time) ÷ count.
        func translucentItems(_ count: Int) -> some View {
            FlowLayout(spacing: 8, lineSpacing: 8) {
                ForEach(0..<count, id: \.self) { index in
                    Text(String(index)).font(.system(size: 9)).padding(3)
                        .background(Color.blue.opacity(0.2))
                        .opacity(0.6)
                }
            }
            .frame(width: 4000, height: 4000, alignment: .topLeading)
        }
        var translucent = renderer
        translucent.showsFrames = false
        translucent.showsGrid = false
        let emptyFrame = translucent.layout(translucentItems(0), width: 4000)
        let emptyTime = try measure(runs: 7) { try translucent.image(of: emptyFrame) }
        let framePicture = "\(translucent.geometry(of: emptyFrame).pixelWidth)×\(translucent.geometry(of: emptyFrame).pixelHeight)"
        rows.append(("translucent items: the empty \(framePicture) frame → RGBAImage", format(emptyTime.ms), "", ""))
        for count in [100, 1_000, 10_000] {
            let layout = translucent.layout(translucentItems(count), width: 4000)
            let time = try measure(runs: 7) { try translucent.image(of: layout) }
            let perItem = (time.ms - emptyTime.ms) / Double(count) * 1000
            rows.append(("\(count.formatted()) translucent labelled items in \(framePicture) → RGBAImage (\(String(format: "%.1f", perItem)) µs an item)",
                         format(time.ms), "", ""))
        }

        print("| case | time (min) | encoding vs cairo | size |")
        print("|---|---:|---:|---:|")
        for row in rows {
            print("| \(row.0) | \(row.1) | \(row.2) | \(row.3) |")
        }
    }
}
