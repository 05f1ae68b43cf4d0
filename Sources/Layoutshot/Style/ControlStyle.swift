/// How SwiftUI's control style protocols (`ToggleStyle`, `ProgressViewStyle`, `MenuStyle`,
/// `LabeledContentStyle`, `FormStyle`, `GroupBoxStyle`, `DisclosureGroupStyle`,
/// `ControlGroupStyle`) reach their controls, in one place.
///
/// A `.xxxStyle(_:)` modifier puts a `ErasedStyle` into the environment: the style's
/// `makeBody(configuration:)`, type-erased, over the style that was in effect outside the modifier.
/// The control reads it and draws `makeBody` of its configuration through the normal view
/// machinery, as `Button` draws a `ButtonStyle`. The configuration a style is given carries the
/// outer style, so `Toggle(configuration)` (and each control's `init(_ configuration:)`) inside a
/// style draws the toggle as the style outside it would: "custom toggle styles that only modify the
/// current toggle style" (https://developer.apple.com/documentation/swiftui/toggle/init(_:)),
/// `.toggleStyle(RedBorder()).toggleStyle(.button)` draws the button style with a red border, and
/// a style that draws its own control does not draw itself forever.
struct ErasedStyle<Configuration: StyleConfiguration> {
    /// The style's body for a configuration.
    let make: @MainActor (Configuration) -> AnyView

    /// A built-in style that draws `make` and has no style outside it.
    init(_ make: @escaping @MainActor (Configuration) -> AnyView) { self.make = make }

    /// A style set by a modifier: `body` is the style's `makeBody`, `outer` the style that was in
    /// effect around the modifier, handed on in the configuration.
    init(over outer: ErasedStyle, _ body: @escaping @MainActor (Configuration) -> AnyView) {
        make = { configuration in
            var configuration = configuration
            configuration.outerStyle = outer
            return body(configuration)
        }
    }

    /// The style's view of `configuration`.
    @MainActor func makeBody(_ configuration: Configuration) -> AnyView { make(configuration) }
}

/// A style configuration that carries the style outside the one drawing it (`ErasedStyle`).
protocol StyleConfiguration {
    /// The style in effect outside the style given this configuration; nil outside any style.
    var outerStyle: ErasedStyle<Self>? { get set }
    /// The platform's style for these controls, drawn where no modifier sets one.
    static var defaultStyle: ErasedStyle<Self> { get }
}

/// The environment's entry for one kind of control's style: its configuration's default style
/// until a `.xxxStyle(_:)` modifier sets one.
struct StyleKey<Configuration: StyleConfiguration>: EnvironmentKey {
    static var defaultValue: ErasedStyle<Configuration> { Configuration.defaultStyle }
}

extension View {
    /// What each `.xxxStyle(_:)` modifier does: `body` becomes the style of the controls inside,
    /// over the style in effect outside (which their configurations carry on).
    nonisolated func controlStyle<Style, Configuration>(_ key: WritableKeyPath<EnvironmentValues, ErasedStyle<Configuration>> & Sendable,
                                                    _ style: Style,
                                                    _ body: @escaping @MainActor (Style, Configuration) -> AnyView)
        -> ModifiedContent<Self, _StyleModifier<Style>> {
        ModifiedContent(content: self, modifier: _StyleModifier(style: style) { style, environment in
            environment.values[keyPath: key] = ErasedStyle(over: environment.values[keyPath: key]) { body(style, $0) }
        })
    }
}

/// One part of a style configuration (a control's label, content or current-value label), as the
/// control was given it, type-erased. SwiftUI's nested part types (`ToggleStyleConfiguration.Label`,
/// `GroupBoxStyleConfiguration.Content`, …) are each a `@MainActor @preconcurrency struct` that is a
/// `View` (https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/label-swift.struct);
/// here each of them wraps one `StyleConfigurationPart` and shows `view`, so what a part is and how
/// it is drawn is written once, here.
struct StyleConfigurationPart {
    /// The part as the control was given it.
    let view: AnyView
    /// The part `view` is.
    init<V: View>(_ view: V) { self.view = AnyView(view) }
}

/// The view a built-in style's nonisolated `makeBody(configuration:)` returns.
///
/// SwiftUI declares the built-in styles `nonisolated struct`s whose `makeBody` is `nonisolated`
/// (https://developer.apple.com/documentation/swiftui/defaulttogglestyle/makebody(configuration:)),
/// so a nonisolated function may call it; Layoutshot's stacks and modifiers are main-actor views,
/// so `makeBody` only keeps the configuration and the style's own `content`, and the views are made
/// in `body`, on the main actor, when the control is built (as every view's body is).
nonisolated struct StyleBody<Configuration, Content: View>: View {
    let configuration: Configuration
    let content: @MainActor (Configuration) -> Content

    /// A body that `content` draws from `configuration` (`content` must capture only `Sendable` values).
    init(_ configuration: Configuration, @ViewBuilder content: @escaping @MainActor (Configuration) -> Content) {
        self.configuration = configuration
        self.content = content
    }

    @MainActor var body: Content { content(configuration) }
}
