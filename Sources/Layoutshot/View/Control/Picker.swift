/// A choice among tagged views, as SwiftUI's `Picker`, drawn with its selection: the option whose
/// tag (`.tag(_:)`, or a `ForEach` element's id) equals the selection's value.
///
/// - `.menu` (the default): in a form row, the label, then the selected option's view and
///   `chevron.up.chevron.down` trailing in the secondary colour; alone, the selected option and the
///   chevrons in the accent colour, without the label (as iOS 16 and later draw a menu picker).
/// - `.segmented`: a 32 pt tall control as wide as it is offered (UIKit's segmented control is
///   32 pt tall, https://developer.apple.com/design/human-interface-guidelines/segmented-controls),
///   on the tertiary fill with 8 pt corners; its options share the width equally in 13 pt text
///   (UIKit's segment font), the selected one on a white segment 2 pt in, with 7 pt corners and a
///   soft shadow. `.controlSize(_:)` leaves it as it is: UIKit's segmented control has one size.
/// - `.wheel`: 216 pt tall (UIKit's picker view,
///   https://developer.apple.com/design/human-interface-guidelines/pickers), the selected option's
///   row centred on a rounded selection band and its neighbours above and below, drawn as on a
///   turning cylinder (rows 32 pt apart along its surface: nearer the edges they are closer
///   together, smaller and fainter), clipped to the wheel.
/// - `.navigationLink`: the label, the selected option in the secondary colour and a chevron.
/// - `.inline`: each option on a row of its own, a checkmark on the selected one.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let selection: AnyHashable
    /// A picker of the tagged views `content` builds, bound to `selection`, with a label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.selection = AnyHashable(selection.wrappedValue)
    }
    /// A picker with the given label view (SwiftUI's older spelling).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
        self.selection = AnyHashable(selection.wrappedValue)
    }

    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let style = builder.environment.values._pickerStyle
        let inList = builder.environment.values._inGroupedList
        let options = TaggedOptions.build(content, selection: selection, &builder) { environment in
            switch style {
            case .segmented:
                environment.font = .system(size: 13)
                environment.fontIsSet = true
                environment.lineLimit = 1
            case .wheel:
                environment.font = .system(size: 20)
                environment.fontIsSet = true
                environment.lineLimit = 1
            case .menu:
                environment.foreground = inList ? .secondary : .accentColor
            case .navigationLink:
                environment.foreground = .secondary
            case .inline:
                break
            }
        }
        let drawn: AnyView
        switch style {
        case .segmented: drawn = AnyView(_SegmentedPicker(options: options))
        case .wheel: drawn = AnyView(_WheelPicker(options: options))
        case .inline: drawn = AnyView(_InlinePicker(label: label, options: options))
        case .navigationLink:
            drawn = AnyView(HStack {
                label
                Spacer()
                if let selected = options.selected { _BuiltNodes(nodes: [options.nodes[selected]]) }
                Image(systemName: "chevron.right").font(.body.weight(.semibold)).imageScale(.small).foregroundColor(Color(.tertiaryLabel))
            })
        case .menu:
            let chosen = options.selected.map { [options.nodes[$0]] } ?? []
            let value = HStack(spacing: 4) {
                _BuiltNodes(nodes: chosen)
                Image(systemName: "chevron.up.chevron.down").font(.footnote.weight(.medium))
                    .foregroundColor(inList ? .secondary : .accentColor)
            }
            drawn = inList ? AnyView(HStack { label; Spacer(); value }) : AnyView(value)
        }
        builder.append(drawn.annotated { $0.style.title = "Picker" }, into: &nodes)
    }
}

/// A segmented picker's control: equal segments, the selected one raised on a white segment.
struct _SegmentedPicker: View {
    let options: TaggedOptions
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<options.nodes.count, id: \.self) { index in
                _BuiltNodes(nodes: [options.nodes[index]])
                    .padding(.horizontal, 6)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background {
                        if index == options.selected {
                            RoundedRectangle(cornerRadius: 7).fill(Color.white)
                                .shadow(color: Color.black.opacity(0.12), radius: 4, x: 0, y: 3)
                                .padding(2)
                        }
                    }
            }
        }
        .frame(height: 32)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color(.tertiarySystemFill)))
    }
}

/// A wheel picker: the selected row centred on the selection band, its neighbours on the turning
/// wheel around it.
struct _WheelPicker: View {
    let options: TaggedOptions
    /// UIKit's picker view height, and the distance between rows along the wheel's surface.
    static var height: CGFloat { _WheelLayout.height }
    static var rowHeight: CGFloat { _WheelLayout.rowHeight }

