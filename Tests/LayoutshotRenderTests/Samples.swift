import Layoutshot
import LayoutshotRender

/// A small card with every family the core has today, ids, padding, spacing and Korean text.
@MainActor enum Samples {
    static var card: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline, spacing: 6) {
                Text("Inbox").font(.headline).id("title")
                Spacer()
                Text("받은편지함").font(.caption).foregroundColor(.secondary)
                Capsule().foregroundColor(.blue).frame(width: 26, height: 14).id("badge")
            }
            Text("Layout diagrams show every frame, the padding and the gaps between views.")
                .font(.callout)
                .id("body")
            HStack(spacing: 10) {
                Circle().foregroundColor(.orange).frame(width: 22, height: 22)
                RoundedRectangle(cornerRadius: 5).foregroundColor(.green)
                Color.purple.frame(width: 30, height: 18).cornerRadius(4)
            }
            .frame(height: 24)
        }
        .padding(12)
    }
}
