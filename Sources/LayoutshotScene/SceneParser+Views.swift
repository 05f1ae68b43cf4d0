import Layoutshot
import Yams

/// A modifier read from a scene, applied to a view through Layoutshot's public API.
@MainActor enum SceneModifier {
    case font(Font)
    case lineLimit(Int?)
    case multilineTextAlignment(TextAlignment)
    case foregroundColor(Color)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    case flexibleFrame(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
                       minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment)
    case padding(EdgeInsets)
    case background(AnyView, Alignment)
    case overlay(AnyView, Alignment)
    case clipShape(AnyShape)
    case cornerRadius(CGFloat)
    case border(Color, CGFloat)
    case opacity(Double)
    case alignmentGuide(AlignmentGuideSpec)
    case gridCellColumns(Int)
    case gridColumnAlignment(HorizontalAlignment)
    case gridCellUnsizedAxes(Axis.Set)
    case gridCellAnchor(UnitPoint)
    case layoutPriority(Double)
    case id(String)
    /// Several, applied in order.
    case many([SceneModifier])

    func apply(to view: AnyView) -> AnyView {
        switch self {
        case .many(let modifiers): return modifiers.reduce(view) { $1.apply(to: $0) }
        case .font(let font): return AnyView(view.font(font))
        case .lineLimit(let limit): return AnyView(view.lineLimit(limit))
        case .multilineTextAlignment(let alignment): return AnyView(view.multilineTextAlignment(alignment))
        case .foregroundColor(let color): return AnyView(view.foregroundColor(color))
        case .fixedSize(let horizontal, let vertical): return AnyView(view.fixedSize(horizontal: horizontal, vertical: vertical))
        case .frame(let width, let height, let alignment): return AnyView(view.frame(width: width, height: height, alignment: alignment))
        case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, let alignment):
            return AnyView(view.frame(minWidth: minW, idealWidth: idealW, maxWidth: maxW, minHeight: minH, idealHeight: idealH, maxHeight: maxH, alignment: alignment))
        case .padding(let insets): return AnyView(view.padding(insets))
        case .background(let decoration, let alignment): return AnyView(view.background(decoration, alignment: alignment))
        case .overlay(let decoration, let alignment): return AnyView(view.overlay(decoration, alignment: alignment))
        case .clipShape(let shape): return AnyView(view.clipShape(shape))
        case .cornerRadius(let radius): return AnyView(view.cornerRadius(radius))
        case .border(let color, let width): return AnyView(view.border(color, width: width))
        case .opacity(let value): return AnyView(view.opacity(value))
        case .alignmentGuide(let spec):
            let expression = spec.value
            switch spec.guide {
            case .horizontal(let guide):
                return AnyView(view.alignmentGuide(guide) { d in expression.evaluate(in: d, axis: .horizontal) })
            case .vertical(let guide):
                return AnyView(view.alignmentGuide(guide) { d in expression.evaluate(in: d, axis: .vertical) })
            }
        case .gridCellColumns(let count): return AnyView(view.gridCellColumns(count))
        case .gridColumnAlignment(let guide): return AnyView(view.gridColumnAlignment(guide))
        case .gridCellUnsizedAxes(let axes): return AnyView(view.gridCellUnsizedAxes(axes))
        case .gridCellAnchor(let anchor): return AnyView(view.gridCellAnchor(anchor))
        case .layoutPriority(let value): return AnyView(view.layoutPriority(value))
        case .id(let id): return AnyView(view.id(id))
        }
    }
}

/// An `alignmentGuide` from a scene: which guide, and the value as a constant or an expression.
struct AlignmentGuideSpec {
    enum Guide {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }
    let guide: Guide
    let value: GuideExpression
}

/// Where a view node sits, which decides the extra keys it may have.
enum ViewPosition {
    case plain
    /// In `background:` or `overlay:`: may carry `alignment`.
    case decoration
}

/// The containers, called layouts in messages ("unknown layout 'flwo'").
private let layoutKinds: Set<String> = ["hstack", "vstack", "zstack", "viewThatFits", "group", "flow", "grid", "gridRow", "lazyVGrid", "lazyHGrid"]

