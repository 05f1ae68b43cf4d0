// ryanlintott/FrameUp: its HFlowLayout (a Layout) and TagView.
import Layoutshot
import FrameUp

enum FrameUpDemo {
    @MainActor static var pictures: [(name: String, view: AnyView, size: CGSize)] {
        [("hflowlayout", AnyView(HFlowLayout {
            ForEach(["Frame", "Up", "flows", "its", "tags", "across", "the", "width", "it", "is", "given"], id: \.self) {
                Text($0).padding(8).background(Capsule().fill(Color.green.opacity(0.3)))
            }
        }.padding()), CGSize(width: 390, height: 0))]
    }
}
