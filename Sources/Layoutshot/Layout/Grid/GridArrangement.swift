import Foundation

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
    var rowIDs: [Node]
    var firstRow: Int
    /// What was wrong with cells' `gridCellColumns` (below 1, or above `GridLayout.maximumSpan`).
    var badSpans: [String]

    /// The index of the row node `row` among the rows: its place among the children of `grid`
    /// (children's ids increase in child order), checked by identity; else searched for.
    func rowIndex(of row: NodeContext.ID, in grid: NodeContext) -> Int? {
        let id = grid.node(row)
        let children = grid.childIDs(0..<grid.childCount)
        let slot = Int32(row)
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

/// What a grid last placed (see `GridLayout.placement`).
///
/// SAFETY (`@unchecked Sendable`, as the `GridLayout` holding it must be): `stored` is read and
/// written only with `lock` held. (Copies of one grid value share it; each reader checks the
/// arrangement is its own before using it.)
final class GridPlacement: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: GridArrangement?

    var arrangement: GridArrangement? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            stored = newValue
            lock.unlock()
        }
    }
}

extension Node {
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

}

extension GridLayout {
    /// The arrangement the grid at `grid` last placed, when it is the one the row node `row` is
    /// being placed by (its row rectangle matches); otherwise the arrangement for the grid's own
    /// placement proposal. With the index of `row` among its rows.
    static func arrangement(forRow row: NodeContext.ID, rowSize: CGSize, in grid: NodeContext) -> (GridArrangement, Int)? {
        guard let layout = grid.node.gridLayout else { return nil }
        if let placed = layout.placement.arrangement, let r = placed.rowIndex(of: row, in: grid),
           placed.size.width == rowSize.width, placed.rows[r].height == rowSize.height {
            return (placed, r)
        }
        let arrangement = layout.arrange(grid.placedProposal(of: grid.slot), grid.subviews)
        guard let r = arrangement.rowIndex(of: row, in: grid) else { return nil }
        return (arrangement, r)
    }
}
