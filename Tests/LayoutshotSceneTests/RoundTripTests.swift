import Foundation
import Testing
import Layoutshot
@testable import LayoutshotScene

/// Scenes written in YAML and JSON lay out exactly as the same trees written in Swift.
@MainActor
@Suite struct RoundTripTests {
    func expectSameLayout<V: View>(_ text: String, path: String = "test.yaml", _ swift: V, widths: [CGFloat] = [320, 120], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = read(text, path: path)
        #expect(result.errors.isEmpty, "\(result.errors)", sourceLocation: sourceLocation)
        let scene = try #require(result.scene, sourceLocation: sourceLocation)
        for width in widths {
            let fromScene = ComputedLayout(of: scene.view, proposal: .init(width: width, height: nil))
            let fromSwift = ComputedLayout(of: swift, proposal: .init(width: width, height: nil))
            #expect(fromScene.size == fromSwift.size, sourceLocation: sourceLocation)
            #expect(frames(fromScene) == frames(fromSwift), "\(fromScene.outline)\n---\n\(fromSwift.outline)", sourceLocation: sourceLocation)
            #expect(fromScene.nodeCount == fromSwift.nodeCount, sourceLocation: sourceLocation)
        }
    }

    @Test func stackWithSpacerAndFrames() throws {
        try expectSameLayout("""
        view:
          hstack:
            alignment: top
            spacing: 4
            children:
              - text: Hello
                padding: 8
              - spacer: {minLength: 10}
              - color: red
                frame: {width: 20, height: 20}
              - roundedRectangle: 4
                frame: {maxWidth: infinity, minHeight: 30}
        """, HStack(alignment: .top, spacing: 4) {
            Text("Hello").padding(8)
            Spacer(minLength: 10)
            Color.red.frame(width: 20, height: 20)
            RoundedRectangle(cornerRadius: 4).frame(maxWidth: .infinity, minHeight: 30)
        })
        // The same in flow style.
        try expectSameLayout("""
        view:
          hstack:
            alignment: top
            spacing: 4
            children:
              - {text: Hello, padding: 8}
              - {spacer: {minLength: 10}}
              - {color: red, frame: {width: 20, height: 20}}
              - {roundedRectangle: 4, frame: {maxWidth: infinity, minHeight: 30}}
        """, HStack(alignment: .top, spacing: 4) {
            Text("Hello").padding(8)
            Spacer(minLength: 10)
            Color.red.frame(width: 20, height: 20)
            RoundedRectangle(cornerRadius: 4).frame(maxWidth: .infinity, minHeight: 30)
        })
    }

    @Test func theSameSceneInJSON() throws {
        try expectSameLayout("""
        {
          "$schema": "scene.schema.json",
          "name": "json-scene",
          "view": {
            "vstack": {
              "alignment": "leading",
              "spacing": 6,
              "children": [
                {"text": "Title", "font": {"style": "title", "weight": "bold"}},
                {"text": "A longer body of text that wraps at narrow widths", "lineLimit": 2},
                {"capsule": null, "frame": {"height": 4}}
              ]
            },
            "padding": {"horizontal": 12, "top": 4}
          }
        }
        """, path: "scene.json", VStack(alignment: .leading, spacing: 6) {
            Text("Title").font(.system(.title).weight(.bold))
            Text("A longer body of text that wraps at narrow widths").lineLimit(2)
            Capsule().frame(height: 4)
        }.padding(EdgeInsets(top: 4, leading: 12, bottom: 0, trailing: 12)))
    }

    @Test func shorthandModifiersApplyInTheDocumentedOrderAndTheListInItsOwn() throws {
        // Shorthand keys: padding inside background, whatever order they are written in.
        try expectSameLayout("view: {text: Chip, background: blue, padding: 8, id: chip}\n",
                             Text("Chip").padding(8).background(Color.blue).id("chip"))
        // The modifiers list: background first, then padding (the colour stays the text's size).
        let listed = "view: {text: Chip, modifiers: [{background: blue}, {padding: 8}, {frame: {width: 100}}, fixedSize]}\n"
        try expectSameLayout(listed, Text("Chip").background(Color.blue).padding(8).frame(width: 100).fixedSize())
        let scene = try #require(read(listed).scene)
        let layout = ComputedLayout(of: scene.view, proposal: .init(width: 300, height: nil))
        let colour = try #require(layout.nodes.first { if case .color = $0.content { return true } else { return false } })
        #expect(colour.frame.width == Text("Chip").idealWidthForTests)
        // content: nests a view so that its own modifiers apply first.
        try expectSameLayout("view: {content: {text: A, padding: 4, background: red}, padding: 10, background: blue}\n",
                             Text("A").padding(4).background(Color.red).padding(10).background(Color.blue))
    }

