import LayoutshotGraphics
import LayoutshotPixels

/// A fixed drawing that exercises shapes, groups, dashes, Latin + Korean text and symbols, used to check
/// that output bytes do not depend on the process or its environment.
enum ProbeScene {
    static let width = 360
    static let height = 220

    /// Strings whose measured widths the probe reports.
    static let measuredStrings = ["Layoutshot", "Hello, world!", "레이아웃 스냅샷", "Mixed 한글 text", "W i d e"]
    static let measuredFonts: [TextFont] = [.regular(13), .bold(17), TextFont(size: 11.5, italic: true),
                                            TextFont(size: 17, weight: .semibold, family: "Inter", tracking: -0.43),
                                            TextFont(size: 34, weight: .black, family: "Inter Display", tracking: 0.4)]

    /// Draws the scene into `context`; with `symbols` (the Material Icons engine), two symbols too.
    static func draw(in context: GraphicsContext, engine: TextEngine, symbols: TextEngine? = nil) {
        context.setColor(.white)
        context.paint()

        context.setColor(GraphicsColor(rgb: 0x3A7BD5))
        context.addRoundedRect(x: 12, y: 12, width: 150, height: 60, cornerRadius: 10)
        context.fillPreserve()
        context.setColor(GraphicsColor(rgb: 0x1B2A49))
        context.setLineWidth(2)
        context.stroke()

        context.setColor(GraphicsColor(rgb: 0xF2994A, alpha: 0.8))
        context.addEllipse(x: 180, y: 14, width: 90, height: 56)
        context.fill()

        context.setColor(GraphicsColor(rgb: 0x27AE60))
        context.addCapsule(x: 280, y: 20, width: 66, height: 24)
        context.fill()

        context.setColor(GraphicsColor(white: 0.3))
        context.setLineWidth(1.5)
        context.setDash([6, 3])
        context.move(toX: 12, y: 88)
        context.addLine(toX: 348, y: 88)
        context.stroke()
        context.setDash([])

        context.withGroup(opacity: 0.5) {
            context.setColor(GraphicsColor(rgb: 0xEB5757))
            context.addCircle(centerX: 300, centerY: 150, radius: 30)
            context.fill()
            context.addCircle(centerX: 330, centerY: 150, radius: 30)
            context.fill()
        }

        // A small raster image: gives the SVG an `imageN`/`surfaceN` pair named by cairo's global counters.
        if let image = try? ImageSurface(image: gradient) {
            context.drawImage(image, x: 300, y: 52, opacity: 0.9)
        }

        engine.draw("Layoutshot — Hello, world!", font: .bold(17), color: .black,
                    x: 14, y: 96, anchor: .topLeft, in: context)
        engine.draw("레이아웃 스냅샷 테스트", font: .regular(16), color: GraphicsColor(rgb: 0x1B2A49),
                    x: 14, y: 150, in: context)
        engine.draw("Mixed 한글 text, italic", font: TextFont(size: 13, italic: true),
                    color: GraphicsColor(rgb: 0x6B3FA0), x: 14, y: 180, in: context)
        engine.draw("굵은 글씨 Bold", font: .bold(14), color: .black, x: 14, y: 206, in: context)

        if let symbols {
            // Material Icons' star and settings glyphs: drawn as text, and as widened outlines.
            symbols.draw("\u{E838}", font: TextFont(size: 24), color: GraphicsColor(rgb: 0xF2994A), x: 200, y: 126, in: context)
            symbols.drawOutlines("\u{E8B8}", font: TextFont(size: 24), color: GraphicsColor(rgb: 0x1B2A49), emboldening: 0.6,
                                 x: 230, y: 126, in: context)
        }

        context.withSavedState {
            context.translate(x: 200, y: 190)
            context.scale(x: 1.5, y: 1.5)
            context.setColor(GraphicsColor(rgb: 0x2D9CDB))
            context.addRect(x: 0, y: 0, width: 20, height: 12)
            context.fill()
            engine.draw("2× 글", font: .regular(9), color: .black, x: 24, y: 10, in: context)
        }
    }

    /// An 24×24 gradient with a transparent corner.
    static let gradient: RGBAImage = {
        var image = RGBAImage(width: 24, height: 24, fill: .clear)
        for y in 0..<24 {
            for x in 0..<24 where x + y > 6 {
                image[x, y] = RGBA(r: UInt8(x * 10), g: UInt8(y * 10), b: 160, a: UInt8(min(255, (x + y) * 8)))
            }
        }
        return image
    }()

    /// The scene as PNG (default encoder options) and SVG bytes.
    static func render(engine: TextEngine) throws -> (png: [UInt8], svg: [UInt8]) {
        let surface = try ImageSurface(width: width, height: height)
        let symbols = try TextEngine(fontSet: .materialIcons)
        let raster = try GraphicsContext(surface)
        draw(in: raster, engine: engine, symbols: symbols)
        try raster.checkStatus()
        let png = try PNGCodec.encode(surface)

        let document = try VectorDocument.svg(width: Double(width), height: Double(height))
        let vector = try GraphicsContext(document)
        draw(in: vector, engine: engine, symbols: symbols)
        try vector.checkStatus()
        let svg = try document.finish()
        return (png, svg)
    }

    /// One line per (string, font): the measured width's exact bit pattern, then the metrics.
    static func measurements(engine: TextEngine) -> String {
        var lines: [String] = []
        for font in measuredFonts {
            for text in measuredStrings {
                let width = engine.width(of: text, font: font)
                lines.append("\(text)\t\(font.size)\t\(font.weight)\t\(font.italic)\t\(String(width.bitPattern, radix: 16))")
            }
            let metrics = engine.metrics(for: font)
            lines.append("metrics\t\(font.size)\t\(String(metrics.ascent.bitPattern, radix: 16))\t\(String(metrics.descent.bitPattern, radix: 16))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
