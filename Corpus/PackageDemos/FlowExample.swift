// tevelee/SwiftUI-Flow's example app: its ContentView as an iPhone shows it.
import Layoutshot
import FlowExample

enum FlowExampleDemo {
    @MainActor static var pictures: [(name: String, view: AnyView, size: CGSize)] {
        [("ContentView", AnyView(ContentView()), CGSize(width: 393, height: 852))]
    }
}
