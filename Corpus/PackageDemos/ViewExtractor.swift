// GeorgeElsham/ViewExtractor: `_VariadicView` roots (Extract and ExtractMulti) boxing each view.
import Layoutshot
import ViewExtractor

enum ViewExtractorDemo {
    @MainActor static var pictures: [(name: String, view: AnyView, size: CGSize)] {
        [("extract", AnyView(VStack {
            Extract {
                Text("One")
                Text("Two")
                ForEach(3..<5) { Text("Item \($0)") }
            } views: { views in
                HStack {
                    ForEach(views) { view in view.padding(8).border(Color.red) }
                }
            }
            ExtractMulti {
                Text("A")
                Text("B")
            } views: { views in
                ForEach(views) { view in view.padding(4).background(Color.yellow) }
            }
        }.padding()), CGSize(width: 390, height: 0))]
    }
}
