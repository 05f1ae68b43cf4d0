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
        guard let tree = subviews.tree else {
            // Subviews kept past their layout: the empty default, as the other built-in layouts.
            return GridArrangement(size: .zero, columnWidths: [], columnX: [], rows: [], cells: [], rowIDs: [], firstRow: 0, badSpans: structure.badSpans)
        }
        var phases: GridPhases
        if let slots = structure.cellSlots(tree) {
            phases = GridPhases(grid: self, structure: structure, tree: tree, slots: slots)
        } else {
            // The store disagrees with the cached structure (it cannot, as long as a change of
            // subviews makes a new cache): read the structure again from the nodes.
            let fresh = GridStructure(self, subviews)
            phases = GridPhases(grid: self, structure: fresh, tree: tree, slots: fresh.cellSlots(tree) ?? [])
        }
        phases.sizeColumns(p)
        phases.sizeRows(p)
        return phases.placeCells()
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
