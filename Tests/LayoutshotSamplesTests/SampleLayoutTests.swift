import Testing
import Layoutshot
@testable import LayoutshotSamples

/// The sample layouts (custom layouts from public articles and Apple's sample code) place their subviews as their articles describe, each at three widths.
/// Expected values are worked out by hand from each article's code (FixedAdvanceTextMeasurer: body
/// text 8.5 per character, 17 per Hangul syllable, 20.4 per line).

let lineHeight: CGFloat = 17 * 0.8 + 17 * 0.2 + 17 * 0.2

func close(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

/// A rigid block (its size never depends on the proposal).
@MainActor func block(_ width: CGFloat, _ height: CGFloat, _ id: String) -> some View {
    Color.blue.frame(width: width, height: height).id(id)
}

// MARK: - WeatherLayout

@MainActor
@Suite struct WeatherLayoutTests {
    /// Five cards: colours, which take the 150 × 150 item size they are proposed; 8 apart (ViewSpacing).
    func cards(_ mode: WeatherLayout.ContentMode, count: Int = 5, counter: WeatherLayoutCounter? = nil) -> some View {
        var layout = WeatherLayout(horizontalContentMode: mode)
        if let counter { layout = layout.counting(into: counter) }
        return layout { ForEach(0..<count, id: \.self) { i in Color.blue.id(i) } }
    }

    @Test(arguments: [
        // Columns: ⌊(width + 8) / (150 + 8)⌋. Rows 158 apart; a last, shorter row is centred.
        // 160: 1 column, 5 rows: 5 × 150 + 4 × 8 = 782 tall, 150 wide (fit).
        (160.0, CGSize(width: 150, height: 782), [(0.0, 0.0), (0, 158), (0, 316), (0, 474), (0, 632)]),
        // 400: 2 columns (2 × 150 + 8 = 308 wide), 3 rows (466 tall); card 4 alone, centred: (308 − 150) / 2 = 79.
        (400, CGSize(width: 308, height: 466), [(0, 0), (158, 0), (0, 158), (158, 158), (79, 316)]),
        // 500: 3 columns (466 wide), 2 rows (308 tall); cards 3 and 4 centred: (466 − 308) / 2 = 79.
        (500, CGSize(width: 466, height: 308), [(0, 0), (158, 0), (316, 0), (79, 158), (237, 158)]),
    ] as [(CGFloat, CGSize, [(CGFloat, CGFloat)])])
    func fitIsAsWideAsItsColumns(width: CGFloat, size: CGSize, origins: [(CGFloat, CGFloat)]) {
        let computed = ComputedLayout(of: cards(.fit), proposal: ProposedViewSize(width: width, height: nil))
        #expect(computed.size == size)
        for (i, origin) in origins.enumerated() {
            #expect(computed.frame(of: i) == CGRect(x: origin.0, y: origin.1, width: 150, height: 150), "card \(i) at \(width)")
        }
        #expect(computed.diagnostics.isEmpty)
    }

    @Test(arguments: [
        // Fill: as wide as the proposal, every row centred in it.
        (160.0, [(5.0, 0.0), (5, 158), (5, 316), (5, 474), (5, 632)]),                 // (160 − 150) / 2
        (400, [(46, 0), (204, 0), (46, 158), (204, 158), (125, 316)]),                // (400 − 308) / 2, (400 − 150) / 2
        (500, [(17, 0), (175, 0), (333, 0), (96, 158), (254, 158)]),                  // (500 − 466) / 2, (500 − 308) / 2
    ] as [(CGFloat, [(CGFloat, CGFloat)])])
    func fillCentresEveryRowInTheProposedWidth(width: CGFloat, origins: [(CGFloat, CGFloat)]) {
        let computed = ComputedLayout(of: cards(.fill), proposal: ProposedViewSize(width: width, height: nil))
        #expect(computed.size.width == width)
        for (i, origin) in origins.enumerated() {
            #expect(computed.frame(of: i) == CGRect(x: origin.0, y: origin.1, width: 150, height: 150), "card \(i) at \(width)")
        }
    }

    @Test func theCacheAnswersARepeatedProposalWithoutRecomputing() {
        let counter = WeatherLayoutCounter()
        let host = LayoutHost(rootView: cards(.fit, counter: counter).id("weather"), proposal: ProposedViewSize(width: 400, height: nil))
        let first = host.layoutIfNeeded()
        #expect(counter.sizeCalls == 1 && counter.sizeMisses == 1)
        #expect(counter.placeCalls == 1 && counter.placeMisses == 1)

        // Another pass: the engine's own cache answers the size; placement finds its locations.
        host.setNeedsLayout()
        _ = host.layoutIfNeeded()
        #expect(counter.sizeCalls == 1)
        #expect(counter.placeCalls == 2 && counter.placeMisses == 1)

        // Drop the engine's measurements: the layout is asked again for 400 and its CacheStore answers.
        host.invalidateMeasurements(of: "weather")
        let again = host.layoutIfNeeded()
        #expect(counter.sizeCalls == 2 && counter.sizeMisses == 1)
        #expect(counter.placeMisses == 1)
        #expect(again.size == first.size)
        for i in 0..<5 { #expect(again.frame(of: i) == first.frame(of: i)) }

        // A new proposal is a miss, and its answer is its own.
        host.proposal = ProposedViewSize(width: 500, height: nil)
        let wider = host.layoutIfNeeded()
        #expect(counter.sizeMisses == 2 && counter.placeMisses == 2)
        #expect(wider.size == CGSize(width: 466, height: 308))
    }

    @Test func changedSubviewsDropTheCache() {
        // The article's empty updateCache kept the 5-card size for 7 cards at the same proposal.
        let host = LayoutHost(rootView: cards(.fit, count: 5), proposal: ProposedViewSize(width: 400, height: nil))
        #expect(host.layoutIfNeeded().size == CGSize(width: 308, height: 466))
        // (The core's first update after a host's initial build matches no old nodes, so update once
        // with the same view for the next update to carry the layout's cache over.)
        host.setRootView(cards(.fit, count: 5))
        host.layoutIfNeeded()
        host.setRootView(cards(.fit, count: 7))
        let seven = host.layoutIfNeeded()
        // The layout's cache was carried over to the changed container, and updateCache ran on it.
        #expect(host.lastUpdate.layoutCachesKept == 1)
        #expect(seven.statistics.updateCacheCalls == 1)
        // 7 cards in 2 columns: 4 rows, 3 gaps of 8.
        #expect(seven.size == CGSize(width: 308, height: 4 * 150 + 24))
        #expect(seven.frame(of: 6) == CGRect(x: 79, y: 474, width: 150, height: 150))
    }
}

// MARK: - The caching FlowLayout

@MainActor
@Suite struct CachingFlowLayoutTests {
    func chips() -> some View {
        CachingFlowLayout { block(100, 30, "a"); block(80, 30, "b"); block(120, 30, "c"); block(60, 30, "d") }
    }

    @Test(arguments: [
        // No spacing in the article: a subview wraps when it would end past the width.
        (300.0, CGSize(width: 300, height: 60), [(0.0, 0.0), (100, 0), (180, 0), (0, 30)]),   // 100 + 80 + 120 = 300 fits
        (200, CGSize(width: 180, height: 60), [(0, 0), (100, 0), (0, 30), (120, 30)]),
        (150, CGSize(width: 120, height: 120), [(0, 0), (0, 30), (0, 60), (0, 90)]),
    ] as [(CGFloat, CGSize, [(CGFloat, CGFloat)])])
    func wrapsIntoLines(width: CGFloat, size: CGSize, origins: [(CGFloat, CGFloat)]) {
        let computed = ComputedLayout(of: chips(), proposal: ProposedViewSize(width: width, height: nil))
        #expect(computed.size == size)
        let widths: [CGFloat] = [100, 80, 120, 60]
        for (i, id) in ["a", "b", "c", "d"].enumerated() {
            #expect(computed.frame(of: id) == CGRect(x: origins[i].0, y: origins[i].1, width: widths[i], height: 30), "\(id) at \(width)")
        }
        // Inset by padding, the flow breaks the same lines (the article's wrap test ignored bounds.minX).
        let padded = ComputedLayout(of: chips().padding(20), proposal: ProposedViewSize(width: width + 40, height: nil))
        for (i, id) in ["a", "b", "c", "d"].enumerated() {
            #expect(padded.frame(of: id) == CGRect(x: 20 + origins[i].0, y: 20 + origins[i].1, width: widths[i], height: 30), "\(id) padded")
        }
    }

    @Test func cachedPositionsNeverCrossProposals() {
        let sweep = ComputedLayout.sweep(of: chips(), widths: [300, 150, 300, 200])
        for layout in sweep {
            let fresh = ComputedLayout(of: chips(), proposal: layout.proposal)
            for id in ["a", "b", "c", "d"] { #expect(layout.frame(of: id) == fresh.frame(of: id), "\(id) at \(layout.proposal)") }
        }
    }

    @Test func anUnspecifiedWidthIsOneLine() {
        let computed = ComputedLayout(of: chips(), proposal: .unspecified)
        #expect(computed.size == CGSize(width: 360, height: 30))
        #expect(computed.frame(of: "d") == CGRect(x: 300, y: 0, width: 60, height: 30))
    }
}

// MARK: - WrappingHLayout and EqualWidthHLayout

@MainActor
@Suite struct WrappingAndEqualWidthLayoutTests {
    func chips() -> some View {
        WrappingHLayout { block(100, 30, "a"); block(80, 30, "b"); block(120, 30, "c"); block(60, 30, "d") }
    }

    @Test(arguments: [
        // Same breaks as the caching flow layout; the layout is as wide as the proposal.
        (300.0, [(0.0, 0.0), (100, 0), (180, 0), (0, 30)], 60.0),
        (200, [(0, 0), (100, 0), (0, 30), (120, 30)], 60),
        (150, [(0, 0), (0, 30), (0, 60), (0, 90)], 120),
    ] as [(CGFloat, [(CGFloat, CGFloat)], CGFloat)])
    func wrappingHLayoutWrapsTags(width: CGFloat, origins: [(CGFloat, CGFloat)], height: CGFloat) {
        let computed = ComputedLayout(of: chips(), proposal: ProposedViewSize(width: width, height: nil))
        #expect(computed.size == CGSize(width: width, height: height))
        let widths: [CGFloat] = [100, 80, 120, 60]
        for (i, id) in ["a", "b", "c", "d"].enumerated() {
            #expect(computed.frame(of: id) == CGRect(x: origins[i].0, y: origins[i].1, width: widths[i], height: 30), "\(id) at \(width)")
        }
        #expect(computed.diagnostics.isEmpty)
    }

    @Test func wrappingHLayoutIdealSizeIsOneFiniteRow() {
        let computed = ComputedLayout(of: chips(), proposal: .unspecified)
        #expect(computed.size == CGSize(width: 360, height: 30))
        #expect(computed.diagnostics.isEmpty)
    }

    @Test(arguments: [
        // Cells of width / 3; each text is centred in its cell. "하나" is 34 wide, "둘" and "셋" 17.
        (300.0, [33.0, 141.5, 241.5], 34.0),   // cells 100: centres 50, 150, 250
        (150, [8, 66.5, 116.5], 34),           // cells 50: centres 25, 75, 125
        // Cells 30: "하나" (34) no longer fits; the row's height (20.4) allows one line, so it is
        // truncated to "하…" (17 + 8.5 = 25.5), centred at 15.
        (90, [2.25, 36.5, 66.5], 25.5),
    ] as [(CGFloat, [CGFloat], CGFloat)])
    func equalWidthHLayoutCentresEachInAnEqualCell(width: CGFloat, xs: [CGFloat], firstWidth: CGFloat) {
        let view = EqualWidthHLayout { Text("하나").id(0); Text("둘").id(1); Text("셋").id(2) }
        let computed = ComputedLayout(of: view, proposal: ProposedViewSize(width: width, height: nil))
        #expect(abs(computed.size.width - width) < 1e-9 && abs(computed.size.height - lineHeight) < 1e-9)
        #expect(close(computed.frame(of: 0), CGRect(x: xs[0], y: 0, width: firstWidth, height: lineHeight)))
        #expect(close(computed.frame(of: 1), CGRect(x: xs[1], y: 0, width: 17, height: lineHeight)))
        #expect(close(computed.frame(of: 2), CGRect(x: xs[2], y: 0, width: 17, height: lineHeight)))
    }
}

// MARK: - Apple's MyEqualWidthVStack

@MainActor
@Suite struct MyEqualWidthVStackTests {
    @Test(arguments: [100.0, 200, 375] as [CGFloat])
    func everySubviewGetsTheLargestSize(width: CGFloat) {
        let view = MyEqualWidthVStack {
            Text("Goldfish").id(0); Text("Hamster").id(1); Text("Beta Fish").id(2)
        }.frame(width: width)
        let computed = ComputedLayout(of: view, proposal: ProposedViewSize(width: width, height: nil))
        // The largest ideal size is "Beta Fish": 76.5 × 20.4. Three rows of that, 8 apart; the stack
        // (76.5 wide) is centred in the frame, and each text centred in its row.
        #expect(abs(computed.size.height - (3 * lineHeight + 16)) < 1e-9)
        let centre = width / 2
        for (i, textWidth) in [68.0, 59.5, 76.5].enumerated() {
            let y = CGFloat(i) * (lineHeight + 8)
            #expect(close(computed.frame(of: i), CGRect(x: centre - textWidth / 2, y: y, width: textWidth, height: lineHeight)), "\(i) at \(width)")
            #expect(computed.node(withID: i)?.proposal == ProposedViewSize(width: 76.5, height: lineHeight))
        }
    }
}

// MARK: - Demo views

@MainActor
@Suite struct SampleDemoViewTests {
    @Test(arguments: [320.0, 375, 768] as [CGFloat])
    func demoViewsLayOutCleanly(width: CGFloat) {
        let views: [(String, AnyView)] = [
            ("weather fit", AnyView(WeatherSample.view(width: width))),
            ("weather fill", AnyView(WeatherSample.view(width: width, fill: true))),
            ("caching flow", AnyView(CachingFlowSample.view(width: width))),
            ("wrapping", AnyView(WrappingHSample.view(width: width))),
            ("equal width H", AnyView(EqualWidthHSample.view(width: width))),
            ("equal width V", AnyView(EqualWidthVStackSample.view(width: width))),
        ]
        for (name, view) in views {
            let computed = ComputedLayout(of: view, proposal: ProposedViewSize(width: width, height: nil))
            #expect(computed.size.width == width, "\(name)")
            #expect(computed.size.height > 0, "\(name)")
            #expect(computed.diagnostics.isEmpty, "\(name): \(computed.diagnostics)")
        }
        // Every weather card is placed inside the layout.
        let weather = ComputedLayout(of: WeatherSample.view(width: width), proposal: ProposedViewSize(width: width, height: nil))
        for city in WeatherSample.cities {
            let frame = weather.frame(of: city)
            #expect(frame?.width == 150 && frame!.minX >= 0 && frame!.maxX <= width, "\(city) at \(width)")
        }
    }
}
