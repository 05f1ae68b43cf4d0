// ryanlintott/ShapeUp: corner shapes (its CornerRectangle with rounded, cut-out and concave corners).
import Layoutshot
import ShapeUp

enum ShapeUpDemo {
    @MainActor static var pictures: [(name: String, view: AnyView, size: CGSize)] {
        [("corners", AnyView(CornerRectangle([.topLeft: .rounded(radius: 30), .topRight: .cutout(radius: 20),
                                                .bottomRight: .concave(radius: 25)])
            .fill(Color.purple.opacity(0.4)).frame(width: 300, height: 180).padding()), CGSize(width: 390, height: 0))]
    }
}
