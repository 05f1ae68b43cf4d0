// Anti-aliasing detection, after V. Vysniauskas, "Anti-aliased Pixel and Intensity Slope
// Detector" (2009), in the form pixelmatch made popular: a pixel whose 3×3 neighbourhood holds
// both a brighter and a darker neighbour, at least one of which sits in a flat area of both
// images, is an intermediate shade on an edge — typically anti-aliasing that moved by a pixel.

enum AntiAliasing {
    /// Whether pixel (`x`, `y`) of `image` looks like an anti-aliased edge pixel, judged from its
    /// neighbourhood in `image` and the flatness of the extreme neighbours in both `image` and `other`.
    ///
    /// `image` and `other` must have the same dimensions.
    static func isAntiAliased(x: Int, y: Int, in image: PixelPlane, other: PixelPlane) -> Bool {
        let x0 = Swift.max(x - 1, 0), x2 = Swift.min(x + 1, image.width - 1)
        let y0 = Swift.max(y - 1, 0), y2 = Swift.min(y + 1, image.height - 1)
        let centreWord = image.word(x, y)

        // First pass, integers only: three or more neighbours with the very same bytes mean a
        // flat area, not an edge. Most pixels of real images end here.
        var equalNeighbours = equalNeighbourCount(x: x, y: y, in: image)
        if equalNeighbours > 2 { return false }

        // Second pass over the differing neighbours: brightness relative to the centre.
        // Luma differences centre − neighbour: the most negative belongs to the brightest
        // neighbour, the most positive to the darkest. A neighbour of equal brightness counts
        // as equal, as above.
        let centreLuma = YIQ.blendedLuma(image.pixel(x, y))
        var brightestDelta = 0.0, darkestDelta = 0.0
        var brightestX = 0, brightestY = 0, darkestX = 0, darkestY = 0
        // Column-major order, as pixelmatch walks it, so ties pick the same neighbour.
        var nx = x0
        var ny = y0
        while nx <= x2 {
            ny = y0
            while ny <= y2 {
                defer { ny += 1 }
                if (nx == x && ny == y) || image.word(nx, ny) == centreWord { continue }
                let delta = centreLuma - YIQ.blendedLuma(image.pixel(nx, ny))
                if delta == 0 {
                    equalNeighbours += 1
                    if equalNeighbours > 2 { return false }
                } else if delta < brightestDelta {
                    brightestDelta = delta
                    brightestX = nx
                    brightestY = ny
                } else if delta > darkestDelta {
                    darkestDelta = delta
                    darkestX = nx
                    darkestY = ny
                }
            }
            nx += 1
        }

        // An edge shade lies between a brighter and a darker neighbour.
        if brightestDelta == 0 || darkestDelta == 0 { return false }

        // ... and at least one of those extremes is solid (flat) in both images.
        return (hasManyEqualNeighbours(x: darkestX, y: darkestY, in: image)
                    && hasManyEqualNeighbours(x: darkestX, y: darkestY, in: other))
            || (hasManyEqualNeighbours(x: brightestX, y: brightestY, in: image)
                    && hasManyEqualNeighbours(x: brightestX, y: brightestY, in: other))
    }

    /// Whether pixel (`x`, `y`) has three or more neighbours with exactly its bytes
    /// (the image border counting as one).
    static func hasManyEqualNeighbours(x: Int, y: Int, in image: PixelPlane) -> Bool {
        equalNeighbourCount(x: x, y: y, in: image) > 2
    }

    /// How many of pixel (`x`, `y`)'s neighbours have exactly its bytes, a pixel on the image
    /// border counting the missing outside as one; counting stops at 3 (enough for "flat").
    static func equalNeighbourCount(x: Int, y: Int, in image: PixelPlane) -> Int {
        let x0 = Swift.max(x - 1, 0), x2 = Swift.min(x + 1, image.width - 1)
        let y0 = Swift.max(y - 1, 0), y2 = Swift.min(y + 1, image.height - 1)
        var equalNeighbours = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        let centreWord = image.word(x, y)
        var ny = y0
        while ny <= y2 {
            var nx = x0
            while nx <= x2 {
                if (nx != x || ny != y) && image.word(nx, ny) == centreWord {
                    equalNeighbours += 1
                    if equalNeighbours > 2 { return equalNeighbours }
                }
                nx += 1
            }
            ny += 1
        }
        return equalNeighbours
    }
}
