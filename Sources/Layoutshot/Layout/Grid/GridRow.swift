/// A row of cells in a `Grid`, as SwiftUI's `GridRow`: each view in it is a cell, in column order.
///
/// Outside a grid it lays its views out as an `HStack` with the row's alignment would.
nonisolated public struct GridRow<Content: View>: View, LayoutContainerView {
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
        if gridOf(subviews) != nil {
            // The grid proposes exactly the row's rectangle.
            return proposal.replacingUnspecifiedDimensions(by: .zero)
        }
        return stack.size(proposal, subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let rowNode = subviews.tree, let grid = gridOf(subviews) else {
            stack.place(in: bounds, proposal, subviews)
            return
        }
        guard let found = GridLayout.arrangement(forRow: rowNode.slot, rowSize: bounds.size, in: grid) else { return }
        let (arrangement, r) = found
        let row = arrangement.rows[r]
        let start = subviews.startIndex
        // The cells' slots directly, not `LayoutSubview` proxies; each cell's size is its answer
        // to its proposal when the arrangement was made.
        let nodes = rowNode.childIDs(start..<subviews.endIndex)
        let placer = rowNode.arrangedPlacer()
        let cells = arrangement.cells
        for j in 0..<Swift.min(row.cells.count, nodes.count) {
            let cell = cells[row.cells.lowerBound + j]
            let origin = CGPoint(x: bounds.minX + cell.origin.x, y: bounds.minY + cell.origin.y - row.y)
            if isSaneProposal(cell.proposal) {
                rowNode.place(id: Int(nodes[j]), at: origin, size: cell.size, proposal: cell.proposal, with: placer)
            } else {
                // Sanitised (and reported) by the engine, as `LayoutSubview.place` does.
                rowNode.place(id: Int(nodes[j]), at: origin, anchor: .topLeading, proposal: cell.proposal)
            }
        }
    }

    /// The grid node the row's container is a row of, or nil when its parent is not a grid.
    private func gridOf(_ subviews: Subviews) -> NodeContext? {
        guard let row = subviews.tree, let parent = row.parent(of: row.slot), row.node(parent).isGridContainer else { return nil }
        return row.context(for: parent)
    }

    var category: ViewKind { .gridRow }
    var label: String { alignment.map { "GridRow(alignment: .\($0))" } ?? "GridRow" }
}

extension Node {
    /// The `GridRowLayout` of a `GridRow` node.
    var gridRowLayout: GridRowLayout? {
        (layoutBox as? LayoutBox<GridRowLayout>)?.layout
    }
}
