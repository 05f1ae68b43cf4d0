import Layoutshot

/// Views the benchmarks render, defined once so every benchmark measures the same picture.
@MainActor public enum BenchmarkViews {
    /// 80 cards in a 10×8 grid, each with a coloured dot, a title and a caption (every other one in
    /// Hangul), padding and a background, sized to `width`×`height`: the 1600×1200 diagram the PNG
    /// encoders are timed on.
    public static func cardGrid(width: CGFloat, height: CGFloat) -> some View {
        let colors: [Color] = [.blue, .orange, .green, .purple, .pink, .teal]
        return VStack(alignment: .leading, spacing: 10) {
            ForEach(0..<10, id: \.self) { row in
                HStack(spacing: 10) {
                    ForEach(0..<8, id: \.self) { column in
                        let index = row * 8 + column
                        VStack(alignment: .leading, spacing: 4) {
                            HStack {
                                Circle().foregroundColor(colors[index % colors.count]).frame(width: 12, height: 12)
                                Text("Card \(index)").font(.headline)
                                Spacer()
                            }
                            Text(index % 2 == 0 ? "레이아웃 \(index)" : "width: \(index * 3) pt").font(.caption)
                        }
                        .padding(8)
                        .background(Color(white: 0.95))
                        .id("card\(index)")
                    }
                }
            }
        }
        .frame(width: width, height: height, alignment: .topLeading)
    }
}
