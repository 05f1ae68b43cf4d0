import Testing
import Layoutshot

/// `Font.description`, the SwiftUI spelling of a font that diagrams, frame dumps and messages print:
/// a text style by its name, a custom font by name and size, any other font by its size, then the
/// weight when it differs from the style's own, italic and width.
@Suite struct FontDescriptionTests {
    @Test func aTextStyleIsNamedAndItsOwnWeightIsNotRepeated() {
        #expect(Font.body.description == ".body")
        #expect(Font.headline.description == ".headline", "the headline style is semibold already")
        #expect(Font.headline.weight(.semibold).description == ".headline")
        #expect(Font.headline.weight(.bold).description == ".headline.weight(.bold)")
        #expect(Font.body.bold().italic().description == ".body.weight(.bold).italic()")
        #expect(Font.system(.title, weight: .light).description == ".title.weight(.light)")
    }

    @Test func aSystemFontIsNamedBySize() {
        #expect(Font.system(size: 13).description == ".system(size: 13)")
        #expect(Font.system(size: 12.5, weight: .semibold).description == ".system(size: 12.5).weight(.semibold)")
        #expect(Font.system(size: 10).italic().width(.condensed).description == ".system(size: 10).italic().width(.condensed)")
    }

    @Test func aCustomFontIsNamedByNameAndSize() {
        #expect(Font.custom("Inter", size: 12).description == ".custom(\"Inter\", size: 12)")
        #expect(Font.custom("Inter", fixedSize: 9.25).bold().description == ".custom(\"Inter\", size: 9.25).weight(.bold)")
    }
}