extension SceneParser {
    /// A view node: one view key (`text`, `vstack`, …) and any modifier keys, applied in the
    /// documented order, then the `modifiers:` list in its order.
    func view(_ node: Node, depth: Int, position: ViewPosition = .plain) -> AnyView {
        view(node, depth: depth, position: position).view
    }

    func view(_ node: Node, depth: Int, position: ViewPosition) -> (view: AnyView, alignment: Alignment) {
        let empty = (AnyView(EmptyView()), Alignment.center)
        guard !stopped else { return empty }
        if depth > reader.maximumDepth {
            if !reportedDepth {
                reportedDepth = true
                report(at: node, "the view tree is more than \(reader.maximumDepth) views deep here (flatten the nesting or split the scene)")
            }
            return empty
        }
        viewCount += 1
        if viewCount > reader.maximumViewCount {
            report(at: node, "the scene has more than \(reader.maximumViewCount) views (split it into several scenes)")
            stopped = true
            return empty
        }
        guard case .mapping = node else {
            var message = "expected a view (\(mappingWord) such as {text: Hello} or {vstack: [...]}), found \(describe(node))"
            if case .string(let word)? = node.scalarValue, Vocabulary.viewKinds.contains(word) {
                message += " (write '\(word):' with a colon to make it a view)"
            } else if case .string? = node.scalarValue {
                message += " (for text write 'text: ...')"
            }
            report(at: node, message)
            return empty
        }
        let allowed = position == .decoration ? Vocabulary.decoration : Vocabulary.view
        let hasKind = nodeHasKind(node)
        guard let fields = fields(node, what: "view", allowed: allowed, unknownKey: { key in
            self.unknownViewKey(key, hasKind: hasKind, allowed: allowed)
        }) else { return empty }

        let kinds = fields.entries.filter { Vocabulary.viewKinds.contains($0.key) }
        var view: AnyView
        if kinds.isEmpty {
            if hasKind { return empty } // the kind was misspelt: already reported
            report(at: node, "a view needs one of \(Vocabulary.viewKinds.joined(separator: ", ")) (found only \(fields.entries.isEmpty ? "an empty \(isJSON ? "object" : "mapping")" : "modifiers"))")
            return empty
        } else {
            if kinds.count > 1 {
                report(at: kinds[1].keyNode, "'\(kinds[0].key)' and '\(kinds[1].key)' in one view: a view has one kind (nest one inside the other, e.g. with 'content:' or 'children:')")
            }
            view = baseView(kinds[0].key, kinds[0].value, depth: depth)
        }

        for key in Vocabulary.modifiers {
            guard let entry = fields.entries.first(where: { $0.key == key }) else { continue }
            if let modifier = modifier(key, entry.value, depth: depth) {
                view = modifier.apply(to: view)
            }
        }
        if let list = fields["modifiers"] {
            view = applyModifierList(list, to: view, depth: depth)
        }
        var alignment = Alignment.center
        if let node = fields["alignment"] {
            alignment = keyword(node, for: "alignment", Vocabulary.alignments) ?? .center
        }
        return (view, alignment)
    }

    private func nodeHasKind(_ node: Node) -> Bool {
        guard case .mapping(let mapping) = node else { return false }
        return mapping.keys.contains { key in
            guard case .string(let word)? = key.scalarValue else { return false }
            if Vocabulary.viewKinds.contains(word) { return true }
            // A misspelt kind still counts as the view's kind (one message, not two).
            return !Vocabulary.modifiers.contains(word) && word != "modifiers" && word != "alignment"
                && suggestion(for: word, among: Vocabulary.viewKinds) != nil
                && suggestion(for: word, among: Vocabulary.modifiers + ["modifiers", "alignment"]) == nil
        }
    }

    private func unknownViewKey(_ key: String, hasKind: Bool, allowed: [String]) -> String {
        let modifierNames = allowed.filter { !Vocabulary.viewKinds.contains($0) }
        if let guess = suggestion(for: key, among: Vocabulary.viewKinds),
           suggestion(for: key, among: modifierNames) == nil || editDistance(key, guess) < editDistance(key, suggestion(for: key, among: modifierNames)!) {
            return "unknown \(layoutKinds.contains(guess) ? "layout" : "view") '\(key)' (did you mean '\(guess)'?)"
        }
        if let guess = suggestion(for: key, among: modifierNames) {
            return "unknown modifier '\(key)' (did you mean '\(guess)'?)"
        }
        return "unknown key '\(key)' in a view (a view has one of \(Vocabulary.viewKinds.joined(separator: ", ")) and modifiers such as \(Vocabulary.modifiers.prefix(8).joined(separator: ", ")), …)"
    }

