// ryanlintott/FrameUp: its HFlowLayout (a Layout), VMasonryLayout, a widget frame whose content
// fills the widget's shape (`containerShape(_:)` + ContainerRelativeShape), and text drawn by its
// UnclippedTextRenderer (a TextRenderer).
import Layoutshot
import FrameUp

enum FrameUpDemo {
    static let words = ["Frame", "Up", "flows", "its", "tags", "across", "the", "width", "it", "is", "given"]

    @MainActor static var pictures: [(name: String, view: AnyView, size: CGSize)] {
        let flow = HFlowLayout {
            ForEach(words, id: \.self) {
                Text($0).padding(8).background(Capsule().fill(Color.green.opacity(0.3)))
            }
        }.padding()
        let masonry = VMasonryLayout(columns: 3) {
            ForEach(0..<9, id: \.self) { index in
                RoundedRectangle(cornerRadius: 8).fill(Color.blue.opacity(0.2 + 0.08 * Double(index)))
                    // (The layout measures each view in the whole proposal: tiles have their own width.)
                    .frame(width: 100, height: CGFloat(40 + (index * 37) % 80))
            }
        }.padding()
        let widget = WidgetDemoFrame(widgetSize: .small, designCanvasSize: CGSize(width: 170, height: 170),
                                     homeScreenSize: CGSize(width: 170, height: 170)) { size, cornerRadius in
            ContainerRelativeShape().fill(Color.indigo)
                .overlay { Text("Widget").font(.headline).foregroundColor(.white) }
                .frame(width: size.width, height: size.height)
        }.padding()
        let text = VStack(alignment: .leading, spacing: 12) {
            Text("Drawn by a TextRenderer").font(.title).unclippedTextRenderer().border(Color.red)
            Text("Each line of a wrapped paragraph is drawn by the renderer, where the text would draw it.")
                .multilineTextAlignment(.center).unclippedTextRenderer().border(Color.red).frame(width: 240)
        }.padding()
        return [("hflowlayout", AnyView(flow), CGSize(width: 390, height: 0)),
                ("vmasonrylayout", AnyView(masonry), CGSize(width: 390, height: 0)),
                ("widget", AnyView(widget), CGSize(width: 390, height: 0)),
                ("textrenderer", AnyView(text), CGSize(width: 390, height: 0))]
    }
}
