/// A container that arranges its rows (`GridRow`s) in a two-dimensional grid, as SwiftUI's `Grid`.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///     GridRow { Text("Name"); Text("Value") }
///     Divider().gridCellUnsizedAxes(.horizontal)
///     GridRow { Text("Width"); Text("320").gridColumnAlignment(.trailing) }
/// }
/// ```
///
/// See `GridLayout` for the rules.
public struct Grid<Content: View>: View, LayoutContainerView {
    let layout: GridLayout
    let content: Content

    /// Creates a grid.
    ///
    /// - Parameters:
    ///   - alignment: how cells align in their area (a column's `gridColumnAlignment` and a row's
    ///     `alignment` override it on their axis).
    ///   - horizontalSpacing: the gap between columns; nil for the default (8).
    ///   - verticalSpacing: the gap between rows; nil for the default (8).
    ///   - content: the rows: `GridRow`s, and views that each take a row of their own spanning every column.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }
}

/// A row of cells in a `Grid`, as SwiftUI's `GridRow`: each view in it is a cell, in column order.
///
/// Outside a grid it lays its views out as an `HStack` with the row's alignment would.
public struct GridRow<Content: View>: View, LayoutContainerView {
    let layout: GridRowLayout
    let content: Content

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - alignment: how the row's cells align vertically (on this guide, as in an `HStack`);
    ///     nil for the grid's vertical alignment.
    ///   - content: the cells.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.layout = GridRowLayout(alignment: alignment)
        self.content = content()
    }

    static var spacerAxis: Axis? { .horizontal }
}

// MARK: - Cell modifiers

/// `gridCellColumns(_:)`: how many columns a cell spans (1 by default).
struct GridCellColumnsKey: LayoutValueKey {
    static let defaultValue = 1
}

/// `gridColumnAlignment(_:)`: the horizontal alignment of the cell's column.
struct GridColumnAlignmentKey: LayoutValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

/// `gridCellUnsizedAxes(_:)`: the axes on which a cell doesn't size its row or column.
struct GridCellUnsizedAxesKey: LayoutValueKey {
    static let defaultValue: Axis.Set = []
}

/// `gridCellAnchor(_:)`: where a cell sits in its area, overriding the alignment.
struct GridCellAnchorKey: LayoutValueKey {
    static let defaultValue: UnitPoint? = nil
}

extension View {
    /// Makes the cell span `count` columns of its `Grid` row, as SwiftUI's `.gridCellColumns(_:)`.
    /// A count below 1 is treated as 1, and one above `GridLayout.maximumSpan` (1,000) as that
    /// maximum, each with a diagnostic: a grid's memory grows with its columns, and a requested span
    /// must not make it grow beyond its views.
    public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _AnnotationModifier> {
        layoutValue(key: GridCellColumnsKey.self, value: count)
    }

    /// Sets the horizontal alignment of every cell in this cell's `Grid` column, as SwiftUI's
    /// `.gridColumnAlignment(_:)`. Set it on one cell per column; when several cells of a column set
    /// it, the first in row order wins.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent<Self, _AnnotationModifier> {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Keeps the cell from sizing its `Grid` row (`.vertical`) or column (`.horizontal`), as SwiftUI's
    /// `.gridCellUnsizedAxes(_:)`: the cell is then proposed the size the other cells give its area
    /// (a `Divider` or `Color` that should not widen the grid).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, _AnnotationModifier> {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }

    /// Places the cell in its area by `anchor` (its anchor point on the area's), overriding the
    /// grid's, column's and row's alignment, as SwiftUI's `.gridCellAnchor(_:)`.
    public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent<Self, _AnnotationModifier> {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }
}

// MARK: - GridLayout

