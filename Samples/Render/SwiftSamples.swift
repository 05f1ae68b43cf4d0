import Layoutshot
import LayoutshotRender
import LayoutshotSamples
import LayoutshotScene
import LayoutshotTool

/// The Swift sample layouts of `Samples/Swift` (the `LayoutshotSamples` library) as render items,
/// so they are rendered into `Output/`, checked and shown in the gallery like the scene files.
/// `layoutshot-samples` (this repository's own executable, not a product) hands them to the tool's
/// entry points (`RenderSession`, `OutputCheck`, `SampleCatalog`), which know no samples of their
/// own; the `layoutshot` command users get has none.
///
/// Each demo view is built for its width (`WeatherSample.view(width:)` …) and laid out there.
/// Names start with `swift-` so they never collide with a scene file's name in `Samples/`.
public enum SwiftSamples {
    /// The widths, formats and overlays every Swift sample is rendered with.
    public static let options = RenderOptions(widths: [320, 480, 768], height: nil, formats: [.png], scale: 2,
                                              theme: .light, overlays: [.padding, .spacing])

    /// Every Swift sample, in gallery order.
    public static let all: [SceneItem] = [
        item("swift-weather", "WeatherLayout (Swift)",
             "A custom WeatherLayout that keeps its measurements in a proposal-keyed cache: seven 150 × 150 city cards in as many columns as fit (fit mode).") {
            AnyView(WeatherSample.view(width: $0))
        },
        item("swift-weather-fill", "WeatherLayout, fill mode (Swift)",
             "The same cards with the fill content mode: each row centred across the full width.") {
            AnyView(WeatherSample.view(width: $0, fill: true))
        },
        item("swift-caching-flow", "The caching FlowLayout (Swift)",
             "A user-written FlowLayout (CachingFlowLayout here) that caches its lines: tags wrap onto new lines.") {
            AnyView(CachingFlowSample.view(width: $0))
        },
        item("swift-wrapping-h", "WrappingHLayout tag cloud (Swift)",
             "A tag cloud as a custom WrappingHLayout, Korean and English tags in capsules.") {
            AnyView(WrappingHSample.view(width: $0))
        },
        item("swift-equal-width-h", "EqualWidthHLayout (Swift)",
             "A custom EqualWidthHLayout: three labels in equal cells across the width.") {
            AnyView(EqualWidthHSample.view(width: $0))
        },
        item("swift-equal-width-vstack", "MyEqualWidthVStack (Swift)",
             "Apple's MyEqualWidthVStack: the pet buttons as equally wide capsules.") {
            AnyView(EqualWidthVStackSample.view(width: $0))
        },
        item("swift-settings", "Settings screen (Swift)",
             "A Form with sections, toggles, a picker, a navigation link and a destructive button, inset-grouped as on iOS.",
             options: screenOptions(.light)) {
            AnyView(SettingsSample.view(width: $0))
        },
        item("swift-settings-dark", "Settings screen, dark (Swift)",
             "The same screen in the dark appearance.", options: screenOptions(.dark)) {
            AnyView(SettingsSample.view(width: $0).environment(\.colorScheme, .dark))
        },
        item("swift-profile-card", "Profile card with a photo (Swift)",
             "A resizable photo clipped to a circle, symbols in labels and a prominent button; the photo is the samples' bundled avatar@2x.png.",
             options: screenOptions(.light)) {
            ImageAssets.addBundle(ProfileCardSample.bundle)
            return AnyView(ProfileCardSample.view(width: $0))
        },
        item("swift-controls", "Controls in a tab view (Swift)",
             "A TabView over a Form of iOS controls: a slider, a stepper, segmented, menu and wheel pickers, progress views, a compact date picker and a toggle.",
             options: screenOptions(.light)) {
            AnyView(ControlsSample.view(width: $0))
        },
        item("swift-inbox-list", "Inbox list (Swift)",
             "A List of messages built with ForEach over Identifiable data, unread dots and chevrons.",
             options: screenOptions(.dark)) {
            AnyView(InboxListSample.view(width: $0))
        },
    ]

    /// Real screens: phone widths, in the plain style (what the app shows, in iOS's colours for
    /// the theme's colour scheme).
    static func screenOptions(_ theme: RenderOptions.Theme) -> RenderOptions {
        RenderOptions(widths: [320, 390], height: nil, formats: [.png], scale: 2, theme: theme).styled(.plain)
    }

    /// The names of every Swift sample.
    public static var names: [String] { all.map(\.name) }

    private static func item(_ name: String, _ title: String, _ summary: String, options: RenderOptions = options,
                             _ view: @escaping @MainActor (CGFloat) -> AnyView) -> SceneItem {
        SceneItem(name: name, title: title, summary: summary, options: options, input: .swiftSample(name),
                  source: "swift sample \(name): \(title)") { renderer, widths, height in
            widths.map { width in
                renderer.layout(view(CGFloat(width)), width: CGFloat(width), height: height.map { CGFloat($0) })
            }
        }
    }
}
