import Foundation
import Layoutshot
import LayoutshotGraphics
import LayoutshotPixels
import LayoutshotRender
@testable import LayoutshotSnapshotCore
import LayoutshotTesting
import Testing

/// Previews as snapshot tests: every `#Preview` and `PreviewProvider` linked into the test process
/// is found at run time (PreviewFixtures.swift declares this module's), named stably, and checked
/// on devices and variants by `assertPreviewSnapshot`.
@MainActor @Suite struct PreviewSnapshotTests {
    static let fixtures = DiscoveredPreview.all(in: "LayoutshotTestingTests")

    @Test func findsEveryPreviewOfTheModuleInAStableOrderWithStableNames() {
        #expect(Self.fixtures.map(\.snapshotName) == [
            "PreviewFixtures-Badge", "PreviewFixtures-1", "PreviewFixtures-Fits", "PreviewFixtures-2",
            "PreviewFixtures-Fixed", "BadgePreviews", "PreviewHolder-NestedPreviews",
        ])
        #expect(Self.fixtures.map(\.description) == [
            "PreviewFixtures.swift:19 \"Badge\"", "PreviewFixtures.swift:23", "PreviewFixtures.swift:27 \"Fits\"",
            "PreviewFixtures.swift:31", "PreviewFixtures.swift:36 \"Fixed\"", "BadgePreviews", "PreviewHolder.NestedPreviews",
        ])
        #expect(Self.fixtures.map(\.kind) == Array(repeating: .macro, count: 5) + [.provider, .provider])
        #expect(Self.fixtures.allSatisfy { $0.module == "LayoutshotTestingTests" })
        #expect(Self.fixtures.first?.fileID == "LayoutshotTestingTests/PreviewFixtures.swift")
    }

    @Test func findsThePreviewsOfEveryModuleLinkedIntoTheTest() {
        // LayoutshotTests is linked into the same test process; SwiftUIVocabularyTests.swift
        // declares a named and an unnamed #Preview and GreetingPreviews there.
        let all = DiscoveredPreview.all
        #expect(Set(Self.fixtures).isSubset(of: Set(all)))
        let other = all.filter { $0.module == "LayoutshotTests" }.map(\.snapshotName)
        #expect(other.contains("SwiftUIVocabularyTests-Greeting"))
        #expect(other.contains("GreetingPreviews"))
        #expect(!all.contains { $0.module == "Layoutshot" })
        #expect(Set(all.map(\.snapshotName)).count == all.count, "every name is unique")
    }

    @Test func noPreviewsIsAFailureThatSaysWhy() throws {
        let none = DiscoveredPreview.all(in: "NoSuchModule")
        #expect(none.count == 1)
        #expect(none.first?.description == "no previews found")
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let failures = sandbox.run {
            assertPreviewSnapshot(none[0], snapshotDirectory: sandbox.references, testName: "previews(_:)")
            return sandbox.failures.all
        }
        let message = try #require(failures.first?.message)
        #expect(message.contains("No previews were found in the module NoSuchModule."))
        #expect(message.contains("Previews were found in: LayoutshotTestingTests, LayoutshotTests"))
        #expect(message.contains("traits: [\"Previews\"]"))
        #expect(message.contains(".testTarget("))
    }

    @Test func aPreviewOnAFullScreenDeviceIsCentredInTheSafeAreaAsXcodeShowsIt() throws {
        // Xcode's canvas shows a preview on the device's screen, the view centred in the safe area
        // when smaller ("By default, SwiftUI positions your content within the safe area", WWDC21
        // "What's new in SwiftUI"; centred as `frame(width:height:alignment:)` centres its
        // content). iPhone 15: 393×852, 59 on top and 34 below.
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let badge = try #require(Self.fixtures.first)
        let record = sandbox.run {
            assertPreviewSnapshot(badge, on: [SnapshotDevice.iPhone15.fullScreen], variants: [.light],
                                  snapshotDirectory: sandbox.references, testName: "previews(_:)")
            return sandbox.failures.all
        }
        #expect(record.compactMap(\.recordedPath).map { ($0 as NSString).lastPathComponent }
                == ["previews.PreviewFixtures-Badge.iPhone15-screen.light.png"])
        let renderer = SnapshotVariant.light.applied(to: testRenderer)
        let screen = renderer.layout(SnapshotVariant.light.environment(for: PreviewBadge(count: 3))
            ._onScreen(safeArea: SnapshotDevice.iPhone15.safeArea), width: 393, height: 852)
        #expect(try PNGFile.read(sandbox.references + "/previews.PreviewFixtures-Badge.iPhone15-screen.light.png")
                == renderer.image(of: screen))
        let text = try #require(screen.nodes.first { $0.kind == .text })
        #expect(abs(text.frame.midY - (59 + 759 / 2)) < 0.001, "centred vertically in the safe area\n\(screen.outline)")
        #expect(text.frame.minX == 8, "the badge is as wide as the screen: its text 8 points in")
    }

    @Test func recordsThenMatchesEachPreviewOnEveryDeviceAndVariant() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let badge = try #require(Self.fixtures.first)
        let record = sandbox.run {
            assertPreviewSnapshot(badge, on: [.iPhoneSE, .iPhone15], variants: [.light, .dark],
                                  snapshotDirectory: sandbox.references, testName: "previews(_:)")
            return sandbox.failures.all
        }
        #expect(record.map(\.kind) == Array(repeating: .recorded, count: 4))
        #expect(record.compactMap(\.recordedPath).map { ($0 as NSString).lastPathComponent } == [
            "previews.PreviewFixtures-Badge.iPhoneSE.light.png", "previews.PreviewFixtures-Badge.iPhoneSE.dark.png",
            "previews.PreviewFixtures-Badge.iPhone15.light.png", "previews.PreviewFixtures-Badge.iPhone15.dark.png",
        ])
        #expect(record.allSatisfy { $0.message.hasPrefix("Preview LayoutshotTestingTests/PreviewFixtures.swift:19 \"Badge\": ") })

        // The picture is the preview's view at the device's proposal, in the variant.
        let renderer = SnapshotVariant.light.applied(to: testRenderer)
        let expected = try renderer.image(of: renderer.layout(PreviewBadge(count: 3), width: 393, height: 759))
        #expect(try PNGFile.read(sandbox.references + "/previews.PreviewFixtures-Badge.iPhone15.light.png") == expected)

        sandbox.failures.removeAll()
        let again = sandbox.run {
            assertPreviewSnapshot(badge, on: [.iPhoneSE, .iPhone15], variants: [.light, .dark],
                                  snapshotDirectory: sandbox.references, testName: "previews(_:)")
            return sandbox.failures.all
        }
        #expect(again.isEmpty, "\(again)")

        // A changed reference fails, naming the preview, its place and the accept command.
        let path = sandbox.references + "/previews.PreviewFixtures-Badge.iPhone15.light.png"
        try writePNG(painted(try PNGFile.read(path), x: 4, y: 4, width: 12, height: 12), to: path)
        sandbox.failures.removeAll()
        let changed = sandbox.run {
            assertPreviewSnapshot(badge, on: [.iPhone15], snapshotDirectory: sandbox.references, testName: "previews(_:)")
            return sandbox.failures.all
        }
        let message = try #require(changed.first?.message)
        #expect(changed.map(\.kind) == [.mismatch])
        #expect(message.hasPrefix("Preview LayoutshotTestingTests/PreviewFixtures.swift:19 \"Badge\": Snapshot \"PreviewFixtures-Badge\" on iPhone15 (light) does not match reference"), "\(message)")
        #expect(message.contains("SNAPSHOT_TESTING_RECORD=failed swift test --filter 'previews'"), "\(message)")
        let report = try String(contentsOfFile: sandbox.artifacts + "/report/index.html", encoding: .utf8)
        #expect(report.contains("PreviewFixtures-Badge.iPhone15.light"))
    }

    @Test func dynamicTypeDirectionAndLocaleVariantsReachThePreviewAndNameItsFiles() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let badge = try #require(Self.fixtures.first)
        let failures = sandbox.run {
            assertPreviewSnapshot(badge, on: [.iPad], variants: [.light, .dark.dynamicType(.accessibility3), .light.rightToLeft.locale("ar")],
                                  snapshotDirectory: sandbox.references, testName: "previews(_:)")
            return sandbox.failures.all
        }
        #expect(failures.compactMap(\.recordedPath).map { ($0 as NSString).lastPathComponent } == [
            "previews.PreviewFixtures-Badge.iPad.light.png", "previews.PreviewFixtures-Badge.iPad.dark-accessibility3.png",
            "previews.PreviewFixtures-Badge.iPad.light-rtl-ar.png",
        ])
        // Accessibility 3 text (Apple's body size 40 pt, against 17) makes the badge's row taller.
        let plain = try PNGFile.read(sandbox.references + "/previews.PreviewFixtures-Badge.iPad.light.png")
        let large = try PNGFile.read(sandbox.references + "/previews.PreviewFixtures-Badge.iPad.dark-accessibility3.png")
        #expect(large.height > plain.height)
    }

    @Test func traitsChooseTheProposalAndNameTheFiles() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let byName = Dictionary(uniqueKeysWithValues: Self.fixtures.map { ($0.snapshotName, $0) })
        let failures = sandbox.run {
            for name in ["PreviewFixtures-Fits", "PreviewFixtures-2", "PreviewFixtures-Fixed"] {
                assertPreviewSnapshot(byName[name]!, on: [.iPhoneSE, .iPhone15], snapshotDirectory: sandbox.references,
                                      testName: "previews(_:)")
            }
            return sandbox.failures.all
        }
        #expect(failures.compactMap(\.recordedPath).map { ($0 as NSString).lastPathComponent } == [
            // Size that fits and a fixed layout: once per variant, whatever the devices.
            "previews.PreviewFixtures-Fits.sizeThatFits.light.png",
            // Landscape: each device turned, with its landscape safe area.
            "previews.PreviewFixtures-2.iPhoneSE-landscape.light.png", "previews.PreviewFixtures-2.iPhone15-landscape.light.png",
            "previews.PreviewFixtures-Fixed.fixed-200x60.light.png",
        ])
        let renderer = SnapshotVariant.light.applied(to: testRenderer)
        func expected(_ count: Int, _ width: CGFloat?, _ height: CGFloat?) throws -> RGBAImage {
            try renderer.image(of: renderer.layout(PreviewBadge(count: count), width: width, height: height))
        }
        func recorded(_ name: String) throws -> RGBAImage { try PNGFile.read(sandbox.references + "/previews." + name + ".png") }
        #expect(try recorded("PreviewFixtures-Fits.sizeThatFits.light") == expected(2, nil, nil))
        // iPhone 15 in landscape: 852×393 with 59 on each side and 21 below (Use Your Loaf).
        #expect(try recorded("PreviewFixtures-2.iPhone15-landscape.light") == expected(5, 852 - 118, 393 - 21))
        #expect(try recorded("PreviewFixtures-2.iPhoneSE-landscape.light") == expected(5, 667, 375))
        #expect(try recorded("PreviewFixtures-Fixed.fixed-200x60.light") == expected(4, 200, 60))
    }

    @Test func aPreviewProvidersViewsAreSnapshottedOneByOne() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let providers = Self.fixtures.filter { $0.kind == .provider }
        let failures = sandbox.run {
            for provider in providers {
                assertPreviewSnapshot(provider, on: [.iPhoneSE], snapshotDirectory: sandbox.references, testName: "previews(_:)")
            }
            return sandbox.failures.all
        }
        // Each top-level view of `previews` (a list, a Group, a ForEach) is a picture, named by
        // its previewDisplayName or its number; previewLayout(.sizeThatFits) is honoured.
        #expect(failures.compactMap(\.recordedPath).map { ($0 as NSString).lastPathComponent } == [
            "previews.BadgePreviews-Empty.iPhoneSE.light.png", "previews.BadgePreviews-2.iPhoneSE.light.png",
            "previews.BadgePreviews-3.sizeThatFits.light.png",
            // A private provider nested in another type is named with it, without the private context.
            "previews.PreviewHolder-NestedPreviews-1.iPhoneSE.light.png",
            "previews.PreviewHolder-NestedPreviews-2.iPhoneSE.light.png",
        ])
        #expect(failures[1].message.hasPrefix("Preview LayoutshotTestingTests.BadgePreviews, view 2: "), "\(failures[1].message)")
        let renderer = SnapshotVariant.light.applied(to: testRenderer)
        #expect(try PNGFile.read(sandbox.references + "/previews.BadgePreviews-3.sizeThatFits.light.png")
                == renderer.image(of: renderer.layout(PreviewBadge(count: 9), width: nil, height: nil)))
    }

    @Test func providerNamesLeaveOutTheModuleAndPrivateContexts() {
        #expect(PreviewCatalog.moduleAndName("Cards.CardView_Previews") == ("Cards", "CardView_Previews"))
        #expect(PreviewCatalog.moduleAndName("Cards.CardView.Previews") == ("Cards", "CardView.Previews"))
        #expect(PreviewCatalog.moduleAndName("Cards.(unknown context at $55d0c8a1b2c4).Row.Previews") == ("Cards", "Row.Previews"))
    }

    @Test func clashingNamesAreMadeUnique() {
        func preview(_ module: String, _ line: Int, _ name: String) -> DiscoveredPreview {
            DiscoveredPreview(kind: .macro, module: module, fileID: "\(module)/Card.swift", line: line, name: "Dark",
                              snapshotName: name, typeKey: "\(module).P\(line)")
        }
        let unique = PreviewCatalog.unique([preview("A", 30, "Card-Dark"), preview("A", 10, "Card-Dark"),
                                            preview("B", 5, "Card-Dark"), preview("B", 6, "Card-Other")])
        // Two modules: the module first; twice in one module: the later one by line gets -2.
        #expect(unique.map(\.snapshotName) == ["A-Card-Dark-2", "A-Card-Dark", "B-Card-Dark", "Card-Other"])
    }
}

