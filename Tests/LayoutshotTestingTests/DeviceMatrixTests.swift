import Foundation
import Layoutshot
import LayoutshotGraphics
import LayoutshotSnapshotCore
import LayoutshotTesting
import Testing

/// Devices and variants: Apple's point sizes, the safe area taken off the proposal, one call for a
/// whole matrix with file names that say which picture is which.
@MainActor
@Suite struct DeviceMatrixTests {
    @Test func presetsProposeTheSizeInsideTheSafeArea() {
        // Apple's Human Interface Guidelines ("Layout", device screen sizes) give the screens in
        // points; Use Your Loaf's "iPhone 15 Screen Sizes" and "iPad Screen Sizes" the portrait
        // safe-area insets (iPhone 15: 59 top, 34 bottom; iPad 10th generation: 24 top, 20 bottom;
        // iPhone SE: the 20-point status bar).
        #expect(SnapshotDevice.iPhoneSE.proposal == ProposedViewSize(width: 375, height: 647))
        #expect(SnapshotDevice.iPhone15.proposal == ProposedViewSize(width: 393, height: 759))
        #expect(SnapshotDevice.iPhone15ProMax.proposal == ProposedViewSize(width: 430, height: 839))
        #expect(SnapshotDevice.iPad.proposal == ProposedViewSize(width: 820, height: 1136))
        #expect(SnapshotDevice.macWindow().proposal == ProposedViewSize(width: 800, height: 600))
        #expect(SnapshotDevice.macWindow(width: 1024, height: 768).name == "macWindow-1024x768")
    }

    @Test func oneCallSnapshotsEveryDeviceInEveryVariant() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let view = VStack(spacing: 8) { Text("Inbox"); Color.blue.frame(height: 40) }.padding()
        let failures = sandbox.run {
            assertLayoutSnapshot(of: view, on: [.iPhoneSE, .iPhone15], variants: [.light, .dark.scale(.x1)],
                                 snapshotDirectory: sandbox.references, testName: "inbox()")
            return sandbox.failures.all
        }
        #expect(failures.map(\.kind) == Array(repeating: .recorded, count: 4))
        let names = failures.compactMap(\.recordedPath).map { ($0 as NSString).lastPathComponent }
        #expect(names == ["inbox.1.iPhoneSE.light.png", "inbox.1.iPhoneSE.dark-1x.png",
                          "inbox.1.iPhone15.light.png", "inbox.1.iPhone15.dark-1x.png"])

        // Each picture is the layout at the device's proposal, in the variant's scheme and scale.
        let light = try PNGFile.read(sandbox.references + "/inbox.1.iPhone15.light.png")
        let dark = try PNGFile.read(sandbox.references + "/inbox.1.iPhone15.dark-1x.png")
        let expectedRenderer = SnapshotVariant.light.applied(to: testRenderer)
        let layout = expectedRenderer.layout(view, width: 393, height: 759)
        #expect(try light == expectedRenderer.image(of: layout))
        #expect(layout.size.width == 393)
        #expect(dark.width * 2 == light.width || abs(dark.width * 2 - light.width) <= 1)
        #expect(dark[dark.width / 2, 2] != light[light.width / 2, 4])

        // A second run matches every picture.
        sandbox.failures.removeAll()
        let again = sandbox.run {
            assertLayoutSnapshot(of: view, on: [.iPhoneSE, .iPhone15], variants: [.light, .dark.scale(.x1)],
                                 snapshotDirectory: sandbox.references, testName: "inbox()")
            return sandbox.failures.all
        }
        #expect(again.isEmpty, "\(again)")
    }

    @Test func dynamicTypeRightToLeftAndLocaleVariantsNameTheirFilesAndReachTheView() throws {
        #expect(SnapshotVariant.dark.dynamicType(.accessibility3).fileLabel == "dark-accessibility3")
        #expect(SnapshotVariant.light.rightToLeft.locale("ar").fileLabel == "light-rtl-ar")
        #expect(SnapshotVariant.light.scale(.x3).dynamicType(.xSmall).fileLabel == "light-3x-xSmall")

        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let view = Text("Inbox").padding()
        let failures = sandbox.run {
            assertLayoutSnapshot(of: view, on: [.iPhoneSE], variants: [.light, .light.dynamicType(.accessibility5)],
                                 snapshotDirectory: sandbox.references, testName: "sizes()")
            return sandbox.failures.all
        }
        let names = failures.compactMap(\.recordedPath).map { ($0 as NSString).lastPathComponent }
        #expect(names == ["sizes.1.iPhoneSE.light.png", "sizes.1.iPhoneSE.light-accessibility5.png"])
        // Body text at accessibility5 is 53 pt instead of 17 (Apple's Dynamic Type table), so the
        // big picture's text reaches further down: compare the layouts the variants give.
        let small = testRenderer.layout(SnapshotVariant.light.environment(for: view), width: 375, height: nil)
        let large = testRenderer.layout(SnapshotVariant.light.dynamicType(.accessibility5).environment(for: view), width: 375, height: nil)
        #expect(large.size.height - 32 > (small.size.height - 32) * 2.5, "text lines about 53/17 times as tall, inside the same 16 pt padding")
    }

    @Test func aFullScreenDevicePicturesTheWholeScreenWithTheRootCentredInTheSafeArea() throws {
        // On a screen the root is proposed the safe area and, smaller, centred in it: "By default,
        // SwiftUI positions your content within the safe area" (WWDC21 "What's new in SwiftUI"),
        // centred as a frame centres its content (`frame(width:height:alignment:)`). iPhone 15:
        // 393×852, safe area from y 59 to 852 − 34 (HIG "Layout"; Use Your Loaf).
        let device = SnapshotDevice.iPhone15.fullScreen
        #expect(device.name == "iPhone15-screen")
        #expect(device.fullScreen == device)
        #expect(device.landscape.isFullScreen && device.landscape.size == CGSize(width: 852, height: 393))
        #expect(!SnapshotDevice.iPhone15.isFullScreen)

        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let view = Text("Inbox").padding().background(Color.yellow.ignoresSafeArea())
        let failures = sandbox.run {
            assertLayoutSnapshot(of: view, on: [device], variants: [.light],
                                 snapshotDirectory: sandbox.references, testName: "screen()")
            return sandbox.failures.all
        }
        let names = failures.compactMap(\.recordedPath).map { ($0 as NSString).lastPathComponent }
        #expect(names == ["screen.1.iPhone15-screen.light.png"])

        let renderer = SnapshotVariant.light.applied(to: testRenderer)
        let screen = renderer.layout(SnapshotVariant.light.environment(for: view)._onScreen(safeArea: device.safeArea),
                                     width: 393, height: 852)
        #expect(try PNGFile.read(sandbox.references + "/screen.1.iPhone15-screen.light.png") == renderer.image(of: screen))
        #expect(screen.size == CGSize(width: 393, height: 852))
        let text = try #require(screen.nodes.first { $0.kind == .text })
        #expect(abs(text.frame.midX - 196.5) < 0.001 && abs(text.frame.midY - (59 + 759 / 2)) < 0.001, "\(screen.outline)")
        // The yellow background does not touch the safe area's edges: it stays around the text.
        let yellow = try #require(screen.nodes.first { $0.label == "Color.yellow" })
        #expect(yellow.frame.height < 100, "\(screen.outline)")

        // The same view without the screen is its own size at the top left.
        let alone = renderer.layout(SnapshotVariant.light.environment(for: view), width: 393, height: 759)
        #expect(alone.size.height < 100)
    }
}