/// The layout of a `Grid`, as SwiftUI's `GridLayout`: `GridLayout(alignment: .leading) { GridRow { … } }`.
///
/// Structure (SwiftUI's, from Apple's documentation of `Grid`):
/// - each `GridRow` child is a row of cells; any other child is a row of one cell spanning every column;
/// - the number of columns is the largest number of columns a row fills (a cell fills
///   `gridCellColumns` of them, 1 by default); shorter rows leave their trailing columns empty;
/// - a column is as wide as its widest cell and a row as tall as its tallest (cells aligned on the
///   row's vertical guide, so the row is the extent of its aligned cells); cells with
///   `gridCellUnsizedAxes` on an axis are left out of that axis's sizing;
/// - spacing: `horizontalSpacing` between columns and `verticalSpacing` between rows; NaN or
///   infinite values are treated as nil with a diagnostic; negative values overlap cells, as
///   negative stack spacing does. nil is 8 on both axes, a documented choice: Apple documents only
///   "a default distance between cells that's appropriate for the platform"
///   (`Grid.init(alignment:horizontalSpacing:verticalSpacing:content:)`), and no measurement is
///   published. SwiftUI derives a nil spacing from the views' spacing preferences, in grids as in
///   stacks (fatbobman, "What Does spacing = nil Mean in SwiftUI?"); between two views that do not
///   involve a `Spacer`, Layoutshot's preference is 8 (`ViewSpacing.defaultValue`, the stacks'
///   default). A grid's gap is one value per axis, so Layoutshot uses that 8 for every gap (a
///   `Spacer` cell keeps it, where a stack would put no gap next to it).
///
/// How width and height are shared out (not documented by Apple; Layoutshot's choice, tested in
/// `GridTests`): columns are the slots of an `HStack` and rows the slots of a `VStack`.
/// - With a nil proposal each column takes its widest cell's ideal width (each row its tallest
///   cell's ideal height).
/// - With a concrete proposal, the width left after the gaps is distributed as a stack distributes
///   it: a column's answer to an offer is the widest of its cells' answers to that offer, its minimum
///   its answer to 0 and its maximum its answer to ∞; the least flexible column is served first and
///   each is offered an equal share of what is left. So rigid columns (text) keep their width, and
///   flexible columns (colours, frames with `maxWidth: .infinity`) share the remaining width equally.
///   When no column is flexible the grid is narrower than the proposal, as an `HStack` of text is.
/// - A cell spanning k columns counts, in each of them, as 1/k of its own width (less the gaps it
///   covers) when offered k shares plus those gaps: a wide spanning cell widens its columns equally,
///   a flexible one (a `Color` outside any `GridRow`) makes them flexible.
/// - Rows are then distributed over the height the same way, each cell measured at its final width.
///
/// Placement: each cell is proposed the width of the columns it spans and the row's offer on the
/// vertical axis (nil for an unspecified height, as a stack proposes; its row height when it is
/// unsized vertically), then aligned in its area: horizontally by its column's
/// `gridColumnAlignment` (single-column cells) or the grid's alignment, vertically on the row's guide
/// (`GridRow(alignment:)` or the grid's), or by its `gridCellAnchor` when it has one.
public struct GridLayout: Layout, BuiltInLayout, Equatable {
    /// How cells align in their area.
    public var alignment: Alignment
    /// The gap between columns; nil for 8.
    public var horizontalSpacing: CGFloat?
    /// The gap between rows; nil for 8.
    public var verticalSpacing: CGFloat?
    /// The arrangement the grid last placed, which its `GridRow`s read to place their cells. A
    /// reference outside the layout's `Cache`: a row is placed (or probed for a guide) while the
    /// engine may hold exclusive access to the grid's cache, so it must not read the cache.
    let placement = GridPlacement()

    /// Creates a grid layout.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The grid's cache: its structure, read once from the subviews, and arrangements by proposal.
    public struct Cache {
        var arrangements = ArrangementStore<GridArrangement>()
        /// Rows, cells, columns and the cells' layout values (phases 1 and 2 of `arrange`): they
        /// depend only on the subviews, and a change of subviews makes a new cache (`updateCache`).
        var structure: GridStructure?
    }

    public static func == (lhs: GridLayout, rhs: GridLayout) -> Bool {
        lhs.alignment == rhs.alignment && lhs.horizontalSpacing == rhs.horizontalSpacing && lhs.verticalSpacing == rhs.verticalSpacing
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(structure: GridStructure(self, subviews))
    }