/// `PreviewGallery` (what `swift package layoutshot-render` runs): every preview's pictures with the
/// test's names and bytes, and a page that shows them all.
@MainActor @Suite struct PreviewGalleryTests {
    @Test func writesThePicturesTheTestRecordsAndAPageOfThem() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let gallery = sandbox.root + "/gallery"
        let entries = try sandbox.run {
            try PreviewGallery(outputDirectory: gallery, devices: [.iPhoneSE], variants: [.light, .dark], widths: [200],
                               modules: ["LayoutshotTestingTests"]).write()
        }
        #expect(entries.count == PreviewSnapshotTests.fixtures.count)
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: gallery))
        #expect(files.contains("previews.PreviewFixtures-Badge.iPhoneSE.light.png"), "\(files.sorted())")
        #expect(files.contains("previews.PreviewFixtures-Badge.w200.dark.png"), "\(files.sorted())")
        // A size-that-fits preview is drawn once per variant, whatever the devices and widths.
        #expect(files.contains { $0.contains("Fits.sizeThatFits.light.png") } && !files.contains { $0.contains("Fits.w200") }, "\(files.sorted())")

        // The same bytes as the preview test records for the same preview, device and variant.
        let badge = try #require(PreviewSnapshotTests.fixtures.first)
        sandbox.run {
            assertPreviewSnapshot(badge, on: [.iPhoneSE], variants: [.light], snapshotDirectory: sandbox.references,
                                  testName: "previews(_:)")
        }
        let name = "previews.PreviewFixtures-Badge.iPhoneSE.light.png"
        #expect(FileManager.default.contents(atPath: gallery + "/" + name) == FileManager.default.contents(atPath: sandbox.references + "/" + name))

        // The page shows every picture once, at its size in points, captioned with its name.
        let page = try String(contentsOfFile: gallery + "/index.html", encoding: .utf8)
        for picture in entries.flatMap(\.pictures) {
            #expect(page.components(separatedBy: "<img src=\"\(picture)\"").count == 2, "\(picture)")
        }
        #expect(entries.flatMap(\.pictures).count == files.count - 1, "every file but the page is a picture of the list")
        let image = try PNGFile.read(gallery + "/" + name)
        #expect(page.contains("src=\"\(name)\" width=\"\(image.width / 2)\" height=\"\(image.height / 2)\""))
        #expect(page.contains("<figcaption>PreviewFixtures-Badge · iPhoneSE · light</figcaption>"))
        #expect(page.contains("<h2>LayoutshotTestingTests/PreviewFixtures.swift:19 &quot;Badge&quot;</h2>"))
    }

    @Test func theCommandLineOfTheRenderingProgramRefusesWhatItCannotDo() {
        #expect(PreviewGallery.main(arguments: []) == 2)
        #expect(PreviewGallery.main(arguments: ["--out", "/tmp/x", "--device", "Pixel"]) == 2)
        #expect(PreviewGallery.main(arguments: ["--out", "/tmp/x", "--variant", "sepia"]) == 2)
        #expect(PreviewGallery.main(arguments: ["--out", "/tmp/x", "--width", "-3"]) == 2)
        #expect(PreviewGallery.main(arguments: ["--out", "/tmp/x", "--zoom", "2"]) == 2)
        #expect(PreviewGallery.main(arguments: ["--out", "/tmp/x", "--style", "sketch"]) == 2)
    }

    /// `--style plain` draws the app as the device shows it (the picture is the device's screen
    /// width at its scale, no margin), `--style diagram` the documentation diagram (frames, rulers,
    /// legend and a 16-point margin); without `--style` the gallery draws as the tests' own
    /// configuration does (here the sandbox's renderer, a diagram).
    @Test func theStyleChoosesPlainOrDiagramAsTheTestsDo() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        func badge(_ style: String?) throws -> RGBAImage {
            let folder = sandbox.root + "/" + (style ?? "default")
            let status = sandbox.run {
                PreviewGallery.main(arguments: ["--out", folder, "--device", "iPhoneSE", "--variant", "light",
                                                "--module", "LayoutshotTestingTests"] + (style.map { ["--style", $0] } ?? []))
            }
            #expect(status == 0)
            return try PNGFile.read(folder + "/previews.PreviewFixtures-Badge.iPhoneSE.light.png")
        }
        let plain = try badge("plain"), diagram = try badge("diagram"), configured = try badge(nil)
        #expect(plain.width == 375 * 2, "an iPhone SE's 375-point width at 2×, nothing around it: \(plain.width)")
        #expect(diagram.width > plain.width && diagram.height > plain.height,
                "the diagram adds its margin, rulers and legend: \(diagram.width)×\(diagram.height) vs \(plain.width)×\(plain.height)")
        // The sandbox's renderer is a diagram with a margin and no rulers: without --style the
        // gallery draws with it, neither the plain picture nor the full diagram.
        #expect(configured.width == (375 + 2 * 16) * 2 && configured.width != diagram.width,
                "no --style: the tests' configured renderer: \(configured.width)×\(configured.height)")
    }
}
