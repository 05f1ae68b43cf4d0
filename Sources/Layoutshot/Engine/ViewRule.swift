/// How one kind of view takes part in layout: how it sizes itself, places its children, reports
/// its spacing and answers alignment guides, how it is named, and what the engine's fast path
/// reads for it. Each kind keeps all of that in one file (`Layout/Modifier/Padding.swift`,
/// `Layout/Stack/Spacer.swift`, …); the engine knows none of the rules, it asks the node's rule.
///
/// A rule talks to its children only through the `NodeContext` it is handed: children by index
/// (0 is the content of a modifier), their sizes, spacing and guides, and where it puts them.
///
/// Adding a view kind or a modifier is one new file: a type conforming to `ViewRule` (or
/// `ModifierRule`, for one child) and the `View` method that wraps content in it
/// (`View.wrapped(_:)`). Only a kind that needs a closed-form fast path adds a `NodeOp` case too,
/// and static functions answering from its record, which the engine's switches dispatch to.
protocol ViewRule {
    /// What kind of view this is, for diagrams and statistics.
    var category: ViewKind { get }
    /// How a person would write it: `.padding(16)`, `Spacer()`.
    var label: String { get }
    /// The label of the node made with this rule (`label`, unless part of it is kept in the node).
    func label(of node: Node) -> String
    /// Explicit guides this node itself sets (its subtree's are added by `Node`).
    var guides: GuideMask { get }

    /// Whether a node of this kind over these children answers one size for every proposal (it is
    /// then measured once; see `MeasurementCaches`). A custom layout may read its proposal, so it
    /// never does.
    func isProposalIndependent(_ children: NodeChildren) -> Bool

    /// `category`, `isProposalIndependent(children)` and `guides` together: what `Node.init` keeps
    /// of every rule it is given, in one witness call instead of three (the default, specialised
    /// for each rule, answers from the three).
    func nodeFacts(_ children: NodeChildren) -> (category: ViewKind, isProposalIndependent: Bool, guides: GuideMask)

    /// Fills the record the engine's hot paths read for `node` (made with this rule): `NodeOp` and
    /// its parameters. The default leaves `.general`, which asks this rule.
    func encode(into record: inout NodeRecord, for node: Node)

    /// The node's size for a (sanitised) proposal.
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeContext) -> CGSize
    /// Places every child inside `bounds` (the node's frame), the node having been placed with `proposal`.
    func placeChildren(in bounds: CGRect, _ proposal: ProposedViewSize, _ node: NodeContext)
    /// The node's preferred spacing.
    func spacing(_ node: NodeContext) -> ViewSpacing
    /// The node's explicit value for a guide when measured for `proposal` at `size`, or nil.
    func explicitGuide(_ key: AlignmentKey, _ proposal: ProposedViewSize, size: CGSize, _ node: NodeContext) -> CGFloat?

    /// Same kind with the same parameters (a host's update keeps the old node then).
    func describesSame(as other: any ViewRule) -> Bool
    /// What a diagram draws for the node.
    func content(_ node: Node, proposal: ProposedViewSize, measurer: TextMeasurer) -> LayoutNode.Content
    /// The rule as a container's layout box (nil for other kinds): a witness call, not a dynamic
    /// cast, since the builder, the store and a tree's teardown ask it of every node.
    var layoutBox: AnyLayoutBox? { get }
    /// The alignment a container's state in its tree's store keeps (a stack's), nil for other
    /// kinds: asked of every stack numbered, through a witness, where `layoutBox` returns the box
    /// retained (an atomic pair a stack).
    var stateAlignment: AlignmentKey? { get }
}

extension ViewRule {
    @inline(__always)
    func nodeFacts(_ children: NodeChildren) -> (category: ViewKind, isProposalIndependent: Bool, guides: GuideMask) {
        (category, isProposalIndependent(children), guides)
    }
    func label(of node: Node) -> String { label }
    var guides: GuideMask { [] }
    func isProposalIndependent(_ children: NodeChildren) -> Bool { false }
    func encode(into record: inout NodeRecord, for node: Node) {}
    func placeChildren(in bounds: CGRect, _ proposal: ProposedViewSize, _ node: NodeContext) {}
    /// A leaf prefers the default spacing.
    func spacing(_ node: NodeContext) -> ViewSpacing { ViewSpacing() }
    func explicitGuide(_ key: AlignmentKey, _ proposal: ProposedViewSize, size: CGSize, _ node: NodeContext) -> CGFloat? { nil }
    func describesSame(as other: any ViewRule) -> Bool { false }
    func content(_ node: Node, proposal: ProposedViewSize, measurer: TextMeasurer) -> LayoutNode.Content { .none }
    var layoutBox: AnyLayoutBox? { nil }
    var stateAlignment: AlignmentKey? { nil }
}

extension ViewRule where Self: Equatable {
    func describesSame(as other: any ViewRule) -> Bool {
        (other as? Self) == self
    }
}

/// A modifier: one child, its content (child 0), plus any decorations after it.
///
/// By default a modifier is as independent of its proposal as its content, passes its content's
/// spacing through, and sets no guide of its own (its content's are asked through `explicitGuide`).
protocol ModifierRule: ViewRule {}

extension ModifierRule {
    var category: ViewKind { .frame }
    func isProposalIndependent(_ children: NodeChildren) -> Bool { children.allSatisfy { $0.isProposalIndependent } }
    func spacing(_ node: NodeContext) -> ViewSpacing { node.spacing(0) }
}
