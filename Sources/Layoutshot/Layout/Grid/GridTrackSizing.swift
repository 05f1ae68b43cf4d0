// Phases 3 and 4 of `GridLayout.arrange`, track sizing: column widths, then row heights, each
// shared out as a stack shares its length (as Taffy's `compute/grid/track_sizing.rs` is the
// track-sizing phase of its CSS grid). Phase 5, the cells' alignment in their areas, is in
// `GridCellAlignment.swift`; phases 1 and 2 (rows, cells, columns) are `GridStructure`'s.

/// The state of one `arrange` after the structure, each phase a function that reads what the
/// earlier ones wrote. Cells are indices into the structure's cells and the slots of their
/// nodes, measured through the tree interface (no `LayoutSubview` per cell).
/// Sources for the rules: Apple's documentation of `Grid`, `GridRow`, `gridCellColumns(_:)`,
/// `gridColumnAlignment(_:)`, `gridCellUnsizedAxes(_:)` and `gridCellAnchor(_:)`
/// (https://developer.apple.com/documentation/swiftui/grid), and the stack distribution of
/// objc.io's "SwiftUI Layout Explained" for sharing a finite proposal among tracks.
struct GridPhases {
    let grid: GridLayout
    let structure: GridStructure
    /// The grid's node: its cells are measured through the tree interface.
    let tree: NodeContext
    let cells: [GridStructure.Cell]
    let rowStart: [Int]
    /// Each cell's node's slot.
    let slots: [Int]
    let hs: CGFloat
    let vs: CGFloat
    var widths: [CGFloat] = []
    var columnX: [CGFloat] = []
    var gridWidth: CGFloat = 0
    var rowOffers: [CGFloat?] = []
    /// Each sized cell's answer to its row's last `measureRow` (its columns' width, the offer).
    var sizes: [CGSize]
    /// Per row: its extent for its final offer, when the distribution of the height measured
    /// it already (else nil), and whether `sizes` then holds every sized cell's answer.
    var extents: [RowExtent?] = []
    var sizesComplete: [Bool] = []

    struct RowExtent {
        var above: CGFloat
        var below: CGFloat
        var total: CGFloat { above + below }
    }

    init(grid: GridLayout, structure: GridStructure, tree: NodeContext, slots: [Int]) {
        self.grid = grid
        self.structure = structure
        self.tree = tree
        self.cells = structure.cells
        self.rowStart = structure.rowStart
        self.slots = slots
        sizes = [CGSize](repeating: .zero, count: structure.cells.count)
        hs = finiteSpacing(grid.horizontalSpacing) ?? ViewSpacing.defaultValue
        vs = finiteSpacing(grid.verticalSpacing) ?? ViewSpacing.defaultValue
    }

    var rowCount: Int { rowStart.count - 1 }

    /// The cell's size for a proposal, from the engine: sane proposals (the grid's own offers)
    /// straight to its measurement, anything else (negative spacing making a negative span,
    /// NaN) sanitised first, as `LayoutSubview.sizeThatFits` does.
    @inline(__always)
    func measure(_ slot: Int, _ p: ProposedViewSize) -> CGSize {
        isSaneProposal(p) ? tree.measure(id: slot, p) : tree.size(id: slot, p)
    }

    /// A guide's value in the cell at `slot`: where a built-in guide's default puts it when
    /// nothing below the cell sets a guide, else `guideValue`.
    @inline(__always)
    func guide(_ key: AlignmentKey, _ fraction: CGFloat?, _ slot: Int, _ p: ProposedViewSize, _ size: CGSize) -> CGFloat {
        if let fraction, !tree.hasExplicitGuides(slot) {
            return fractionOf(fraction, key.axis == .horizontal ? size.width : size.height)
        }
        return guideValue(key, of: tree.subview(slot), p, size)
    }

    /// A column's answer to a width: the widest of its cells (a spanning cell counts by its
    /// share of the spanned width less the gaps inside it).
    func columnAnswer(_ c: Int, _ offer: CGFloat?) -> CGFloat {
        var widest: CGFloat = 0
        let proposal = ProposedViewSize(width: offer, height: nil)
        for i in structure.singleCells(c) {
            widest = Swift.max(widest, measure(slots[i], proposal).width)
        }
        for i in structure.spanningCells(c) {
            let k = CGFloat(cells[i].span)
            let gaps = (k - 1) * hs
            let spanOffer = offer.map { $0.isInfinite ? $0 : $0 * k + gaps }
            let width = measure(slots[i], ProposedViewSize(width: spanOffer, height: nil)).width
            widest = Swift.max(widest, width.isInfinite ? width : (width - gaps) / k)
        }
        return widest
    }

