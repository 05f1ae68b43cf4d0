// exyte/FloatingButton's example app: its ContentView.
import Layoutshot
import FloatingButtonExample

enum FloatingButtonExampleDemo {
    @MainActor static var pictures: [(name: String, view: AnyView, size: CGSize)] {
        [("ContentView", AnyView(ContentView()), CGSize(width: 393, height: 852))]
    }
}