/// A device draws at the scale the caller chose, the Mac at macOS's sizes, and snapshots are the
/// app's own look unless asked for the diagram.
@MainActor
@Suite struct DeviceScaleAndStyleTests {
    @Test func aRenderersScaleIsNeverOverriddenByTheDevice() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let view = Color.blue.frame(width: 20, height: 10)
        var threeX = testRenderer
        threeX.scale = .x3
        let failures = sandbox.run {
            assertLayoutSnapshot(of: view, on: [.iPhone15], variants: [.light], renderer: threeX,
                                 snapshotDirectory: sandbox.references, testName: "scale()")
            return sandbox.failures.all
        }
        let names = failures.compactMap(\.recordedPath).map { ($0 as NSString).lastPathComponent }
        #expect(names == ["scale.1.iPhone15.light-3x.png"])
        let picture = try PNGFile.read(sandbox.references + "/scale.1.iPhone15.light-3x.png")
        let onePoint = try threeX.image(of: threeX.layout(view, width: 393, height: 759))
        #expect(picture.width == onePoint.width && picture.height == onePoint.height)
        #expect(SnapshotVariant.light.fileLabel(scale: .x3) == "light-3x")
        #expect(SnapshotVariant.light.scale(.x1).fileLabel(scale: .x3) == "light-1x", "the variant's own scale wins")
    }

    @Test func snapshotsArePlainUnlessTheDiagramIsAskedFor() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let view = Color.red.frame(width: 30, height: 10)
        let failures = sandbox.run {
            // The sandbox configures a renderer; a user's test has none.
            var configuration = LayoutSnapshotConfiguration.current
            configuration.renderer = nil
            LayoutSnapshotConfiguration.$current.withValue(configuration) {
                assertLayoutSnapshot(of: view, widths: [30], snapshotDirectory: sandbox.references, testName: "plain()")
                assertLayoutSnapshot(of: view, widths: [30], style: .diagram, snapshotDirectory: sandbox.references,
                                     testName: "diagram()")
            }
            return sandbox.failures.all
        }
        #expect(failures.count == 2)
        let plain = try PNGFile.read(sandbox.references + "/plain.1.30.png")
        let diagram = try PNGFile.read(sandbox.references + "/diagram.1.30.png")
        #expect(plain.width == 30 && plain.height == 10, "plain: the view alone, no margin or rulers")
        #expect(diagram.width > 30 && diagram.height > 10, "diagram: rulers, legend and margin around it")
    }

    @Test func theMacWindowIsMacOS() {
        #expect(SnapshotDevice.macWindow().platform == .macOS)
        #expect(SnapshotDevice.iPhone15.platform == .iOS)
        #expect(SnapshotDevice.macWindow().landscape.platform == .macOS)
    }
}