    // MARK: Kinds

    private func baseView(_ kind: String, _ value: Node, depth: Int) -> AnyView {
        switch kind {
        case "hstack":
            guard let (fields, children) = container(value, kind: kind, allowed: Vocabulary.hstack, depth: depth) else { return AnyView(EmptyView()) }
            let alignment = fields?["alignment"].flatMap { keyword($0, for: "alignment", Vocabulary.verticalAlignments) } ?? .center
            let spacing = fields?["spacing"].flatMap { number($0, for: "spacing", example: "spacing: 8") }
            return AnyView(HStack(alignment: alignment, spacing: spacing.map { CGFloat($0) }) { Self.each(children) })
        case "vstack":
            guard let (fields, children) = container(value, kind: kind, allowed: Vocabulary.vstack, depth: depth) else { return AnyView(EmptyView()) }
            let alignment = fields?["alignment"].flatMap { keyword($0, for: "alignment", Vocabulary.horizontalAlignments) } ?? .center
            let spacing = fields?["spacing"].flatMap { number($0, for: "spacing", example: "spacing: 8") }
            return AnyView(VStack(alignment: alignment, spacing: spacing.map { CGFloat($0) }) { Self.each(children) })
        case "zstack":
            guard let (fields, children) = container(value, kind: kind, allowed: Vocabulary.zstack, depth: depth) else { return AnyView(EmptyView()) }
            let alignment = fields?["alignment"].flatMap { keyword($0, for: "alignment", Vocabulary.alignments) } ?? .center
            return AnyView(ZStack(alignment: alignment) { Self.each(children) })
        case "flow":
            guard let (fields, children) = container(value, kind: kind, allowed: Vocabulary.flow, depth: depth) else { return AnyView(EmptyView()) }
            let alignment = fields?["alignment"].flatMap { keyword($0, for: "alignment", Vocabulary.horizontalAlignments) } ?? .leading
            let spacing = fields?["spacing"].flatMap { number($0, for: "spacing", range: 0...maximumLength, example: "spacing: 8") }
            let lineSpacing = fields?["lineSpacing"].flatMap { number($0, for: "lineSpacing", range: 0...maximumLength, example: "lineSpacing: 8") }
            return AnyView(FlowLayout(alignment: alignment, spacing: spacing.map { CGFloat($0) }, lineSpacing: lineSpacing.map { CGFloat($0) }) { Self.each(children) })
        case "grid":
            guard let (fields, children) = container(value, kind: kind, allowed: Vocabulary.grid, depth: depth) else { return AnyView(EmptyView()) }
            let alignment = fields?["alignment"].flatMap { keyword($0, for: "alignment", Vocabulary.alignments) } ?? .center
            let horizontal = fields?["horizontalSpacing"].flatMap { number($0, for: "horizontalSpacing", example: "horizontalSpacing: 12") }
            let vertical = fields?["verticalSpacing"].flatMap { number($0, for: "verticalSpacing", example: "verticalSpacing: 12") }
            return AnyView(Grid(alignment: alignment, horizontalSpacing: horizontal.map { CGFloat($0) }, verticalSpacing: vertical.map { CGFloat($0) }) { Self.each(children) })
        case "gridRow":
            guard let (fields, children) = container(value, kind: kind, allowed: Vocabulary.gridRow, depth: depth) else { return AnyView(EmptyView()) }
            let alignment = fields?["alignment"].flatMap { keyword($0, for: "alignment", Vocabulary.verticalAlignments) }
            return AnyView(GridRow(alignment: alignment) { Self.each(children) })
        case "lazyVGrid", "lazyHGrid":
            let vertical = kind == "lazyVGrid"
            let tracksKey = vertical ? "columns" : "rows"
            guard let (fields, children) = container(value, kind: kind, allowed: vertical ? Vocabulary.lazyVGrid : Vocabulary.lazyHGrid, depth: depth) else { return AnyView(EmptyView()) }
            guard let fields else {
                report(at: value, "'\(kind)' needs '\(tracksKey)' (e.g. \(kind): {\(tracksKey): [{adaptive: 150}], children: [...]})")
                return AnyView(EmptyView())
            }
            guard let tracksNode = fields[tracksKey] else {
                report(at: value, "'\(kind)' needs '\(tracksKey)' (e.g. \(tracksKey): [{adaptive: 150}] or \(tracksKey): 3)")
                return AnyView(EmptyView())
            }
            let items = gridItems(tracksNode, for: tracksKey)
            let spacing = fields["spacing"].flatMap { number($0, for: "spacing", example: "spacing: 8") }.map { CGFloat($0) }
            if vertical {
                let alignment = fields["alignment"].flatMap { keyword($0, for: "alignment", Vocabulary.horizontalAlignments) } ?? .center
                return AnyView(LazyVGrid(columns: items, alignment: alignment, spacing: spacing) { Self.each(children) })
            }
            let alignment = fields["alignment"].flatMap { keyword($0, for: "alignment", Vocabulary.verticalAlignments) } ?? .center
            return AnyView(LazyHGrid(rows: items, alignment: alignment, spacing: spacing) { Self.each(children) })
        case "viewThatFits":
            guard let (fields, children) = container(value, kind: kind, allowed: Vocabulary.viewThatFits, depth: depth) else { return AnyView(EmptyView()) }
            var axes: Axis.Set = [.horizontal, .vertical]
            if let node = fields?["in"] {
                if case .sequence(let items) = node {
                    axes = []
                    for item in items {
                        if let axis = keyword(item, for: "in", Vocabulary.axes, order: ["horizontal", "vertical", "both"]) { axes.formUnion(axis) }
                    }
                } else {
                    axes = keyword(node, for: "in", Vocabulary.axes, order: ["horizontal", "vertical", "both"]) ?? axes
                }
            }
            return AnyView(ViewThatFits(in: axes) { Self.each(children) })
        case "group":
            guard let (_, children) = container(value, kind: kind, allowed: Vocabulary.group, depth: depth) else { return AnyView(EmptyView()) }
            return AnyView(Group { Self.each(children) })
        case "text":
            guard let string = string(value, for: "text", anyScalar: true, example: "text: Hello") else { return AnyView(EmptyView()) }
            return AnyView(Text(string))
        case "color":
            return color(value, for: "color").map { AnyView($0) } ?? AnyView(EmptyView())
        case "spacer":
            var minLength: Double?
            switch value {
            case .mapping:
                if let fields = fields(value, what: "spacer", allowed: Vocabulary.spacer), let node = fields["minLength"] {
                    minLength = number(node, for: "minLength", range: 0...maximumLength, example: "minLength: 8")
                }
            case .scalar where value.scalarValue == .null:
                break
            default:
                minLength = number(value, for: "spacer", range: 0...maximumLength, example: "spacer: {minLength: 8}, or spacer: 8")
            }
            return AnyView(Spacer(minLength: minLength.map { CGFloat($0) }))
        case "rectangle", "capsule", "circle", "ellipse", "empty":
            noValue(value, for: kind)
            switch kind {
            case "rectangle": return AnyView(Rectangle())
            case "capsule": return AnyView(Capsule())
            case "circle": return AnyView(Circle())
            case "ellipse": return AnyView(Ellipse())
            default: return AnyView(EmptyView())
            }
        case "roundedRectangle":
            return AnyView(RoundedRectangle(cornerRadius: CGFloat(cornerRadius(value, for: "roundedRectangle") ?? 0)))
        case "image":
            return image(value)
        case "content":
            return view(value, depth: depth + 1)
        default:
            report(at: value, "internal error: no reader for '\(kind)'")
            return AnyView(EmptyView())
        }
    }

