import Foundation
import Layoutshot

/// A preview declared in code linked into the running test: a `#Preview` or a `PreviewProvider`.
/// Made to be a test's argument, so that one test checks every preview of a package:
///
/// ```swift
/// @MainActor @Test(arguments: DiscoveredPreview.all)
/// func previews(_ preview: DiscoveredPreview) {
///     assertPreviewSnapshot(preview, on: [.iPhone15], variants: [.light, .dark])
/// }
/// ```
///
/// Previews are found at run time, in the Swift runtime's conformance records (the types
/// `#Preview` declares conform to `LayoutshotPreviewRegistry`, the others to `PreviewProvider`):
/// no list to keep, no build plugin, and whatever `#if` leaves out is left out here too.
///
/// Each preview has a ``snapshotName`` that names its reference files, stable while the code
/// around it changes: a named `#Preview("Dark")` in `CardView.swift` is `CardView-Dark`; unnamed
/// ones are numbered in their file's order (`CardView-1`, `CardView-2`, as unnamed assertions
/// are), so editing the view above a preview does not rename its files; a `PreviewProvider` is
/// its type's name (with the types it is nested in: `CardView-Previews`), and each of its views adds its `previewDisplayName` or its number
/// (`CardView_Previews-1`). When two previews would share a name, the module's name is put
/// first (same file name in two modules) or the later one (by line) gets `-2`, `-3`.
public struct DiscoveredPreview: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// What declared the preview.
    public enum Kind: Sendable, Hashable {
        /// A `#Preview`.
        case macro
        /// A type conforming to `PreviewProvider`; its `previews` may hold several views.
        case provider
    }

    /// What declared the preview.
    public let kind: Kind
    /// The module it is declared in.
    public let module: String
    /// `#Preview`: the file (`Cards/CardView.swift`) and line; `PreviewProvider`: nil and 0.
    public let fileID: String?
    public let line: Int
    /// The `#Preview`'s name, or the `PreviewProvider`'s type name within its module
    /// (`CardView_Previews`, `CardView.Previews` for a nested one).
    public let name: String?
    /// What its reference files are named by: `CardView-Dark`, `CardView-1`, `CardView_Previews`.
    public let snapshotName: String
    /// The registry or provider type, as `String(reflecting:)` spells it (how it is found again).
    let typeKey: String
    /// Why nothing was found, for the stand-in that fails with it.
    let problem: String?

    /// `CardView.swift:12 "Dark"`, `CardView.swift:20`, `CardView_Previews`: how test runs list it.
    public var description: String {
        if problem != nil { return "no previews found" }
        switch kind {
        case .macro:
            let file = fileID.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "?"
            return "\(file):\(line)" + (name.map { " \"\($0)\"" } ?? "")
        case .provider:
            return name ?? typeKey
        }
    }

    public static func < (lhs: DiscoveredPreview, rhs: DiscoveredPreview) -> Bool {
        (lhs.module, lhs.kind == .macro ? 0 : 1, lhs.fileID ?? "", lhs.line, lhs.name ?? "")
            < (rhs.module, rhs.kind == .macro ? 0 : 1, rhs.fileID ?? "", rhs.line, rhs.name ?? "")
    }

    /// Every preview linked into this test process, except Layoutshot's own, in a stable order
    /// (by module, `#Preview`s by file and line, then providers by name). When there are none,
    /// one stand-in whose snapshot fails saying why, so an empty list never passes silently.
    public static var all: [DiscoveredPreview] { all(inModules: []) }

    /// The previews declared in the named modules (`DiscoveredPreview.all(in: "Cards")`), or a
    /// stand-in that fails saying why when they declare none.
    public static func all(in modules: String...) -> [DiscoveredPreview] { all(inModules: modules) }

    static func all(inModules modules: [String]) -> [DiscoveredPreview] {
        let found = PreviewCatalog.shared.previews.filter { modules.isEmpty || modules.contains($0.module) }
        if !found.isEmpty { return found }
        return [DiscoveredPreview(nothingFoundIn: modules, allModules: Set(PreviewCatalog.shared.previews.map(\.module)))]
    }

    init(kind: Kind, module: String, fileID: String?, line: Int, name: String?, snapshotName: String, typeKey: String) {
        self.kind = kind
        self.module = module
        self.fileID = fileID
        self.line = line
        self.name = name
        self.snapshotName = snapshotName
        self.typeKey = typeKey
        self.problem = nil
    }

    /// The stand-in for an empty result.
    init(nothingFoundIn modules: [String], allModules: Set<String>) {
        kind = .macro
        module = ""
        fileID = nil
        line = 0
        name = nil
        snapshotName = "no-previews"
        typeKey = ""
        var message = "No previews were found"
            + (modules.isEmpty ? " in this test process" : " in the module\(modules.count == 1 ? "" : "s") \(modules.joined(separator: ", "))")
            + (PreviewCatalog.discoveryIsSupported ? "" : ": this platform has no Swift metadata sections to read (preview discovery runs on Linux)")
            + "."
        if !allModules.isEmpty {
            message += " Previews were found in: \(allModules.sorted().joined(separator: ", ")); check the names given to all(in:)."
        }
        message += """

              A #Preview needs Layoutshot's Previews trait: .package(url: …, traits: ["Previews"]) in Package.swift \
            (PreviewProvider needs no trait).
              The test target must depend on the target that declares the previews: \
            .testTarget(name: "…Tests", dependencies: ["YourViews", .product(name: "LayoutshotTesting", package: "layoutshot")]).
            """
        problem = message
    }
}

