import Foundation
import Layoutshot
import LayoutshotRender

/// A screen a view is snapshotted on: its size in points and its safe area. The view is proposed
/// the size inside the safe area, as SwiftUI proposes it to a root view that does not ignore the
/// safe area.
///
/// The presets use Apple's published sizes in points (Human Interface Guidelines, "Layout",
/// device screen sizes: iPhone SE 4.7" 375×667, iPhone 15 393×852, iPhone 15 Pro Max 430×932,
/// iPad 10.9" 820×1180) and the safe-area insets measured from those devices' simulators and
/// published by Use Your Loaf ("iPhone 15 Screen Sizes", "iPad Screen Sizes"): in portrait 20 on
/// top for the iPhone SE's status bar, 59 on top and 34 at the bottom for the iPhone 15 and 15 Pro
/// Max, 24 on top and 20 at the bottom for the iPad; in landscape none for the iPhone SE (no
/// status bar), 59 on each side and 21 at the bottom for the iPhone 15 and 15 Pro Max, and the
/// iPad's 24 and 20 as in portrait.
public struct SnapshotDevice: Hashable, Sendable {
    /// Names the device in file names (`iPhone15`): letters, digits and `-` only.
    public var name: String
    /// The screen (or window) in points.
    public var size: CGSize
    /// The safe area's insets from each edge of `size`.
    public var safeArea: EdgeInsets
    /// The safe area when the device is held in landscape (``landscape``); nil: the portrait
    /// insets turned with the device (top to leading, bottom to trailing).
    public var landscapeSafeArea: EdgeInsets?
    /// Pixels per point of the device's screen: what `UIScreen.main.scale` answers while a view is
    /// laid out for the device (3 for the iPhone 15 and 15 Pro Max, 2 for the iPhone SE and the
    /// iPad; Apple's Human Interface Guidelines, "Layout", device screen sizes).
    public var scale: CGFloat = 3
    /// Whether the picture is the whole screen (``fullScreen``) rather than the root view alone.
    public private(set) var isFullScreen = false
    /// The platform the device runs: it chooses the text styles' sizes, whether Dynamic Type
    /// applies, and the system colours (`EnvironmentValues.platform`). `.macOS` for
    /// ``macWindow(width:height:)``, `.iOS` for the others.
    public var platform: Platform

    /// A device of `size` points with `safeArea` insets, named `name` in file names.
    public init(name: String, size: CGSize, safeArea: EdgeInsets = EdgeInsets(), landscapeSafeArea: EdgeInsets? = nil,
                platform: Platform = .iOS, scale: CGFloat = 3) {
        self.name = SnapshotPaths.sanitize(name)
        self.scale = scale
        self.size = size
        self.safeArea = safeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.platform = platform
    }

    /// The device held in landscape, as a preview's `.landscapeLeft` or `.landscapeRight` trait
    /// asks: width and height swapped, the landscape safe area, named `<name>-landscape`.
    public var landscape: SnapshotDevice {
        let turned = landscapeSafeArea
            ?? EdgeInsets(top: safeArea.trailing, leading: safeArea.top, bottom: safeArea.leading, trailing: safeArea.bottom)
        var turnedDevice = SnapshotDevice(name: name + "-landscape", size: CGSize(width: size.height, height: size.width),
                                          safeArea: turned, landscapeSafeArea: nil, platform: platform, scale: scale)
        turnedDevice.isFullScreen = isFullScreen
        return turnedDevice
    }

    /// The whole screen as SwiftUI shows it, named `<name>-screen`: the picture is `size`, the
    /// root view is proposed the size inside the safe area and centred in it when it is smaller
    /// ("By default, SwiftUI positions your content within the safe area", WWDC21 "What's new in
    /// SwiftUI"; centred as `frame(width:height:alignment:)` centres its content by default; see
    /// `Layout/Modifier/SafeArea.swift`), and views
    /// that ignore the safe area (`.ignoresSafeArea()`, a `.background` style) reach into it.
    /// Without it (the presets), the picture is the root view alone at the safe area's proposal.
    public var fullScreen: SnapshotDevice {
        guard !isFullScreen else { return self }
        var copy = self
        copy.name = name + "-screen"
        copy.isFullScreen = true
        return copy
    }