    /// `image: portrait` (a named image, found next to the scene file or in its subfolders), or
    /// `image: {name: portrait, resizable: true, contentMode: fill}`, or `image: {systemName: star.fill}`
    /// (a symbol, drawn as a labelled placeholder at the font's size), as SwiftUI's
    /// `Image(_:)`/`Image(systemName:)` with `.resizable()` and `.aspectRatio(contentMode:)`.
    private func image(_ value: Node) -> AnyView {
        if case .scalar = value {
            guard let name = string(value, for: "image", anyScalar: true, example: "image: portrait"),
                  imageName(name, at: value) else { return AnyView(EmptyView()) }
            return AnyView(Image(name))
        }
        guard let fields = fields(value, what: "image", allowed: Vocabulary.image, example: "image: {name: portrait, resizable: true}") else {
            return AnyView(EmptyView())
        }
        let name = fields["name"].flatMap { string($0, for: "name", anyScalar: true, example: "name: portrait") }
        let symbol = fields["systemName"].flatMap { string($0, for: "systemName", anyScalar: true, example: "systemName: star.fill") }
        var image: Image
        switch (name, symbol) {
        case (let name?, nil):
            guard imageName(name, at: fields["name"] ?? value) else { return AnyView(EmptyView()) }
            image = Image(name)
        case (nil, let symbol?): image = Image(systemName: symbol)
        default:
            report(at: value, "'image' needs exactly one of 'name' and 'systemName' (image: {name: portrait})")
            return AnyView(EmptyView())
        }
        if let node = fields["resizable"], bool(node, for: "resizable") == true { image = image.resizable() }
        if let node = fields["contentMode"], let mode = keyword(node, for: "contentMode", Vocabulary.contentModes, order: ["fit", "fill"]) {
            return AnyView(image.aspectRatio(contentMode: mode))
        }
        return AnyView(image)
    }