    /// The most columns one cell spans (`gridCellColumns` above it is clamped, with a diagnostic),
    /// so that columns, and the grid's memory, stay within a constant factor of its cells.
    static let maximumSpan = 1_000

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let arrangement = arrange(proposal, subviews, structure(subviews, &cache))
        cache.arrangements.store(arrangement, for: ArrangementKey(proposal.width, proposal.height))
        return arrangement.size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let arrangement = self.arrangement(for: proposal, subviews, cache: &cache)
        reportBadArguments(subviews, arrangement)
        placement.arrangement = arrangement
        let start = subviews.startIndex
        for (r, row) in arrangement.rows.enumerated() {
            let subview = subviews[start + r]
            if row.isGridRow {
                subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + row.y), anchor: .topLeading,
                              proposal: ProposedViewSize(width: arrangement.size.width, height: row.height))
            } else if !row.cells.isEmpty {
                let cell = arrangement.cells[row.cells.lowerBound]
                subview.place(at: CGPoint(x: bounds.minX + cell.origin.x, y: bounds.minY + cell.origin.y), anchor: .topLeading, proposal: cell.proposal)
            }
        }
    }

    func arrangement(for proposal: ProposedViewSize, _ subviews: Subviews, cache: inout Cache) -> GridArrangement {
        let key = ArrangementKey(proposal.width, proposal.height)
        if let cached = cache.arrangements.value(for: key) { return cached }
        let arrangement = arrange(proposal, subviews, structure(subviews, &cache))
        cache.arrangements.store(arrangement, for: key)
        return arrangement
    }

    /// The cache's structure, when it was read from these subviews for this grid (a layout that
    /// hands a grid's cache other subviews gets a structure of its own).
    private func structure(_ subviews: Subviews, _ cache: inout Cache) -> GridStructure {
        if let structure = cache.structure, structure.describes(subviews, self) { return structure }
        let structure = GridStructure(self, subviews)
        cache.structure = structure
        return structure
    }

    private func reportBadArguments(_ subviews: Subviews, _ arrangement: GridArrangement) {
        if let value = horizontalSpacing, !value.isFinite {
            subviews.diagnose(.invalidArgument, "has a non-finite horizontalSpacing (\(describeSpacing(value))); used 8")
        }
        if let value = verticalSpacing, !value.isFinite {
            subviews.diagnose(.invalidArgument, "has a non-finite verticalSpacing (\(describeSpacing(value))); used 8")
        }
        for problem in arrangement.badSpans {
            subviews.diagnose(.invalidArgument, problem)
        }
    }

    /// Computes the columns, rows and every cell's position for a proposal, in five phases: the
    /// first two (structure, column alignment) are `GridStructure`'s, read once per cache; the
    /// others (column widths, row heights, cells) are `GridPhases`'.
    func arrange(_ p: ProposedViewSize, _ subviews: Subviews) -> GridArrangement {
        arrange(p, subviews, GridStructure(self, subviews))
    }

    func arrange(_ p: ProposedViewSize, _ subviews: Subviews, _ structure: GridStructure) -> GridArrangement {
        guard let engine = subviews.engine, let owner = subviews.owner else {
            // Subviews kept past their layout: the empty default, as the other built-in layouts.
            return GridArrangement(size: .zero, columnWidths: [], columnX: [], rows: [], cells: [], rowIDs: [], firstRow: 0, badSpans: structure.badSpans)
        }
        var phases: GridPhases
        if let slots = structure.cellSlots(engine, owner: owner.slot) {
            phases = GridPhases(grid: self, structure: structure, engine: engine, slots: slots)
        } else {
            // The store disagrees with the cached structure (it cannot, as long as a change of
            // subviews makes a new cache): read the structure again from the nodes.
            let fresh = GridStructure(self, subviews)
            phases = GridPhases(grid: self, structure: fresh, engine: engine, slots: fresh.cellSlots(engine, owner: owner.slot) ?? [])
        }
        phases.sizeColumns(p)
        phases.sizeRows(p)
        return phases.placeCells()
    }

    /// The state of one `arrange` after the structure, each phase a function that reads what the
    /// earlier ones wrote. Cells are indices into the structure's cells and the slots of their
    /// nodes, measured through the engine (no `LayoutSubview` per cell).
    /// Sources for the rules: Apple's documentation of `Grid`, `GridRow`, `gridCellColumns(_:)`,
    /// `gridColumnAlignment(_:)`, `gridCellUnsizedAxes(_:)` and `gridCellAnchor(_:)`
    /// (https://developer.apple.com/documentation/swiftui/grid), and the stack distribution of
    /// objc.io's "SwiftUI Layout Explained" for sharing a finite proposal among tracks.
    private struct GridPhases {
        let grid: GridLayout
        let structure: GridStructure
        let engine: LayoutEngine
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

        init(grid: GridLayout, structure: GridStructure, engine: LayoutEngine, slots: [Int]) {
            self.grid = grid
            self.structure = structure
            self.engine = engine
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
            isSaneProposal(p) ? engine.measure(slot, p) : engine.size(of: slot, p)
        }

        /// A guide's value in the cell at `slot`: where a built-in guide's default puts it when
        /// nothing below the cell sets a guide, else `guideValue`.
        @inline(__always)
        func guide(_ key: AlignmentKey, _ fraction: CGFloat?, _ slot: Int, _ p: ProposedViewSize, _ size: CGSize) -> CGFloat {
            if let fraction, engine.records[slot].guideMask.isEmpty {
                return fractionOf(fraction, key.axis == .horizontal ? size.width : size.height)
            }
            return guideValue(key, of: LayoutSubview(link: engine.link, node: engine.node(slot)), p, size)
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

        /// Phase 5, cells: each row is as tall as its extent; each cell is proposed its columns'
        /// width and its row's offer (an unsized cell, the row's height) and placed by its
        /// `gridCellAnchor`, or on its column's guide across and its row's guide down. A sized
        /// cell's size is its answer to the row's extent, which asked the same question.
        mutating func placeCells() -> GridArrangement {
            let rowCount = self.rowCount
            var rows: [GridArrangement.Row] = []
            rows.reserveCapacity(rowCount)
            var placed: [GridArrangement.Cell] = []
            placed.reserveCapacity(cells.count)
            let gridGuide = grid.alignment.horizontal.key
            let gridFraction = gridGuide.defaultFraction
            var y: CGFloat = 0
            for r in 0..<rowCount {
                let offer = rowOffers[r]
                let extent: RowExtent
                if let known = extents[r] {
                    extent = known
                } else {
                    let measured = measureRow(r, offer)
                    extent = measured.extent
                    sizesComplete[r] = measured.complete
                }
                let complete = sizesComplete[r]
                let height = extent.above + extent.below
                let rowGuide = structure.rowGuide[r]
                let rowFraction = rowGuide.defaultFraction
                let first = placed.count
                for i in rowStart[r]..<rowStart[r + 1] {
                    let cell = cells[i]
                    let slot = slots[i]
                    let areaWidth = spanWidth(i)
                    let areaX = cell.span > 0 ? columnX[Int(cell.column)] : 0
                    let unsizedVertically = cell.unsized.contains(.vertical)
                    let proposal = ProposedViewSize(width: areaWidth, height: unsizedVertically ? height : offer)
                    let size = complete && !unsizedVertically ? sizes[i] : measure(slot, proposal)
                    var origin = CGPoint(x: areaX, y: y)
                    if let anchor = cell.anchor {
                        origin.x += anchor.x * (areaWidth - size.width)
                        origin.y += anchor.y * (height - size.height)
                    } else {
                        let single = cell.span == 1
                        let hGuide = single ? structure.columnGuide[Int(cell.column)] : gridGuide
                        let hFraction = single ? structure.columnFraction[Int(cell.column)] : gridFraction
                        let box = hFraction.map { fractionOf($0, areaWidth) } ?? boxGuide(hGuide, CGSize(width: areaWidth, height: height))
                        let dx = box - guide(hGuide, hFraction, slot, proposal, size)
                        // In an infinitely tall row (or wide column) the cell sits at the track's start.
                        if dx.isFinite { origin.x += dx }
                        if height.isFinite { origin.y += extent.above - guide(rowGuide, rowFraction, slot, proposal, size) }
                    }
                    placed.append(GridArrangement.Cell(origin: origin, size: size, proposal: proposal))
                }
                rows.append(GridArrangement.Row(isGridRow: structure.rowIsGridRow[r], y: y, height: height, cells: first..<placed.count))
                y += height + vs
            }
            let gridHeight = rowCount == 0 ? 0 : y - vs
            return GridArrangement(size: CGSize(width: gridWidth, height: gridHeight), columnWidths: widths, columnX: columnX,
                                   rows: rows, cells: placed, rowIDs: structure.rowIDs,
                                   firstRow: structure.firstRow, badSpans: structure.badSpans)
        }
    }

    var category: ViewKind { .grid }

    var label: String {
        var parts: [String] = []
        if alignment != .center { parts.append("alignment: .\(alignment.horizontal)/\(alignment.vertical)") }
        if let horizontalSpacing { parts.append("horizontalSpacing: \(describeSpacing(horizontalSpacing))") }
        if let verticalSpacing { parts.append("verticalSpacing: \(describeSpacing(verticalSpacing))") }
        return "Grid(\(parts.joined(separator: ", ")))"
    }
}