    var body: some View {
        let selected = options.selected ?? 0
        return LayoutView(layout: _WheelLayout(selected: selected, rowHeight: Self.rowHeight), content: ForEach(0..<options.nodes.count, id: \.self) { index in
            let angle = _WheelLayout.angle(of: index - selected, rowHeight: Self.rowHeight, radius: Self.height / 2)
            _BuiltNodes(nodes: [options.nodes[index]])
                .frame(height: Self.rowHeight)
                .scaleEffect(max(0.01, cos(angle)))
                .opacity(abs(angle) >= .pi / 2 ? 0 : 0.35 + 0.65 * cos(angle))
        })
        .frame(maxWidth: .infinity)
        .frame(height: Self.height)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color(.tertiarySystemFill)).frame(height: Self.rowHeight).padding(.horizontal, 8))
        .clipped()
    }
}

/// Rows on a wheel of radius half the height, turned so that row `selected` faces the viewer.
struct _WheelLayout: Layout {
    let selected: Int
    let rowHeight: CGFloat
    /// UIKit's picker view height, and the distance between rows along the wheel's surface.
    static let height: CGFloat = 216
    static let rowHeight: CGFloat = 32

    /// The angle of a row `offset` rows from the selected one, for rows `rowHeight` apart along
    /// the surface of a wheel of `radius`.
    static func angle(of offset: Int, rowHeight: CGFloat, radius: CGFloat) -> Double {
        Double(CGFloat(offset) * rowHeight / radius)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: proposal.width ?? widest, height: proposal.height ?? Self.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let radius = bounds.height / 2
        for (index, subview) in subviews.enumerated() {
            let angle = Self.angle(of: index - selected, rowHeight: rowHeight, radius: radius)
            // Rows turned past the edge go out of sight, below or above the clipped wheel.
            let y = abs(angle) >= .pi / 2 ? (angle > 0 ? bounds.maxY + rowHeight : bounds.minY - rowHeight)
                : bounds.midY + radius * CGFloat(sin(angle))
            subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .center, proposal: ProposedViewSize(width: bounds.width, height: rowHeight))
        }
    }
}

/// An inline picker: its options as rows, a checkmark on the selected one.
struct _InlinePicker<Label: View>: View {
    let label: Label
    let options: TaggedOptions
    var body: some View {
        VStack(alignment: .leading, spacing: 11) {
            ForEach(0..<options.nodes.count, id: \.self) { index in
                HStack {
                    _BuiltNodes(nodes: [options.nodes[index]])
                    Spacer()
                    if index == options.selected {
                        Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundColor(.accentColor)
                    }
                }
            }
        }
    }
}

extension Picker where Label == Text {
    /// A picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    /// A picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// Picker looks, as SwiftUI's `PickerStyle`.
public enum _PickerStyleKind: Hashable, Sendable { case menu, segmented, wheel, inline, navigationLink }

/// Picker looks, as SwiftUI's `PickerStyle`: menu, segmented, wheel, inline or navigation link.
/// Not main-actor, and its styles plain structs with nonisolated static members, as SwiftUI
/// declares them (`protocol PickerStyle`, https://developer.apple.com/documentation/swiftui/pickerstyle,
/// and https://developer.apple.com/documentation/swiftui/segmentedpickerstyle); its requirements
/// are not public, so code chooses a built-in style and does not write its own.
public protocol PickerStyle {
    /// Which look the style draws.
    var _kind: _PickerStyleKind { get }
}

/// The menu look: the label with the choice trailing.
public struct MenuPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .menu } }

/// The segmented look: a 32 pt tall segmented control.
public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .segmented } }

/// The wheel look.
public struct WheelPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .wheel } }

/// The inline look: the choices listed.
public struct InlinePickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .inline } }

/// The navigation-link look: a row that opens the choices.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .navigationLink } }

/// The platform's default: the menu look.
public struct DefaultPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .menu } }

extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }

extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }

extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }

extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }

extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }

private struct PickerStyleKey: EnvironmentKey { static let defaultValue = _PickerStyleKind.menu }

extension EnvironmentValues {
    public var _pickerStyle: _PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of pickers inside, as SwiftUI's `pickerStyle(_:)`.
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let kind = style._kind
        return environment { $0.values._pickerStyle = kind }
    }
    /// Sets the style of date pickers inside, as SwiftUI's `datePickerStyle(_:)`. Listed on the node.
    nonisolated public func datePickerStyle<S>(_ style: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("datePickerStyle") }
}
