import Foundation
import Testing
import Layoutshot
import LayoutshotTestSupport
@testable import LayoutshotScene

extension SeededGenerator {
    /// A number in 0..<n (0 when n ≤ 0), so a failing mutation can be replayed by its seed.
    mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
}

/// The reader never crashes or hangs on mutated scenes: each read yields a scene that lays out, or
/// diagnostics that all carry a line (and a column).
@MainActor
@Suite struct FuzzTests {
    static let corpus: [(path: String, text: String)] = {
        var files = sampleScenePaths().compactMap { path in (try? String(contentsOfFile: path, encoding: .utf8)).map { (path, $0) } }
        files.append(("inline.json", """
        {"name": "j", "render": {"widths": [320], "formats": ["png"]},
         "view": {"hstack": {"spacing": 4, "children": [{"text": "A", "padding": 2}, {"spacer": null}, {"color": "#FF0000", "frame": {"width": 10}}]}}}
        """))
        files.append(("inline.yaml", """
        view:
          grid:
            children:
              - gridRow: [{text: a, gridCellColumns: 2}, {circle: , alignmentGuide: {guide: top, value: "height / 2"}}]
              - lazyVGrid: {columns: 3, children: [{text: x}, {rectangle: , frame: {maxWidth: inf}}]}
          modifiers: [{border: {color: red, width: 2}}, fixedSize, {font: {size: 12, italic: true}}]
        """))
        return files
    }()

    static let fragments = [
        "padding: 8", "frame: {width: -1}", "spacing: nan", "zz: 1", "- {text: x}", "content:", "children: [",
        "{", "}", "[", "]", ":", "- ", "&a", "*a", "!!str", "\"", "'", "#", "\t", "---", "? ", "|", ">",
        "widths: [1000000000]", "view: {flow: {children: []}}", "color: \"#12\"", "opacity: .inf", "font: {size: 0}",
        "alignmentGuide: {guide: leading, value: \"((((\"}", "name: ../../x", "레이아웃", "1e400", "-0", "~", "<<: *a",
    ]

    /// One mutation of `text`.
    static func mutate(_ text: String, _ random: inout SeededGenerator) -> String {
        var chars = Array(text)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        switch random.below(9) {
        case 0 where !chars.isEmpty: // delete characters
            let at = random.below(chars.count)
            chars.removeSubrange(at..<min(chars.count, at + 1 + random.below(4)))
            return String(chars)
        case 1 where !chars.isEmpty: // duplicate a character
            let at = random.below(chars.count)
            chars.insert(chars[at], at: at)
            return String(chars)
        case 2 where chars.count > 1: // swap two characters
            chars.swapAt(random.below(chars.count), random.below(chars.count))
            return String(chars)
        case 3 where !lines.isEmpty: // delete a line
            lines.remove(at: random.below(lines.count))
        case 4 where !lines.isEmpty: // duplicate a line
            let at = random.below(lines.count)
            lines.insert(lines[at], at: at)
        case 5 where lines.count > 1: // swap lines
            lines.swapAt(random.below(lines.count), random.below(lines.count))
        case 6 where !lines.isEmpty: // a random fragment inserted into a line
            let at = random.below(lines.count)
            var line = Array(lines[at])
            line.insert(contentsOf: fragments[random.below(fragments.count)], at: random.below(line.count + 1))
            lines[at] = String(line)
        case 7: // replace a number with a hostile value
            let values = ["-5", ".nan", "1e12", "0", "\"wide\"", "[]", "{}", "null", "infinity", "3.5", "-0.0001"]
            if let range = text.range(of: #"\b\d+(\.\d+)?\b"#, options: .regularExpression, range: text.index(text.startIndex, offsetBy: random.below(text.count))..<text.endIndex) {
                return text.replacingCharacters(in: range, with: values[random.below(values.count)])
            }
            return text
        default: // deep nesting of the root view
            let depth = [10, 200, 300, 1_200][random.below(4)]
            return "view: " + String(repeating: "{content: ", count: depth) + "{text: deep}" + String(repeating: "}", count: depth) + "\n"
        }
        return lines.joined(separator: "\n")
    }

    @Test func mutatedScenesNeverCrashAndAlwaysSayWhere() {
        var random = SeededGenerator(seed: 0x1A70_5407)
        var scenes = 0, failures = 0
        let start = Date()
        for iteration in 0..<600 {
            let (path, original) = Self.corpus[iteration % Self.corpus.count]
            var text = original
            for _ in 0...random.below(3) { text = Self.mutate(text, &random) }
            do {
                let scene = try SceneReader().read(text, path: path)
                scenes += 1
                let layout = ComputedLayout(of: scene.view, proposal: scene.proposal(width: scene.render.widths[0]))
                #expect(layout.size.width.isFinite && layout.size.height.isFinite, "iteration \(iteration)")
                #expect(SceneName.problem(with: scene.name) == nil, "iteration \(iteration): unsafe name \(scene.name)")
            } catch {
                failures += 1
                #expect(!error.diagnostics.isEmpty)
                for diagnostic in error.diagnostics {
                    #expect(diagnostic.line >= 1 && diagnostic.column >= 1, "iteration \(iteration): \(diagnostic)")
                    #expect(diagnostic.path == path)
                    #expect(!diagnostic.message.isEmpty)
                }
            }
        }
        // Both outcomes occur, and the whole run is quick.
        #expect(scenes > 20)
        #expect(failures > 100)
        #expect(Date().timeIntervalSince(start) < 30)
    }

    @Test func randomKeysAndValuesInEveryPosition() {
        var random = SeededGenerator(seed: 42)
        let keys = Vocabulary.view + Vocabulary.frame + Vocabulary.padding + ["bogus", "", "$schema"]
        let values = ["8", "-1", "blue", "\"#ABC\"", "{}", "[]", "null", "true", "[{text: a}]", "{text: a}", "infinity", ".nan", "leading", "{minimum: 5}"]
        for iteration in 0..<300 {
            var pairs: [String] = []
            for _ in 0..<(1 + random.below(4)) {
                let key = keys[random.below(keys.count)]
                pairs.append("\(key.isEmpty ? "\"\"" : key): \(values[random.below(values.count)])")
            }
            let text = "view: {\(pairs.joined(separator: ", "))}\n"
            do {
                let scene = try SceneReader().read(text, path: "random.yaml")
                _ = ComputedLayout(of: scene.view, proposal: .init(width: 100, height: nil))
            } catch {
                #expect(error.diagnostics.allSatisfy { $0.line == 1 && $0.column >= 1 }, "iteration \(iteration): \(text) → \(error)")
            }
        }
    }
}