    /// Checks a named image's name, as scene names are checked: a name is looked up next to the
    /// scene file and in its subfolders, so an absolute path or a `..` component (which would
    /// reach any picture on the machine) is refused at its place. Records the name and place for
    /// the renderer's check of symbolic links (`Scene.imageReferences`). False when refused.
    private func imageName(_ name: String, at node: Node) -> Bool {
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        let problem: String?
        if name.isEmpty {
            problem = "an image name is empty"
        } else if name.hasPrefix("/") {
            problem = "the image name '\(Self.clip(name))' is an absolute path"
        } else if components.contains("..") {
            problem = "the image name '\(Self.clip(name))' leaves the scene's folder with '..'"
        } else if name.contains("\0") || name.contains("\\") || components.contains("") {
            problem = "the image name '\(Self.clip(name))' is not a relative path"
        } else {
            problem = nil
        }
        if let problem {
            report(at: node, problem + ": named images are looked up next to the scene file and in its subfolders "
                + "(copy the picture into the scene's folder and name it, e.g. image: portrait)")
            return false
        }
        let (line, column) = node.position
        imageReferences.append(SceneImageReference(name: name, location: SceneLocation(line: line, column: column)))
        return true
    }

    /// Builds a dynamic list of children as `@ViewBuilder` content.
    static func each(_ children: [AnyView]) -> ForEach<Range<Int>, Int, AnyView> {
        ForEach(0..<children.count) { children[$0] }
    }

    /// A container's options and children: `hstack: [children]` or `hstack: {spacing: 8, children: [...]}`.
    private func container(_ value: Node, kind: String, allowed: [String], depth: Int) -> (Fields?, [AnyView])? {
        let example = "\(kind): [{text: A}, {text: B}] or \(kind): {children: [...]}"
        switch value {
        case .sequence(let items):
            return (nil, items.map { view($0, depth: depth + 1) })
        case .mapping:
            guard let fields = fields(value, what: kind, allowed: allowed) else { return nil }
            guard let childrenNode = fields["children"] else {
                report(at: value, "'\(kind)' has no 'children' (add children: [...], or children: [] for none)")
                return (fields, [])
            }
            guard case .sequence(let items) = childrenNode else {
                expected(listWord + " of views", for: "children", found: childrenNode, example: "children: [{text: A}, {text: B}]")
                return (fields, [])
            }
            return (fields, items.map { view($0, depth: depth + 1) })
        default:
            expected(listWord + " of views or \(mappingWord) with 'children'", for: kind, found: value, example: example)
            return nil
        }
    }

    private func noValue(_ value: Node, for kind: String) {
        if value.scalarValue == .null { return }
        if case .mapping(let mapping) = value, mapping.isEmpty { return }
        report(at: value, "'\(kind)' takes no value, found \(describe(value)) (write '\(kind):' or '\(kind): {}'; set its colour with foregroundColor)")
    }