/// A proposal the engine may be asked directly: each dimension nil, ∞, or finite within 0…`LayoutLength.maximum`.
@inline(__always)
private func isSaneProposal(_ p: ProposedViewSize) -> Bool {
    func sane(_ v: CGFloat?) -> Bool {
        guard let v else { return true }
        return v >= 0 && (v <= LayoutLength.maximum || v == .infinity)
    }
    return sane(p.width) && sane(p.height)
}

/// Where a built-in guide at `fraction` of a length sits (its default value), exactly as the
/// guide's `defaultValue(in:)` computes it (a leading or top guide is 0 even on an infinite length).
@inline(__always)
private func fractionOf(_ fraction: CGFloat, _ length: CGFloat) -> CGFloat {
    fraction == 0 ? 0 : fraction == 1 ? length : length * fraction
}

/// A grid's rows, cells and columns as its subviews define them: phases 1 and 2 of
/// `GridLayout.arrange`, which depend on no proposal. Plain data (no references to nodes), read
/// once per cache.
final class GridStructure {
    /// One cell: its row, first column and span, and its layout values.
    struct Cell {
        var row: Int32
        var column: Int32
        /// The columns it spans: `gridCellColumns` (clamped) in a `GridRow`; every column for a
        /// view outside one (0 in a grid with no columns).
        var span: Int32
        var unsized: Axis.Set
        var anchor: UnitPoint?
    }

