// `layoutshot-bench graphics`
//
// Prints a Markdown table of drawing and encoding times: 10,000 framed, labelled boxes on a
// 2000×2000 surface to PNG and to SVG, and PNG encoding of a 1600×1200 diagram with PNGCodec
// (fast and smallest) against cairo's own writer in the same run. Each time is the minimum of
// several runs after a warm-up run.
import Foundation
import LayoutshotBenchSupport
import LayoutshotGraphics

@MainActor enum GraphicsBenchmark {
    static func run() throws {
        let engine = try TextEngine()

        /// 10,000 boxes (100×100 grid of 20×20 cells): fill, 1-unit frame, centred label; every fifth
        /// label is Hangul.
        func drawBoxes(in context: GraphicsContext) {
            context.setColor(.white)
            context.paint()
            let font = TextFont.regular(7)
            let ascent = engine.metrics(for: font).ascent
            context.setLineWidth(1)
            for row in 0..<100 {
                for column in 0..<100 {
                    let index = row * 100 + column
                    let x = Double(column * 20) + 1.5
                    let y = Double(row * 20) + 1.5
                    context.setColor(GraphicsColor(rgb: UInt32(0xE8F0FF - (index % 7) * 0x0B0500)))
                    context.addRect(x: x, y: y, width: 17, height: 17)
                    context.fillPreserve()
                    context.setColor(GraphicsColor(rgb: 0x1B2A49))
                    context.stroke()
                    let label = index % 5 == 0 ? "상\(index % 100)" : String(index)
                    let width = engine.width(of: label, font: font)
                    engine.draw(label, font: font, color: .black, x: x + (17 - width) / 2, y: y + 5 + ascent,
                                in: context)
                }
            }
        }

        /// A 1600×1200 diagram: white page, 120 rounded boxes with frames and two labels each, connectors.
        func drawDiagram(in context: GraphicsContext) {
            context.setColor(.white)
            context.paint()
            let title = TextFont.bold(13)
            let body = TextFont.regular(11)
            for i in 0..<120 {
                let column = i % 12, row = i / 12
                let x = 20 + Double(column) * 131, y = 20 + Double(row) * 117
                context.setColor(GraphicsColor(rgb: 0x8899AA))
                context.setLineWidth(1.5)
                if column < 11 {
                    context.move(toX: x + 110, y: y + 35)
                    context.addLine(toX: x + 131, y: y + 35 + Double((i * 37) % 50) - 25)
                    context.stroke()
                }
                context.setColor(GraphicsColor(rgb: [0xDCEBFF, 0xFFF1D6, 0xE3F7E8][i % 3]))
                context.addRoundedRect(x: x, y: y, width: 110, height: 80, cornerRadius: 8)
                context.fillPreserve()
                context.setColor(GraphicsColor(rgb: 0x1B2A49))
                context.setLineWidth(1)
                context.stroke()
                engine.draw("Node \(i)", font: title, color: .black, x: x + 8, y: y + 8, anchor: .topLeft, in: context)
                engine.draw(i % 2 == 0 ? "레이아웃 \(i)" : "width: \(i * 3) px", font: body,
                            color: GraphicsColor(white: 0.25), x: x + 8, y: y + 34, anchor: .topLeft, in: context)
            }
        }

        var rows: [(String, String, String, String)] = []

        // 10,000 boxes → PNG.
        let boxesSurface = try ImageSurface(width: 2000, height: 2000)
        let boxesDraw = try measure(runs: 5) { () throws -> Void in
            let context = try GraphicsContext(boxesSurface)
            drawBoxes(in: context)
            try context.checkStatus()
        }
        // The same with an empty width cache each run: every label is shaped twice (measure, draw).
        let boxesDrawCold = try measure(runs: 5) { () throws -> Void in
            engine.clearCache()
            let context = try GraphicsContext(boxesSurface)
            drawBoxes(in: context)
            try context.checkStatus()
        }
        let boxesEncode = try measure(runs: 5) { try PNGCodec.encode(boxesSurface) }
        rows.append(("10,000 boxes 2000×2000 → PNG: draw (widths cached)", format(boxesDraw.ms), "", ""))
        rows.append(("10,000 boxes 2000×2000 → PNG: draw (width cache emptied)", format(boxesDrawCold.ms), "", ""))
        rows.append(("10,000 boxes 2000×2000 → PNG: encode (fast)", format(boxesEncode.ms), "", format(bytes: boxesEncode.result.count)))
        rows.append(("**10,000 boxes 2000×2000 → PNG: total**", "**\(format(boxesDraw.ms + boxesEncode.ms))**", "", ""))

        // 10,000 boxes → SVG (drawing and finishing are one step: cairo streams the document).
        let boxesSVG = try measure(runs: 3) { () throws -> [UInt8] in
            let document = try VectorDocument.svg(width: 2000, height: 2000)
            let context = try GraphicsContext(document)
            drawBoxes(in: context)
            try context.checkStatus()
            return try document.finish()
        }
        rows.append(("10,000 boxes 2000×2000 → SVG: draw + finish", format(boxesSVG.ms), "", format(bytes: boxesSVG.result.count)))

        // 1600×1200 diagram: encoders side by side.
        let diagram = try ImageSurface(width: 1600, height: 1200)
        let diagramContext = try GraphicsContext(diagram)
        drawDiagram(in: diagramContext)
        try diagramContext.checkStatus()

        let cairo = try measure(runs: 7) { try PNGCodec.cairoWriteToPNG(diagram) }
        let fast = try measure(runs: 7) { try PNGCodec.encode(diagram, options: .fast) }
        let fastRGBA = try measure(runs: 7) { try PNGCodec.encode(diagram, options: .fast.with(channels: .rgba)) }
        let smallest = try measure(runs: 3) { try PNGCodec.encode(diagram, options: .smallest) }
        let viaPixels = try measure(runs: 7) { try PNGCodec.encode(diagram.pixels(), options: .fast) }
        func ratio(_ ms: Double) -> String { String(format: "%.2f×", cairo.ms / ms) }
        rows.append(("1600×1200 diagram: cairo_surface_write_to_png", format(cairo.ms), "1.00×", format(bytes: cairo.result.count)))
        rows.append(("1600×1200 diagram: PNGCodec .fast (default, RGB)", format(fast.ms), ratio(fast.ms), format(bytes: fast.result.count)))
        rows.append(("1600×1200 diagram: PNGCodec .fast, forced RGBA", format(fastRGBA.ms), ratio(fastRGBA.ms), format(bytes: fastRGBA.result.count)))
        rows.append(("1600×1200 diagram: pixels() + PNGCodec .fast", format(viaPixels.ms), ratio(viaPixels.ms), format(bytes: viaPixels.result.count)))
        rows.append(("1600×1200 diagram: PNGCodec .smallest", format(smallest.ms), ratio(smallest.ms), format(bytes: smallest.result.count)))

        print("| case | time (min) | speed vs cairo | size |")
        print("|---|---:|---:|---:|")
        for row in rows {
            print("| \(row.0) | \(row.1) | \(row.2) | \(row.3) |")
        }
    }
}
