/// Progress, as SwiftUI's `ProgressView` on iOS, drawn by the environment's progress view style
/// (`.progressViewStyle(_:)`): your own `ProgressViewStyle`'s `makeBody(configuration:)`, given
/// `fractionCompleted` and the label, or iOS's default look, which `.automatic`, `.linear` and
/// `.circular` all draw here:
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
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    var currentValueLabel: CurrentValueLabel? = nil
    /// The style `init(_ configuration:)` draws: the one outside the style that made it.
    var style: ErasedStyle<ProgressViewStyleConfiguration>? = nil
    @Environment(\.progressViewStyle) private var environmentStyle
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

    @MainActor public var body: some View {
        (style ?? environmentStyle)
            .makeBody(ProgressViewStyleConfiguration(fractionCompleted: fraction, label: label.map { .init(part: StyleConfigurationPart($0)) },
                                                     currentValueLabel: currentValueLabel.map { .init(part: StyleConfigurationPart($0)) }))
            .annotated { $0.style.title = "ProgressView" }
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a style is drawing, drawn by the style outside that style, as SwiftUI's
    /// `ProgressView(_ configuration:)`: a style that only changes the current look writes
    /// `ProgressView(configuration).shadow(…)`.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        fraction = configuration.fractionCompleted
        label = configuration.label
        currentValueLabel = configuration.currentValueLabel
        style = configuration.outerStyle ?? ProgressViewStyleConfiguration.defaultStyle
    }
}

/// What a progress view style draws, as SwiftUI's `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration: StyleConfiguration {
    /// The progress view's label, type-erased: SwiftUI's `ProgressViewStyleConfiguration.Label`, a main-actor
    /// view (https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/label-swift.struct).
    @MainActor @preconcurrency
    public struct Label: View {
        let part: StyleConfigurationPart
        /// The part as the progress view was given it.
        @MainActor public var body: AnyView { part.view }
    }
    /// The view that describes the current value, type-erased: SwiftUI's `ProgressViewStyleConfiguration.CurrentValueLabel`, a main-actor
    /// view (https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/currentvaluelabel-swift.struct).
    @MainActor @preconcurrency
    public struct CurrentValueLabel: View {
        let part: StyleConfigurationPart
        /// The part as the progress view was given it.
        @MainActor public var body: AnyView { part.view }
    }
    /// The part done, from 0 to 1, or nil when the progress is of unknown length.
    public let fractionCompleted: Double?
    /// The view that describes the task, if any.
    public var label: ProgressViewStyleConfiguration.Label?
    /// The view that describes the current value, if any.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
    var outerStyle: ErasedStyle<ProgressViewStyleConfiguration>?
    /// The platform's default style, drawn where no modifier sets one.
    static var defaultStyle: ErasedStyle<ProgressViewStyleConfiguration> { ErasedStyle { AnyView(DefaultProgressViewStyle().makeBody(configuration: $0)) } }

    init(fractionCompleted: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fractionCompleted = fractionCompleted
        self.label = label
        self.currentValueLabel = currentValueLabel
    }
}

/// How progress views look, as SwiftUI's `ProgressViewStyle`: built-in `.automatic`, `.linear`,
/// `.circular`, or your own `makeBody(configuration:)`.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// What the style is given to draw.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The view of a progress view in this style.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The platform's default: iOS's bar, or its spinner when the progress is of unknown length.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}
    /// The bar or the spinner.
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { configuration in _DefaultProgressBody(configuration: configuration) }
    }
}

/// A bar, as SwiftUI's `LinearProgressViewStyle`; drawn as the default style.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The linear style.
    public init() {}
    /// The bar or the spinner.
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { configuration in _DefaultProgressBody(configuration: configuration) }
    }
}

/// A spinner or ring, as SwiftUI's `CircularProgressViewStyle`; drawn as the default style.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The circular style.
    public init() {}
    /// The bar or the spinner.
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { configuration in _DefaultProgressBody(configuration: configuration) }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's default look.
    /// (`@MainActor @preconcurrency`, as SwiftUI's: https://developer.apple.com/documentation/swiftui/progressviewstyle/automatic;
    /// `.linear` and `.circular` are nonisolated.)
    @MainActor @preconcurrency public static var automatic: DefaultProgressViewStyle { .init() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    nonisolated public static var linear: LinearProgressViewStyle { .init() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner.
    nonisolated public static var circular: CircularProgressViewStyle { .init() }
}

extension EnvironmentValues {
    /// The style of progress views inside (`progressViewStyle(_:)`).
    var progressViewStyle: ErasedStyle<ProgressViewStyleConfiguration> {
        get { self[StyleKey<ProgressViewStyleConfiguration>.self] }
        set { self[StyleKey<ProgressViewStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Sets the style of progress views inside, as SwiftUI's `progressViewStyle(_:)`: a built-in
    /// style or your own `ProgressViewStyle`.
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier<S>> {
        controlStyle(\.progressViewStyle, style) { AnyView($0.makeBody(configuration: $1)) }
    }
}

/// iOS's default progress view: the bar with its label above, or the spinner with its label below.
struct _DefaultProgressBody: View {
    let configuration: ProgressViewStyleConfiguration
    @Environment(\.controlSize) private var controlSize

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

    var body: some View {
        Group {
            if let fraction = configuration.fractionCompleted {
                VStack(alignment: .leading, spacing: 4) {
                    if let label = configuration.label { label }
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
                    if let label = configuration.label { label.foregroundColor(.secondary) }
                }
            }
        }
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