    /// Whom it describes: the subviews' container, their range, the grid's alignment.
    private let owner: ObjectIdentifier?
    private let range: Range<Int>
    private let alignment: Alignment
    /// The index of the first row among the container's children.
    var firstRow: Int { range.lowerBound }
    let rowIsGridRow: [Bool]
    /// Each row's vertical guide.
    let rowGuide: [AlignmentKey]
    /// Row r's cells are `cells[rowStart[r] ..< rowStart[r + 1]]`.
    let rowStart: [Int]
    /// Each row's node (which row a `GridRow` is, when it places its cells).
    let rowIDs: [ObjectIdentifier]
    let cells: [Cell]
    let columnCount: Int
    /// Each column's horizontal guide, and its built-in default fraction (nil for a custom guide).
    let columnGuide: [AlignmentKey]
    let columnFraction: [CGFloat?]
    /// Per column, the horizontally sized single-column cells in it and the spanning cells that
    /// cover it, in row order: `single[singleStart[c] ..< singleStart[c + 1]]`, and likewise.
    private let singleStart: [Int]
    private let single: [Int]
    private let spanningStart: [Int]
    private let spanning: [Int]
    /// What was wrong with cells' `gridCellColumns` (below 1, or above `GridLayout.maximumSpan`).
    let badSpans: [String]

