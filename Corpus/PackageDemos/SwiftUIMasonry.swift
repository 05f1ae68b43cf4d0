// ciaranrobrien/SwiftUIMasonry: a two-column VMasonry (a Layout) of cards of several heights.
import Layoutshot
import SwiftUIMasonry

enum SwiftUIMasonryDemo {
    @MainActor static var pictures: [(name: String, view: AnyView, size: CGSize)] {
        [("vmasonry", AnyView(VMasonry(columns: 2, spacing: 8) {
            ForEach(0..<9) { index in
                RoundedRectangle(cornerRadius: 8).fill(Color.blue.opacity(0.15 + 0.08 * Double(index)))
                    .frame(height: CGFloat(60 + (index * 37) % 90))
                    .overlay(Text("\(index)"))
            }
        }.padding()), CGSize(width: 390, height: 0))]
    }
}
