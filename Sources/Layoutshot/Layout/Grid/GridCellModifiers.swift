// The cell modifiers of a `Grid` (`gridCellColumns`, `gridColumnAlignment`, `gridCellUnsizedAxes`,
// `gridCellAnchor`): layout values that `GridStructure` reads.

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
    nonisolated public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _AnnotationModifier> {
        layoutValue(key: GridCellColumnsKey.self, value: count)
    }

    /// Sets the horizontal alignment of every cell in this cell's `Grid` column, as SwiftUI's
    /// `.gridColumnAlignment(_:)`. Set it on one cell per column; when several cells of a column set
    /// it, the first in row order wins.
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent<Self, _AnnotationModifier> {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Keeps the cell from sizing its `Grid` row (`.vertical`) or column (`.horizontal`), as SwiftUI's
    /// `.gridCellUnsizedAxes(_:)`: the cell is then proposed the size the other cells give its area
    /// (a `Divider` or `Color` that should not widen the grid).
    nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, _AnnotationModifier> {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }

    /// Places the cell in its area by `anchor` (its anchor point on the area's), overriding the
    /// grid's, column's and row's alignment, as SwiftUI's `.gridCellAnchor(_:)`.
    nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent<Self, _AnnotationModifier> {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }
}
