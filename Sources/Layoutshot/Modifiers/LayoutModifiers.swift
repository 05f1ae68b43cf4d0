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
        let value = length ?? 16
        return padding(EdgeInsets(
            top: edges.contains(.top) ? value : 0,
            leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0,
            trailing: edges.contains(.trailing) ? value : 0))
    }

    /// Adds the given insets.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _NodeModifier> {
        var problems: [String] = []
        let clean = EdgeInsets(top: PaddingValue.sanitize(insets.top, "top", &problems), leading: PaddingValue.sanitize(insets.leading, "leading", &problems),
                               bottom: PaddingValue.sanitize(insets.bottom, "bottom", &problems), trailing: PaddingValue.sanitize(insets.trailing, "trailing", &problems))
        return wrapped(.padding(clean), problems: problems)
    }

    /// A frame of fixed size on the given axes, as SwiftUI's `.frame(width:height:alignment:)`: a fixed
    /// axis reports its value; an unset one passes the proposal through and reports the content's size.
    /// Negative or non-finite lengths are treated as unset (SwiftUI logs "Invalid frame dimension").
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _NodeModifier> {
        var problems: [String] = []
        let width = FrameValue.sanitize(width, "width", &problems), height = FrameValue.sanitize(height, "height", &problems)
        return wrapped(.frame(width: width, height: height, alignment: alignment), problems: problems)
    }

    /// A flexible frame, as SwiftUI's `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    /// The values are normalised as SwiftUI's initialiser does, by raising (see `FrameValue.normalised`):
    /// `frame(idealWidth: 30, maxWidth: 20)` is ideal 30, max 30.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self, _NodeModifier> {
        var problems: [String] = []
        let (minW, idealW, maxW) = FrameValue.normalised(minWidth, idealWidth, maxWidth, "width", &problems)
        let (minH, idealH, maxH) = FrameValue.normalised(minHeight, idealHeight, maxHeight, "height", &problems)
        return wrapped(.flexibleFrame(FlexibleFrame(minWidth: minW, idealWidth: idealW, maxWidth: maxW,
                                                    minHeight: minH, idealHeight: idealH, maxHeight: maxH, alignment: alignment)),
                       problems: problems)
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
    /// (Disfavoured, as in SwiftUI where it is deprecated: a colour or gradient argument takes the
    /// `ShapeStyle` overload, which draws it the same way.)
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedContent<Self, _NodeModifier> {
        layered(behind: background, alignment: alignment)
    }

    /// Layers the views the closure builds behind the view.
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> ModifiedContent<Self, _NodeModifier> {
        layered(behind: content(), alignment: alignment)
    }

    func layered<Background: View>(behind background: Background, alignment: Alignment) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(.background(alignment), decorations: [background])
    }

    func layered<Overlay: View>(over overlay: Overlay, alignment: Alignment) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(.overlay(alignment), decorations: [overlay])
    }

    /// Layers `overlay` in front of the view, proposed the view's size, as SwiftUI's `.overlay(_:alignment:)`.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent<Self, _NodeModifier> {
        layered(over: overlay, alignment: alignment)
    }

    /// Layers the views the closure builds in front of the view.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> ModifiedContent<Self, _NodeModifier> {
        layered(over: content(), alignment: alignment)
    }
}

enum PaddingValue {
    /// Padding must be a finite number within ±`LayoutLength.maximum` (beyond, that maximum; not
    /// finite, 0), each correction described in `problems`; negative padding is allowed (it
    /// shrinks), as in SwiftUI.
    static func sanitize(_ value: CGFloat, _ edge: String, _ problems: inout [String]) -> CGFloat {
        guard value.isFinite else {
            problems.append("has a \(edge) padding of \(describeSpacing(value)); used 0")
            return 0
        }
        let clamped = LayoutLength.clamped(value)
        if clamped != value { problems.append("has a \(edge) padding of \(formatLength(value)); clamped to \(formatLength(clamped))") }
        return clamped
    }
}

enum FrameValue {
    /// A fixed frame's length: negative or non-finite is unset (SwiftUI logs "Invalid frame
    /// dimension (negative or non-finite)"); beyond `LayoutLength.maximum`, that maximum; each
    /// correction described in `problems`.
    static func sanitize(_ value: CGFloat?, _ axis: String, _ problems: inout [String]) -> CGFloat? {
        guard let value else { return nil }
        guard value.isFinite, value >= 0 else {
            problems.append("has an invalid \(axis) (\(describeSpacing(value)): negative or non-finite); treated as unset")
            return nil
        }
        if value > LayoutLength.maximum {
            problems.append("has a \(axis) of \(formatLength(value)); clamped to \(formatLength(LayoutLength.maximum))")
            return LayoutLength.maximum
        }
        return value
    }

    /// A flexible frame's minimum, ideal and maximum on one axis, normalised as SwiftUI's
    /// `_FlexFrameLayout` initialiser does (OpenSwiftUI's `FlexFrameLayoutTests` call it:
    /// "initializationClampsNegativeMinValues", "initializationClampsIdealToMinimum",
    /// "initializationClampsMaxToIdeal"), each value only ever raised, in order:
    /// - the minimum is at least 0 (a negative minimum is 0);
    /// - the ideal is at least the minimum (or 0 without one);
    /// - the maximum is at least the ideal (or 0 without one); it is not raised to the minimum, so
    ///   `frame(minWidth: 30, maxWidth: 20)` stays contradictory, and the layout lets the minimum win.
    /// So `frame(idealWidth: 30, maxWidth: 20)` is ideal 30, max 30 (SwiftUI raises the maximum; it
    /// does not lower the ideal). Values SwiftUI keeps but cannot lay out sensibly are dropped first,
    /// as if not given: NaN anywhere, an infinite minimum or ideal (an infinite maximum is "fill");
    /// finite values beyond `LayoutLength.maximum` are that maximum.
    /// Values it changes are described in `problems` (SwiftUI logs "Contradictory frame constraints
    /// specified." when min ≤ ideal ≤ max does not hold, and "Invalid frame dimension" for the rest).
    static func normalised(_ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> (CGFloat?, CGFloat?, CGFloat?) {
        let minimum = minimum.flatMap { $0.isFinite ? LayoutLength.clamped(Swift.max($0, 0)) : nil }
        let ideal = ideal.flatMap { $0.isFinite ? LayoutLength.clamped(Swift.max($0, minimum ?? 0)) : nil }
        let maximum = maximum.flatMap { $0.isNaN ? nil : $0.isInfinite && $0 > 0 ? $0 : LayoutLength.clamped(Swift.max($0, ideal ?? 0)) }
        return (minimum, ideal, maximum)
    }

    static func normalised(_ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?, _ axis: String, _ problems: inout [String]) -> (CGFloat?, CGFloat?, CGFloat?) {
        let result = normalised(minimum, ideal, maximum)
        let contradictory = (result.0 ?? 0) > (result.2 ?? .infinity)
        if result.0 != minimum || result.1 != ideal || result.2 != maximum || contradictory {
            func show(_ v: CGFloat?) -> String { v.map(describeSpacing) ?? "nil" }
            problems.append("has \(axis) constraints min \(show(minimum)), ideal \(show(ideal)), max \(show(maximum)) that are contradictory or invalid; used min \(show(result.0)), ideal \(show(result.1)), max \(show(result.2))")
        }
        return result
    }
}
