import Layoutshot
import LayoutshotDiff
import LayoutshotPixels
import LayoutshotRender
import SnapshotTesting

extension Snapshotting where Value == ComputedLayout, Format == RGBAImage {
    /// Snapshots the diagram of an already computed layout (lay it out with the renderer's
    /// `layout(_:width:)`, so text is measured with the fonts it draws) as a PNG reference.
    public static func layoutImage(renderer: LayoutRenderer, threshold: Double = 0.1,
                                   maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil,
                                   fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                   line: UInt = #line, column: UInt = #column) -> Snapshotting {
        let location = RenderIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting<RGBAImage, RGBAImage>
            .layoutImage(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio)
            .pullback { (layout: ComputedLayout) -> RGBAImage in
                do {
                    return try renderer.image(of: layout)
                } catch {
                    RenderIssue.record("Could not render the layout: \(error)", at: location)
                    return RGBAImage(width: 0, height: 0)
                }
            }
    }
}
