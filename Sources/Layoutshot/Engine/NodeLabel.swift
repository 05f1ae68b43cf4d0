extension Node {
    /// How a person would write this view: `HStack(spacing: 8)`, `Text("Title")`, `.padding(16)`.
    var label: String {
        let base: String
        switch kind {
        case .layout(let box): base = box.label
        case .color(let color): base = color.description
        case .shape(let shape): base = shape.label
        case .spacer(let minLength): base = minLength.map { "Spacer(minLength: \(formatLength($0)))" } ?? "Spacer()"
        case .empty: base = "EmptyView()"
        case .text(let text):
            let string = text.content.string
            let shown = string.count > 40 ? String(string.prefix(39)) + "…" : string
            base = "Text(\"\(shown.replacingOccurrences(of: "\n", with: "\\n"))\")"
        case .padding(let i):
            if i.top == i.leading && i.leading == i.bottom && i.bottom == i.trailing {
                base = ".padding(\(formatLength(i.top)))"
            } else {
                base = ".padding(top: \(formatLength(i.top)), leading: \(formatLength(i.leading)), bottom: \(formatLength(i.bottom)), trailing: \(formatLength(i.trailing)))"
            }
        case .frame(let w, let h, let a):
            var parts: [String] = []
            if let w { parts.append("width: \(formatLength(w))") }
            if let h { parts.append("height: \(formatLength(h))") }
            if a != .center { parts.append("alignment: .\(a.horizontal)/\(a.vertical)") }
            base = ".frame(\(parts.joined(separator: ", ")))"
        case .flexibleFrame(let f):
            var parts: [String] = []
            for (name, value) in [("minWidth", f.minWidth), ("idealWidth", f.idealWidth), ("maxWidth", f.maxWidth),
                                  ("minHeight", f.minHeight), ("idealHeight", f.idealHeight), ("maxHeight", f.maxHeight)] {
                if let value { parts.append("\(name): \(value == .infinity ? ".infinity" : formatLength(value))") }
            }
            if f.alignment != .center { parts.append("alignment: .\(f.alignment.horizontal)/\(f.alignment.vertical)") }
            base = ".frame(\(parts.joined(separator: ", ")))"
        case .fixedSize(let h, let v):
            base = h && v ? ".fixedSize()" : ".fixedSize(horizontal: \(h), vertical: \(v))"
        case .alignmentGuide(let o): base = ".alignmentGuide(.\(o.key.name))"
        case .background: base = ".background"
        case .overlay: base = ".overlay"
        case .viewThatFits(let axes):
            base = axes == [.horizontal, .vertical] ? "ViewThatFits" : "ViewThatFits(in: .\(axes == .horizontal ? "horizontal" : "vertical"))"
        }
        let named = style.title ?? base
        if let id { return "\(named) #\(id.base)" }
        return named
    }

    /// The labels from the root down to this node, for diagnostics.
    var path: String {
        var labels: [String] = []
        var node: Node? = self
        while let current = node {
            labels.append(current.label)
            node = current.parent
        }
        return labels.reversed().joined(separator: " > ")
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