    @Test func flowGridsAndViewThatFits() throws {
        try expectSameLayout("""
        view:
          flow:
            alignment: center
            spacing: 6
            lineSpacing: 4
            children:
              - {text: one, padding: 4}
              - {text: two words, padding: 4}
              - {text: three, padding: 4}
              - {color: green, frame: {width: 90, height: 10}}
        """, FlowLayout(alignment: .center, spacing: 6, lineSpacing: 4) {
            Text("one").padding(4)
            Text("two words").padding(4)
            Text("three").padding(4)
            Color.green.frame(width: 90, height: 10)
        }, widths: [320, 120, 60])
        try expectSameLayout("""
        view:
          lazyVGrid:
            columns: [{adaptive: {minimum: 50, maximum: 90}, spacing: 4}]
            spacing: 6
            children:
              - {color: red, frame: {height: 20}}
              - {color: blue, frame: {height: 20}}
              - {color: green, frame: {height: 20}}
        """, LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 90), spacing: 4)], spacing: 6) {
            Color.red.frame(height: 20)
            Color.blue.frame(height: 20)
            Color.green.frame(height: 20)
        }, widths: [320, 120])
        try expectSameLayout("""
        view:
          lazyHGrid:
            rows: [{fixed: 20}, {flexible: {minimum: 10, maximum: 40}, alignment: leading}]
            children: [{text: a}, {text: b}, {text: c}]
        """, LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.flexible(minimum: 10, maximum: 40), alignment: .leading)]) {
            Text("a"); Text("b"); Text("c")
        })
        try expectSameLayout("""
        view:
          grid:
            alignment: leading
            horizontalSpacing: 4
            verticalSpacing: 2
            children:
              - gridRow: [{text: Name}, {text: Value, gridColumnAlignment: trailing}]
              - gridRow:
                  alignment: bottom
                  children: [{text: Width, gridCellColumns: 2}]
              - {color: gray, frame: {height: 1}, gridCellUnsizedAxes: horizontal}
        """, Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow { Text("Name"); Text("Value").gridColumnAlignment(.trailing) }
            GridRow(alignment: .bottom) { Text("Width").gridCellColumns(2) }
            Color.gray.frame(height: 1).gridCellUnsizedAxes(.horizontal)
        })
        try expectSameLayout("""
        view:
          viewThatFits:
            in: horizontal
            children:
              - hstack: [{text: A long label that needs room}, {text: More}]
              - {text: Short}
        """, ViewThatFits(in: .horizontal) {
            HStack { Text("A long label that needs room"); Text("More") }
            Text("Short")
        }, widths: [400, 100])
    }

    @Test func alignmentGuidesLayerShapesAndTextModifiers() throws {
        try expectSameLayout("""
        view:
          vstack:
            alignment: leading
            children:
              - {text: Top}
              - text: Indented
                alignmentGuide: {guide: leading, value: "-(width / 4) + 2"}
              - zstack:
                  alignment: bottomTrailing
                  children:
                    - {circle: , frame: {width: 40, height: 40}}
                    - {ellipse: , frame: {width: 10, height: 6}}
                overlay: {alignment: topLeading, rectangle: , frame: {width: 5, height: 5}}
              - {text: "Centred text that wraps", multilineTextAlignment: center, fixedSize: {vertical: true}, font: 13, layoutPriority: 2}
              - {group: [{text: G1}, {text: G2}], border: {color: "#FF000080", width: 2}, opacity: 0.5, clipShape: {roundedRectangle: 3}}
              - {empty: }
        """, VStack(alignment: .leading) {
            Text("Top")
            Text("Indented").alignmentGuide(.leading) { d in -(d.width / 4) + 2 }
            ZStack(alignment: .bottomTrailing) {
                Circle().frame(width: 40, height: 40)
                Ellipse().frame(width: 10, height: 6)
            }.overlay(Rectangle().frame(width: 5, height: 5), alignment: .topLeading)
            Text("Centred text that wraps").font(.system(size: 13)).multilineTextAlignment(.center).fixedSize(horizontal: false, vertical: true).layoutPriority(2)
            Group { Text("G1"); Text("G2") }.border(Color(hex: 0xFF0000, opacity: 128 / 255), width: 2).opacity(0.5).clipShape(RoundedRectangle(cornerRadius: 3))
            EmptyView()
        }, widths: [320, 60])
    }

    @Test func coloursInEveryForm() throws {
        let scene = try #require(read("""
        view:
          vstack:
            - {color: teal, id: a}
            - {color: "#3478F6", id: b}
            - {color: "#FFF", id: c}
            - {color: {red: 1, green: 0.5, blue: 0, opacity: 0.25}, id: d}
            - {color: {white: 0.5}, id: e}
            - {color: {name: "#00FF0080"}, id: f}
        """).scene)
        let layout = ComputedLayout(of: scene.view, proposal: .init(width: 10, height: 600))
        func colour(_ id: String) -> Color? {
            let node = layout.node(withID: id)
            if case .color(let color)? = node?.content { return color }
            return nil
        }
        #expect(colour("a") == .teal)
        #expect(colour("b") == Color(hex: 0x3478F6))
        #expect(colour("c") == .white)
        #expect(colour("d") == Color(red: 1, green: 0.5, blue: 0, opacity: 0.25))
        #expect(colour("e") == Color(white: 0.5))
        #expect(colour("f") == Color(hex: 0x00FF00, opacity: 128 / 255))
    }
}

extension Text {
    /// The ideal width of the text with the deterministic test measurer.
    @MainActor var idealWidthForTests: CGFloat {
        ComputedLayout(of: self, proposal: .unspecified).size.width
    }
}
