extension Node {
    /// How a person would write this view: `HStack(spacing: 8)`, `Text("Title")`, `.padding(16)`.
    var label: String {
        let named = style.title ?? rule.label(of: self)
        if let id { return "\(named) #\(id.base)" }
        return named
    }
}

extension ShapeKind {
    var label: String {
        switch self {
        case .rectangle: return "Rectangle()"
        case .roundedRectangle(let r): return "RoundedRectangle(cornerRadius: \(formatLength(r)))"
        case .capsule: return "Capsule()"
        case .circle: return "Circle()"
        case .ellipse: return "Ellipse()"
        case .custom(let shape): return "\(shape.typeName)()"
        }
    }
}
