import Foundation
import Layoutshot
import LayoutshotGraphics
import LayoutshotRender
import Testing

/// The pictures a person would put in documentation: a settings row, a card and a Korean
/// paragraph, light and dark, with overlays, at several widths. Each must render in every format;
/// with `LAYOUTSHOT_GALLERY=<directory>` set they are also written there to look at.
@MainActor
@Suite struct GalleryTests {
    static var settingsRow: some View {
        HStack(alignment: .center, spacing: 12) {
            RoundedRectangle(cornerRadius: 7).foregroundColor(.blue).frame(width: 30, height: 30).id("icon")
            VStack(alignment: .leading, spacing: 2) {
                Text("Wi-Fi").font(.body)
                Text("Connected to 홈 네트워크").font(.footnote).foregroundColor(.secondary)
            }
            .id("labels")
            Spacer(minLength: 8)
            Text("On").font(.body).foregroundColor(.secondary)
            Capsule().foregroundColor(.green).frame(width: 44, height: 26).id("toggle")
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
    }

    static var paragraph: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("레이아웃 스냅샷").font(.title3).bold().id("heading")
            Text("한국어 문장은 단어 단위로 줄바꿈됩니다. 음절 사이에서 나뉘지 않고, 하이픈도 넣지 않습니다.")
                .font(.callout)
                .id("korean")
            Text("Trailing text aligns to the right edge of its frame.")
                .font(.footnote)
                .multilineTextAlignment(.trailing)
                .foregroundColor(.secondary)
        }
        .padding(14)
    }

    nonisolated static let cases: [(name: String, widths: [CGFloat])] = [("settings", [280, 360]), ("card", [200, 300]), ("paragraph", [220, 320])]

    static func view(_ name: String) -> AnyView {
        switch name {
        case "settings": return AnyView(settingsRow)
        case "card": return AnyView(Samples.card)
        default: return AnyView(paragraph)
        }
    }

    @Test(arguments: 0..<cases.count)
    func galleryRendersInEveryFormat(index: Int) throws {
        let (name, widths) = Self.cases[index]
        let directory = ProcessInfo.processInfo.environment["LAYOUTSHOT_GALLERY"]
        for (themeName, theme) in [("light", DiagramTheme.light), ("dark", DiagramTheme.dark)] {
            let renderer = LayoutRenderer(textMeasurer: sharedMeasurer, theme: theme, scale: .x2,
                                          overlays: [.padding, .spacing, .alignmentGuides])
            let layouts = renderer.layouts(Self.view(name), widths: widths)
            let sheet = try renderer.contactSheet(of: layouts, as: .png)
            let sheetImage = try PNGCodec.decode(sheet)
            let geometry = renderer.contactSheetGeometry(of: layouts)
            #expect(sheetImage.width == geometry.pixelWidth && sheetImage.height == geometry.pixelHeight)
            var traced = renderer
            traced.overlays = .all
            let single = try traced.png(of: layouts[0])
            #expect(try PNGCodec.decode(single).width == traced.geometry(of: layouts[0]).pixelWidth)
            let svg = try renderer.svg(of: layouts[0])
            #expect(!String(decoding: svg, as: UTF8.self).contains("<text"))
            if let directory {
                try AtomicFile.writeForGallery(sheet, to: "\(directory)/\(name)-\(themeName)-sheet.png")
                try AtomicFile.writeForGallery(single, to: "\(directory)/\(name)-\(themeName)-trace.png")
                try AtomicFile.writeForGallery(svg, to: "\(directory)/\(name)-\(themeName).svg")
            }
        }
    }
}

private enum AtomicFile {
    static func writeForGallery(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
