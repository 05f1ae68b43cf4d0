import Foundation

/// What a user reads to use Layoutshot: `README.md`, then the articles and root pages of the
/// DocC catalogs (`Sources/<Module>/<Module>.docc/*.md`), in that order, with their paths relative
/// to the checkout. Tests that follow the documentation as a user does read these, so that an
/// example can move between the README and an article and stay tested.
public enum UserDocuments {
    /// Each document's path (relative to the checkout) and text.
    public static func all(in checkout: String = FreshPackage.checkout) throws -> [(path: String, text: String)] {
        let files = FileManager.default
        var paths = ["README.md"]
        let sources = checkout + "/Sources"
        for module in try files.contentsOfDirectory(atPath: sources).sorted() {
            for item in (try? files.contentsOfDirectory(atPath: sources + "/" + module)) ?? [] where item.hasSuffix(".docc") {
                let catalog = "Sources/\(module)/\(item)"
                for file in try files.contentsOfDirectory(atPath: checkout + "/" + catalog).sorted() where file.hasSuffix(".md") {
                    paths.append(catalog + "/" + file)
                }
            }
        }
        return try paths.map { ($0, try String(contentsOfFile: checkout + "/" + $0, encoding: .utf8)) }
    }

    /// The ```swift blocks of every document, in order: (document path, first line of code, code).
    public static func swiftBlocks(in checkout: String = FreshPackage.checkout) throws -> [(path: String, line: Int, text: String)] {
        var blocks: [(path: String, line: Int, text: String)] = []
        for (path, text) in try all(in: checkout) {
            var current: [String]?
            var start = 0
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                if current == nil, line == "```swift" {
                    current = []
                    start = index + 2
                } else if let lines = current, line.hasPrefix("```") {
                    blocks.append((path, start, lines.joined(separator: "\n") + "\n"))
                    current = nil
                } else if current != nil {
                    current!.append(line)
                }
            }
        }
        return blocks
    }
}
