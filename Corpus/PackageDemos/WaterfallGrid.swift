// paololeonardi/WaterfallGrid: a waterfall grid (preferences and alignment guides) in 3 columns.
import Layoutshot
import WaterfallGrid

enum WaterfallGridDemo {
    @MainActor static var pictures: [(name: String, view: AnyView, size: CGSize)] {
        [("grid", AnyView(WaterfallGrid(Array(0..<10), id: \.self) { index in
            Rectangle().fill(Color.orange.opacity(0.3 + 0.05 * Double(index))).frame(height: CGFloat(40 + (index * 29) % 70))
        }.gridStyle(columns: 3, spacing: 8).padding()), CGSize(width: 390, height: 500))]
    }
}
