extension View {
    /// Names the view, so `ComputedLayout.frame(of:)` finds it, as SwiftUI's `.id(_:)`.
    nonisolated public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _AnnotationModifier> {
        let key = AnyHashable(id)
        return annotated { $0.id = key }
    }

    /// Sets the priority by which a stack hands out space (higher first), as SwiftUI's `.layoutPriority(_:)`.
    /// A NaN priority is 0, with a diagnostic.
    nonisolated public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _AnnotationModifier> {
        let priority = value.isNaN ? 0 : value
        return annotated {
            // A trait reaches every view of a group it is applied to, and the value a view sets
            // on itself (inner) wins over one applied around it, as SwiftUI's view traits do.
            if !$0.traits.hasExplicitPriority {
                $0.traits.priority = priority
                $0.traits.hasExplicitPriority = true
            }
            let problem = "has a NaN layoutPriority; used 0"
            if value.isNaN && !$0.argumentProblems.contains(problem) { $0.argumentProblems.append(problem) }
        }
    }

    /// Sets a value the container's `Layout` reads with `subview[Key.self]`, as SwiftUI's `.layoutValue(key:value:)`.
    ///
    /// Applied to a group of views (a `Group`, a `ForEach`, a view builder's content) it reaches
    /// each of them, and a value a view sets on itself wins over one applied around it, as in
    /// SwiftUI: a flow that wraps all its content in a default `.layoutValue` keeps the value each
    /// item marked itself with.
    nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedContent<Self, _AnnotationModifier> {
        let id = ObjectIdentifier(key)
        return annotated { if $0.traits.values[id] == nil { $0.traits.values[id] = value } }
    }

    /// The fill colour of shapes and the colour of text, as SwiftUI's `.foregroundColor(_:)`.
    nonisolated public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { $0.foreground = color }
    }

    /// The style shapes are filled with and text drawn in, as SwiftUI's `.foregroundStyle(_:)`: a
    /// colour, a gradient, `.secondary` …
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let resolved = style._resolved()
        return environment {
            $0.foregroundStyle = resolved
            if let color = resolved?.color { $0.foreground = color }
        }
    }

    /// The first of the styles (Layoutshot draws one foreground style).
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedContent<Self, _EnvironmentModifier> {
        foregroundStyle(primary)
    }

    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> ModifiedContent<Self, _EnvironmentModifier> {
        foregroundStyle(primary)
    }

    /// The font of the text inside, as SwiftUI's `.font(_:)`.
    nonisolated public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment {
            $0.font = font ?? .body
            $0.fontIsSet = font != nil
        }
    }

    /// The most lines text inside may take, as SwiftUI's `.lineLimit(_:)`.
    nonisolated public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { $0.lineLimit = number.map { Swift.max($0, 1) } }
    }

    /// How the lines of multiline text align, as SwiftUI's `.multilineTextAlignment(_:)`.
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { $0.multilineTextAlignment = alignment }
    }

    /// Adds `lineSpacing` points between the lines of text inside, as SwiftUI's `.lineSpacing(_:)`
    /// ("Sets the amount of space between lines of text in this view",
    /// https://developer.apple.com/documentation/swiftui/view/linespacing(_:)): a one-line text
    /// keeps its height.
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { $0.values.lineSpacing = lineSpacing.isFinite ? lineSpacing : 0 }
    }

    /// How truncated text is shortened (Layoutshot truncates at the tail).
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { $0.truncationMode = mode }
    }

    /// The view's opacity when drawn (no effect on layout).
    nonisolated public func opacity(_ opacity: Double) -> ModifiedContent<Self, _AnnotationModifier> {
        let value = opacity.isNaN ? 1 : Swift.min(Swift.max(opacity, 0), 1)
        return annotated { $0.style.opacity *= value }
    }

    /// Clips the view to a shape when drawn (no effect on layout).
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, _AnnotationModifier> {
        let kind = ShapeKind(shape)
        return annotated { $0.style.clipShape = kind }
    }

    /// Rounds the view's corners when drawn (no effect on layout).
    nonisolated public func cornerRadius(_ radius: CGFloat) -> ModifiedContent<Self, _AnnotationModifier> {
        let r = radius.isFinite ? Swift.max(radius, 0) : 0
        return annotated { $0.style.clipShape = .roundedRectangle(cornerRadius: r) }
    }

    /// Draws a border inside the view's frame (no effect on layout), as SwiftUI's `.border(_:width:)`.
    nonisolated public func border(_ color: Color, width: CGFloat = 1) -> ModifiedContent<Self, _AnnotationModifier> {
        let w = width.isFinite ? Swift.max(width, 0) : 1
        return annotated { $0.style.border = NodeStyle.Border(color: color, width: w) }
    }
}
