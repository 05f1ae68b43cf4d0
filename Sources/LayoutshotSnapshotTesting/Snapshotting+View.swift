import Layoutshot
import LayoutshotDiff
import LayoutshotPixels
import LayoutshotRender
import SnapshotTesting

extension Snapshotting where Value: Layoutshot.View, Format == RGBAImage {
    /// Lays the view out at `width` and snapshots it as a PNG reference, compared by pixels with
    /// Layoutshot's diff engine: the app's own look unless `style: .diagram` asks for the diagram.
    ///
    /// ```swift
    /// assertSnapshot(of: CardView(), as: .layoutImage(width: 320))
    /// assertSnapshot(of: CardView(), as: .layoutImage(width: 320, theme: .dark, scale: .x2, maxDiffPixels: 20))
    /// assertSnapshot(of: CardView(), as: .layoutImage(width: 320, style: .diagram))
    /// ```
    ///
    /// - Parameters:
    ///   - width: the proposed width; nil for the view's ideal width.
    ///   - height: the proposed height; nil for its ideal height.
    ///   - style: `.plain` or `.diagram` (`RenderStyle`), applied to the renderer; nil: the
    ///     renderer as it is, else plain.
    ///   - renderer: the renderer to start from; nil: `LayoutRenderer(style: .plain)`.
    ///   - theme: replaces the renderer's theme when given; in the plain style `.dark` draws the
    ///     view in the dark colour scheme.
    ///   - scale: replaces the renderer's pixels per point when given.
    ///   - threshold, maxDiffPixels, maxDiffPixelRatio: the tolerance
    ///     (see `Diffing.layoutImage(threshold:maxDiffPixels:maxDiffPixelRatio:)`).
    ///
    /// A view that cannot be rendered (fonts missing, a non-finite or too large layout) records
    /// an issue with the reason at the assertion and fails the comparison.
    public static func layoutImage(width: CGFloat?, height: CGFloat? = nil, style: RenderStyle? = nil,
                                   renderer: LayoutRenderer? = nil,
                                   theme: DiagramTheme? = nil, scale: DiagramScale? = nil,
                                   threshold: Double = 0.1, maxDiffPixels: Int? = nil,
                                   maxDiffPixelRatio: Double? = nil,
                                   fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                   line: UInt = #line, column: UInt = #column) -> Snapshotting {
        let location = RenderIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting<RGBAImage, RGBAImage>
            .layoutImage(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio)
            .pullback { (view: Value) -> RGBAImage in
                onAssertionThread(view) { view in
                    do {
                        var configured = try renderer.map { given in style.map { given.styled($0) } ?? given }
                            ?? LayoutRenderer(style: style ?? .plain)
                        if let theme { configured.theme = theme }
                        if let scale { configured.scale = scale }
                        return try configured.image(of: configured.layout(view, width: width, height: height))
                    } catch {
                        RenderIssue.record("Could not render the view at width "
                                           + (width.map { "\($0)" } ?? "ideal") + ": \(error)", at: location)
                        return RGBAImage(width: 0, height: 0)
                    }
                }
            }
    }
}

/// Runs `body` (main-actor code: it lays a view out) on the thread swift-snapshot-testing calls the
/// strategy on, which is the thread that called `assertSnapshot` with the view.
///
/// SAFETY: swift-snapshot-testing's `pullback` takes a plain closure and calls it synchronously
/// from `assertSnapshot`. A Swift 6 test that makes a view is main-actor code (views are
/// main-actor values), so the closure runs on the main actor; a Swift 5 test may call from
/// another thread, and then the view is laid out on the thread that made it, as Layoutshot always
/// has. The cast drops only the isolation, which a synchronous function's type does not carry at
/// run time.
private func onAssertionThread<Value, Result>(_ value: Value, _ body: @MainActor (Value) -> Result) -> Result {
    withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: ((Value) -> Result).self)(value)
    }
}
