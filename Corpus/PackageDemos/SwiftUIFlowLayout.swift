// globulus/swiftui-flow-layout: its FlowLayout (GeometryReader and alignment guides) of tags.
import Layoutshot
import SwiftUIFlowLayout

enum SwiftUIFlowLayoutDemo {
    @MainActor static var pictures: [(name: String, view: AnyView, size: CGSize)] {
        [("tags", AnyView(FlowLayout(mode: .vstack, binding: .constant(5),
                                     items: ["Some long item here", "And then some longer one", "Short", "Items", "Here", "And", "A", "Few", "More"]) {
            Text($0).font(.system(size: 12)).foregroundColor(.black).padding().background(RoundedRectangle(cornerRadius: 4).border(Color.gray))
        }.padding()), CGSize(width: 390, height: 400))]
    }
}
