/// Which closed form the engine's hot paths use for a node: the registration of the kinds every
/// tree is full of. Each op's rule writes the record in `ViewRule.encode(into:for:)` and answers
/// from it through static functions of its own (`GreedyLeaf.size`, `SpacerRule.size`,
/// `FrameRule.sizeFromRecord`, `PaddingRule.sizeFromRecord`, `StackBox.sizeFromRecord`, and their
/// `placeFromRecord`), which the engine's switches (`LayoutEngine.computeSize`,
/// `LayoutEngine.placeChildren`) only dispatch to; everything else asks the node's `ViewRule`.
/// A kind that deserves a fast path adds one case here and one line in each switch.
enum NodeOp: UInt8 {
    /// Colours and shapes (`GreedyLeaf`).
    case greedy
    /// `SpacerRule`.
    case spacer
    /// `.frame(width:height:alignment:)` with both lengths set (`FrameRule`).
    case fixedFrame
    /// `.frame(width:height:alignment:)` with one length set, or none (`FrameRule`).
    case frame
    /// `PaddingRule`.
    case padding
    /// An HStack or a VStack (`StackBox`).
    case stack
    /// Anything else: the engine asks the node's rule.
    case general
}

/// What `LayoutStatistics` counts a node's measurements as.
enum StatisticKind: UInt8 {
    case other, leaf, text, layout

    @inline(__always)
    init(_ category: ViewKind) {
        switch category.family {
        case .leaf, .spacer: self = category == .text ? .text : .leaf
        case .stack, .flow, .grid: self = .layout
        default: self = .other
        }
    }
}

/// One node as the engine's hot paths read it: plain data, no references, so walking the tree
/// costs no reference counting.
struct NodeRecord {
    var op: NodeOp = .general
    var statistic: StatisticKind = .other
    /// For a stack: its axis; for a spacer: its stack's (nil outside stacks).
    var axis: Axis? = nil
    var guideMask: GuideMask = []
    /// The node answers one size for every proposal (see `Node.isProposalIndependent`).
    var proposalIndependent = false
    /// A Spacer without an explicit priority: a stack serves it after everything else.
    var servedLast = false
    /// The op's answers are valid sizes by construction (finite, non-negative, within
    /// `LayoutLength.maximum` unless offered ∞), so the engine does not check them.
    var answersAreValid = false
    var parent: Int32 = -1
    /// Where the children's slots start in `NodeStore.children`, and how many there are.
    var firstChild: Int32 = 0
    var childCount: Int32 = 0
    /// Where the node's stack state is in `NodeStore.stacks` (-1: it has none; see `StackStates`).
    var stackIndex: Int32 = -1
    var priority: Double = 0
    /// The op's parameters, four numbers whose meaning depends on the op. Read and written only
    /// by the op's own rule, through named accessors in its file (`frameSize` in `Frame.swift`,
    /// `insets` in `Padding.swift`, …).
    var p0: CGFloat = 0, p1: CGFloat = 0, p2: CGFloat = 0, p3: CGFloat = 0

    /// The parameters' bits, whatever the op (for comparing two records in tests: NaN included).
    var parameterBits: [UInt] { [p0.bitPattern, p1.bitPattern, p2.bitPattern, p3.bitPattern] }
}
