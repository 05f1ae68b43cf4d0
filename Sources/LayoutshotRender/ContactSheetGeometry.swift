import Foundation
import Layoutshot

/// Where the diagrams of a contact sheet go: side by side, top-aligned, each under a label with
/// its proposed width ("320 pt"), in rows that wrap under the renderer's
/// `maximumSheetPixelWidth`. Lengths are points; every one is a whole number.
public struct ContactSheetGeometry: Equatable, Sendable {
    /// One width's diagram and its label.
    public struct Panel: Equatable, Sendable {
        /// The proposed width (nil: the ideal width).
        public var proposedWidth: CGFloat?
        /// The label above the diagram: "320 pt", "ideal", "∞ pt".
        public var label: String
        /// The label's row above the diagram, in sheet points.
        public var labelRect: CGRect
        /// Where the diagram is drawn, in sheet points.
        public var diagramRect: CGRect
        /// The diagram's own geometry (offset by `diagramRect.origin` in the sheet).
        public var diagram: DiagramGeometry
    }

    /// The whole sheet.
    public var size: CGSize
    /// Left to right, then row by row, in the order of the widths.
    public var panels: [Panel]
    /// Pixels per point.
    public var scale: DiagramScale

    /// The height of the label row above the diagrams.
    public static let labelHeight: CGFloat = 30

    /// The sheet's width in pixels.
    public var pixelWidth: Int { Int((size.width * CGFloat(scale.rawValue)).rounded(.up)) }
    /// The sheet's height in pixels.
    public var pixelHeight: Int { Int((size.height * CGFloat(scale.rawValue)).rounded(.up)) }

    /// "320 pt" for a finite width, "∞ pt", or "ideal" for nil.
    public static func label(forWidth width: CGFloat?) -> String {
        guard let width else { return "ideal" }
        return "\(PointFormatting.string(width)) pt"
    }
}