    /// Phase 3, column widths: a finite width (less the gaps) is shared among the columns as a
    /// stack shares it (`distributeLengths`); otherwise each column answers the proposal.
    mutating func sizeColumns(_ p: ProposedViewSize) {
        let columnCount = structure.columnCount
        if let width = p.width, width.isFinite {
            let minimum = (0..<columnCount).map { columnAnswer($0, 0) }
            let maximum = (0..<columnCount).map { columnAnswer($0, .infinity) }
            let gaps = CGFloat(Swift.max(columnCount - 1, 0)) * hs
            widths = distributeLengths(count: columnCount, available: width - gaps, minimum: minimum, maximum: maximum, answer: columnAnswer).lengths
        } else {
            widths = (0..<columnCount).map { columnAnswer($0, p.width) }
        }
        columnX = [CGFloat](repeating: 0, count: columnCount)
        var x: CGFloat = 0
        for c in 0..<columnCount {
            columnX[c] = x
            x += widths[c] + hs
        }
        gridWidth = columnCount == 0 ? 0 : x - hs
    }

    /// The width of the columns cell `i` spans, with the gaps between them.
    @inline(__always)
    func spanWidth(_ i: Int) -> CGFloat {
        let cell = cells[i]
        if cell.span == 1 { return widths[Int(cell.column)] }
        guard cell.span > 0 else { return 0 }
        var w = CGFloat(cell.span - 1) * hs
        for c in Int(cell.column)..<Int(cell.column + cell.span) { w += widths[c] }
        return w
    }

    /// A row's extent above and below its guide: its vertically sized cells, each proposed its
    /// columns' width and `offer`, aligned on the row's guide. A cell that is infinitely tall
    /// (offered ∞ and taking it) makes the row infinitely tall, as a stack's child does; guides
    /// on an infinite length mean nothing, so its extent is all below. Keeps each answer in
    /// `sizes`; `complete` is false when it stopped at an infinitely tall cell.
    mutating func measureRow(_ r: Int, _ offer: CGFloat?) -> (extent: RowExtent, complete: Bool) {
        var above: CGFloat = 0, below: CGFloat = 0
        var any = false
        let key = structure.rowGuide[r]
        let fraction = key.defaultFraction
        for i in rowStart[r]..<rowStart[r + 1] where !cells[i].unsized.contains(.vertical) {
            let proposal = ProposedViewSize(width: spanWidth(i), height: offer)
            let slot = slots[i]
            let size = measure(slot, proposal)
            sizes[i] = size
            if !size.height.isFinite { return (RowExtent(above: 0, below: .infinity), false) }
            let g = guide(key, fraction, slot, proposal, size)
            if any {
                above = Swift.max(above, g)
                below = Swift.max(below, size.height - g)
            } else {
                above = g
                below = size.height - g
                any = true
            }
        }
        return any ? (RowExtent(above: above, below: below), true) : (RowExtent(above: 0, below: 0), true)
    }

    /// Phase 4, row heights: a finite height (less the gaps) is shared among the rows as a stack
    /// shares it; otherwise each row is offered the proposal. The distribution measures each
    /// row once at its final offer: that extent (and its cells' answers) is kept for phase 5.
    mutating func sizeRows(_ p: ProposedViewSize) {
        let rowCount = self.rowCount
        extents = [RowExtent?](repeating: nil, count: rowCount)
        sizesComplete = [Bool](repeating: false, count: rowCount)
        if let height = p.height, height.isFinite {
            var minimum: [CGFloat] = []
            var maximum: [CGFloat] = []
            minimum.reserveCapacity(rowCount)
            maximum.reserveCapacity(rowCount)
            for r in 0..<rowCount { minimum.append(measureRow(r, 0).extent.total) }
            for r in 0..<rowCount { maximum.append(measureRow(r, .infinity).extent.total) }
            let gaps = CGFloat(Swift.max(rowCount - 1, 0)) * vs
            var final = [RowExtent?](repeating: nil, count: rowCount)
            var complete = [Bool](repeating: false, count: rowCount)
            let offers = distributeLengths(count: rowCount, available: height - gaps, minimum: minimum, maximum: maximum) { r, offer in
                let measured = measureRow(r, offer)
                final[r] = measured.extent
                complete[r] = measured.complete
                return measured.extent.total
            }.offers
            rowOffers = offers
            extents = final
            sizesComplete = complete
        } else {
            rowOffers = Array(repeating: p.height, count: rowCount)
        }
    }
}

/// A proposal the engine may be asked directly: each dimension nil, ∞, or finite within 0…`LayoutLength.maximum`.
@inline(__always)
func isSaneProposal(_ p: ProposedViewSize) -> Bool {
    func sane(_ v: CGFloat?) -> Bool {
        guard let v else { return true }
        return v >= 0 && (v <= LayoutLength.maximum || v == .infinity)
    }
    return sane(p.width) && sane(p.height)
}

/// Where a built-in guide at `fraction` of a length sits (its default value), exactly as the
/// guide's `defaultValue(in:)` computes it (a leading or top guide is 0 even on an infinite length).
@inline(__always)
func fractionOf(_ fraction: CGFloat, _ length: CGFloat) -> CGFloat {
    fraction == 0 ? 0 : fraction == 1 ? length : length * fraction
}
