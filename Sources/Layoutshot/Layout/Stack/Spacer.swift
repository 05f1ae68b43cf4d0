/// A flexible space that expands along its stack's axis, as SwiftUI's `Spacer`.
nonisolated public struct Spacer: View, PrimitiveView {
    /// The least length the spacer takes along its stack's axis; nil for the default (8 points between views, none next to a spacer).
    public var minLength: CGFloat?

    /// A spacer of at least `minLength` along its stack's axis.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength.map { $0.isFinite ? Swift.max($0, 0) : 0 }
    }

    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        nodes.append(builder.makeLeaf(SpacerRule(minLength: minLength)))
    }
}

/// A `Spacer` grows along its stack's axis from its minimum length (8 by default, the default
/// spacing) and is 0 across it; outside a stack it grows both ways. It prefers no spacing next to
/// it, and a stack serves it after its other children unless it has an explicit priority
/// (https://developer.apple.com/documentation/swiftui/spacer; objc.io, "SwiftUI Layout
/// Explained"). The engine's fast path (`NodeOp.spacer`) calls `sizeFromRecord`.
struct SpacerRule: ViewRule, Equatable {
    var minLength: CGFloat?

    var category: ViewKind { .spacer }
    var label: String { minLength.map { "Spacer(minLength: \(formatLength($0)))" } ?? "Spacer()" }

    func encode(into record: inout NodeRecord, for node: Node) {
        record.op = .spacer
        record.axis = node.stackAxis
        record.spacerMinLength = minLength ?? ViewSpacing.defaultValue
    }

    /// The fast path (`NodeOp.spacer`): `size` on the record's minimum length and axis.
    @inline(__always)
    static func sizeFromRecord(_ p: ProposedViewSize, _ r: NodeRecord) -> CGSize {
        size(p, minLength: r.spacerMinLength, axis: r.axis)
    }

    @inline(__always)
    static func size(_ p: ProposedViewSize, minLength: CGFloat, axis: Axis?) -> CGSize {
        switch axis {
        case .horizontal?: return CGSize(width: Swift.max(p.width ?? minLength, minLength), height: 0)
        case .vertical?: return CGSize(width: 0, height: Swift.max(p.height ?? minLength, minLength))
        case nil: return CGSize(width: Swift.max(p.width ?? minLength, minLength), height: Swift.max(p.height ?? minLength, minLength))
        }
    }

    func sizeThatFits(_ p: ProposedViewSize, _ node: NodeContext) -> CGSize {
        Self.size(p, minLength: minLength ?? ViewSpacing.defaultValue, axis: node.node.stackAxis)
    }

    func spacing(_ node: NodeContext) -> ViewSpacing { .zero }

    func content(_ node: Node, proposal: ProposedViewSize, measurer: TextMeasurer) -> LayoutNode.Content { .spacer(node.stackAxis) }
}

extension NodeRecord {
    /// `.spacer`: the minimum length along the stack.
    var spacerMinLength: CGFloat {
        @inline(__always) get { p0 }
        set { p0 = newValue }
    }
}
