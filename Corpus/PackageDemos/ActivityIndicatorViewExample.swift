// exyte/ActivityIndicatorView's example app: its grid of indicators.
import Layoutshot
import ActivityIndicatorViewExample

enum ActivityIndicatorViewExampleDemo {
    @MainActor static var pictures: [(name: String, view: AnyView, size: CGSize)] {
        [("ContentView", AnyView(ContentView()), CGSize(width: 393, height: 852))]
    }
}
