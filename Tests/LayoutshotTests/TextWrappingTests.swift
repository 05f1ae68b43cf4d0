import Testing
import Layoutshot

/// Text wrapping with the deterministic measurer (8.5 per body character, 17 per Hangul syllable,
/// 20.4 per line).
@MainActor
@Suite struct TextWrappingTests {
    /// The text's lines and size when laid out alone for `proposal`.
    func lines(_ text: some View, _ proposal: ProposedViewSize) -> (lines: [String], size: CGSize, truncated: Bool, alignment: TextAlignment?) {
        let computed = ComputedLayout(of: text, proposal: proposal)
        guard let node = computed.nodes.first(where: { $0.kind == .text }),
              case .text(let layout, let alignment) = node.content else { return ([], .zero, false, nil) }
        return (layout.lines.map(\.text), node.frame.size, layout.isTruncated, alignment)
    }

    @Test(arguments: [
        // "The quick brown fox": 19 characters, 161.5 wide on one line.
        (nil, ["The quick brown fox"], 161.5),
        (161.5, ["The quick brown fox"], 161.5),            // exactly its width: one line
        (161, ["The quick brown", "fox"], 127.5),           // "fox" no longer fits
        (80, ["The quick", "brown fox"], 76.5),             // 9 characters a line
        (50, ["The", "quick", "brown", "fox"], 42.5),       // one word a line: "quick" (42.5) fits 50
        // 30: "quick" and "brown" (42.5) are too wide alone, so they break between characters;
        // "The" and "fox" (25.5) fit and stay whole.
        (30, ["The", "qui", "ck", "bro", "wn", "fox"], 25.5),
        (0, ["T", "h", "e", "q", "u", "i", "c", "k", "b", "r", "o", "w", "n", "f", "o", "x"], 8.5),
    ] as [(CGFloat?, [String], CGFloat)])
    func wrapsAtWordBoundaries(width: CGFloat?, expected: [String], lineWidth: CGFloat) {
        let result = lines(Text("The quick brown fox"), ProposedViewSize(width: width, height: nil))
        #expect(result.lines == expected)
        #expect(close(result.size, CGSize(width: lineWidth, height: CGFloat(expected.count) * lineHeight)))
        #expect(!result.truncated)
    }

    @Test func breaksInsideAWordOnlyWhenTheWordAloneIsTooWide() {
        // "incomprehensibilities" (21 × 8.5 = 178.5) can't fit 100 even alone: it starts its own line
        // and breaks after 11 characters (93.5). "a" stays whole on the first line.
        let result = lines(Text("a incomprehensibilities"), ProposedViewSize(width: 100, height: nil))
        #expect(result.lines == ["a", "incomprehen", "sibilities"])
        // A word that fits alone moves to the next line whole: "defghij" is 59.5 ≤ 60.
        #expect(lines(Text("abc defghij"), ProposedViewSize(width: 60, height: nil)).lines == ["abc", "defghij"])
    }

    @Test func koreanWordsAreNotSplitWhileTheyFit() {
        // Each Hangul syllable is 17 wide: "안녕하세요" and "반갑습니다" are 85 each, 178.5 together.
        let text = Text("안녕하세요 반갑습니다")
        #expect(lines(text, .unspecified).lines == ["안녕하세요 반갑습니다"])
        #expect(lines(text, ProposedViewSize(width: 100, height: nil)).lines == ["안녕하세요", "반갑습니다"])
        #expect(lines(text, ProposedViewSize(width: 85, height: nil)).lines == ["안녕하세요", "반갑습니다"])
        // Narrower than a word: only then between syllables (two of 17 fit 40).
        #expect(lines(text, ProposedViewSize(width: 40, height: nil)).lines == ["안녕", "하세", "요", "반갑", "습니", "다"])
    }

