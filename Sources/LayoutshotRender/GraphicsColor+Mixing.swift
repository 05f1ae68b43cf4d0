import LayoutshotGraphics

extension GraphicsColor {
    /// This colour moved `amount` (0…1) of the way towards `other`, alpha included.
    func mixed(with other: GraphicsColor, amount: Double) -> GraphicsColor {
        let t = min(max(amount, 0), 1)
        return GraphicsColor(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
                             blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }
}