    /// Phase 1, structure: each subview is a row; a `GridRow`'s cells take consecutive
    /// columns, each spanning `gridCellColumns` (clamped to 1…`maximumSpan`, reported); a view
    /// outside a `GridRow` spans every column. The grid has as many columns as its longest row.
    /// Phase 2, column alignment: a column aligns on the guide of the first single-column cell,
    /// in row order, that sets `gridColumnAlignment`; else the grid's. Cells unsized
    /// horizontally do not size their columns.
    init(_ grid: GridLayout, _ subviews: LayoutSubviews) {
        let range = subviews.startIndex..<subviews.endIndex
        owner = subviews.owner.map(ObjectIdentifier.init)
        self.range = range
        alignment = grid.alignment
        var rowIsGridRow: [Bool] = []
        var rowGuide: [AlignmentKey] = []
        var rowStart: [Int] = [0]
        var rowIDs: [ObjectIdentifier] = []
        var cells: [Cell] = []
        var badSpans: [String] = []
        var columnCount = 0
        var fullWidthRows: [Int] = []
        /// The cells that set `gridColumnAlignment`, in row order, with their guide (for phase 2).
        var alignedCells: [(cell: Int, guide: AlignmentKey)] = []
        let nodes = subviews.owner?.children ?? []
        let rowLayouts = (0..<range.count).map { nodes[range.lowerBound + $0].gridRowLayout }
        var cellCount = 0
        for r in 0..<range.count { cellCount += rowLayouts[r] == nil ? 1 : nodes[range.lowerBound + r].children.count }
        rowIsGridRow.reserveCapacity(range.count)
        rowGuide.reserveCapacity(range.count)
        rowStart.reserveCapacity(range.count + 1)
        rowIDs.reserveCapacity(range.count)
        cells.reserveCapacity(cellCount)
        /// A cell with layout values (most cells set none, and are read without a lookup).
        func readValues(_ traits: Traits, row: Int, column: Int, span: Int) -> Cell {
            if let guide = traits.value(GridColumnAlignmentKey.self) { alignedCells.append((cells.count, guide.key)) }
            return Cell(row: Int32(row), column: Int32(column), span: Int32(span),
                        unsized: traits.value(GridCellUnsizedAxesKey.self), anchor: traits.value(GridCellAnchorKey.self))
        }
        for r in 0..<range.count {
            let node = nodes[range.lowerBound + r]
            rowIDs.append(ObjectIdentifier(node))
            if let row = rowLayouts[r] {
                rowIsGridRow.append(true)
                rowGuide.append((row.alignment ?? grid.alignment.vertical).key)
                var column = 0
                for child in node.children {
                    if child.traits.values.isEmpty {
                        cells.append(Cell(row: Int32(r), column: Int32(column), span: 1, unsized: [], anchor: nil))
                        column += 1
                        continue
                    }
                    let traits = child.traits
                    let requested = traits.value(GridCellColumnsKey.self)
                    if requested < 1 {
                        badSpans.append("has a cell \(child.label) with gridCellColumns below 1; it spans 1 column")
                    } else if requested > GridLayout.maximumSpan {
                        badSpans.append("has a cell \(child.label) with gridCellColumns \(requested); it spans the maximum, \(GridLayout.maximumSpan) columns")
                    }
                    let span = Swift.min(Swift.max(requested, 1), GridLayout.maximumSpan)
                    let cell = readValues(traits, row: r, column: column, span: span)
                    cells.append(cell)
                    column += span
                }
                columnCount = Swift.max(columnCount, column)
            } else {
                rowIsGridRow.append(false)
                rowGuide.append(grid.alignment.vertical.key)
                fullWidthRows.append(r)
                let traits = node.traits
                let cell = traits.values.isEmpty ? Cell(row: Int32(r), column: 0, span: 0, unsized: [], anchor: nil)
                                                 : readValues(traits, row: r, column: 0, span: 0)
                cells.append(cell)
            }
            rowStart.append(cells.count)
        }
        if columnCount == 0 && !fullWidthRows.isEmpty { columnCount = 1 }
        for r in fullWidthRows {
            cells[rowStart[r]].span = Int32(columnCount)
        }

        // Phase 2: column guides, and each column's sized cells.
        var columnGuide = [AlignmentKey](repeating: grid.alignment.horizontal.key, count: columnCount)
        var columnGuideSet = [Bool](repeating: false, count: columnCount)
        var singleCount = [Int](repeating: 0, count: columnCount + 1)
        var spanningCount = [Int](repeating: 0, count: columnCount + 1)
        for (i, guide) in alignedCells where cells[i].span == 1 && !columnGuideSet[Int(cells[i].column)] {
            columnGuide[Int(cells[i].column)] = guide
            columnGuideSet[Int(cells[i].column)] = true
        }
        for cell in cells where !cell.unsized.contains(.horizontal) {
            let column = Int(cell.column)
            if cell.span == 1 {
                singleCount[column + 1] += 1
            } else {
                for c in column..<(column + Int(cell.span)) { spanningCount[c + 1] += 1 }
            }
        }
        for c in 0..<columnCount {
            singleCount[c + 1] += singleCount[c]
            spanningCount[c + 1] += spanningCount[c]
        }
        var single = [Int](repeating: 0, count: singleCount[columnCount])
        var spanning = [Int](repeating: 0, count: spanningCount[columnCount])
        var singleNext = singleCount
        var spanningNext = spanningCount
        for (i, cell) in cells.enumerated() where !cell.unsized.contains(.horizontal) {
            let column = Int(cell.column)
            if cell.span == 1 {
                single[singleNext[column]] = i
                singleNext[column] += 1
            } else {
                for c in column..<(column + Int(cell.span)) {
                    spanning[spanningNext[c]] = i
                    spanningNext[c] += 1
                }
            }
        }

        self.rowIsGridRow = rowIsGridRow
        self.rowGuide = rowGuide
        self.rowStart = rowStart
        self.rowIDs = rowIDs
        self.cells = cells
        self.columnCount = columnCount
        self.columnGuide = columnGuide
        self.columnFraction = columnGuide.map(\.defaultFraction)
        self.singleStart = singleCount
        self.single = single
        self.spanningStart = spanningCount
        self.spanning = spanning
        self.badSpans = badSpans
    }