    /// `.lineSpacing(_:)` "Sets the amount of space between lines of text in this view"
    /// (https://developer.apple.com/documentation/swiftui/view/linespacing(_:)): between lines
    /// only, so three lines grow by two spacings, a line's baseline moves down by the spacings above
    /// it, one line keeps its height, and the spacing reaches text through containers.
    @Test func lineSpacingAddsSpaceBetweenLinesOnly() throws {
        let computed = ComputedLayout(of: VStack { Text("The quick brown fox") }.lineSpacing(10), proposal: ProposedViewSize(width: 80, height: nil))
        let node = try #require(computed.nodes.first { $0.kind == .text })
        guard case .text(let layout, _) = node.content else { Issue.record("not text"); return }
        #expect(layout.lines.map(\.text) == ["The quick", "brown fox"])
        #expect(close(node.frame.size, CGSize(width: 76.5, height: 2 * lineHeight + 10)))
        #expect(abs((layout.lines[1].baseline - layout.lines[0].baseline) - (lineHeight + 10)) < 1e-9)
        #expect(close(lines(Text("fox").lineSpacing(10), .unspecified).size, CGSize(width: 25.5, height: lineHeight)))
        // A proposed height holds as many spaced lines as fit: 2 lines need 2 × 20.4 + 10.
        let capped = lines(Text("The quick brown fox").lineSpacing(10), ProposedViewSize(width: 50, height: 2 * lineHeight + 10))
        #expect(capped.lines.count == 2 && capped.truncated)
    }

    @Test func explicitNewlinesAlwaysBreak() {
        let result = lines(Text("ab\ncd e"), .unspecified)
        #expect(result.lines == ["ab", "cd e"])
        #expect(close(result.size, CGSize(width: 34, height: 2 * lineHeight)))
    }

    @Test func leadingSpacesOfAParagraphAreKeptAtEveryWidth() {
        // "  ab cd": 7 characters, 59.5 wide. Leading spaces are part of the first line (as in
        // SwiftUI); only spaces where a line breaks are dropped.
        #expect(lines(Text("  ab cd"), .unspecified).size.width == 59.5)
        #expect(lines(Text("  ab cd"), ProposedViewSize(width: 1000, height: nil)).size.width == 59.5)
        #expect(lines(Text("  ab cd"), ProposedViewSize(width: 40, height: nil)).lines == ["  ab", "cd"])
    }

    @Test func emptyTextIsZeroSized() {
        #expect(lines(Text(""), ProposedViewSize(width: 100, height: 100)).size == .zero)
    }

    // MARK: Line limits

    let sentence = "Hello wonderful world" // 21 characters: "Hello" / "wonderful" / "world" at 100

    @Test func lineLimitCutsAndEndsWithAnEllipsis() {
        let result = lines(Text(sentence).lineLimit(2), ProposedViewSize(width: 100, height: nil))
        #expect(result.lines == ["Hello", "wonderful…"])
        #expect(result.truncated)
        #expect(close(result.size, CGSize(width: 85, height: 2 * lineHeight)))
        // A limit that isn't reached changes nothing.
        let roomy = lines(Text(sentence).lineLimit(5), ProposedViewSize(width: 100, height: nil))
        #expect(roomy.lines == ["Hello", "wonderful", "world"])
        #expect(!roomy.truncated)
    }

    @Test func lineLimitOneShortensTheLineUntilTheEllipsisFits() {
        let result = lines(Text(sentence).lineLimit(1), ProposedViewSize(width: 100, height: nil))
        // "Hello…" (6 × 8.5 = 51): the first line plus the ellipsis.
        #expect(result.lines == ["Hello…"])
        let wordBroken = lines(Text("incomprehensibilities").lineLimit(1), ProposedViewSize(width: 50, height: nil))
        // First line "incom" (42.5); with "…" it is 51 > 50, so it loses a character: "inco…" (42.5).
        #expect(wordBroken.lines == ["inco…"])
        #expect(wordBroken.size.width == 42.5)
    }

    @Test(arguments: [
        // (proposed height, lines): whole lines that fit the height, at least one.
        (100.0, ["Hello", "wonderful", "world"]), (61.2, ["Hello", "wonderful", "world"]),
        (45, ["Hello", "wonderful…"]), (40.8, ["Hello", "wonderful…"]), (30, ["Hello…"]), (10, ["Hello…"]), (0, ["Hello…"]),
    ] as [(CGFloat, [String])])
    func aProposedHeightLimitsTheLines(height: CGFloat, expected: [String]) {
        let result = lines(Text(sentence), ProposedViewSize(width: 100, height: height))
        #expect(result.lines == expected)
        #expect(close(result.size.height, CGFloat(expected.count) * lineHeight))
    }

