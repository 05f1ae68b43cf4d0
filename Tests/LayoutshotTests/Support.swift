import Testing
import Layoutshot
@_exported import LayoutshotTestSupport

/// One table row: a view, a proposal, the frames expected for some of its ids, and where the
/// expected values come from. `Sendable` and made off the main actor, as Swift Testing wants its
/// arguments: the view is made when the case is checked, on the main actor.
struct LayoutCase: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    let view: @MainActor @Sendable () -> AnyView
    let proposal: ProposedViewSize
    let size: CGSize?
    let frames: [String: CGRect]

    init<V: View>(_ name: String, source: String, proposal: ProposedViewSize, size: CGSize? = nil, frames: [String: CGRect],
                  @ViewBuilder view: @escaping @MainActor @Sendable () -> V) {
        self.name = name
        self.source = source
        self.view = { AnyView(view()) }
        self.proposal = proposal
        self.size = size
        self.frames = frames
    }

    var testDescription: String { name }

    @MainActor func check(sourceLocation: SourceLocation = #_sourceLocation) {
        let computed = ComputedLayout(of: view(), proposal: proposal)
        if let size {
            #expect(computed.size.isClose(to: size), "size for \(name) [\(source)]\n\(computed.outline)", sourceLocation: sourceLocation)
        }
        for (id, expected) in frames.sorted(by: { $0.key < $1.key }) {
            let actual = computed.frame(of: id)
            #expect(actual?.isClose(to: expected) == true, "\(id): expected \(expected), got \(String(describing: actual)) in \(name) [\(source)]\n\(computed.outline)", sourceLocation: sourceLocation)
        }
        #expect(computed.diagnostics.isEmpty, "\(computed.diagnostics)", sourceLocation: sourceLocation)
    }
}

extension CGFloat {
    func isClose(to other: CGFloat) -> Bool { Swift.abs(self - other) < 1e-6 || self == other }
}

extension CGSize {
    func isClose(to other: CGSize) -> Bool { width.isClose(to: other.width) && height.isClose(to: other.height) }
}

extension CGRect {
    func isClose(to other: CGRect) -> Bool {
        origin.x.isClose(to: other.origin.x) && origin.y.isClose(to: other.origin.y) && size.isClose(to: other.size)
    }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

/// Counts calls from inside layouts (shared by reference: layouts are values).
///
/// SAFETY (`@unchecked Sendable`): each counter belongs to one test, whose layout calls and
/// bodies run one at a time (a large-stack build's user code is sent back to the test's thread).
final class CallCounter: @unchecked Sendable {
    var sizeThatFits = 0
    var placeSubviews = 0
    var makeCache = 0
    var updateCache = 0
    var proposals: [ProposedViewSize] = []
    var bodies = 0
}

/// An HStack that counts its calls: the built-in algorithm behind a custom layout.
struct CountingHStack: Layout {
    let counter: CallCounter
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        counter.sizeThatFits += 1
        counter.proposals.append(proposal)
        return HStackLayout(spacing: 0).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        counter.placeSubviews += 1
        HStackLayout(spacing: 0).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
