extension GridPhases {
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
