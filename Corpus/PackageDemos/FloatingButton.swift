// exyte/FloatingButton: a main button with its menu buttons, straight and on a circle, open
// (the package's `isOpen` binding), in the bottom-trailing corner of a screen.
import Layoutshot
import FloatingButton

enum FloatingButtonDemo {
    @MainActor static func button(_ name: String, _ color: Color) -> some View {
        ZStack {
            Circle().fill(color)
            Image(systemName: name).foregroundColor(.white)
        }
        .frame(width: 50, height: 50)
    }

    @MainActor static var pictures: [(name: String, view: AnyView, size: CGSize)] {
        let buttons = [("heart.fill", Color.pink), ("star.fill", Color.orange), ("bell.fill", Color.blue)].map { button($0.0, $0.1) }
        let straight = FloatingButton(mainButtonView: button("plus", .green), buttons: buttons, isOpen: .constant(true))
            .straight().direction(.top).alignment(.center).spacing(12)
        let circle = FloatingButton(mainButtonView: button("plus", .purple), buttons: buttons, isOpen: .constant(true))
            .circle().startAngle(Double.pi).endAngle(1.5 * Double.pi).radius(90)
        func screen<V: View>(_ menu: V) -> some View {
            Color(white: 0.95).overlay(alignment: .bottomTrailing) { menu.padding(30) }
        }
        return [("straight", AnyView(screen(straight)), CGSize(width: 390, height: 400)),
                ("circle", AnyView(screen(circle)), CGSize(width: 390, height: 400))]
    }
}
