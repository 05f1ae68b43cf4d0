import LayoutshotPixels
import Testing
@testable import LayoutshotDiff

@Suite("Anti-aliasing detection")
struct AntiAliasingTests {
    static let ink = RGBA(r: 20, g: 40, b: 120)

    static func rect(offsetX: Double) -> RGBAImage {
        var image = RGBAImage(width: 48, height: 32, fill: .white)
        TestImages.softRect(&image, minX: 10.5 + offsetX, minY: 6.25, maxX: 30.5 + offsetX, maxY: 24.75,
                            color: ink)
        return image
    }

    static func disc(offsetX: Double) -> RGBAImage {
        var image = RGBAImage(width: 64, height: 64, fill: .white)
        TestImages.softDisc(&image, centerX: 31.3 + offsetX, centerY: 30.6, radius: 18, color: ink)
        return image
    }

    @Test("a soft edge shifted by one pixel is anti-aliasing: ignored by default, counted when included",
          arguments: ["rect", "disc"])
    func shiftedSoftEdge(shape: String) throws {
        let expected = shape == "rect" ? Self.rect(offsetX: 0) : Self.disc(offsetX: 0)
        let actual = shape == "rect" ? Self.rect(offsetX: 1) : Self.disc(offsetX: 1)

        let ignoring = try ImageDiff().compare(expected: expected, actual: actual)
        #expect(ignoring.differentPixels == 0)
        #expect(ignoring.changedBounds == nil)
        #expect(ignoring.antiAliasedPixels > 10)

        let including = try ImageDiff(includeAntiAliasing: true).compare(expected: expected, actual: actual)
        #expect(including.differentPixels == ignoring.antiAliasedPixels)
        #expect(including.antiAliasedPixels == 0)
        #expect(including.changedBounds != nil)
    }

    @Test("a hard edge shifted by one pixel is a real change, not anti-aliasing")
    func shiftedHardEdge() throws {
        var expected = RGBAImage(width: 48, height: 32, fill: .white)
        var actual = expected
        TestImages.softRect(&expected, minX: 10, minY: 6, maxX: 30, maxY: 25, color: Self.ink)
        TestImages.softRect(&actual, minX: 11, minY: 6, maxX: 31, maxY: 25, color: Self.ink)
        let result = try ImageDiff().compare(expected: expected, actual: actual)
        // Column 10 lost the ink, column 30 gained it: 19 rows each.
        #expect(result.differentPixels == 38)
        #expect(result.antiAliasedPixels == 0)
        #expect(result.changedBounds == PixelBounds(x: 10, y: 6, width: 21, height: 19))
    }

    @Test("a new intermediate shade inside a flat area is counted")
    func lonePixelIsNotAntiAliasing() throws {
        let expected = Self.rect(offsetX: 0)
        var actual = expected
        actual[40, 28] = RGBA(r: 128, g: 128, b: 128)
        let result = try ImageDiff().compare(expected: expected, actual: actual)
        #expect(result.differentPixels == 1)
        #expect(result.antiAliasedPixels == 0)
    }

    @Test("the detector needs both a darker and a brighter neighbour")
    func detectorNeighbourhood() {
        // A mid-grey pixel between a flat black column and a flat white column is an edge shade;
        // the same pixel with only white around is not.
        var edge = RGBAImage(width: 5, height: 5, fill: .white)
        for y in 0..<5 { edge[0, y] = .black; edge[1, y] = .black }
        edge[2, 2] = RGBA(r: 128, g: 128, b: 128)
        var lone = RGBAImage(width: 5, height: 5, fill: .white)
        lone[2, 2] = RGBA(r: 128, g: 128, b: 128)
        PixelPlane.with(edge, lone) { edgePlane, lonePlane in
            #expect(AntiAliasing.isAntiAliased(x: 2, y: 2, in: edgePlane, other: edgePlane))
            #expect(!AntiAliasing.isAntiAliased(x: 2, y: 2, in: lonePlane, other: lonePlane))
            // A pixel of the flat white area has many equal neighbours.
            #expect(AntiAliasing.hasManyEqualNeighbours(x: 4, y: 4, in: edgePlane))
            #expect(!AntiAliasing.hasManyEqualNeighbours(x: 2, y: 2, in: edgePlane))
        }
    }
}
