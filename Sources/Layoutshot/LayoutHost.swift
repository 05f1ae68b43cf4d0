/// A long-lived layout, as a UIKit view hierarchy is: give it new root views and proposals, and it
/// re-measures only what changed.
///
/// It follows UIKit's update cycle (Apple's documentation of `UIView.setNeedsLayout()`
/// and `layoutIfNeeded()`): changes only mark the layout as needing an update
/// (`setNeedsLayout()`, also implied by `setRootView(_:)` and a new `proposal`), and the work happens
/// once, in `layoutIfNeeded()`, however many changes came before it. A new root view is matched
/// against the old tree: views that did not change keep their nodes and measurements; an `Equatable`
/// view (or one wrapped in `.equatable()`) equal to its old value is not even rebuilt (Apple's documentation
/// of `View.equatable()` and `EquatableView`); a
/// custom layout whose subviews changed keeps its cache and gets `updateCache`.
///
/// Main-actor code, as a hosting controller is: it holds views and asks for their bodies.
@MainActor public final class LayoutHost {
    private let tree: LayoutTree
    private var pendingRoot: ((LayoutTree) -> ReconciliationStatistics)?
    /// The proposal the root receives. Setting a different one marks the layout as needing an update.
    public var proposal: ProposedViewSize {
        didSet { if proposal != oldValue { needsLayout = true } }
    }
    /// True when the next `layoutIfNeeded()` will lay out.
    public private(set) var needsLayout = true
    /// The result of the last layout pass.
    public private(set) var currentLayout: ComputedLayout?
    /// What the last root-view update kept.
    public private(set) var lastUpdate = ReconciliationStatistics()
    /// How many layout passes ran.
    public private(set) var layoutPassCount = 0

    /// A host of `rootView` laid out for `proposal`, measuring text with `textMeasurer`; `recordsTrace` keeps every proposal and answer on the nodes.
    public init<V: View>(rootView: V, proposal: ProposedViewSize = .unspecified, textMeasurer: TextMeasurer = FixedAdvanceTextMeasurer.shared, recordsTrace: Bool = true) {
        self.proposal = proposal
        self.tree = LayoutTree(rootView, textMeasurer: textMeasurer, recordsTrace: recordsTrace, tracksIdentity: true, proposal: proposal)
    }

    /// Replaces the root view. The new tree is matched against the old one at the next `layoutIfNeeded()`.
    public func setRootView<V: View>(_ view: V) {
        pendingRoot = { tree in tree.update(view) }
        needsLayout = true
    }

    /// Marks the layout as needing a pass; cheap, and any number of calls lead to one pass.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Drops the measurements of the view named `id` and of its ancestors (whose sizes may depend on it),
    /// and marks the layout as needing a pass. Returns false when no view has that id.
    @discardableResult
    public func invalidateMeasurements<ID: Hashable>(of id: ID) -> Bool {
        let key = AnyHashable(id)
        guard let node = tree.order.first(where: { $0.id == key }) else { return false }
        tree.engine.invalidateMeasurements(from: node.slot)
        needsLayout = true
        return true
    }

    /// Lays out now if anything changed since the last pass; returns the current layout either way.
    @discardableResult
    public func layoutIfNeeded() -> ComputedLayout {
        if !needsLayout, let currentLayout { return currentLayout }
        // Asked from inside its own pass (by a layout of this tree): no nested pass, no update;
        // the changes stay pending for the next call.
        if tree.isLayingOut { return currentLayout ?? tree.reenteredLayout(proposal) }
        // Cleared before the pass: a change made during it (by a layout of this tree) stays pending.
        needsLayout = false
        // The update builds views (on this thread: their bodies may be main-actor code); the pass
        // runs where the tree fits.
        if let pendingRoot {
            lastUpdate = pendingRoot(tree)
            self.pendingRoot = nil
        }
        let tree = self.tree, proposal = self.proposal
        let result = tree.layoutFittingReaders(proposal)
        layoutPassCount += 1
        currentLayout = result
        return result
    }
}
