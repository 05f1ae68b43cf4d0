import Foundation
import Layoutshot
import LayoutshotGraphics
import LayoutshotPixels

extension LayoutRenderer {
    // MARK: Separate pictures

    /// The view laid out at each of `widths` (sharing measurements) and rendered separately.
    ///
    /// - Throws: `RenderError.noWidths` for an empty list, and the errors of `render(_:as:)`.
    @MainActor public func renderings<V: View>(of view: V, widths: [CGFloat], height: CGFloat? = nil,
                                    as format: DiagramFormat) throws -> [WidthRendering] {
        guard !widths.isEmpty else { throw RenderError.noWidths }
        return try zip(widths, layouts(view, widths: widths, height: height)).map { width, layout in
            WidthRendering(width: width, layout: layout, bytes: try render(layout, as: format), format: format)
        }
    }

    /// The view at each of `widths` as pixels, in order.
    @MainActor public func images<V: View>(of view: V, widths: [CGFloat], height: CGFloat? = nil) throws -> [RGBAImage] {
        guard !widths.isEmpty else { throw RenderError.noWidths }
        return try layouts(view, widths: widths, height: height).map { try image(of: $0) }
    }

    // MARK: Contact sheet

    /// Where each diagram and label of a contact sheet of `layouts` go.
    public func contactSheetGeometry(of layouts: [ComputedLayout]) -> ContactSheetGeometry {
        sheetPlan(of: layouts).geometry
    }

    /// The diagrams of `layouts` side by side, top-aligned, each under a label with its proposed
    /// width, as one picture, wrapping into rows no wider than `maximumSheetPixelWidth`.
    ///
    /// - Throws: `RenderError.noWidths` for no layouts, `.imageTooLarge` when the whole sheet
    ///   exceeds `limits`, and the errors of `render(_:as:)`.
    public func contactSheet(of layouts: [ComputedLayout], as format: DiagramFormat) throws -> [UInt8] {
        let plan = try checkedSheetPlan(of: layouts)
        return try output(size: plan.geometry.size, format: format) { context in drawSheet(plan, in: context) }
    }

    /// The contact sheet of `layouts` as PNG, with `panels` (each layout's `diagramSurface(of:)`,
    /// in order) placed where the sheet would draw those diagrams again: a panel of a sheet is,
    /// pixel for pixel, the picture drawn alone, so a scene's widths and their sheet cost one
    /// drawing per width. Falls back to drawing when `panels` do not match `layouts` in number and size.
    public func contactSheetPNG(of layouts: [ComputedLayout], panels: [ImageSurface]) throws -> [UInt8] {
        try contactSheetPNG(of: layouts, plans: nil, panels: panels)
    }

    /// The contact sheet of `diagrams` (each drawn by `drawnDiagram(of:)`, in order) as PNG: as
    /// `contactSheetPNG(of:panels:)` with their layouts and surfaces, and the plans they were
    /// drawn from instead of planning every diagram again (placing the labels of 1,000 views
    /// took about 2 % of a scene's render).
    public func contactSheetPNG(of diagrams: [DrawnDiagram]) throws -> [UInt8] {
        try contactSheetPNG(of: diagrams.map(\.layout), plans: diagrams.map(\.plan), panels: diagrams.map(\.surface))
    }

    private func contactSheetPNG(of layouts: [ComputedLayout], plans: [DiagramPlan]?, panels: [ImageSurface]) throws -> [UInt8] {
        let plan = try checkedSheetPlan(of: layouts, plans: plans)
        let factor = scale.factor
        let matches = panels.count == plan.diagrams.count && zip(panels, plan.diagrams).allSatisfy { panel, diagram in
            panel.width == Int((Double(diagram.geometry.size.width) * factor).rounded(.up))
                && panel.height == Int((Double(diagram.geometry.size.height) * factor).rounded(.up))
        }
        if matches, let composed = try composedSheetPNG(plan, panels: panels) { return composed }
        return try png(of: rasterize(size: plan.geometry.size) { context in
            drawSheet(plan, in: context, panels: matches ? panels : nil)
        })
    }

