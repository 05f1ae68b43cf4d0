import Testing
import Layoutshot

/// A rigid view of a given size (a colour in a fixed frame: its size never depends on the proposal),
/// named `id`.
@MainActor func block(_ width: CGFloat, _ height: CGFloat, _ id: AnyHashable) -> some View {
    Color.blue.frame(width: width, height: height).id(id)
}

/// Floating-point sums of text metrics (17 × 0.8 …) are not exact: compare with a tolerance.
func close(_ a: CGFloat?, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

func close(_ a: CGRect?, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    guard let a else { return false }
    return close(a.minX, b.minX, tolerance: tolerance) && close(a.minY, b.minY, tolerance: tolerance)
        && close(a.width, b.width, tolerance: tolerance) && close(a.height, b.height, tolerance: tolerance)
}

func close(_ a: CGSize?, _ b: CGSize, tolerance: CGFloat = 1e-9) -> Bool {
    guard let a else { return false }
    return close(a.width, b.width, tolerance: tolerance) && close(a.height, b.height, tolerance: tolerance)
}

// SeededGenerator (SplitMix64) lives in Support.swift.

/// Body text in the deterministic measurer: 8.5 per character, 20.4 per line.
let characterWidth: CGFloat = 8.5
let lineHeight: CGFloat = 17 * 0.8 + 17 * 0.2 + 17 * 0.2
