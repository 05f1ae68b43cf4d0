import Layoutshot
import LayoutshotRender

/// A fixed view exercising every family, overlays, symbols, and Latin, Korean, CJK, Arabic and emoji text,
/// rendered by the probe executable and by the determinism tests in-process.
@MainActor enum ProbeView {
    static let width: CGFloat = 300

    static var view: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline) {
                Text("Layoutshot").font(.headline)
                Spacer()
                Text("레이아웃").font(.caption).foregroundColor(.secondary)
                Capsule().foregroundColor(.green).frame(width: 28, height: 14).id("badge")
            }
            Text("한글 단어는 음절 사이에서 나뉘지 않습니다 — Korean words wrap whole.")
                .font(.callout)
                .multilineTextAlignment(.center)
                .id("korean")
            // The fallback fonts: Han and Kana (Noto Sans CJK), Arabic, and a colour bitmap emoji.
            Text("你好 こんにちは مرحبا 🚀").font(.footnote).id("scripts")
            // The system font's faces: Inter Display (20 points and up) and Inter's weights, tracked.
            Text("Title").font(.largeTitle.weight(.black)).id("display")
            Text("thin light medium semibold heavy").font(.system(size: 12, weight: .thin))
            Text("Italic").font(.body.italic().weight(.medium))
            HStack(spacing: 12) {
                Circle().foregroundColor(.orange).frame(width: 24, height: 24)
                RoundedRectangle(cornerRadius: 6).foregroundColor(.blue).opacity(0.6)
                Ellipse().foregroundColor(.purple).frame(width: 40, height: 20)
                Color.teal.frame(width: 30, height: 20).cornerRadius(4).border(Color.black, width: 1)
                // Symbols: Material Icons look-alikes, tinted and in a heavier weight.
                Image(systemName: "star.fill").foregroundStyle(.orange)
                Image(systemName: "gear").font(.body.weight(.bold))
            }
            .frame(height: 28)
        }
        .padding(12)
        .background(Color(white: 0.96))
    }

    /// The renderers the probe writes with: light at 1× with every overlay, dark at 2×.
    static func renderers(measurer: PangoTextMeasurer) -> [(name: String, renderer: LayoutRenderer)] {
        [
            ("light", LayoutRenderer(textMeasurer: measurer, overlays: .all)),
            ("dark", LayoutRenderer(textMeasurer: measurer, theme: .dark, scale: .x2, overlays: [.padding, .spacing])),
            ("plain", LayoutRenderer(textMeasurer: measurer, theme: .dark, scale: .x2).styled(.plain)),
        ]
    }

    /// Every file the probe writes: name → bytes.
    static func outputs(measurer: PangoTextMeasurer) throws -> [(name: String, bytes: [UInt8])] {
        var files: [(String, [UInt8])] = []
        for (name, renderer) in renderers(measurer: measurer) {
            let layout = renderer.layout(view, width: width)
            files.append(("\(name).png", try renderer.png(of: layout)))
            files.append(("\(name).svg", try renderer.svg(of: layout)))
        }
        let sheetRenderer = LayoutRenderer(textMeasurer: measurer)
        files.append(("sheet.png", try sheetRenderer.contactSheet(of: view, widths: [220, 300], as: .png)))
        return files
    }
}
