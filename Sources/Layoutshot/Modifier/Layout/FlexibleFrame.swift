/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, SwiftUI's
/// flexible frame, per axis: it proposes its content the proposal clamped to [min, max] (the ideal,
/// else nil, when the proposal is nil); it answers the ideal for a nil proposal when it has one;
/// with both min and max, the proposal clamped to them; with min only, max(min(proposal, content),
/// min); with max only, min(max(proposal, content), max); otherwise the content's size. (A nil
/// proposal counts as the content's size in these formulas.) Sources: objc.io, "SwiftUI Layout
/// Explained: Flexible Frames"; Apple's documentation of
/// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:).
/// The values were normalised by `FrameValue.normalised` so that min ≤ ideal ≤ max.
struct FlexibleFrame: AligningFrame, Equatable {
    var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
    var alignment: Alignment

    var label: String {
        var parts: [String] = []
        for (name, value) in [("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
                              ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight)] {
            if let value { parts.append("\(name): \(value == .infinity ? ".infinity" : formatLength(value))") }
        }
        return frameLabel(parts)
    }

    /// Its size follows its proposal (a flexible frame is there to fill or clamp).
    func isProposalIndependent(_ children: NodeChildren) -> Bool { false }

    /// What the frame proposes to its content.
    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        func axis(_ offered: CGFloat?, _ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> CGFloat? {
            guard var value = offered else { return ideal }
            if let maximum { value = Swift.min(value, maximum) }
            if let minimum { value = Swift.max(value, minimum) }
            return value
        }
        return ProposedViewSize(width: axis(p.width, minWidth, idealWidth, maxWidth),
                                height: axis(p.height, minHeight, idealHeight, maxHeight))
    }

    func sizeThatFits(_ p: ProposedViewSize, _ node: NodeContext) -> CGSize {
        let child = node.measure(0, childProposal(p))
        func axis(_ offered: CGFloat?, _ childLength: CGFloat, _ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> CGFloat {
            if offered == nil, let ideal { return ideal }
            switch (minimum, maximum) {
            case let (minimum?, maximum?):
                return Swift.max(Swift.min(offered ?? childLength, maximum), minimum)
            case let (minimum?, nil):
                return Swift.max(Swift.min(offered ?? childLength, childLength), minimum)
            case let (nil, maximum?):
                return Swift.min(Swift.max(offered ?? childLength, childLength), maximum)
            case (nil, nil):
                return childLength
            }
        }
        return CGSize(width: axis(p.width, child.width, minWidth, idealWidth, maxWidth),
                      height: axis(p.height, child.height, minHeight, idealHeight, maxHeight))
    }

    // Placement and guides: `AligningFrame`'s (`Frame.swift`), as a fixed frame's.
}

extension View {
    /// A flexible frame, as SwiftUI's `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    /// The values are normalised as SwiftUI's initialiser does, by raising (see `FrameValue.normalised`):
    /// `frame(idealWidth: 30, maxWidth: 20)` is ideal 30, max 30.
    @inlinable
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self, _NodeModifier> {
        ModifiedContent(content: self, modifier: .frame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                                        minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                                        alignment: alignment))
    }
}

extension _NodeModifier {
    /// The modifier of the flexible `.frame`. (The generic method is inlined into the caller's
    /// module, where the view's type is known: making the view then looks up no type at run time.
    /// What it does is here.)
    @usableFromInline
    static func frame(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
                      minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?,
                      alignment: Alignment) -> _NodeModifier {
        var problems: [String] = []
        let (minW, idealW, maxW) = FrameValue.normalised(minWidth, idealWidth, maxWidth, "width", &problems)
        let (minH, idealH, maxH) = FrameValue.normalised(minHeight, idealHeight, maxHeight, "height", &problems)
        return _NodeModifier(rule: FlexibleFrame(minWidth: minW, idealWidth: idealW, maxWidth: maxW,
                                                 minHeight: minH, idealHeight: idealH, maxHeight: maxH, alignment: alignment),
                             decorations: [], problems: problems)
    }
}

extension FrameValue {
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