    private func cornerRadius(_ value: Node, for key: String) -> Double? {
        if case .mapping = value {
            guard let fields = fields(value, what: key, allowed: Vocabulary.roundedRectangle) else { return nil }
            guard let node = fields["cornerRadius"] else {
                report(at: value, "'\(key)' needs 'cornerRadius' (e.g. \(key): {cornerRadius: 12})")
                return nil
            }
            return number(node, for: "cornerRadius", range: 0...maximumLength, example: "cornerRadius: 12")
        }
        return number(value, for: key, range: 0...maximumLength, example: "\(key): 12 or \(key): {cornerRadius: 12}")
    }

    // MARK: Modifiers

    private func applyModifierList(_ node: Node, to view: AnyView, depth: Int) -> AnyView {
        guard case .sequence(let items) = node else {
            expected(listWord + " of modifiers", for: "modifiers", found: node, example: "modifiers: [{padding: 8}, {background: blue}, fixedSize]")
            return view
        }
        var view = view
        for item in items {
            if case .string(let word)? = item.scalarValue {
                if Vocabulary.bareModifiers.contains(word) {
                    if let modifier = modifier(word, .scalar(.init("", .implicit, .plain, item.mark)), depth: depth) { view = modifier.apply(to: view) }
                } else if Vocabulary.modifier.contains(word) {
                    report(at: item, "the modifier '\(word)' needs a value (write {\(word): ...})")
                } else {
                    report(at: item, unknownModifier(word))
                }
                continue
            }
            guard case .mapping(let mapping) = item else {
                expected("a modifier ({padding: 8}, {frame: {width: 40}}, or fixedSize)", for: "modifiers", found: item)
                continue
            }
            guard let fields = fields(item, what: "modifiers", allowed: Vocabulary.modifier, unknownKey: { self.unknownModifier($0) }) else { continue }
            if mapping.count != 1 {
                report(at: item, "each entry of 'modifiers' has exactly one modifier, found \(mapping.count) (write one per line: - padding: 8)")
                continue
            }
            guard let entry = fields.entries.first else { continue }
            if let modifier = modifier(entry.key, entry.value, depth: depth) { view = modifier.apply(to: view) }
        }
        return view
    }

    private func unknownModifier(_ word: String) -> String {
        if let guess = suggestion(for: word, among: Vocabulary.modifier) {
            return "unknown modifier '\(word)' (did you mean '\(guess)'?)"
        }
        return "unknown modifier '\(word)' (expected one of: \(Vocabulary.modifier.joined(separator: ", ")))"
    }