    /// iPhone SE (2nd and 3rd generation), portrait: 375×667, a 20-point status bar.
    public static let iPhoneSE = SnapshotDevice(name: "iPhoneSE", size: CGSize(width: 375, height: 667),
                                                safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                                                landscapeSafeArea: EdgeInsets(), scale: 2)
    /// iPhone 15, portrait: 393×852, the Dynamic Island's 59 points on top, the home indicator's 34 below.
    public static let iPhone15 = SnapshotDevice(name: "iPhone15", size: CGSize(width: 393, height: 852),
                                                safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
                                                landscapeSafeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
    /// iPhone 15 Pro Max, portrait: 430×932, 59 points on top, 34 below.
    public static let iPhone15ProMax = SnapshotDevice(name: "iPhone15ProMax", size: CGSize(width: 430, height: 932),
                                                      safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
                                                      landscapeSafeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
    /// iPad (10th generation), portrait: 820×1180, 24 points on top, 20 below.
    public static let iPad = SnapshotDevice(name: "iPad", size: CGSize(width: 820, height: 1180),
                                            safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                                            landscapeSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), scale: 2)

    /// A Mac window's content area of `width`×`height` points (no safe area: the title bar is
    /// outside the content). 800×600 unless given. Its platform is macOS: text styles take the
    /// macOS sizes (body 13), Dynamic Type changes nothing, colours are macOS's.
    public static func macWindow(width: CGFloat = 800, height: CGFloat = 600) -> SnapshotDevice {
        SnapshotDevice(name: "macWindow-\(SnapshotPaths.widthLabel(Double(width)))x\(SnapshotPaths.widthLabel(Double(height)))",
                       size: CGSize(width: width, height: height), platform: .macOS)
    }

    /// What the root view is offered: the size inside the safe area.
    public var proposal: ProposedViewSize {
        ProposedViewSize(width: max(0, size.width - safeArea.leading - safeArea.trailing),
                         height: max(0, size.height - safeArea.top - safeArea.bottom))
    }
}

/// How a snapshot is drawn: the colour scheme and the scale. Variants combine with devices into a
/// matrix (``SnapshotMatrix``), and each names itself in file names (`light`, `dark-3x`).
///
/// A variant may also set a Dynamic Type size (text styles take Apple's sizes for it), a layout
/// direction and a locale; they reach the view as `EnvironmentValues`.
public struct SnapshotVariant: Hashable, Sendable {
    /// The colour scheme.
    public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
        case light, dark
    }

    /// The colour scheme the picture is drawn in.
    public var colorScheme: ColorScheme
    /// Pixels per point; nil (the default): the scale of the renderer the caller gave (`.x3`
    /// gives 3× pictures, named `light-3x`), else 2× (also for a renderer left at
    /// `LayoutRenderer`'s default 1×). A scale named here wins over the renderer's.
    public var scale: DiagramScale?
    /// The text size, nil for the default (`large`).
    public var dynamicTypeSize: DynamicTypeSize?
    /// Right to left, or nil for the default (left to right).
    public var layoutDirection: LayoutDirection?
    /// The locale identifier (`ar`, `de_DE`), or nil for `en_US`.
    public var locale: String?

    /// A variant in `colorScheme` at `scale` (nil: the renderer's, else 2×).
    public init(colorScheme: ColorScheme, scale: DiagramScale? = nil, dynamicTypeSize: DynamicTypeSize? = nil,
                layoutDirection: LayoutDirection? = nil, locale: String? = nil) {
        self.colorScheme = colorScheme
        self.scale = scale
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.locale = locale
    }