    /// The sheet of `plan` encoded from its parts, without a sheet-sized surface: each row's
    /// label band (labels and hairlines, the only drawing the sheet adds) drawn on a surface of
    /// its own, the panels placed as they are, the page colour everywhere else, composed row by
    /// row as the encoder filters them (`PNGCodec.encode(width:height:background:layers:options:)`).
    /// The same pixels as `drawSheet` gives with the panels (its bands are drawn by the same code,
    /// moved by whole pixels, and every pixel of a panel covers what lies under it on an opaque
    /// page), so the same bytes. Nil where that does not hold: a page that is not opaque, or a
    /// panel or band that does not start on a whole pixel.
    private func composedSheetPNG(_ plan: SheetPlan, panels: [ImageSurface]) throws -> [UInt8]? {
        guard background == .opaque else { return nil }
        let factor = scale.factor
        func wholePixels(_ points: CGFloat) -> Int? {
            let pixels = Double(points) * factor
            return pixels == pixels.rounded() && pixels >= 0 ? Int(pixels) : nil
        }
        let size = plan.geometry.size
        let width = Int((Double(size.width) * factor).rounded(.up))
        let height = Int((Double(size.height) * factor).rounded(.up))
        guard let bandHeight = wholePixels(ContactSheetGeometry.labelHeight), bandHeight > 0 else { return nil }
        var layers: [(surface: ImageSurface, x: Int, y: Int)] = []
        var bandTops: [CGFloat] = []
        for panel in plan.geometry.panels where !bandTops.contains(panel.labelRect.minY) {
            bandTops.append(panel.labelRect.minY)
        }
        for top in bandTops {
            guard let y = wholePixels(top) else { return nil }
            let band = try rasterize(size: CGSize(width: size.width, height: ContactSheetGeometry.labelHeight)) { context in
                context.translate(x: 0, y: -Double(top))
                drawSheetChrome(plan, in: context)
            }
            layers.append((band, 0, y))
        }
        for (panel, surface) in zip(plan.geometry.panels, panels) {
            guard let x = wholePixels(panel.diagramRect.minX), let y = wholePixels(panel.diagramRect.minY) else { return nil }
            layers.append((surface, x, y))
        }
        let page = try rasterize(size: CGSize(width: 1 / factor, height: 1 / factor)) { context in
            context.setColor(theme.page)
            context.paint()
        }
        var options = pngOptions
        if options.channels == .automatic { options.channels = .rgb }  // an opaque page (above)
        guard options.filters == .none || options.filters == .up else { return nil }
        return try PNGCodec.encode(width: width, height: height, background: page, layers: layers, options: options)
    }

    /// The contact sheet of `layouts` as pixels.
    public func contactSheetImage(of layouts: [ComputedLayout]) throws -> RGBAImage {
        let plan = try checkedSheetPlan(of: layouts)
        return try rasterize(size: plan.geometry.size) { context in drawSheet(plan, in: context) }.pixels()
    }

    /// Lays `view` out at each of `widths` and renders the contact sheet.
    @MainActor public func contactSheet<V: View>(of view: V, widths: [CGFloat], height: CGFloat? = nil,
                                      as format: DiagramFormat) throws -> [UInt8] {
        guard !widths.isEmpty else { throw RenderError.noWidths }
        return try contactSheet(of: layouts(view, widths: widths, height: height), as: format)
    }

    /// Writes one file per width, `<name>-<width>.<ext>` (`card-320.png`, as the `layoutshot`
    /// command names them), and the contact sheet, `<name>-widths.<ext>`, into `directory` (made
    /// when missing), each atomically. Returns the paths written, the sheet last. Everything is rendered before the
    /// first file is written, so a refused size writes nothing.
    @MainActor public func writeWidths<V: View>(of view: V, widths: [CGFloat], height: CGFloat? = nil,
                                     to directory: String, name: String, format: DiagramFormat = .png) throws -> [String] {
        guard !widths.isEmpty else { throw RenderError.noWidths }
        let layouts = layouts(view, widths: widths, height: height)
        var files: [(String, [UInt8])] = []
        for (width, layout) in zip(widths, layouts) {
            files.append(("\(directory)/\(Self.fileName(name: name, width: width, format: format))", try render(layout, as: format)))
        }
        files.append(("\(directory)/\(Self.fileName(name: name, width: nil, format: format))", try contactSheet(of: layouts, as: format)))
        // The folder is made when missing, as `mkdir -p` would (a docs folder in a fresh checkout).
        // When it cannot be made, the first write says why, naming the file.
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (path, bytes) in files {
            try AtomicFile.write(bytes, to: path)
        }
        return files.map(\.0)
    }

    /// The one naming scheme for rendered files, shared with the `layoutshot` command:
    /// `card-320.png` for a width (`card-320.5.png` for a fractional one), `card-widths.png` for the
    /// contact sheet (nil).
    public static func fileName(name: String, width: CGFloat?, format: DiagramFormat) -> String {
        "\(name)-\(width.map { PointFormatting.string($0) } ?? "widths").\(format.fileExtension)"
    }

    // MARK: Sheet drawing

    struct SheetPlan {
        var geometry: ContactSheetGeometry
        var diagrams: [DiagramPlan]
    }