    private func modifier(_ key: String, _ value: Node, depth: Int) -> SceneModifier? {
        switch key {
        case "font":
            return font(value).map(SceneModifier.font)
        case "lineLimit":
            if value.scalarValue == .null { return .lineLimit(nil) }
            return integer(value, for: "lineLimit", range: 1...10_000, example: "lineLimit: 2, or null for no limit").map { .lineLimit($0) }
        case "multilineTextAlignment":
            return keyword(value, for: key, Vocabulary.textAlignments, order: ["leading", "center", "trailing"]).map(SceneModifier.multilineTextAlignment)
        case "foregroundColor":
            return color(value, for: key).map(SceneModifier.foregroundColor)
        case "fixedSize":
            switch value {
            case .mapping:
                guard let fields = fields(value, what: key, allowed: Vocabulary.fixedSize) else { return nil }
                let horizontal = fields["horizontal"].flatMap { bool($0, for: "horizontal") } ?? false
                let vertical = fields["vertical"].flatMap { bool($0, for: "vertical") } ?? false
                return .fixedSize(horizontal: horizontal, vertical: vertical)
            case .scalar where value.scalarValue == .null:
                return .fixedSize(horizontal: true, vertical: true)
            default:
                guard let on = bool(value, for: key) else { return nil }
                return on ? .fixedSize(horizontal: true, vertical: true) : nil
            }
        case "frame":
            return frame(value)
        case "padding":
            return padding(value)
        case "background", "overlay":
            var decoration: AnyView
            var alignment = Alignment.center
            if case .scalar = value {
                guard let color = color(value, for: key) else { return nil }
                decoration = AnyView(color)
            } else {
                (decoration, alignment) = view(value, depth: depth + 1, position: .decoration)
            }
            return key == "background" ? .background(decoration, alignment) : .overlay(decoration, alignment)
        case "clipShape":
            if case .mapping = value {
                guard let fields = fields(value, what: key, allowed: Vocabulary.clipShape) else { return nil }
                guard let node = fields["roundedRectangle"] else {
                    report(at: value, "'clipShape' needs a shape: \(Vocabulary.shapes.joined(separator: ", ")) or {roundedRectangle: 12}")
                    return nil
                }
                return cornerRadius(node, for: "roundedRectangle").map { .clipShape(AnyShape(RoundedRectangle(cornerRadius: CGFloat($0)))) }
            }
            let shapes: [String: AnyShape] = ["rectangle": AnyShape(Rectangle()), "capsule": AnyShape(Capsule()), "circle": AnyShape(Circle()), "ellipse": AnyShape(Ellipse())]
            if case .string("roundedRectangle")? = value.scalarValue {
                report(at: value, "'roundedRectangle' needs a corner radius (write clipShape: {roundedRectangle: 12})")
                return nil
            }
            return keyword(value, for: "clipShape", shapes, order: Vocabulary.shapes).map(SceneModifier.clipShape)
        case "cornerRadius":
            return number(value, for: key, range: 0...maximumLength, example: "cornerRadius: 12").map { .cornerRadius(CGFloat($0)) }
        case "border":
            if case .mapping(let mapping) = value, mapping.keys.contains(where: { $0.string == "color" || $0.string == "width" }) {
                guard let fields = fields(value, what: key, allowed: Vocabulary.border) else { return nil }
                guard let colorNode = fields["color"] else {
                    report(at: value, "'border' needs a 'color' (e.g. border: {color: gray, width: 1})")
                    return nil
                }
                guard let color = color(colorNode, for: "color") else { return nil }
                var width = 1.0
                if let node = fields["width"] {
                    guard let value = number(node, for: "width", range: 0...maximumLength, example: "width: 1") else { return nil }
                    width = value
                }
                return .border(color, CGFloat(width))
            }
            return color(value, for: key).map { .border($0, 1) }
        case "opacity":
            return number(value, for: key, range: 0...1, example: "opacity: 0.5").map(SceneModifier.opacity)
        case "alignmentGuide":
            // Several guides: a list, applied in order.
            if case .sequence(let items) = value {
                return .many(items.compactMap { alignmentGuide($0) }.map(SceneModifier.alignmentGuide))
            }
            return alignmentGuide(value).map(SceneModifier.alignmentGuide)
        case "gridCellColumns":
            return integer(value, for: key, range: 1...1_000, example: "gridCellColumns: 2").map(SceneModifier.gridCellColumns)
        case "gridColumnAlignment":
            return keyword(value, for: key, Vocabulary.horizontalAlignments, order: ["leading", "center", "trailing"]).map(SceneModifier.gridColumnAlignment)
        case "gridCellUnsizedAxes":
            return keyword(value, for: key, Vocabulary.axes, order: ["horizontal", "vertical", "both"]).map(SceneModifier.gridCellUnsizedAxes)
        case "gridCellAnchor":
            if case .mapping = value {
                guard let fields = fields(value, what: key, allowed: Vocabulary.unitPoint, example: "gridCellAnchor: {x: 0, y: 0.5}") else { return nil }
                guard let xNode = fields["x"], let yNode = fields["y"] else {
                    report(at: value, "'gridCellAnchor' needs 'x' and 'y', each 0…1 (e.g. gridCellAnchor: {x: 0, y: 0.5})")
                    return nil
                }
                guard let x = number(xNode, for: "x", range: 0...1, example: "x: 0.5"), let y = number(yNode, for: "y", range: 0...1, example: "y: 0.5") else { return nil }
                return .gridCellAnchor(UnitPoint(x: CGFloat(x), y: CGFloat(y)))
            }
            return keyword(value, for: key, Vocabulary.unitPoints).map(SceneModifier.gridCellAnchor)
        case "layoutPriority":
            return number(value, for: key, range: -1_000_000...1_000_000, example: "layoutPriority: 1").map(SceneModifier.layoutPriority)
        case "id":
            return string(value, for: key, anyScalar: true, example: "id: title").map(SceneModifier.id)
        default:
            report(at: value, "internal error: no reader for the modifier '\(key)'")
            return nil
        }
    }
}
