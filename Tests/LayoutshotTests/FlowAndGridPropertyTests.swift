import Testing
import Layoutshot

/// Properties of the flow and grid layouts over random inputs from a seeded generator (the seed is in
/// every failure message, so a failure reproduces).
@MainActor
@Suite struct FlowAndGridPropertyTests {
    static let trials = 150

    // MARK: FlowLayout

    struct FlowCase: CustomStringConvertible {
        var widths: [CGFloat]
        var heights: [CGFloat]
        var proposal: CGFloat?
        var spacing: CGFloat?
        var lineSpacing: CGFloat?
        var alignment: HorizontalAlignment
        var description: String { "widths \(widths) heights \(heights) proposal \(String(describing: proposal)) spacing \(String(describing: spacing)) lineSpacing \(String(describing: lineSpacing)) alignment \(alignment)" }

        init(_ rng: inout SeededGenerator) {
            let n = Int.random(in: 0...30, using: &rng)
            widths = (0..<n).map { _ in CGFloat(Int.random(in: 1...150, using: &rng)) }
            heights = (0..<n).map { _ in CGFloat(Int.random(in: 1...40, using: &rng)) }
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: proposal = nil
            case 1: proposal = 0
            default: proposal = CGFloat(Int.random(in: 1...400, using: &rng))
            }
            spacing = Bool.random(using: &rng) ? nil : CGFloat(Int.random(in: 0...12, using: &rng))
            lineSpacing = Bool.random(using: &rng) ? nil : CGFloat(Int.random(in: 0...12, using: &rng))
            alignment = [HorizontalAlignment.leading, .center, .trailing][Int.random(in: 0..<3, using: &rng)]
        }

