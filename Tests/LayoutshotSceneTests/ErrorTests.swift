import Foundation
import Testing
import Layoutshot
@testable import LayoutshotScene

/// Every kind of bad input: its exact message, line and column, and that several are collected.
@MainActor
@Suite struct ErrorTests {
    @Test func unknownLayoutSuggestsTheClosestName() {
        let text = """
        name: tags
        view:
          flwo:
            spacing: 8
        """
        #expect(errors(text, path: "Samples/tags.yaml") == ["Samples/tags.yaml:3:3: unknown layout 'flwo' (did you mean 'flow'?)"])
    }

    @Test func unknownKeysAreErrorsWithSuggestions() {
        let text = """
        view:
          vstack:
            spacng: 8
            children:
              - text: Hi
                paddin: 4
                forgroundColor: red
              - text: There
                zzzz: 1
        rendr: {}
        """
        #expect(errors(text) == [
            "test.yaml:3:5: unknown key 'spacng' in 'vstack' (did you mean 'spacing'?)",
            "test.yaml:6:9: unknown modifier 'paddin' (did you mean 'padding'?)",
            "test.yaml:7:9: unknown modifier 'forgroundColor' (did you mean 'foregroundColor'?)",
            "test.yaml:9:9: unknown key 'zzzz' in a view (a view has one of hstack, vstack, zstack, flow, grid, gridRow, lazyVGrid, lazyHGrid, viewThatFits, group, text, color, spacer, rectangle, roundedRectangle, capsule, circle, ellipse, empty, image, content and modifiers such as font, lineLimit, multilineTextAlignment, foregroundColor, fixedSize, frame, padding, background, …)",
            "test.yaml:10:1: unknown key 'rendr' in 'scene' (did you mean 'render'?)",
        ])
    }

    @Test func aModifierInsideAContainersOptionsSaysWhereItBelongs() {
        #expect(errors("view:\n  hstack:\n    padding: 8\n    children: []\n")
                == ["test.yaml:3:5: 'padding' is a modifier, not an option of 'hstack' (move it out one level, beside 'hstack:')"])
    }

    @Test func wrongTypes() {
        let text = """
        view:
          hstack:
            spacing: "wide"
            alignment: 3
            children:
              - text: [a, b]
              - color: 12
              - spacer: yes
        """
        #expect(errors(text) == [
            "test.yaml:3:14: 'spacing' expects a number, found the string 'wide' (e.g. spacing: 8)",
            "test.yaml:4:16: 'alignment' expects one of bottom, center, firstTextBaseline, lastTextBaseline, top, found 3 (e.g. alignment: bottom)",
            "test.yaml:6:15: 'text' expects a string, found a list (e.g. text: Hello)",
            "test.yaml:7:16: 'color' expects a colour name or \"#RRGGBB\", found 12 (e.g. color: blue or color: \"#3478F6\")",
            "test.yaml:8:17: 'spacer' expects a number ≥ 0, found the string 'yes' (e.g. spacer: {minLength: 8}, or spacer: 8)",
        ])
    }

    @Test func negativeNaNAndInfiniteSizes() {
        let text = """
        view:
          color: red
          frame: {width: -10, height: .nan}
          modifiers:
            - frame: {minWidth: infinity}
            - frame: {maxWidth: inf, maxHeight: .inf}
            - cornerRadius: -2
            - frame: {minWidth: 200, maxWidth: 100}
            - opacity: 1.5
        """
        #expect(errors(text) == [
            "test.yaml:3:18: 'width' cannot be negative, found -10 (use 0 or more, e.g. width: 100)",
            "test.yaml:3:31: 'height' cannot be NaN (use a number, e.g. height: 100)",
            "test.yaml:5:25: 'minWidth' cannot be infinite (use a number from 0 to 100000, e.g. minWidth: 100)",
            "test.yaml:7:21: 'cornerRadius' cannot be negative, found -2 (use 0 or more, e.g. cornerRadius: 12)",
            "test.yaml:8:30: 'minWidth' (200) is larger than 'maxWidth' (100); make minWidth ≤ maxWidth",
            "test.yaml:9:16: 'opacity' must be at most 1, found 1.5 (e.g. opacity: 0.5)",
        ])
    }

    @Test func fixedAndFlexibleFramesCannotMix() {
        #expect(errors("view: {text: A, frame: {width: 10, maxWidth: 20}}\n")
                == ["test.yaml:1:36: 'frame' cannot mix 'width' with 'maxWidth' (SwiftUI has two frame modifiers: list them separately under 'modifiers:')"])
    }

    @Test func renderLimits() {
        let text = """
        render:
          widths: [320, 1000000000, 0, 320, 12.5]
          height: -1
          scale: 10
          formats: [png, jpg]
          theme: sepia
          overlays: [padding, rulerz]
        view: {text: Hi}
        """
        #expect(errors(text) == [
            "test.yaml:2:17: 'widths' must be at most 16384, found 1000000000 (e.g. widths: [320, 480, 768])",
            "test.yaml:2:29: 'widths' must be at least 1, found 0 (e.g. widths: [320, 480, 768])",
            "test.yaml:2:32: width 320 is listed twice (remove one)",
            "test.yaml:2:37: 'widths' expects a whole number, found 12.5 (e.g. widths: [320, 480, 768])",
            "test.yaml:3:11: 'height' must be at least 1, found -1 (e.g. height: 600, or null for the ideal height)",
            "test.yaml:4:10: 'scale' must be at most 3, found 10 (e.g. scale: 2)",
            "test.yaml:5:18: unknown format 'jpg' (expected one of: png, svg, pdf)",
            "test.yaml:6:10: unknown theme 'sepia' (expected one of: light, dark)",
            "test.yaml:7:23: unknown overlay 'rulerz' (did you mean 'rulers'?)",
        ])
    }

    @Test func renderDefaultsAndValues() throws {
        let defaults = try #require(read("view: {text: Hi}\n", path: "Samples/hello.yaml").scene)
        #expect(defaults.name == "hello")
        #expect(defaults.title == "hello")
        // The Swift API's defaults (LayoutRenderer: padding and spacing overlays, rulers, legend).
        #expect(defaults.render == RenderOptions(widths: [320, 480, 768], height: nil, formats: [.png], scale: 2, theme: .light,
                                                 overlays: [.padding, .spacing], rulers: true, legend: true))
        let scene = try #require(read("""
        name: x
        title: X
        render: {widths: 500, height: 300, formats: [svg, pdf], scale: 1.5, theme: dark, overlays: [trace, rulers]}
        view: {text: Hi}
        """).scene)
        #expect(scene.render == RenderOptions(widths: [500], height: 300, formats: [.svg, .pdf], scale: 1.5, theme: .dark, overlays: [.trace, .rulers]))
        #expect(scene.proposal(width: 500) == ProposedViewSize(width: 500, height: 300))

        // Listing overlays keeps the rulers; `rulers` and `legend` turn them off, `overlays: []` the overlays.
        let listed = try #require(read("render: {overlays: [spacing]}\nview: {text: Hi}\n").scene)
        #expect(listed.render.overlays == [.spacing] && listed.render.rulers && listed.render.legend)
        let bare = try #require(read("render: {overlays: [], rulers: false, legend: false}\nview: {text: Hi}\n").scene)
        #expect(bare.render.overlays.isEmpty && !bare.render.rulers && !bare.render.legend)
        #expect(read("render: {rulers: yes please}\nview: {text: Hi}\n").errors.first?.contains("'rulers'") == true)
        #expect(try #require(read("render: {sheetWidth: 900}\nview: {text: Hi}\n").scene).render.sheetWidth == 900)
        #expect(defaults.render.sheetWidth == 1600)
        #expect(read("render: {sheetWidth: 20}\nview: {text: Hi}\n").errors.first?.contains("sheetWidth") == true)
    }

    @Test func namesThatWouldEscapeTheOutputFolder() {
        let cases: [(String, String)] = [
            ("../../x", "test.yaml:1:7: invalid scene name '../../x': it contains a path separator, which would write into another folder (write e.g. name: x)"),
            ("/etc/passwd", "test.yaml:1:7: invalid scene name '/etc/passwd': it is an absolute path, which would write outside the output folder (write e.g. name: passwd)"),
            ("a\\\\b", "test.yaml:1:7: invalid scene name 'a\\b': it contains a path separator, which would write into another folder (write e.g. name: b)"),
            ("..", "test.yaml:1:7: invalid scene name '..': it starts with '..', which would write outside the output folder (write e.g. name: my-scene)"),
            ("", "test.yaml:1:7: invalid scene name '': it is empty (write e.g. name: my-scene)"),
            (".hidden", "test.yaml:1:7: invalid scene name '.hidden': it starts with '.', which would make a hidden file (write e.g. name: hidden)"),
            ("my scene", "test.yaml:1:7: invalid scene name 'my scene': it contains 'a space'; names may use only letters a-z and A-Z, digits, '-', '_' and '.' (write e.g. name: my-scene)"),
            ("C:x", "test.yaml:1:7: invalid scene name 'C:x': it is an absolute path, which would write outside the output folder (write e.g. name: C-x)"),
        ]
        for (name, message) in cases {
            #expect(errors("name: \"\(name)\"\nview: {text: Hi}\n") == [message])
        }
        #expect(errors("view: {text: Hi}\n", path: "Samples/my scene.yaml")
                == ["Samples/my scene.yaml:1:1: the file name 'my scene' is not a valid scene name; add one (write e.g. name: my-scene)"])
    }

    @Test func malformedYAMLReportsTheParsersPlace() {
        #expect(errors("view:\n  text: [a, b\n") == [
            "test.yaml:3:1: malformed YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 2, column 9); a comma or a closing bracket is missing before this point",
        ])
        #expect(errors("view:\n\ttext: a\n") == [
            "test.yaml:2:1: malformed YAML: found character that cannot start any token (while scanning for the next token at line 2, column 1); YAML indents with spaces, not tabs, and '@' or '`' must be quoted",
        ])
        #expect(errors("") == ["test.yaml:1:1: the file is empty (a scene needs at least 'view:', e.g. view: {text: Hello})"])
        #expect(errors("view: {text: Hi}\n---\nview: {text: Ho}\n") == [
            "test.yaml:2:1: malformed YAML: but found another document (expected a single document in the stream at line 1, column 1); a scene file holds one document: remove the extra '---'",
        ])
    }

    @Test func duplicateKeysPointAtTheRepeat() {
        let text = """
        view:
          text: Hi
          padding: 4
          padding: 8
        """
        #expect(errors(text) == ["test.yaml:4:3: duplicate key 'padding' (first at line 3): each key may appear once in a mapping; remove or merge one"])
        #expect(errors("{\"view\": {\"text\": \"Hi\", \"text\": \"Ho\"}}", path: "x.json")
                == ["x.json:1:25: duplicate key 'text': each key may appear once in an object; remove or merge one"])
    }

    @Test func jsonErrorsSpeakJSON() {
        #expect(errors("{\"view\": {\"hstack\": {\"spacing\": \"wide\", \"children\": {}}}}", path: "s.json") == [
            "s.json:1:33: 'spacing' expects a number, found the string 'wide' (e.g. spacing: 8)",
            "s.json:1:53: 'children' expects an array of views, found an object (e.g. children: [{text: A}, {text: B}])",
        ])
        #expect(errors("{\n  \"view\": {\"text\": \"Hi\"}\n  \"name\": \"x\"\n}", path: "s.json") == [
            "s.json:3:3: malformed JSON: did not find expected ',' or '}' (while parsing a object at line 1, column 1); a comma or a closing bracket is missing before this point",
        ])
        // YAML that is not JSON, in a .json file.
        let yamlInJSON = errors("# comment\n{\"view\": {\"text\": Hi}}", path: "s.json")
        #expect(yamlInJSON.count == 1)
        #expect(yamlInJSON.first?.hasPrefix("s.json:1:1: malformed JSON:") == true)
        #expect(yamlInJSON.first?.hasSuffix("(JSON needs double-quoted strings and allows no comments; name the file .yaml to write YAML)") == true)
    }

    @Test func hexColoursMustBeQuotedInYAML() {
        #expect(errors("view: {text: Hi}\nview2: 1\n").count == 1)
        #expect(errors("view:\n  color: #3478F6\n") == [
            "test.yaml:2:9: 'color' expects a colour, found nothing (null); in YAML '#' starts a comment, so quote hex colours: color: \"#3478F6\"",
        ])
        #expect(errors("view: {color: \"#34G\"}\n") == [
            "test.yaml:1:15: '#34G' is not a hex colour (write #RGB, #RRGGBB or #RRGGBBAA with digits 0-9 and A-F, e.g. #3478F6)",
        ])
        #expect(errors("view: {color: bleu}\n") == ["test.yaml:1:15: unknown colour 'bleu' (did you mean 'blue'?)"])
    }

    @Test func viewStructure() {
        #expect(errors("view: {padding: 8}\n") == [
            "test.yaml:1:7: a view needs one of hstack, vstack, zstack, flow, grid, gridRow, lazyVGrid, lazyHGrid, viewThatFits, group, text, color, spacer, rectangle, roundedRectangle, capsule, circle, ellipse, empty, image, content (found only modifiers)",
        ])
        #expect(errors("view: {text: A, color: red}\n") == [
            "test.yaml:1:17: 'text' and 'color' in one view: a view has one kind (nest one inside the other, e.g. with 'content:' or 'children:')",
        ])
        #expect(errors("view:\n  vstack: [spacer, Hello]\n") == [
            "test.yaml:2:12: expected a view (a mapping such as {text: Hello} or {vstack: [...]}), found the string 'spacer' (write 'spacer:' with a colon to make it a view)",
            "test.yaml:2:20: expected a view (a mapping such as {text: Hello} or {vstack: [...]}), found the string 'Hello' (for text write 'text: ...')",
        ])
        #expect(errors("name: x\n") == ["test.yaml:1:1: the scene has no 'view' (add the view tree to render, e.g. view: {text: Hello})"])
        #expect(errors("view: {circle: 3}\n") == ["test.yaml:1:16: 'circle' takes no value, found 3 (write 'circle:' or 'circle: {}'; set its colour with foregroundColor)"])
    }

    @Test func alignmentGuideExpressions() throws {
        #expect(errors("view: {text: A, alignmentGuide: {guide: leading, value: \"trailing - wdth\"}}\n") == [
            "test.yaml:1:69: invalid guide expression 'trailing - wdth': unknown name 'wdth' (did you mean 'width'?) (write a number, or names such as width, height, leading, trailing, top, bottom combined with + - * / and numbers, e.g. \"trailing - 8\")",
        ])
        #expect(GuideExpression.parse("(width - 8) / 2 * -1") == .success(.binary("*", .binary("/", .binary("-", .dimension("width"), .constant(8)), .constant(2)), .negate(.constant(1)))))
        if case .failure(let failure) = GuideExpression.parse("width +") { #expect(failure.offset == 7) } else { Issue.record("parsed") }
    }

    @Test func severalErrorsAreCollectedInFileOrder() {
        let list = errors("""
        render: {scale: 0}
        view:
          vstack:
            spacing: x
            children:
              - {txt: A}
              - {text: B, opacity: 2}
        """)
        #expect(list.count == 4)
        #expect(list.map { $0.split(separator: ":")[1] } == ["1", "4", "6", "7"])
    }

    @Test func tooManyErrorsStopsTheReader() {
        let text = "view:\n  vstack:\n" + (0..<300).map { "    - {text: a, bogus\($0): 1}" }.joined(separator: "\n")
        let list = errors(text)
        #expect(list.count == 101)
        #expect(list.last?.hasSuffix("too many problems (100); fix these and read the file again") == true)
    }
}

/// The limits: file size, depth, view count.
@MainActor
@Suite struct LimitTests {
    @Test func aTenMegabyteSceneIsRefusedBeforeParsing() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-big-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: url) }
        let big = "view: {text: Hi}\n#" + String(repeating: "x", count: 10 << 20) + "\n"
        try big.write(to: url, atomically: true, encoding: .utf8)
        do {
            _ = try SceneReader().read(contentsOfFile: url.path)
            Issue.record("read a 10 MB scene")
        } catch {
            #expect(error.description == "\(url.path): the file is 10.0 MiB (\(big.utf8.count) bytes); scene files may be at most 1 MiB (split it into several scenes)")
        }
        #expect(errors(String(repeating: " ", count: (1 << 20) + 1)) == ["test.yaml: the file is 1.0 MiB (1048577 bytes); scene files may be at most 1 MiB (split it into several scenes)"])
    }

    @Test func aMissingFileSaysSo() {
        do {
            _ = try SceneReader().read(contentsOfFile: "/nonexistent/scene.yaml")
            Issue.record("read a missing file")
        } catch {
            #expect(error.diagnostics.count == 1)
            #expect(error.description == "/nonexistent/scene.yaml: no such file (check the path)")
        }
    }

    @Test func aFolderIsNotAFileAndTheMessageSaysWhatToPass() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-folder-\(UUID().uuidString).yaml")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            _ = try SceneReader().read(contentsOfFile: folder.path)
            Issue.record("read a folder")
        } catch {
            #expect(error.description.hasPrefix("\(folder.path): a folder, not a scene file"), "\(error)")
            #expect(!error.description.contains("NSCocoaErrorDomain"), "\(error)")
        }
    }

    @Test func invalidUTF8() {
        do {
            _ = try SceneReader().read(Data([0x76, 0x69, 0x65, 0x77, 0x3A, 0xFF, 0xFE]), path: "bad.yaml")
            Issue.record("read invalid UTF-8")
        } catch {
            #expect(error.description == "bad.yaml:1:6: the file is not valid UTF-8 text: byte 0xFF at byte offset 5 does not start a valid UTF-8 character (save the file as UTF-8)")
        }
    }

    @Test func invalidUTF8IsPlacedByLineAndCharacter() {
        // Line 3, after "  text: " and two Hangul characters (3 bytes each): column 11, byte 28.
        let bytes = Array("name: x\nview:\n  text: 레이".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        do {
            _ = try SceneReader().read(Data(bytes), path: "bad.yaml")
            Issue.record("read invalid UTF-8")
        } catch {
            #expect(error.description == "bad.yaml:3:11: the file is not valid UTF-8 text: byte 0xC3 at byte offset 28 does not start a valid UTF-8 character (save the file as UTF-8)")
        }
        // A character cut off by the end of the file.
        do {
            _ = try SceneReader().read(Data(Array("name: x\n".utf8) + [0xE2, 0x82]), path: "cut.yaml")
            Issue.record("read invalid UTF-8")
        } catch {
            #expect(error.description.hasPrefix("cut.yaml:2:1: the file is not valid UTF-8 text: byte 0xE2 at byte offset 8"))
        }
    }

    @Test func everyDiagnosticIsOneLine() {
        do {
            _ = try SceneReader().read("name: \"a\\nb\\u2028c\"\nview: {text: hi}\n", path: "names\n.yaml")
            Issue.record("read a name with a line break")
        } catch {
            #expect(error.description == "names\\n.yaml:1:7: invalid scene name 'a\\nb\\u{2028}c': it contains '\\n'; names may use only letters a-z and A-Z, digits, '-', '_' and '.' (write e.g. name: a-b-c)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func aTenThousandDeepTreeIsRefused() {
        let depth = 10_000
        let text = "view: " + String(repeating: "{content: ", count: depth) + "{text: deep}" + String(repeating: "}", count: depth) + "\n"
        let list = errors(text)
        #expect(list.count == 1)
        #expect(list.first?.contains("the file nests more than 1000 levels deep; a scene's view tree may be at most 256 views deep (flatten it or split the scene)") == true)
    }

    @Test func aTreeDeeperThanTheLimitIsRefusedOnce() {
        let depth = 300
        let text = "view: " + String(repeating: "{content: ", count: depth) + "{text: deep}" + String(repeating: "}", count: depth) + "\n"
        #expect(errors(text) == ["test.yaml:1:2567: the view tree is more than 256 views deep here (flatten the nesting or split the scene)"])
        // 255 levels of content plus the text: exactly the limit.
        let ok = "view: " + String(repeating: "{content: ", count: 255) + "{text: deep, id: leaf}" + String(repeating: "}", count: 255) + "\n"
        let scene = read(ok).scene
        #expect(scene != nil)
        #expect(scene.map { ComputedLayout(of: $0.view, proposal: .init(width: 100, height: nil)).frame(of: "leaf")?.width } == 34)
    }

    @Test func tooManyViews() {
        let text = "view:\n  vstack:\n" + String(repeating: "    - {empty: }\n", count: 10_000)
        let list = errors(text)
        #expect(list == ["test.yaml:10002:7: the scene has more than 10000 views (split it into several scenes)"])
        let small = SceneReader(maximumViewCount: 3)
        #expect(read("view: {vstack: [{empty: }, {empty: }]}\n", reader: small).errors.isEmpty)
        #expect(read("view: {vstack: [{empty: }, {empty: }, {empty: }]}\n", reader: small).errors == ["test.yaml:1:39: the scene has more than 3 views (split it into several scenes)"])
    }
}

/// The `image` view key.
@MainActor
@Suite struct SceneImageTests {
    @Test func imagesAreReadAndBadOnesReported() throws {
        func read(_ text: String) throws -> Scene { try SceneReader().read(text, path: "test.yaml") }
        let scene = try read("view:\n  image: {name: cover, resizable: true, contentMode: fill}\n")
        #expect(ComputedLayout(of: scene.view, proposal: .unspecified).nodes.contains { $0.label.contains("contentMode: .fill") })
        #expect(ComputedLayout(of: try read("view: {image: photo}\n").view, proposal: .unspecified).nodes.contains { $0.label.contains("Image(\"photo\")") })
        #expect(ComputedLayout(of: try read("view: {image: {systemName: star}}\n").view, proposal: .unspecified).nodes.contains { $0.label.contains("systemName") })
        #expect(throws: SceneError.self) { try read("view: {image: {name: a, systemName: b}}\n") }
        #expect(throws: SceneError.self) { try read("view: {image: {name: a, contentMode: stretch}}\n") }
    }

    @Test func imageNamesCannotLeaveTheScenesFolder() {
        // `image: {name: ../../elsewhere/private}` embedded any readable picture on the machine.
        let fix = ": named images are looked up next to the scene file and in its subfolders "
            + "(copy the picture into the scene's folder and name it, e.g. image: portrait)"
        #expect(errors("name: pic\nview:\n  image: {name: ../../elsewhere/private}\n", path: "Samples/pic.yaml")
            == ["Samples/pic.yaml:3:17: the image name '../../elsewhere/private' leaves the scene's folder with '..'" + fix])
        #expect(errors("name: pic\nview:\n  image: /etc/secret\n", path: "Samples/pic.yaml")
            == ["Samples/pic.yaml:3:10: the image name '/etc/secret' is an absolute path" + fix])
        #expect(errors("name: pic\nview:\n  image: {name: \"icons//star\"}\n", path: "Samples/pic.yaml")
            == ["Samples/pic.yaml:3:17: the image name 'icons//star' is not a relative path" + fix])
        // A name inside the folder (a subfolder too) reads, and is listed for the link check.
        let (scene, problems) = read("name: pic\nview:\n  vstack:\n    children:\n      - image: portrait\n      - image: {name: icons/star}\n")
        #expect(problems.isEmpty)
        #expect(scene?.imageReferences.map(\.name) == ["portrait", "icons/star"])
        #expect(scene?.imageReferences.map(\.location.line) == [5, 6])
    }
}
