// exyte/ActivityIndicatorView: a row of its indicators (one frame of their animation).
import Layoutshot
import ActivityIndicatorView

enum ActivityIndicatorViewDemo {
    @MainActor static var pictures: [(name: String, view: AnyView, size: CGSize)] {
        let types: [ActivityIndicatorView.IndicatorType] = [.default(), .arcs(), .rotatingDots(), .flickeringDots(), .scalingDots(),
                                                           .opacityDots(), .equalizer(), .growingArc(), .growingCircle]
        let grid = VStack(spacing: 16) {
            ForEach(0..<3) { (row: Int) in
                HStack(spacing: 16) {
                    ForEach(0..<3) { (column: Int) in
                        ActivityIndicatorView(type: types[row * 3 + column])
                            .frame(width: 60, height: 60).foregroundColor(.red)
                    }
                }
            }
        }
        return [("indicators", AnyView(grid.padding()), CGSize(width: 390, height: 0))]
    }
}
