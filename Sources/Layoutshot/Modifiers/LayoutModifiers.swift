extension View {
    /// Adds 16 points of padding on every edge, as SwiftUI's `.padding()`.
    public func padding() -> ModifiedContent<Self, _NodeModifier> {
        padding(.all, nil)
    }

    /// Adds `length` points of padding on every edge.
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _NodeModifier> {
        padding(.all, length)
    }

    /// Adds padding on the given edges: `length`, or 16 when nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _NodeModifier> {
        let value = PaddingValue.sanitize(length ?? 16)
        return padding(EdgeInsets(
            top: edges.contains(.top) ? value : 0,
            leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0,
            trailing: edges.contains(.trailing) ? value : 0))
    }

    /// Adds the given insets.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _NodeModifier> {
        let clean = EdgeInsets(top: PaddingValue.sanitize(insets.top), leading: PaddingValue.sanitize(insets.leading),
                               bottom: PaddingValue.sanitize(insets.bottom), trailing: PaddingValue.sanitize(insets.trailing))
        return wrapped(.padding(clean))
    }

    /// A frame of fixed size on the given axes, as SwiftUI's `.frame(width:height:alignment:)`: a fixed
    /// axis reports its value; an unset one passes the proposal through and reports the content's size.
    /// Negative or non-finite lengths are treated as unset (SwiftUI logs "Invalid frame dimension").
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(.frame(width: FrameValue.sanitize(width), height: FrameValue.sanitize(height), alignment: alignment))
    }

    /// A flexible frame, as SwiftUI's `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    /// The values are made consistent, min ≤ ideal ≤ max (a contradictory min > max keeps the min).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self, _NodeModifier> {
        let (minW, idealW, maxW) = FrameValue.consistent(minWidth, idealWidth, maxWidth)
        let (minH, idealH, maxH) = FrameValue.consistent(minHeight, idealHeight, maxHeight)
        return wrapped(.flexibleFrame(FlexibleFrame(minWidth: minW, idealWidth: idealW, maxWidth: maxW,
                                                    minHeight: minH, idealHeight: idealH, maxHeight: maxH, alignment: alignment)))
    }

    /// Proposes nil (the ideal size) to the content on both axes, as SwiftUI's `.fixedSize()`.
    public func fixedSize() -> ModifiedContent<Self, _NodeModifier> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Proposes nil (the ideal size) on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// Sets the view's horizontal alignment guide, as SwiftUI's `.alignmentGuide(_:computeValue:)`.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(.alignmentGuide(GuideOverride(key: g.key, computeValue: computeValue)))
    }

    /// Sets the view's vertical alignment guide.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(.alignmentGuide(GuideOverride(key: g.key, computeValue: computeValue)))
    }

    /// Layers `background` behind the view, proposed the view's size, as SwiftUI's `.background(_:alignment:)`.
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(.background(alignment), decorations: [background])
    }

    /// Layers the views the closure builds behind the view.
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> ModifiedContent<Self, _NodeModifier> {
        background(content(), alignment: alignment)
    }

    /// Layers `overlay` in front of the view, proposed the view's size, as SwiftUI's `.overlay(_:alignment:)`.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(.overlay(alignment), decorations: [overlay])
    }

    /// Layers the views the closure builds in front of the view.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> ModifiedContent<Self, _NodeModifier> {
        overlay(content(), alignment: alignment)
    }
}

enum PaddingValue {
    /// Padding must be a finite number; negative padding is allowed (it shrinks), as in SwiftUI.
    static func sanitize(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}

enum FrameValue {
    static func sanitize(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }

    static func consistent(_ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> (CGFloat?, CGFloat?, CGFloat?) {
        func clean(_ v: CGFloat?) -> CGFloat? {
            guard let v, !v.isNaN, v >= 0 else { return nil }
            return v
        }
        let minimum = clean(minimum).flatMap { $0.isFinite ? $0 : nil }
        var maximum = clean(maximum)
        var ideal = clean(ideal).flatMap { $0.isFinite ? $0 : nil }
        if let lo = minimum, let hi = maximum, hi < lo { maximum = lo }
        if let v = ideal, let lo = minimum, v < lo { ideal = lo }
        if let v = ideal, let hi = maximum, v > hi { ideal = hi }
        return (minimum, ideal, maximum)
    }
}
