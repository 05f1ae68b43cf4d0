import Foundation
import Testing
@testable import LayoutshotScene

/// `Samples/scene.schema.json` and the reader accept the same keys and keywords.
@MainActor
@Suite struct SchemaTests {
    let schema: [String: Any]
    let defs: [String: [String: Any]]

    init() throws {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("Samples/scene.schema.json"))
        schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        defs = try #require(schema["$defs"] as? [String: [String: Any]])
    }

    @Test func everyObjectInTheSchemaHasTheReadersKeysAndViceVersa() throws {
        let schemaObjects = defs.filter { $0.value["properties"] != nil }
        #expect(Set(schemaObjects.keys) == Set(Vocabulary.objects.keys),
                "objects only in the schema: \(Set(schemaObjects.keys).subtracting(Vocabulary.objects.keys).sorted()); only in the reader: \(Set(Vocabulary.objects.keys).subtracting(schemaObjects.keys).sorted())")
        for (name, keys) in Vocabulary.objects {
            let properties = try #require(defs[name]?["properties"] as? [String: Any], "no $defs/\(name) in the schema")
            #expect(Set(properties.keys) == Set(keys),
                    "\(name): only in the schema \(Set(properties.keys).subtracting(keys).sorted()), only in the reader \(Set(keys).subtracting(properties.keys).sorted())")
            #expect(defs[name]?["additionalProperties"] as? Bool == false, "\(name) must reject unknown keys, as the reader does")
        }
    }

    @Test func everyKeywordListInTheSchemaIsTheReaders() throws {
        let enums = defs.compactMapValues { $0["enum"] as? [String] }
        #expect(Set(enums.keys) == Set(Vocabulary.keywords.keys))
        for (name, words) in Vocabulary.keywords {
            #expect(enums[name].map { Set($0) } == Set(words), "\(name): schema \(enums[name] ?? []) vs reader \(words)")
        }
        // The bare modifiers allowed in a `modifiers:` list.
        let modifiersItems = try #require(((defs["view"]?["properties"] as? [String: Any])?["modifiers"] as? [String: Any])?["items"] as? [String: Any])
        let bare = (modifiersItems["oneOf"] as? [[String: Any]])?.compactMap { $0["enum"] as? [String] }.flatMap { $0 }
        #expect(Set(bare ?? []) == Set(Vocabulary.bareModifiers))
    }

    @Test func theViewNeedsExactlyOneKindInTheSchemaAsInTheReader() throws {
        let oneOf = try #require(defs["view"]?["oneOf"] as? [[String: Any]])
        let kinds = oneOf.compactMap { ($0["required"] as? [String])?.first }
        #expect(kinds == Vocabulary.viewKinds)
    }

    @Test func everyReferenceResolves() {
        var references: [String] = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if let ref = object["$ref"] as? String { references.append(ref) }
                object.values.forEach(walk)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(schema)
        #expect(!references.isEmpty)
        for reference in references {
            #expect(reference.hasPrefix("#/$defs/") && defs[String(reference.dropFirst("#/$defs/".count))] != nil, "\(reference)")
        }
    }

    @Test(arguments: sampleScenePaths())
    func samplesNameTheSchemaForEditors(path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        if path.hasSuffix(".yaml") { #expect(text.hasPrefix("# yaml-language-server: $schema=scene.schema.json\n")) }
    }
}
