// dkk/WrappingHStack's example app: its ExampleView in each alignment it shows.
import Layoutshot
import WrappingHStackExample

enum WrappingHStackExampleDemo {
    @MainActor static var pictures: [(name: String, view: AnyView, size: CGSize)] {
        [("leading", AnyView(ExampleView(exampleType: .leading)), CGSize(width: 390, height: 600)),
         ("dynamicCenter", AnyView(ExampleView(exampleType: .dynamicCenter)), CGSize(width: 390, height: 600))]
    }
}