    /// Whether this structure was read from `subviews` for `grid`.
    func describes(_ subviews: LayoutSubviews, _ grid: GridLayout) -> Bool {
        owner == subviews.owner.map(ObjectIdentifier.init) && range == subviews.startIndex..<subviews.endIndex && alignment == grid.alignment
    }

    /// The horizontally sized single-column cells of column `c`.
    @inline(__always)
    func singleCells(_ c: Int) -> ArraySlice<Int> { single[singleStart[c]..<singleStart[c + 1]] }

    /// The horizontally sized spanning cells that cover column `c`.
    @inline(__always)
    func spanningCells(_ c: Int) -> ArraySlice<Int> { spanning[spanningStart[c]..<spanningStart[c + 1]] }

    /// Each cell's node's slot in the engine's current tree (the grid at `owner`), or nil when the
    /// tree's rows do not have the cells this structure counted.
    func cellSlots(_ engine: LayoutEngine, owner: Int) -> [Int]? {
        guard Int(engine.records[owner].childCount) >= range.upperBound else { return nil }
        let rows = engine.children(of: owner, range)
        var slots: [Int] = []
        slots.reserveCapacity(cells.count)
        for r in 0..<range.count {
            let rowSlot = Int(rows[r])
            if rowIsGridRow[r] {
                let count = Int(engine.records[rowSlot].childCount)
                guard count == rowStart[r + 1] - rowStart[r] else { return nil }
                for child in engine.children(of: rowSlot, 0..<count) { slots.append(Int(child)) }
            } else {
                slots.append(rowSlot)
            }
        }
        return slots
    }
}

/// A grid's columns, rows and cell positions for one proposal (positions relative to the grid's origin).
struct GridArrangement {
    struct Cell {
        var origin: CGPoint
        /// The cell's answer to `proposal`.
        var size: CGSize
        var proposal: ProposedViewSize
    }

    struct Row {
        /// A `GridRow` (placed as a row node, which places its cells) or a single spanning view.
        var isGridRow: Bool
        var y: CGFloat
        var height: CGFloat
        /// The row's cells in `GridArrangement.cells`.
        var cells: Range<Int>
    }

    var size: CGSize
    var columnWidths: [CGFloat]
    var columnX: [CGFloat]
    var rows: [Row]
    var cells: [Cell]
    /// Each row's node, and the index of the first row's among the grid's children.
    var rowIDs: [ObjectIdentifier]
    var firstRow: Int
    /// What was wrong with cells' `gridCellColumns` (below 1, or above `GridLayout.maximumSpan`).
    var badSpans: [String]

    /// The index of `row`'s node among the rows: its place among the children of the grid at
    /// `grid` (children's slots increase in child order), checked by identity; else searched for.
    func rowIndex(of row: Node, grid: Int, engine: LayoutEngine) -> Int? {
        let id = ObjectIdentifier(row)
        let children = engine.children(of: grid, 0..<Int(engine.records[grid].childCount))
        let slot = Int32(row.slot)
        var low = 0, high = children.count
        while low < high {
            let mid = (low + high) / 2
            if children[mid] < slot { low = mid + 1 } else { high = mid }
        }
        let r = low - firstRow
        if low < children.count, children[low] == slot, r >= 0, r < rowIDs.count, rowIDs[r] == id { return r }
        return rowIDs.firstIndex(of: id)
    }
}

