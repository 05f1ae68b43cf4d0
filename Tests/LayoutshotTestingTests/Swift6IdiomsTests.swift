import Foundation
import LayoutshotTestSupport
import Testing

extension FreshPackageTests {
    /// Builds in the end-to-end test's package folder (`FreshPackage(_:buildingIn:)`), whose
    /// dependency is the same (this checkout with `traits: []`), so the core is compiled once for
    /// every fresh package (whichever test comes first compiles it; its build output is checked
    /// for warnings in both): a user's package in the Swift 6 language mode (swift-tools-version 6.1, no
    /// `swiftLanguageModes`) written with the everyday idioms of SwiftUI code that compile with
    /// `import SwiftUI` in Swift 6, because SwiftUI declares colours, text, images, fonts, shapes,
    /// gradients and geometry as nonisolated `Sendable` values whose `View` conformance is in an
    /// extension (issue 29, "Isolation"): colours in an `EnvironmentKey`, themes as `static let`s,
    /// `var color: Color = .gray` in a plain struct, `Color(red:green:blue:)` off the main actor
    /// and across tasks, and main-actor views laid out on the main actor. It must build with no
    /// error and no warning.
    @Suite(.serialized) struct Swift6IdiomsTests {
        static let manifest = """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "Idioms",
                dependencies: [
                    .package(path: "\(FreshPackage.checkout)", traits: []),
                ],
                targets: [
                    .target(name: "Idioms", dependencies: [.product(name: "Layoutshot", package: "\(FreshPackage.checkoutIdentity)")]),
                ]
            )
            """

        static let idioms = """
            import Layoutshot

            // A colour as an environment value's default.
            private struct AccentKey: EnvironmentKey {
                static let defaultValue: Color = .blue
            }

            extension EnvironmentValues {
                var accent: Color {
                    get { self[AccentKey.self] }
                    set { self[AccentKey.self] = newValue }
                }
            }

            // A theme of static constants.
            enum Theme {
                static let accent = Color.blue
                static let warning = Color(red: 1, green: 0.6, blue: 0)
                static let title = Font.title.bold()
                static let corner = RoundedRectangle(cornerRadius: 12)
                static let dot = Circle().fill(Color.red)
                static let fade = LinearGradient(colors: [.white, .gray], startPoint: .top, endPoint: .bottom)
                static let glow = RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 40)
                static let insets = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                static let tilt = Angle.degrees(12)
                static let anchor = UnitPoint.topLeading
                static let alignment = Alignment.bottomTrailing
                static let greeting = Text("Hello")
                static let star = Image(systemName: "star.fill")
                static let style = AnyShapeStyle(Color.green)
            }

            // Colours and text as stored properties of a plain (nonisolated) struct.
            struct Badge: Sendable {
                var color: Color = .gray
                var label: Text = Text("new")
                var padding = EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
            }

            // Colours made off the main actor, and handed between tasks.
            nonisolated func tint(level: Double) -> Color {
                Color(red: level, green: 0.5, blue: 1 - level)
            }

            func loadPalette() async -> [Color] {
                await Task.detached { (0..<4).map { tint(level: Double($0) / 4) } }.value
            }

            // Views are main-actor values, as in SwiftUI; laying them out is main-actor code.
            struct Card: View {
                @Environment(\\.accent) private var accent
                var badge = Badge()

                var body: some View {
                    VStack(alignment: .leading, spacing: 8) {
                        Theme.greeting.font(Theme.title).foregroundColor(accent)
                        HStack {
                            Theme.star
                            badge.label.padding(badge.padding).background(badge.color)
                            Theme.dot.frame(width: 8, height: 8)
                        }
                    }
                    .padding(Theme.insets)
                    .background(Theme.fade, in: Theme.corner)
                }
            }

            @MainActor func cardSize() -> CGSize {
                ComputedLayout(of: Card().environment(\\.accent, Theme.warning), proposal: ProposedViewSize(width: 320, height: nil)).size
            }
            """

        @Test func idiomsBuildWithoutWarnings() throws {
            let package = try FreshPackage("Idioms", buildingIn: UserPackageEndToEndTests.packageName)
            try package.write(Self.manifest, to: "Package.swift")
            try package.write(Self.idioms, to: "Sources/Idioms/Idioms.swift")
            let build = try package.swift(["build"])
            let output = build.stdout + build.stderr
            #expect(build.status == 0, "\(output)")
            #expect(!output.contains("error:"), "\(output)")
            // Nothing warns: neither the idioms (each is an error or a warning in Swift 6 when the
            // type is main-actor) nor Layoutshot's own sources built in the user's package.
            #expect(!output.contains("warning:"), "\(output)")
        }
    }
}
