// What Scripts/build-packages renders of tevelee/SwiftUI-Flow: a content HFlow (the type that is
// also a Layout), wrapping tags with one item of maximum flexibility, and a VFlow.
import Layoutshot
import Flow

enum FlowDemo {
    static let tags = ["Swift", "SwiftUI", "Layout", "Linux", "Cairo", "Pango", "Snapshots", "Flow", "Wrapping", "Tags", "Grid"]

    @MainActor static var pictures: [(name: String, view: AnyView, size: CGSize)] {
        [
            ("hflow", AnyView(HFlow(spacing: 8) {
                ForEach(tags, id: \.self) { tag in
                    Text(tag).padding(.horizontal, 12).padding(.vertical, 6).background(Capsule().fill(Color.blue.opacity(0.2)))
                }
            }.padding()), CGSize(width: 390, height: 0)),
            ("flexibility", AnyView(HFlow(spacing: 8) {
                Text("rigid").padding(8).background(Color.red.opacity(0.3)).flexibility(.minimum)
                Text("natural").padding(8).frame(maxWidth: .infinity).background(Color.green.opacity(0.3)).flexibility(.natural)
                Text("maximum").padding(8).frame(maxWidth: .infinity).background(Color.blue.opacity(0.3)).flexibility(.maximum)
            }.padding()), CGSize(width: 390, height: 0)),
            ("vflow", AnyView(VFlow(spacing: 8) {
                ForEach(tags, id: \.self) { Text($0).padding(6).background(RoundedRectangle(cornerRadius: 6).stroke(Color.gray)) }
            }.padding()), CGSize(width: 390, height: 220)),
        ]
    }
}