    /// Light, at the renderer's scale (2× unless the caller gave a renderer).
    public static let light = SnapshotVariant(colorScheme: .light)
    /// Dark, at the renderer's scale (2× unless the caller gave a renderer).
    public static let dark = SnapshotVariant(colorScheme: .dark)

    /// This variant at `scale`.
    public func scale(_ scale: DiagramScale) -> SnapshotVariant { with { $0.scale = scale } }

    /// This variant at a Dynamic Type size: `.light.dynamicType(.accessibility3)`.
    public func dynamicType(_ size: DynamicTypeSize) -> SnapshotVariant { with { $0.dynamicTypeSize = size } }

    /// This variant right to left.
    public var rightToLeft: SnapshotVariant { with { $0.layoutDirection = .rightToLeft } }

    /// This variant in a locale.
    public func locale(_ identifier: String) -> SnapshotVariant { with { $0.locale = identifier } }

    /// A copy with `change` made.
    private func with(_ change: (inout SnapshotVariant) -> Void) -> SnapshotVariant {
        var copy = self
        change(&copy)
        return copy
    }

    /// `light`, `dark`, `light-3x`, `dark-accessibility3`, `light-rtl`, `light-ar` (2×, the default
    /// text size, left to right and `en_US` are left out).
    public var fileLabel: String { fileLabel(scale: scale ?? .x2) }

    /// `fileLabel` for a picture drawn at `drawn` (the variant's own scale wins when it has one).
    public func fileLabel(scale drawn: DiagramScale) -> String {
        let scale = self.scale ?? drawn
        var label = colorScheme.rawValue + (scale == .x2 ? "" : "-\(scale.rawValue)x")
        if let dynamicTypeSize { label += "-\(dynamicTypeSize)" }
        if layoutDirection == .rightToLeft { label += "-rtl" }
        if let locale { label += "-\(locale)" }
        return label
    }

    /// `view` in this variant's environment: colour scheme, text size, direction and locale.
    @MainActor public func environment<V: View>(for view: V) -> AnyView {
        var result = AnyView(view.environment(\.colorScheme, colorScheme == .dark ? .dark : .light))
        if let dynamicTypeSize { result = AnyView(result.dynamicTypeSize(dynamicTypeSize)) }
        if let layoutDirection { result = AnyView(result.environment(\.layoutDirection, layoutDirection)) }
        if let locale { result = AnyView(result.environment(\.locale, Locale(identifier: locale))) }
        return result
    }

    /// `renderer` drawing this variant: its theme, and its scale (the variant's, else the
    /// renderer's unless that is `LayoutRenderer`'s default 1×, else 2×).
    public func applied(to renderer: LayoutRenderer) -> LayoutRenderer {
        var result = renderer
        result.theme = colorScheme == .dark ? .dark : .light
        // The variant's scale, else the renderer's when it chose one, else 2×.
        result.scale = scale ?? (renderer.scale == .x1 ? .x2 : renderer.scale)
        return result
    }
}

/// Every device with every variant: what one `assertLayoutSnapshot(of:on:variants:)` checks.
public struct SnapshotMatrix: Hashable, Sendable {
    /// One picture of the matrix.
    public struct Cell: Hashable, Sendable {
        public var device: SnapshotDevice
        public var variant: SnapshotVariant
        /// `iPhone15.dark`: the part of the file name after the snapshot's name.
        public var fileLabel: String { device.name + "." + variant.fileLabel }
    }

    public var devices: [SnapshotDevice]
    public var variants: [SnapshotVariant]

    /// The matrix of `devices` × `variants`.
    public init(devices: [SnapshotDevice], variants: [SnapshotVariant] = [.light]) {
        self.devices = devices
        self.variants = variants
    }

    /// Device by device, each in every variant, in the order given.
    public var cells: [Cell] {
        devices.flatMap { device in variants.map { Cell(device: device, variant: $0) } }
    }
}

extension SnapshotDevice {
    /// The device's screen, as `UIScreen.main` answers it while a view is laid out for the device.
    var screenContext: ScreenContext.Screen { ScreenContext.Screen(size: size, scale: scale) }
}