/// Every preview of the process, found once.
final class PreviewCatalog: Sendable {
    static let shared = PreviewCatalog()

    /// Whether this platform has metadata sections to read.
    static var discoveryIsSupported: Bool {
        #if os(Linux) || os(FreeBSD) || os(Android)
        return true
        #else
        return false
        #endif
    }

    let previews: [DiscoveredPreview]
    /// The types found, by `typeKey` (plain metatypes, cast again where used: a metatype of a
    /// main-actor protocol's existential is not Sendable, a plain one is).
    private let types: [String: Any.Type]

    private init() {
        var types: [String: Any.Type] = [:]
        var macroPreviews: [(key: String, preview: Preview)] = []
        for type in ConformanceScan.types(conformingTo: "LayoutshotPreviewRegistry", declaredIn: "Layoutshot") {
            guard let registry = type as? any LayoutshotPreviewRegistry.Type else { continue }
            let key = String(reflecting: type)
            types[key] = type
            macroPreviews.append((key, registry.preview))
        }
        var found: [DiscoveredPreview] = []
        // Unnamed previews are numbered in their file's order.
        let byFile = Dictionary(grouping: macroPreviews, by: { $0.preview.fileID })
        for (fileID, previews) in byFile {
            let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
            let stem = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
            var number = 0
            for (key, preview) in previews.sorted(by: { $0.preview.line < $1.preview.line }) {
                let label: String
                if let name = preview.name, !name.isEmpty {
                    label = name
                } else {
                    number += 1
                    label = String(number)
                }
                found.append(DiscoveredPreview(kind: .macro, module: preview.module, fileID: fileID, line: preview.line,
                                               name: preview.name, snapshotName: SnapshotPaths.sanitize(stem + "-" + label),
                                               typeKey: key))
            }
        }
        for type in ConformanceScan.types(conformingTo: "PreviewProvider", declaredIn: "Layoutshot") {
            guard let provider = type as? any PreviewProvider.Type else { continue }
            let key = String(reflecting: type)
            types[key] = provider
            let (module, name) = Self.moduleAndName(key)
            found.append(DiscoveredPreview(kind: .provider, module: module, fileID: nil, line: 0, name: name,
                                           snapshotName: SnapshotPaths.sanitize(name), typeKey: key))
        }
        self.previews = Self.unique(found.filter { $0.module != "Layoutshot" }).sorted()
        self.types = types
    }

    /// A type's module and its name within the module, from `String(reflecting:)`
    /// (`Cards.CardView.Previews` → `Cards`, `CardView.Previews`), leaving out the
    /// `(unknown context at $…)` of a private type's context, whose address changes between runs.
    static func moduleAndName(_ reflected: String) -> (module: String, name: String) {
        var parts: [Substring] = []
        var depth = 0
        var current = Substring()
        for character in reflected {
            switch character {
            case "(": depth += 1; current.append(character)
            case ")": depth -= 1; current.append(character)
            case "." where depth == 0: parts.append(current); current = Substring()
            default: current.append(character)
            }
        }
        parts.append(current)
        let module = parts.first.map(String.init) ?? reflected
        let name = parts.dropFirst().filter { !$0.hasPrefix("(unknown context") }.joined(separator: ".")
        return (module, name.isEmpty ? module : name)
    }

    /// `found` with every snapshot name made unique: the module first where two modules share a
    /// name, then `-2`, `-3` for the later previews (by file and line) of one module.
    static func unique(_ found: [DiscoveredPreview]) -> [DiscoveredPreview] {
        var result = found
        let clashes = Dictionary(grouping: result.indices, by: { result[$0].snapshotName.lowercased() })
        for (_, indices) in clashes where Set(indices.map { result[$0].module }).count > 1 {
            for index in indices {
                result[index] = result[index].renamed(SnapshotPaths.sanitize(result[index].module + "-" + result[index].snapshotName))
            }
        }
        let remaining = Dictionary(grouping: result.indices, by: { result[$0].snapshotName.lowercased() })
        for (_, indices) in remaining where indices.count > 1 {
            for (number, index) in indices.sorted(by: { result[$0] < result[$1] }).enumerated() where number > 0 {
                result[index] = result[index].renamed(result[index].snapshotName + "-\(number + 1)")
            }
        }
        return result
    }

    /// The previews `preview` stands for, made on the main actor: one for a `#Preview`, one per
    /// view of a `PreviewProvider`'s `previews`. Nil when its type is not in this process.
    @MainActor func resolve(_ preview: DiscoveredPreview) -> [Preview]? {
        switch preview.kind {
        case .macro:
            return (types[preview.typeKey] as? any LayoutshotPreviewRegistry.Type).map { [$0.preview] }
        case .provider:
            guard let provider = types[preview.typeKey] as? any PreviewProvider.Type else { return nil }
            return Self.previews(of: provider)
        }
    }

    @MainActor private static func previews<P: PreviewProvider>(of provider: P.Type) -> [Preview] {
        Preview.previews(of: provider)
    }
}

extension DiscoveredPreview {
    func renamed(_ snapshotName: String) -> DiscoveredPreview {
        DiscoveredPreview(kind: kind, module: module, fileID: fileID, line: line, name: name,
                          snapshotName: snapshotName, typeKey: typeKey)
    }
}
