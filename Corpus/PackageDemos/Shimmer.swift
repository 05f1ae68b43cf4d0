// markiv/SwiftUI-Shimmer: redacted placeholder text with the shimmer (one frame of it).
import Layoutshot
import Shimmer

enum ShimmerDemo {
    @MainActor static var pictures: [(name: String, view: AnyView, size: CGSize)] {
        [("placeholder", AnyView(VStack(alignment: .leading) {
            Text("SwiftUI Shimmer").font(.title)
            Text("Loading the first lines of an article").redacted(reason: .placeholder)
        }.shimmering().padding()), CGSize(width: 390, height: 0))]
    }
}
