/// A flexible space that expands along its stack's axis, as SwiftUI's `Spacer`.
public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength.map { $0.isFinite ? Swift.max($0, 0) : 0 }
    }

    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        nodes.append(builder.makeLeaf(.spacer(minLength: minLength)))
    }
}

/// A rectangle, as SwiftUI's `Rectangle`: it takes the size it is offered.
public struct Rectangle: View, PrimitiveView {
    public init() {}
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        nodes.append(builder.makeShape(.rectangle))
    }
}

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: View, PrimitiveView {
    public var cornerRadius: CGFloat
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
    public init(cornerSize: CGSize) { self.cornerRadius = Swift.min(cornerSize.width, cornerSize.height) }
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        nodes.append(builder.makeShape(.roundedRectangle(cornerRadius: cornerRadius)))
    }
}

/// A capsule (a rectangle with fully rounded ends), as SwiftUI's `Capsule`.
public struct Capsule: View, PrimitiveView {
    public init() {}
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        nodes.append(builder.makeShape(.capsule))
    }
}

/// A circle inscribed in the frame it is given, as SwiftUI's `Circle`.
public struct Circle: View, PrimitiveView {
    public init() {}
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        nodes.append(builder.makeShape(.circle))
    }
}

/// An ellipse filling the frame it is given, as SwiftUI's `Ellipse`.
public struct Ellipse: View, PrimitiveView {
    public init() {}
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        nodes.append(builder.makeShape(.ellipse))
    }
}

extension GraphBuilder {
    mutating func makeShape(_ shape: ShapeKind) -> Node {
        let foreground = environment.foreground
        return makeLeaf(.shape(shape)) { node in node.style.foreground = foreground }
    }
}

/// How text lines align with each other, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}
