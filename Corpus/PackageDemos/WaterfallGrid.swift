// paololeonardi/WaterfallGrid: a waterfall grid (preferences and alignment guides) in 3 columns.
import Layoutshot
import WaterfallGrid

enum WaterfallGridDemo {
    @MainActor static func tile(_ index: Int) -> some View {
        let height = CGFloat(40 + (index * 29) % 70)
        return Rectangle().fill(Color.orange.opacity(0.3 + 0.05 * Double(index))).frame(height: height)
    }

    @MainActor static var pictures: [(name: String, view: AnyView, size: CGSize)] {
        let grid = WaterfallGrid(Array(0..<10), id: \.self) { (index: Int) in tile(index) }
            .gridStyle(columns: 3, spacing: 8)
            .padding()
        return [("grid", AnyView(grid), CGSize(width: 390, height: 500))]
    }
}
