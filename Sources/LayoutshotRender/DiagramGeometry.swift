import Foundation
import Layoutshot

/// Where everything goes in one diagram, in points (multiply by `scale` for pixels). Every length
/// is a whole number of points, so a view frame at whole points lands on whole pixels.
public struct DiagramGeometry: Equatable, Sendable {
    /// The whole picture.
    public var size: CGSize
    /// Where the root view's origin lands in the picture: a view at `frame` in root coordinates is
    /// drawn at `frame.offsetBy(dx: contentOrigin.x, dy: contentOrigin.y)`.
    public var contentOrigin: CGPoint
    /// The region of root coordinates the canvas shows: the root's frame, the proposed width and
    /// any child that overflows the root, rounded out to whole points.
    public var contentBounds: CGRect
    /// The layout trace panel in picture points, when the `.trace` overlay is on.
    public var tracePanel: CGRect?
    /// The legend under the diagram, in picture points, when `showsLegend` (and frames) are on.
    public var legend: CGRect?
    /// Every label placed on the canvas (id chips, spacing and padding lengths, guide names), in
    /// picture points: none covers a view's text, an icon-sized colour or shape, or another label.
    public var labels: [DiagramLabel]
    /// Ids whose chip found no free place; the legend lists them.
    public var unlabelledIDs: [String]
    /// Pixels per point.
    public var scale: DiagramScale

    /// The picture's width in pixels.
    public var pixelWidth: Int { Int((size.width * CGFloat(scale.rawValue)).rounded(.up)) }
    /// The picture's height in pixels.
    public var pixelHeight: Int { Int((size.height * CGFloat(scale.rawValue)).rounded(.up)) }

    /// The canvas (the laid-out region) in picture points.
    public var canvasRect: CGRect {
        contentBounds.offsetBy(dx: contentOrigin.x, dy: contentOrigin.y)
    }

    /// A frame in root coordinates, in picture points.
    public func pictureRect(of frame: CGRect) -> CGRect {
        frame.offsetBy(dx: contentOrigin.x, dy: contentOrigin.y)
    }

    /// A rectangle of the rendered image in pixels, in root coordinates (points, the root view's
    /// top left at 0, 0): the inverse of `pictureRect(of:)` followed by the scale.
    public func rootRect(ofPixels rect: CGRect) -> CGRect {
        let factor = CGFloat(scale.rawValue)
        return CGRect(x: rect.minX / factor - contentOrigin.x, y: rect.minY / factor - contentOrigin.y,
                      width: rect.width / factor, height: rect.height / factor)
    }
}

/// A label drawn on a diagram, where the placement pass put it.
public struct DiagramLabel: Equatable, Sendable {
    /// What the label says ("title", "8", "leading").
    public var text: String
    /// Where it is drawn, in picture points.
    public var rect: CGRect
}

/// The fixed lengths of a diagram's chrome, in points.
enum DiagramMetrics {
    static let captionHeight: CGFloat = 20
    static let topRulerHeight: CGFloat = 16
    static let leftRulerWidth: CGFloat = 28
    /// Room above the canvas for id chips that straddle or sit just above the top edge of a frame.
    static let chipHeadroom: CGFloat = 14
    /// How far labels may stand out to the right of and below the canvas (at most the margin).
    static let labelOverhang: CGFloat = 12
    /// The narrowest legend: a narrow diagram's legend may widen the picture to this.
    static let minimumLegendWidth: CGFloat = 240
    static let tracePanelGap: CGFloat = 20

    static let captionFont = Font.system(size: 10.5, weight: .medium)
    static let rulerFont = Font.system(size: 7.5)
    static let chipFont = Font.system(size: 8, weight: .bold)
    static let pillFont = Font.system(size: 7.5, weight: .bold)
    static let guideFont = Font.system(size: 7.5, weight: .medium)
    static let traceFont = Font.system(size: 9, design: .monospaced)
    static let traceHeaderFont = Font.system(size: 10, weight: .bold)
    static let sheetLabelFont = Font.system(size: 13, weight: .bold)
}
