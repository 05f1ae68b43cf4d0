import LayoutshotTool
import Testing

@MainActor
@Suite struct ArgumentListTests {
    @Test func readsWidthsAndFormats() throws {
        #expect(try ArgumentLists.widths("320,480,768") == [320, 480, 768])
        #expect(try ArgumentLists.widths(" 1 , 16384") == [1, 16384])
        #expect(try ArgumentLists.formats("png,SVG,pdf") == [.png, .svg, .pdf])
    }

    @Test(arguments: [
        ("1000000000", "1000000000 is too wide"),
        ("99999999999999999999999", "is far too wide"),
        ("1e9", "'1e9' is far too wide"),
        ("16385", "16385 is too wide"),
        ("0", "0 is too small"),
        ("-3", "-3 is negative"),
        ("-1e9", "'-1e9' is negative"),
        ("nan", "'nan' is not a number"),
        ("NaN", "'NaN' is not a number"),
        ("inf", "'inf' is infinite"),
        ("12.5", "'12.5' is not a whole number of points"),
        ("wide", "'wide' is not a number"),
        ("320,,480", "empty item"),
        ("320,320", "320 appears twice"),
    ])
    func refusesBadWidthsWithTheFix(text: String, message: String) {
        #expect {
            try ArgumentLists.widths(text)
        } throws: { error in
            let text = "\(error)"
            return text.contains(message) && text.contains("from 1 to 16384") || text.contains(message) && text.contains("e.g. --widths")
        }
    }

    @Test func refusesUnknownAndRepeatedFormats() {
        #expect(throws: ArgumentListError.self) { try ArgumentLists.formats("png,gif") }
        #expect(throws: ArgumentListError.self) { try ArgumentLists.formats("png,png") }
        do {
            _ = try ArgumentLists.formats("jpeg")
            Issue.record("jpeg was accepted")
        } catch {
            #expect(error.message == "--format: 'jpeg' is not a format; use png, svg, pdf, comma-separated (e.g. --format png,svg)")
        }
    }
}
