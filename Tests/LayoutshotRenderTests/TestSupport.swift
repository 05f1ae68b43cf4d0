import Foundation
import LayoutshotGraphics
import LayoutshotPixels
import LayoutshotRender

/// One measurer for all tests (fonts load once).
let sharedMeasurer: PangoTextMeasurer = {
    do { return try PangoTextMeasurer() } catch { fatalError("fonts are not installed (run Scripts/setup): \(error)") }
}()

/// A renderer that draws only what the views draw (no frames, grid, rulers), with a small margin.
func plainRenderer(scale: DiagramScale = .x1, background: DiagramBackground = .opaque) -> LayoutRenderer {
    LayoutRenderer(textMeasurer: sharedMeasurer, scale: scale, overlays: [], showsRulers: false,
                   showsFrames: false, showsGrid: false, background: background, margin: 10)
}

/// A pixel rectangle: x in minX..<maxX, y in minY..<maxY.
struct PixelRect: Equatable, CustomStringConvertible {
    var minX: Int, minY: Int, maxX: Int, maxY: Int
    var description: String { "[\(minX)..<\(maxX)] × [\(minY)..<\(maxY)]" }
    func contains(x: Int, y: Int) -> Bool { x >= minX && x < maxX && y >= minY && y < maxY }
}

/// The pixels a frame in root coordinates covers in a diagram: rounded outward.
func pixelRect(of frame: CGRect, in geometry: DiagramGeometry) -> PixelRect {
    let rect = geometry.pictureRect(of: frame)
    let s = CGFloat(geometry.scale.rawValue)
    return PixelRect(minX: Int((rect.minX * s).rounded(.down)), minY: Int((rect.minY * s).rounded(.down)),
                     maxX: Int((rect.maxX * s).rounded(.up)), maxY: Int((rect.maxY * s).rounded(.up)))
}

/// The bounding box of pixels whose alpha is above `threshold`, or nil.
func inkBounds(_ image: RGBAImage, threshold: UInt8 = 0) -> PixelRect? {
    var box: PixelRect?
    for y in 0..<image.height {
        for x in 0..<image.width where image.pixels[(y * image.width + x) * 4 + 3] > threshold {
            if var b = box {
                b.minX = min(b.minX, x); b.maxX = max(b.maxX, x + 1)
                b.minY = min(b.minY, y); b.maxY = max(b.maxY, y + 1)
                box = b
            } else {
                box = PixelRect(minX: x, minY: y, maxX: x + 1, maxY: y + 1)
            }
        }
    }
    return box
}

/// How many pixels in `rect` differ from `background`.
func countPixels(in image: RGBAImage, _ rect: PixelRect, differingFrom background: RGBA) -> Int {
    var count = 0
    for y in max(0, rect.minY)..<min(image.height, rect.maxY) {
        for x in max(0, rect.minX)..<min(image.width, rect.maxX) where image[x, y] != background {
            count += 1
        }
    }
    return count
}

/// The part of `image` inside `rect`.
func crop(_ image: RGBAImage, _ rect: PixelRect) -> RGBAImage {
    var pixels: [UInt8] = []
    pixels.reserveCapacity((rect.maxX - rect.minX) * (rect.maxY - rect.minY) * 4)
    for y in rect.minY..<rect.maxY {
        let start = (y * image.width + rect.minX) * 4
        pixels.append(contentsOf: image.pixels[start..<start + (rect.maxX - rect.minX) * 4])
    }
    return RGBAImage(width: rect.maxX - rect.minX, height: rect.maxY - rect.minY, pixels: pixels)!
}

/// An 8-bit pixel of a theme colour.
func pixel(_ color: GraphicsColor) -> RGBA {
    RGBA(r: UInt8((color.red * 255).rounded()), g: UInt8((color.green * 255).rounded()),
         b: UInt8((color.blue * 255).rounded()), a: UInt8((color.alpha * 255).rounded()))
}

/// A fresh empty directory under the system's temporary directory.
func makeTemporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "layoutshot-render-\(UInt64.random(in: 0...UInt64.max))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
