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
public struct Grid<Content: View>: View, PrimitiveView {
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

    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        nodes.append(builder.makeNode(LayoutBox(layout), content: content, containerAxis: .some(nil)))
    }
}

/// A row of cells in a `Grid`, as SwiftUI's `GridRow`: each view in it is a cell, in column order.
///
/// Outside a grid it lays its views out as an `HStack` with the row's alignment would.
public struct GridRow<Content: View>: View, PrimitiveView {
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

    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        nodes.append(builder.makeNode(LayoutBox(layout), content: content, containerAxis: .horizontal))
    }
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

    /// The grid's cache: arrangements by proposal.
    public struct Cache {
        var arrangements = ArrangementStore<GridArrangement>()
    }

    public static func == (lhs: GridLayout, rhs: GridLayout) -> Bool {
        lhs.alignment == rhs.alignment && lhs.horizontalSpacing == rhs.horizontalSpacing && lhs.verticalSpacing == rhs.verticalSpacing
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache()
    }

    /// The most columns one cell spans (`gridCellColumns` above it is clamped, with a diagnostic),
    /// so that columns, and the grid's memory, stay within a constant factor of its cells.
    static let maximumSpan = 1_000

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let arrangement = arrange(proposal, subviews)
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
            } else if let cell = row.cells.first {
                subview.place(at: CGPoint(x: bounds.minX + cell.origin.x, y: bounds.minY + cell.origin.y), anchor: .topLeading, proposal: cell.proposal)
            }
        }
    }

    func arrangement(for proposal: ProposedViewSize, _ subviews: Subviews, cache: inout Cache) -> GridArrangement {
        let key = ArrangementKey(proposal.width, proposal.height)
        if let cached = cache.arrangements.value(for: key) { return cached }
        let arrangement = arrange(proposal, subviews)
        cache.arrangements.store(arrangement, for: key)
        return arrangement
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

    /// One cell while arranging.
    private struct Cell {
        let subview: LayoutSubview
        let row: Int
        let column: Int
        let span: Int
        let unsized: Axis.Set
        let anchor: UnitPoint?
    }

    /// Computes the columns, rows and every cell's position for a proposal, in five phases
    /// (`GridPhases`): structure, column alignment, column widths, row heights, cells.
    func arrange(_ p: ProposedViewSize, _ subviews: Subviews) -> GridArrangement {
        var phases = GridPhases(grid: self, subviews: subviews)
        phases.readStructure()
        phases.chooseColumnAlignments()
        phases.sizeColumns(p)
        phases.sizeRows(p)
        return phases.placeCells()
    }

    /// The state of one `arrange`, each phase a function that reads what the earlier ones wrote.
    /// Sources for the rules: Apple's documentation of `Grid`, `GridRow`, `gridCellColumns(_:)`,
    /// `gridColumnAlignment(_:)`, `gridCellUnsizedAxes(_:)` and `gridCellAnchor(_:)`
    /// (https://developer.apple.com/documentation/swiftui/grid), and the stack distribution of
    /// objc.io's "SwiftUI Layout Explained" for sharing a finite proposal among tracks.
    private struct GridPhases {
        let grid: GridLayout
        let subviews: Subviews
        let hs: CGFloat
        let vs: CGFloat
        var badSpans: [String] = []
        var rowIsGridRow: [Bool] = []
        var rowGuide: [AlignmentKey] = []
        var rowCells: [Range<Int>] = []
        var cells: [Cell] = []
        var columnCount = 0
        var rowIndexByNode: [ObjectIdentifier: Int] = [:]
        var columnGuide: [AlignmentKey] = []
        /// Per column, its single-column cells and the spanning cells that cover it (sized cells only).
        var single: [[Int]] = []
        var spanning: [[Int]] = []
        var widths: [CGFloat] = []
        var columnX: [CGFloat] = []
        var gridWidth: CGFloat = 0
        var rowOffers: [CGFloat?] = []

        init(grid: GridLayout, subviews: Subviews) {
            self.grid = grid
            self.subviews = subviews
            hs = finiteSpacing(grid.horizontalSpacing) ?? ViewSpacing.defaultValue
            vs = finiteSpacing(grid.verticalSpacing) ?? ViewSpacing.defaultValue
        }

        /// Phase 1, structure: each subview is a row; a `GridRow`'s cells take consecutive
        /// columns, each spanning `gridCellColumns` (clamped to 1…`maximumSpan`, reported); a view
        /// outside a `GridRow` spans every column. The grid has as many columns as its longest row.
        mutating func readStructure() {
            var fullWidthRows: [Int] = []
            for (r, subview) in subviews.enumerated() {
                let first = cells.count
                if let row = subview.node.gridRowLayout {
                    rowIsGridRow.append(true)
                    rowGuide.append((row.alignment ?? grid.alignment.vertical).key)
                    rowIndexByNode[ObjectIdentifier(subview.node)] = r
                    var column = 0
                    for child in subview.node.children {
                        let cell = LayoutSubview(link: subview.link, node: child)
                        let requested = cell[GridCellColumnsKey.self]
                        if requested < 1 {
                            badSpans.append("has a cell \(child.label) with gridCellColumns below 1; it spans 1 column")
                        } else if requested > GridLayout.maximumSpan {
                            badSpans.append("has a cell \(child.label) with gridCellColumns \(requested); it spans the maximum, \(GridLayout.maximumSpan) columns")
                        }
                        let span = Swift.min(Swift.max(requested, 1), GridLayout.maximumSpan)
                        cells.append(Cell(subview: cell, row: r, column: column, span: span,
                                          unsized: cell[GridCellUnsizedAxesKey.self], anchor: cell[GridCellAnchorKey.self]))
                        column += span
                    }
                    columnCount = Swift.max(columnCount, column)
                } else {
                    rowIsGridRow.append(false)
                    rowGuide.append(grid.alignment.vertical.key)
                    fullWidthRows.append(r)
                    cells.append(Cell(subview: subview, row: r, column: 0, span: 0,
                                      unsized: subview[GridCellUnsizedAxesKey.self], anchor: subview[GridCellAnchorKey.self]))
                }
                rowCells.append(first..<cells.count)
            }
            if columnCount == 0 && !fullWidthRows.isEmpty { columnCount = 1 }
            for r in fullWidthRows {
                let i = rowCells[r].lowerBound
                let c = cells[i]
                cells[i] = Cell(subview: c.subview, row: c.row, column: 0, span: columnCount, unsized: c.unsized, anchor: c.anchor)
            }
        }

        /// Phase 2, column alignment: a column aligns on the guide of the first single-column cell,
        /// in row order, that sets `gridColumnAlignment`; else the grid's. Cells unsized
        /// horizontally do not size their columns.
        mutating func chooseColumnAlignments() {
            columnGuide = [AlignmentKey](repeating: grid.alignment.horizontal.key, count: columnCount)
            var columnGuideSet = [Bool](repeating: false, count: columnCount)
            single = [[Int]](repeating: [], count: columnCount)
            spanning = [[Int]](repeating: [], count: columnCount)
            for (i, cell) in cells.enumerated() {
                if cell.span == 1, !columnGuideSet[cell.column], let guide = cell.subview[GridColumnAlignmentKey.self] {
                    columnGuide[cell.column] = guide.key
                    columnGuideSet[cell.column] = true
                }
                guard !cell.unsized.contains(.horizontal) else { continue }
                if cell.span == 1 {
                    single[cell.column].append(i)
                } else {
                    for c in cell.column..<(cell.column + cell.span) { spanning[c].append(i) }
                }
            }
        }

        /// A column's answer to a width: the widest of its cells (a spanning cell counts by its
        /// share of the spanned width less the gaps inside it).
        func columnAnswer(_ c: Int, _ offer: CGFloat?) -> CGFloat {
            var widest: CGFloat = 0
            for i in single[c] {
                widest = Swift.max(widest, cells[i].subview.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width)
            }
            for i in spanning[c] {
                let k = CGFloat(cells[i].span)
                let gaps = (k - 1) * hs
                let spanOffer = offer.map { $0.isInfinite ? $0 : $0 * k + gaps }
                let width = cells[i].subview.sizeThatFits(ProposedViewSize(width: spanOffer, height: nil)).width
                widest = Swift.max(widest, width.isInfinite ? width : (width - gaps) / k)
            }
            return widest
        }

        /// Phase 3, column widths: a finite width (less the gaps) is shared among the columns as a
        /// stack shares it (`distributeLengths`); otherwise each column answers the proposal.
        mutating func sizeColumns(_ p: ProposedViewSize) {
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

        /// The width of the columns a cell spans, with the gaps between them.
        func spanWidth(_ cell: Cell) -> CGFloat {
            guard cell.span > 0 else { return 0 }
            var w = CGFloat(cell.span - 1) * hs
            for c in cell.column..<(cell.column + cell.span) { w += widths[c] }
            return w
        }

        /// A row's extent above and below its guide: its vertically sized cells, each proposed its
        /// columns' width and `offer`, aligned on the row's guide. A cell that is infinitely tall
        /// (offered ∞ and taking it) makes the row infinitely tall, as a stack's child does; guides
        /// on an infinite length mean nothing, so its extent is all below.
        func rowExtent(_ r: Int, _ offer: CGFloat?) -> (above: CGFloat, below: CGFloat) {
            var above: CGFloat = 0, below: CGFloat = 0
            var any = false
            for i in rowCells[r] where !cells[i].unsized.contains(.vertical) {
                let proposal = ProposedViewSize(width: spanWidth(cells[i]), height: offer)
                let size = cells[i].subview.sizeThatFits(proposal)
                if !size.height.isFinite { return (0, .infinity) }
                let g = guideValue(rowGuide[r], of: cells[i].subview, proposal, size)
                if any {
                    above = Swift.max(above, g)
                    below = Swift.max(below, size.height - g)
                } else {
                    above = g
                    below = size.height - g
                    any = true
                }
            }
            return any ? (above, below) : (0, 0)
        }

        /// Phase 4, row heights: a finite height (less the gaps) is shared among the rows as a stack
        /// shares it; otherwise each row is offered the proposal.
        mutating func sizeRows(_ p: ProposedViewSize) {
            let rowCount = rowCells.count
            if let height = p.height, height.isFinite {
                func rowAnswer(_ r: Int, _ offer: CGFloat) -> CGFloat {
                    let e = rowExtent(r, offer)
                    return e.above + e.below
                }
                let minimum = (0..<rowCount).map { rowAnswer($0, 0) }
                let maximum = (0..<rowCount).map { rowAnswer($0, .infinity) }
                let gaps = CGFloat(Swift.max(rowCount - 1, 0)) * vs
                rowOffers = distributeLengths(count: rowCount, available: height - gaps, minimum: minimum, maximum: maximum, answer: rowAnswer).offers
            } else {
                rowOffers = Array(repeating: p.height, count: rowCount)
            }
        }

        /// Phase 5, cells: each row is as tall as its extent; each cell is proposed its columns'
        /// width and its row's offer (an unsized cell, the row's height) and placed by its
        /// `gridCellAnchor`, or on its column's guide across and its row's guide down.
        func placeCells() -> GridArrangement {
            let rowCount = rowCells.count
            var rows: [GridArrangement.Row] = []
            rows.reserveCapacity(rowCount)
            var y: CGFloat = 0
            for r in 0..<rowCount {
                let extent = rowExtent(r, rowOffers[r])
                let height = extent.above + extent.below
                var placed: [GridArrangement.Cell] = []
                placed.reserveCapacity(rowCells[r].count)
                for i in rowCells[r] {
                    let cell = cells[i]
                    let areaWidth = spanWidth(cell)
                    let areaX = cell.span > 0 ? columnX[cell.column] : 0
                    let proposal = ProposedViewSize(width: areaWidth, height: cell.unsized.contains(.vertical) ? height : rowOffers[r])
                    let size = cell.subview.sizeThatFits(proposal)
                    var origin = CGPoint(x: areaX, y: y)
                    if let anchor = cell.anchor {
                        origin.x += anchor.x * (areaWidth - size.width)
                        origin.y += anchor.y * (height - size.height)
                    } else {
                        let hGuide = cell.span == 1 ? columnGuide[cell.column] : grid.alignment.horizontal.key
                        let dx = boxGuide(hGuide, CGSize(width: areaWidth, height: height)) - guideValue(hGuide, of: cell.subview, proposal, size)
                        // In an infinitely tall row (or wide column) the cell sits at the track's start.
                        if dx.isFinite { origin.x += dx }
                        if height.isFinite { origin.y += extent.above - guideValue(rowGuide[r], of: cell.subview, proposal, size) }
                    }
                    placed.append(GridArrangement.Cell(origin: origin, proposal: proposal))
                }
                rows.append(GridArrangement.Row(isGridRow: rowIsGridRow[r], y: y, height: height, cells: placed))
                y += height + vs
            }
            let gridHeight = rowCount == 0 ? 0 : y - vs
            return GridArrangement(size: CGSize(width: gridWidth, height: gridHeight), columnWidths: widths, columnX: columnX,
                                   rows: rows, rowIndexByNode: rowIndexByNode, badSpans: badSpans)
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

/// A grid's columns, rows and cell positions for one proposal (positions relative to the grid's origin).
struct GridArrangement {
    struct Cell {
        var origin: CGPoint
        var proposal: ProposedViewSize
    }

    struct Row {
        /// A `GridRow` (placed as a row node, which places its cells) or a single spanning view.
        var isGridRow: Bool
        var y: CGFloat
        var height: CGFloat
        var cells: [Cell]
    }

    var size: CGSize
    var columnWidths: [CGFloat]
    var columnX: [CGFloat]
    var rows: [Row]
    var rowIndexByNode: [ObjectIdentifier: Int]
    /// What was wrong with cells' `gridCellColumns` (below 1, or above `GridLayout.maximumSpan`).
    var badSpans: [String]
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
        guard let arrangement = grid.gridArrangement(for: owner, rowSize: bounds.size, engine: engine),
              let r = arrangement.rowIndexByNode[ObjectIdentifier(owner)] else { return }
        let row = arrangement.rows[r]
        let start = subviews.startIndex
        for (j, cell) in row.cells.enumerated() where start + j < subviews.endIndex {
            subviews[start + j].place(at: CGPoint(x: bounds.minX + cell.origin.x, y: bounds.minY + cell.origin.y - row.y),
                                      anchor: .topLeading, proposal: cell.proposal)
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
    /// rectangle matches); otherwise the arrangement for the grid's own placement proposal.
    func gridArrangement(for row: Node, rowSize: CGSize, engine: LayoutEngine) -> GridArrangement? {
        guard let grid = gridLayout else { return nil }
        if let placed = grid.placement.arrangement, let r = placed.rowIndexByNode[ObjectIdentifier(row)],
           placed.size.width == rowSize.width, placed.rows[r].height == rowSize.height {
            return placed
        }
        return grid.arrange(engine.placed[slot].proposal, LayoutSubviews(owner: self, engine: engine))
    }
}
