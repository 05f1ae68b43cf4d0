import Testing
@testable import LayoutshotDiff

@Suite("Number formatting for messages")
struct NumberFormattingTests {
    @Test("thousands are grouped", arguments: [(0, "0"), (999, "999"), (1000, "1,000"), (1234567, "1,234,567"), (-4000, "-4,000")])
    func grouped(value: Int, text: String) {
        #expect(NumberFormatting.grouped(value) == text)
    }

    @Test("fixed decimals round half away from zero",
          arguments: [(0.73, 2, "0.73"), (0.735, 3, "0.735"), (0.0031, 4, "0.0031"), (1.0, 4, "1.0000"),
                      (0.96594, 2, "0.97"), (2.5, 0, "3")])
    func fixed(value: Double, decimals: Int, text: String) {
        #expect(NumberFormatting.fixed(value, decimals: decimals) == text)
    }

    @Test("ratios show at least four decimals and two significant digits",
          arguments: [(0.0031, "0.0031"), (0.00031, "0.00031"), (0.0000025, "0.0000025"), (0, "0.0000"), (1, "1.0000")])
    func ratio(value: Double, text: String) {
        #expect(NumberFormatting.ratio(value) == text)
    }
}