    /// Panels left to right in rows: a panel that would make its row wider than
    /// `maximumSheetPixelWidth` starts a new row (a row always holds at least one panel). Each row
    /// is a label row above its diagrams, top-aligned.
    func sheetPlan(of layouts: [ComputedLayout]) -> SheetPlan {
        sheetPlan(of: layouts.map { plan(of: $0) })
    }

    /// `sheetPlan(of:)` of the layouts of `diagrams`, planned already.
    private func sheetPlan(of diagrams: [DiagramPlan]) -> SheetPlan {
        let maximumWidth = CGFloat(max(1, maximumSheetPixelWidth)) / CGFloat(scale.rawValue)
        let labelHeight = ContactSheetGeometry.labelHeight
        var panels: [ContactSheetGeometry.Panel] = []
        var x: CGFloat = 0, rowTop: CGFloat = 0, rowHeight: CGFloat = 0, width: CGFloat = 0
        for diagram in diagrams {
            let size = diagram.geometry.size
            if x > 0, x + size.width > maximumWidth {
                rowTop += rowHeight
                x = 0
                rowHeight = 0
            }
            panels.append(ContactSheetGeometry.Panel(
                proposedWidth: diagram.layout.proposal.width,
                label: ContactSheetGeometry.label(forWidth: diagram.layout.proposal.width),
                labelRect: CGRect(x: x, y: rowTop, width: size.width, height: labelHeight),
                diagramRect: CGRect(x: x, y: rowTop + labelHeight, width: size.width, height: size.height),
                diagram: diagram.geometry))
            x += size.width
            width = max(width, x)
            rowHeight = max(rowHeight, labelHeight + size.height)
        }
        return SheetPlan(geometry: ContactSheetGeometry(size: CGSize(width: width, height: rowTop + rowHeight), panels: panels, scale: scale),
                         diagrams: diagrams)
    }

    /// With `plans` (the layouts' own, in order), they are used instead of planning again.
    private func checkedSheetPlan(of layouts: [ComputedLayout], plans: [DiagramPlan]? = nil) throws -> SheetPlan {
        guard !layouts.isEmpty else { throw RenderError.noWidths }
        for layout in layouts where !(layout.size.width.isFinite && layout.size.height.isFinite) {
            throw RenderError.layoutNotFinite(width: Double(layout.size.width), height: Double(layout.size.height))
        }
        let plan = plans.map { sheetPlan(of: $0) } ?? sheetPlan(of: layouts)
        try checkLimits(plan.geometry.size)
        return plan
    }

    /// What `drawSheet` draws besides the diagrams: the page, each panel's label and hairline.
    private func drawSheetChrome(_ plan: SheetPlan, in context: CairoContext) {
        drawSheet(plan, in: context, panels: nil, diagrams: false)
    }

    /// The page, each panel's label (bold, aligned with its canvas) and a hairline between panels,
    /// then each diagram in its place (unless `diagrams` is false).
    private func drawSheet(_ plan: SheetPlan, in context: CairoContext, panels: [ImageSurface]? = nil, diagrams: Bool = true) {
        if background == .opaque {
            context.setColor(theme.page)
            context.paint()
        }
        let font = DiagramMetrics.sheetLabelFont
        let hairline = 1 / scale.factor
        for (index, (panel, diagram)) in zip(plan.geometry.panels, plan.diagrams).enumerated() {
            let painter = DiagramPainter(renderer: self, plan: diagram, context: context)
            let x = panel.labelRect.minX + diagram.geometry.canvasRect.minX
            painter.drawText(panel.label, font: font, color: theme.text, x: x,
                             baseline: painter.centredBaseline(font: font, centerY: panel.labelRect.midY + 3))
            context.setColor(theme.ruler.withAlpha(0.35))
            context.setLineWidth(hairline)
            if panel.labelRect.minX > 0 {
                // Between panels of a row.
                context.move(toX: Double(panel.labelRect.minX) + hairline / 2, y: Double(panel.labelRect.minY) + 8)
                context.addLine(toX: Double(panel.labelRect.minX) + hairline / 2, y: Double(panel.diagramRect.maxY) - 8)
                context.stroke()
            } else if panel.labelRect.minY > 0 {
                // Above a row after the first.
                context.move(toX: 8, y: Double(panel.labelRect.minY) + hairline / 2)
                context.addLine(toX: Double(plan.geometry.size.width) - 8, y: Double(panel.labelRect.minY) + hairline / 2)
                context.stroke()
            }
            guard diagrams else { continue }
            context.withSavedState {
                context.translate(x: Double(panel.diagramRect.minX), y: Double(panel.diagramRect.minY))
                if let panels {
                    // The picture already drawn, one device pixel per pixel.
                    context.scale(x: 1 / scale.factor, y: 1 / scale.factor)
                    context.drawImage(panels[index], x: 0, y: 0)
                } else {
                    painter.draw()
                }
            }
        }
    }
}
