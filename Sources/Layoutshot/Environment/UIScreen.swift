import Foundation

/// The screen, as UIKit's `UIScreen`, which iOS code reads through `import SwiftUI`
/// (`UIScreen.main.bounds.width`): here the screen of the device a view is being laid out for.
///
/// A snapshot assertion lays its view out with its device's screen (`SnapshotDevice`: its size in
/// points, turned in landscape); anywhere else the screen is an iPhone 15's, 393×852 points at
/// scale 3 (Apple's Human Interface Guidelines, "Layout", device screen sizes), the iPhone whose
/// defaults Layoutshot's environment takes.
@MainActor @preconcurrency
public final class UIScreen {
    /// The screen of the device the view is laid out for (deprecated in iOS 16 in favour of the
    /// window scene's screen, and still how most code asks).
    public static var main: UIScreen { UIScreen(ScreenContext.current) }

    private let screen: ScreenContext.Screen

    private init(_ screen: ScreenContext.Screen) { self.screen = screen }

    /// The screen in points, at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: screen.size) }

    /// The screen in pixels, in portrait (UIKit's `nativeBounds` does not turn with the device).
    public var nativeBounds: CGRect {
        let portrait = CGSize(width: Swift.min(screen.size.width, screen.size.height),
                              height: Swift.max(screen.size.width, screen.size.height))
        return CGRect(x: 0, y: 0, width: portrait.width * screen.scale, height: portrait.height * screen.scale)
    }

    /// Pixels per point.
    public var scale: CGFloat { screen.scale }

    /// The same as `scale` (a picture is drawn at the screen's own scale).
    public var nativeScale: CGFloat { screen.scale }

    /// The screen's refresh rate: 60 frames per second.
    public var maximumFramesPerSecond: Int { 60 }
}

/// The screen views are laid out for, set around a layout by the snapshot assertions.
package enum ScreenContext {
    package struct Screen: Sendable, Equatable {
        package var size: CGSize
        package var scale: CGFloat
        package init(size: CGSize, scale: CGFloat) {
            self.size = size
            self.scale = scale
        }
        /// An iPhone 15: 393×852 points at scale 3.
        package static let iPhone15 = Screen(size: CGSize(width: 393, height: 852), scale: 3)
    }

    @TaskLocal package static var current: Screen = .iPhone15
}
