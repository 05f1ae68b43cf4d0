/// The platform a picture is drawn for: iOS (the default) or macOS. It chooses the text styles'
/// sizes (Apple's iOS table with Dynamic Type, or the macOS table without it:
/// `Font.resolved(for:platform:)`) and the system colours renderers draw (`SystemColors` in
/// LayoutshotRender). `SnapshotDevice.macWindow()` sets it; for plain `ComputedLayout` or
/// `LayoutRenderer` use, set it on the root view: `.environment(\.platform, .macOS)`.
public enum Platform: String, Hashable, CaseIterable, Sendable {
    case iOS, macOS
}

private struct PlatformKey: EnvironmentKey { static let defaultValue = Platform.iOS }

extension EnvironmentValues {
    /// The platform the views are drawn for (`.iOS` unless set). Not a SwiftUI key: SwiftUI knows
    /// its platform at compile time; Layoutshot draws either from one build.
    public var platform: Platform {
        get { self[PlatformKey.self] }
        set { self[PlatformKey.self] = newValue }
    }
}