// MARK: - GridRow's layout

/// A `GridRow`'s layout. In a grid it takes the rectangle the grid gives it (the grid's width, the
/// row's height) and places its cells where the grid computed them; elsewhere it is an `HStack`.
struct GridRowLayout: Layout, BuiltInLayout, Equatable {
    var alignment: VerticalAlignment?

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    private var stack: StackAlgorithm {
        StackAlgorithm(axis: .horizontal, alignment: (alignment ?? .center).key, spacing: nil)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let owner = subviews.owner, subviews.engine?.parent(of: owner)?.isGridContainer == true {
            // The grid proposes exactly the row's rectangle.
            return proposal.replacingUnspecifiedDimensions(by: .zero)
        }
        return stack.size(proposal, subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let owner = subviews.owner, let engine = subviews.engine, let grid = engine.parent(of: owner), grid.isGridContainer else {
            stack.place(in: bounds, proposal, subviews)
            return
        }
        guard let found = grid.gridArrangement(for: owner, rowSize: bounds.size, engine: engine) else { return }
        let (arrangement, r) = found
        let row = arrangement.rows[r]
        let start = subviews.startIndex
        // The cells' slots directly, not `LayoutSubview` proxies; each cell's size is its answer
        // to its proposal when the arrangement was made.
        let nodes = engine.children(of: owner.slot, start..<subviews.endIndex)
        let placer = LayoutEngine.ArrangedPlacer(engine, owner: owner.slot)
        let cells = arrangement.cells
        for j in 0..<Swift.min(row.cells.count, nodes.count) {
            let cell = cells[row.cells.lowerBound + j]
            let origin = CGPoint(x: bounds.minX + cell.origin.x, y: bounds.minY + cell.origin.y - row.y)
            if isSaneProposal(cell.proposal) {
                placer.place(Int(nodes[j]), at: origin, size: cell.size, proposal: cell.proposal, in: engine)
            } else {
                // Sanitised (and reported) by the engine, as `LayoutSubview.place` does.
                engine.place(Int(nodes[j]), at: origin, anchor: .topLeading, proposal: cell.proposal)
            }
        }
    }

    var category: ViewKind { .gridRow }
    var label: String { alignment.map { "GridRow(alignment: .\($0))" } ?? "GridRow" }
}

/// What a grid last placed (see `GridLayout.placement`).
final class GridPlacement {
    var arrangement: GridArrangement?
}

extension Node {
    /// The `GridRowLayout` of a `GridRow` node.
    var gridRowLayout: GridRowLayout? {
        (layoutBox as? LayoutBox<GridRowLayout>)?.layout
    }

    /// The `GridLayout` of a grid node (directly or through `AnyLayout`). Reads only the layout
    /// value, never the container's cache.
    var gridLayout: GridLayout? {
        guard let box = layoutBox else { return nil }
        if let grid = box as? LayoutBox<GridLayout> { return grid.layout }
        if let erased = box as? LayoutBox<AnyLayout> { return (erased.layout.storage as? AnyLayoutStorageImpl<GridLayout>)?.layout }
        return nil
    }

    /// True for a node laid out by a `GridLayout`.
    var isGridContainer: Bool { gridLayout != nil }

    /// The arrangement this grid last placed, when it is the one `row` is being placed by (its row
    /// rectangle matches); otherwise the arrangement for the grid's own placement proposal. With
    /// the index of `row` among its rows.
    func gridArrangement(for row: Node, rowSize: CGSize, engine: LayoutEngine) -> (GridArrangement, Int)? {
        guard let grid = gridLayout else { return nil }
        if let placed = grid.placement.arrangement, let r = placed.rowIndex(of: row, grid: slot, engine: engine),
           placed.size.width == rowSize.width, placed.rows[r].height == rowSize.height {
            return (placed, r)
        }
        let arrangement = grid.arrange(engine.placed[slot].proposal, LayoutSubviews(owner: self, engine: engine))
        guard let r = arrangement.rowIndex(of: row, grid: slot, engine: engine) else { return nil }
        return (arrangement, r)
    }
}
