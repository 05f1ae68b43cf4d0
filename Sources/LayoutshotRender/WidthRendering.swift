import Foundation
import Layoutshot

/// The diagram of a view at one proposed width.
public struct WidthRendering {
    /// The proposed width.
    public let width: CGFloat
    /// The layout at that width.
    public let layout: ComputedLayout
    /// The diagram, encoded as `format`.
    public let bytes: [UInt8]
    /// PNG, SVG or PDF.
    public let format: DiagramFormat
}