        @MainActor var view: some View {
            FlowLayout(alignment: alignment, spacing: spacing, lineSpacing: lineSpacing) {
                ForEach(0..<widths.count, id: \.self) { i in block(widths[i], heights[i], i) }
            }
        }
    }

    @Test func flowLinesNeverExceedTheProposedWidthUnlessTheyHoldOneWiderSubview() {
        var rng = SeededGenerator(seed: 0xF10)
        for trial in 0..<Self.trials {
            let c = FlowCase(&rng)
            let computed = ComputedLayout(of: c.view, proposal: ProposedViewSize(width: c.proposal, height: nil))
            let frames = (0..<c.widths.count).map { computed.frame(of: $0)! }
            // Lines: runs of subviews sharing a vertical centre (each is centred in its line).
            var lines: [[Int]] = []
            for i in frames.indices {
                if let last = lines.last?.last, abs(frames[last].midY - frames[i].midY) < 1e-6 {
                    lines[lines.count - 1].append(i)
                } else {
                    lines.append([i])
                }
            }
            let gap = c.spacing ?? 8
            func extent(_ line: [Int]) -> CGFloat { frames[line.last!].maxX - frames[line.first!].minX }
            for (k, line) in lines.enumerated() {
                if let width = c.proposal, line.count > 1 {
                    #expect(extent(line) <= width + 1e-9, "trial \(trial): line \(k) \(line) is \(extent(line)) wide; \(c)")
                }
                if c.proposal == 0 { #expect(line.count == 1, "trial \(trial): \(c)") }
                if c.proposal == nil { #expect(lines.count <= 1, "trial \(trial): \(c)") }
                // Neighbours are exactly `gap` apart, in order.
                for (a, b) in zip(line, line.dropFirst()) {
                    #expect(abs(frames[b].minX - frames[a].maxX - gap) < 1e-9, "trial \(trial): \(a)→\(b); \(c)")
                }
                // Greedy: the next line's first subview did not fit after this line.
                if let width = c.proposal, width > 0, k + 1 < lines.count {
                    let next = lines[k + 1][0]
                    #expect(extent(line) + gap + c.widths[next] > width, "trial \(trial): \(next) would have fit line \(k); \(c)")
                }
            }
            // The reported size: the widest line, and every subview inside it.
            let widest = lines.map(extent).max() ?? 0
            #expect(abs(computed.size.width - widest) < 1e-9, "trial \(trial): \(c)")
            #expect(abs(computed.size.height - (frames.map(\.maxY).max() ?? 0)) < 1e-9, "trial \(trial): \(c)")
            for frame in frames {
                #expect(frame.minX >= -1e-9 && frame.maxX <= computed.size.width + 1e-9 && frame.minY >= -1e-9, "trial \(trial): \(c)")
            }
        }
    }

    @Test func flowSizeThatFitsAndPlaceSubviewsAgreeAcrossProposals() {
        var rng = SeededGenerator(seed: 0xA6EE)
        for trial in 0..<Self.trials / 3 {
            let c = FlowCase(&rng)
            let first = CGFloat(Int.random(in: 0...400, using: &rng))
            let second = CGFloat(Int.random(in: 0...400, using: &rng))
            // One tree (one flow cache) laid out at first, second, first: each must equal a fresh tree.
            let sweep = ComputedLayout.sweep(of: c.view, widths: [first, second, first])
            for layout in sweep {
                let fresh = ComputedLayout(of: c.view, proposal: layout.proposal)
                #expect(layout.size == fresh.size, "trial \(trial) at \(layout.proposal): \(c)")
                for i in c.widths.indices {
                    #expect(layout.frame(of: i) == fresh.frame(of: i), "trial \(trial): \(i) at \(layout.proposal); \(c)")
                }
            }
        }
    }

    // MARK: Grid

    @Test func gridColumnsAreTheirWidestCellsAndSumWithSpacingToTheGridWidth() {
        var rng = SeededGenerator(seed: 0x6121D)
        for trial in 0..<Self.trials {
            let rowCount = Int.random(in: 1...5, using: &rng)
            let rows: [[CGSize]] = (0..<rowCount).map { _ in
                (0..<Int.random(in: 0...5, using: &rng)).map { _ in
                    CGSize(width: CGFloat(Int.random(in: 1...80, using: &rng)), height: CGFloat(Int.random(in: 1...30, using: &rng)))
                }
            }
            let hs = CGFloat(Int.random(in: 0...12, using: &rng))
            let vs = CGFloat(Int.random(in: 0...12, using: &rng))
            let proposal: CGFloat? = Bool.random(using: &rng) ? nil : CGFloat(Int.random(in: 0...600, using: &rng))
            let view = Grid(alignment: .topLeading, horizontalSpacing: hs, verticalSpacing: vs) {
                ForEach(0..<rowCount, id: \.self) { r in
                    GridRow {
                        ForEach(0..<rows[r].count, id: \.self) { c in block(rows[r][c].width, rows[r][c].height, "\(r),\(c)") }
                    }
                }
            }
            let computed = ComputedLayout(of: view, proposal: ProposedViewSize(width: proposal, height: nil))
            // Expected, independently: column c is the widest block in column c (rigid blocks don't
            // care about the proposal); row r the tallest in row r.
            let columnCount = rows.map(\.count).max() ?? 0
            let widths = (0..<columnCount).map { c in rows.compactMap { $0.count > c ? $0[c].width : nil }.max()! }
            let heights = rows.map { $0.map(\.height).max() ?? 0 }
            let expectedWidth = columnCount == 0 ? 0 : widths.reduce(0, +) + CGFloat(columnCount - 1) * hs
            let expectedHeight = heights.reduce(0, +) + CGFloat(rowCount - 1) * vs
            let context = "trial \(trial): rows \(rows) hs \(hs) vs \(vs) proposal \(String(describing: proposal))"
            #expect(computed.size == CGSize(width: expectedWidth, height: expectedHeight), "\(context)")
            var y: CGFloat = 0
            for r in 0..<rowCount {
                var x: CGFloat = 0
                for c in 0..<rows[r].count {
                    #expect(computed.frame(of: "\(r),\(c)") == CGRect(origin: CGPoint(x: x, y: y), size: rows[r][c]), "\(r),\(c) \(context)")
                    x += widths[c] + hs
                }
                y += heights[r] + vs
            }
        }
    }

    // MARK: LazyVGrid

    @Test func lazyGridTracksPlusSpacingSumToTheGridWidth() {
        var rng = SeededGenerator(seed: 0x1A2)
        for trial in 0..<Self.trials {
            var items: [GridItem] = []
            var spacings: Set<CGFloat> = []
            var fixedTotal: CGFloat = 0
            var gapTotal: CGFloat = 0
            var allGrowable = true // every non-fixed column can take any share ≥ 20
            let columnCount = Int.random(in: 1...4, using: &rng)
            for index in 0..<columnCount {
                let spacing: CGFloat? = Bool.random(using: &rng) ? nil : CGFloat(Int.random(in: 0...16, using: &rng))
                spacings.insert(spacing ?? 8)
                if index < columnCount - 1 { gapTotal += spacing ?? 8 }
                switch Int.random(in: 0..<3, using: &rng) {
                case 0:
                    let size = CGFloat(Int.random(in: 0...60, using: &rng))
                    fixedTotal += size
                    items.append(GridItem(.fixed(size), spacing: spacing))
                case 1:
                    let minimum = CGFloat(Int.random(in: 0...20, using: &rng))
                    let bounded = Int.random(in: 0..<4, using: &rng) == 0
                    if bounded { allGrowable = false }
                    items.append(GridItem(.flexible(minimum: minimum, maximum: bounded ? minimum + 40 : .infinity), spacing: spacing))
                default:
                    let minimum = CGFloat(Int.random(in: 1...20, using: &rng))
                    items.append(GridItem(.adaptive(minimum: minimum), spacing: spacing))
                }
            }
            let nonFixed = items.filter { if case .fixed = $0.size { return false } else { return true } }.count
            let width = CGFloat(Int.random(in: 0...800, using: &rng))
            let count = 400
            let view = LazyVGrid(columns: items) { ForEach(0..<count, id: \.self) { i in Color.blue.id(i) } }
            let computed = ComputedLayout(of: view, proposal: ProposedViewSize(width: width, height: nil))
            let context = "trial \(trial): \(items) at \(width)"
            // The first row's items show the tracks (a colour takes its track's width; all are 10 tall).
            let firstRow = (0..<count).map { computed.frame(of: $0)! }.filter { $0.minY == 0 }
            #expect(!firstRow.isEmpty && firstRow.count < count, "\(context)")
            var trackTotal: CGFloat = 0
            for (a, b) in zip(firstRow, firstRow.dropFirst()) {
                let gap = b.minX - a.maxX
                #expect(spacings.contains { abs($0 - gap) < 1e-9 }, "gap \(gap) \(context)")
            }
            for frame in firstRow { trackTotal += frame.width }
            if computed.size.width <= width {
                // The grid reports max(W, its columns) and centres narrower columns in W (objc.io,
                // "SwiftUI's Grid Views").
                let extent = firstRow.last!.maxX - firstRow.first!.minX
                #expect(computed.size.width == width, "\(context)")
                #expect(abs(firstRow.first!.minX - (width - extent) / 2) < 1e-9, "\(context)")
                #expect(trackTotal <= computed.size.width + 1e-9, "\(context)")
            } else {
                #expect(abs(firstRow.first!.minX) < 1e-9, "\(context)")
                // Columns that need more than the proposal: the grid reports their width W′ and
                // places its items in the columns it computes for W′ (objc.io, "SwiftUI's Grid
                // Views"): they span what the grid reports when proposed W′, and are that
                // layout's first row when it fits W′.
                let relaid = ComputedLayout(of: view, proposal: ProposedViewSize(width: computed.size.width, height: nil))
                #expect(abs(relaid.size.width - firstRow.last!.maxX) < 1e-9, "\(context)")
                if relaid.size.width <= computed.size.width {
                    let relaidRow = (0..<count).map { relaid.frame(of: $0)! }.filter { $0.minY == 0 }
                    #expect(firstRow == relaidRow, "\(context)")
                }
            }
            // When every non-fixed column gets a share of at least 20, the grid is exactly as wide as
            // the proposal (every column takes exactly its share).
            if allGrowable, nonFixed > 0, width - fixedTotal - gapTotal >= 20 * CGFloat(nonFixed) {
                #expect(abs(computed.size.width - width) < 1e-6, "\(context)")
            }
        }
    }
}
