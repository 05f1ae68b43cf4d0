/// Progress, as SwiftUI's `ProgressView` on iOS.
///
/// - With a value: a 4 pt bar as wide as it is offered, its track in the system fill and the
///   done part in the accent colour from the leading end, both with rounded ends; a label above it.
/// - Without one: UIKit's medium activity indicator, 20 pt across: eight spokes around the
///   centre, in the system grey, the first (at the top) darkest and each following one clockwise
///   fainter, as a still frame of the spinning indicator shows
///   (https://developer.apple.com/design/human-interface-guidelines/progress-indicators); a label
///   below it. Under `.controlSize(.large)` (or `.extraLarge`) it is UIKit's large indicator
///   (`UIActivityIndicatorView.Style.large`), 37 pt across, its spokes grown in proportion; the
///   mini and small sizes draw the medium one, as iOS has no smaller indicator
///   (https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum).
///   The bar keeps its 4 pt at every control size.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    @Environment(\.controlSize) private var controlSize
    /// A spinner: progress of unknown length.
    public init() where Label == EmptyView, CurrentValueLabel == EmptyView { fraction = nil; label = nil }
    /// A bar `value` of `total` done (a spinner when `value` is nil).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView {
        fraction = value.map { Self.fraction($0, total: total) }
        label = nil
    }
    /// A bar with a text label above it.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView {
        fraction = value.map { Self.fraction($0, total: total) }
        label = Text(titleKey)
    }
    /// A spinner with a text label below it.
    public init(_ titleKey: LocalizedStringKey) where Label == Text, CurrentValueLabel == EmptyView { fraction = nil; label = Text(titleKey) }
    /// A spinner with a label below it.
    public init(@ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView { fraction = nil; self.label = label() }

    /// `value` over `total`, clamped to 0…1 (0 for a total that is not positive, or NaN).
    static func fraction<V: BinaryFloatingPoint>(_ value: V, total: V) -> Double {
        let fraction = total > 0 ? Double(value / total) : 0
        return fraction.isNaN ? 0 : min(1, max(0, fraction))
    }

    /// The spinner's diameter at a control size (20 pt, UIKit's medium indicator; 37 pt, its large
    /// one), its spokes' count and size, and the spokes' opacities clockwise from the top.
    static func spinnerDiameter(_ controlSize: ControlSize) -> CGFloat {
        controlSize == .large || controlSize == .extraLarge ? 37 : 20
    }
    static var spokeCount: Int { 8 }
    static func spokeSize(_ controlSize: ControlSize) -> CGSize {
        let scale = spinnerDiameter(controlSize) / 20
        return CGSize(width: 2.5 * scale, height: 6 * scale)
    }
    static func spokeOpacity(_ index: Int) -> Double { 1 - 0.1 * Double(index) }

    public var body: some View {
        Group {
            if let fraction {
                VStack(alignment: .leading, spacing: 4) {
                    if let label { label }
                    Capsule().fill(Color(.systemFill)).frame(height: 4)
                        .overlay(alignment: .leading) { LayoutView(layout: FractionLayout(fraction: fraction), content: Capsule().fill(Color.accentColor)) }
                }
            } else {
                let diameter = Self.spinnerDiameter(controlSize), spoke = Self.spokeSize(controlSize)
                VStack(spacing: 8) {
                    ZStack {
                        ForEach(0..<Self.spokeCount, id: \.self) { index in
                            Capsule().fill(Color(.systemGray).opacity(Self.spokeOpacity(index)))
                                .frame(width: spoke.width, height: spoke.height)
                                .frame(width: diameter, height: diameter, alignment: .top)
                                .rotationEffect(.degrees(Double(index) * 360 / Double(Self.spokeCount)))
                        }
                    }
                    if let label { label.foregroundColor(.secondary) }
                }
            }
        }
        .annotated { $0.style.title = "ProgressView" }
    }
}

/// Takes `fraction` of the width offered.
struct FractionLayout: Layout {
    let fraction: Double
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        CGSize(width: (proposal.width ?? 0) * CGFloat(fraction), height: proposal.height ?? 4)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
    }
}
