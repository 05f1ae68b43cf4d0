// dkk/WrappingHStack: words wrapped into lines (each item measured with UIHostingController's
// sizeThatFits(in:)), with constant and dynamic spacing and a forced NewLine.
import Layoutshot
import WrappingHStack

enum WrappingHStackDemo {
    static let words = ["Wrapping", "HStack", "measures", "each", "item", "and", "breaks", "lines", "where", "the", "next", "one", "would", "overflow"]

    @MainActor static func chip(_ word: String) -> some View {
        Text(word).padding(.horizontal, 10).padding(.vertical, 6).background(Capsule().fill(Color.teal.opacity(0.3)))
    }

    @MainActor static var pictures: [(name: String, view: AnyView, size: CGSize)] {
        let constant = WrappingHStack(words, spacing: .constant(8), lineSpacing: 8) { chip($0) }.padding()
        let dynamic = WrappingHStack(words, spacing: .dynamicIncludingBorders(minSpacing: 6), lineSpacing: 8) { chip($0) }.padding()
        let newLine = WrappingHStack(alignment: .center, lineSpacing: 8) {
            chip("First")
            chip("line")
            NewLine()
            chip("second")
        }.padding()
        return [("constant", AnyView(constant), CGSize(width: 390, height: 0)),
                ("dynamic", AnyView(dynamic), CGSize(width: 390, height: 0)),
                ("newline", AnyView(newLine), CGSize(width: 390, height: 0))]
    }
}
