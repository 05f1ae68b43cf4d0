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
    private let owner: Node?
    /// The owner's arena, weakly: a node is an arena and an index, and a structure a container
    /// adopted from its old cache (a host's update) must not match a node of a later arena that
    /// happens to have the old one's address.
    private weak var ownerArena: NodeArena?
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
    let rowIDs: [Node]
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
        owner = subviews.owner
        ownerArena = subviews.owner?.arena
        self.range = range
        alignment = grid.alignment
        var rowIsGridRow: [Bool] = []
        var rowGuide: [AlignmentKey] = []
        var rowStart: [Int] = [0]
        var rowIDs: [Node] = []
        var cells: [Cell] = []
        var badSpans: [String] = []
        var columnCount = 0
        var fullWidthRows: [Int] = []
        /// The cells that set `gridColumnAlignment`, in row order, with their guide (for phase 2).
        var alignedCells: [(cell: Int, guide: AlignmentKey)] = []
        let nodes = subviews.owner?.children.asArray ?? []
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
            rowIDs.append(node)
            if let row = rowLayouts[r] {
                rowIsGridRow.append(true)
                rowGuide.append((row.alignment ?? grid.alignment.vertical).key)
                var column = 0
                for child in node.children.asArray {
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
        owner == subviews.owner && ownerArena === subviews.owner?.arena
            && range == subviews.startIndex..<subviews.endIndex && alignment == grid.alignment
    }

    /// The horizontally sized single-column cells of column `c`.
    @inline(__always)
    func singleCells(_ c: Int) -> ArraySlice<Int> { single[singleStart[c]..<singleStart[c + 1]] }

    /// The horizontally sized spanning cells that cover column `c`.
    @inline(__always)
    func spanningCells(_ c: Int) -> ArraySlice<Int> { spanning[spanningStart[c]..<spanningStart[c + 1]] }

    /// Each cell's node's id in the current tree (`grid` is the grid's node), or nil when the
    /// tree's rows do not have the cells this structure counted.
    func cellSlots(_ grid: NodeContext) -> [Int]? {
        guard grid.childCount >= range.upperBound else { return nil }
        let rows = grid.childIDs(range)
        var slots: [Int] = []
        slots.reserveCapacity(cells.count)
        for r in 0..<range.count {
            let rowSlot = Int(rows[r])
            if rowIsGridRow[r] {
                let count = grid.childCount(of: rowSlot)
                guard count == rowStart[r + 1] - rowStart[r] else { return nil }
                for child in grid.childIDs(of: rowSlot, 0..<count) { slots.append(Int(child)) }
            } else {
                slots.append(rowSlot)
            }
        }
        return slots
    }
}