    @Test func theTighterOfLineLimitAndHeightWins() {
        #expect(lines(Text(sentence).lineLimit(1), ProposedViewSize(width: 100, height: 100)).lines == ["Hello…"])
        #expect(lines(Text(sentence).lineLimit(3), ProposedViewSize(width: 100, height: 45)).lines == ["Hello", "wonderful…"])
    }

    // MARK: fixedSize

    @Test func fixedSizeKeepsTheIdealSize() {
        let computed = ComputedLayout(of: Text(sentence).id("t").fixedSize(), proposal: ProposedViewSize(width: 100, height: 10))
        // One line, 178.5 wide, overflowing the proposal.
        #expect(close(computed.frame(of: "t"), CGRect(x: 0, y: 0, width: 178.5, height: lineHeight)))
        #expect(computed.node(withID: "t")?.proposal == .unspecified)
    }

    @Test func verticalFixedSizeWrapsToTheFullHeight() {
        let computed = ComputedLayout(of: Text(sentence).id("t").fixedSize(horizontal: false, vertical: true),
                                      proposal: ProposedViewSize(width: 100, height: 30))
        // Wraps at 100 but ignores the 30-point height: three lines, none cut.
        #expect(close(computed.frame(of: "t"), CGRect(x: 0, y: 0, width: 76.5, height: 3 * lineHeight)))
        #expect(computed.node(withID: "t")?.proposal == ProposedViewSize(width: 100, height: nil))
    }

    // MARK: Alignment

    @Test(arguments: [TextAlignment.leading, .center, .trailing])
    func multilineTextAlignmentIsReportedWithTheLines(alignment: TextAlignment) {
        let view = VStack { Text(sentence).id("t") }.multilineTextAlignment(alignment)
        let computed = ComputedLayout(of: view, proposal: ProposedViewSize(width: 100, height: nil))
        guard case .text(let layout, let reported)? = computed.node(withID: "t")?.content else {
            Issue.record("no text content")
            return
        }
        #expect(reported == alignment)
        // A renderer places each line by it within the text's frame (76.5, the widest line):
        // "Hello" (42.5) at 0, 17 or 34.
        let frame = computed.frame(of: "t")!
        let x: CGFloat
        switch alignment {
        case .leading: x = 0
        case .center: x = (frame.width - layout.lines[0].width) / 2
        case .trailing: x = frame.width - layout.lines[0].width
        }
        #expect(layout.lines[0].width == 42.5)
        #expect(x == ["leading": 0, "center": 17, "trailing": 34][String(describing: alignment)])
        #expect(frame.width == 76.5)
    }

    @Test func theDefaultAlignmentIsLeading() {
        #expect(lines(Text(sentence), ProposedViewSize(width: 100, height: nil)).alignment == .leading)
    }

    // MARK: In stacks

    @Test func textBetweenTwoColoursWrapsAtAThird() {
        let view = HStack { Color.red.id("left"); Text(sentence).id("t"); Color.red.id("right") }
        let computed = ComputedLayout(of: view, proposal: ProposedViewSize(width: 300, height: nil))
        // Gaps 8 + 8. Text is the least flexible child (8.5…178.5; the colours are 0…∞), so it is served
        // first: offered (300 − 16) / 3 = 94.67, it wraps to 76.5 × 3 lines. The colours share
        // 284 − 76.5 = 207.5: 103.75 each (10 tall for the nil height, centred on the 61.2-tall text).
        #expect(close(computed.frame(of: "t"), CGRect(x: 111.75, y: 0, width: 76.5, height: 3 * lineHeight)))
        #expect(close(computed.frame(of: "left"), CGRect(x: 0, y: (3 * lineHeight - 10) / 2, width: 103.75, height: 10)))
        #expect(close(computed.frame(of: "right"), CGRect(x: 196.25, y: (3 * lineHeight - 10) / 2, width: 103.75, height: 10)))
        #expect(close(computed.node(withID: "t")?.proposal.width, 284.0 / 3))
    }

    @Test func textInAFixedWidthFrameWraps() {
        let computed = ComputedLayout(of: Text(sentence).id("t").frame(width: 90), proposal: .unspecified)
        #expect(close(computed.frame(of: "t"), CGRect(x: (90 - 76.5) / 2, y: 0, width: 76.5, height: 3 * lineHeight)))
    }
}
