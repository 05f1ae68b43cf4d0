import Testing
import Layoutshot

/// Random view trees from a seeded generator whose every numeric argument of the public API —
/// spacings, paddings, frames, grid items and spans, priorities, guide values, line limits, font
/// sizes, a custom layout's answers, placements and proposals, and the proposal itself — is drawn
/// from hostile values: 0, −0, negative, NaN, ±∞, 1e308, the largest finite number, 1e-300,
/// `Int.min`/`Int.max`, and ordinary ones. Whatever the input, a layout terminates quickly with
/// finite frames (the README's "Debugging a layout": bad input never crashes, it is clamped and
/// diagnosed), the same on every run.
@MainActor struct HostileTree {
    var generator: SeededGenerator
    /// How many times a hostile (not ordinary) value was drawn.
    var hostileDraws = 0

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    static let hostileLengths: [CGFloat] = [0, -0.0, -1, -1e308, .nan, .infinity, -.infinity, 1e308, .greatestFiniteMagnitude, 1e-300, -.greatestFiniteMagnitude]
    static let ordinaryLengths: [CGFloat] = [1, 5, 8, 17, 40, 120]
    static let hostileInts: [Int] = [Int.min, -1, 0, Int.max, Int.max - 1, 100_000_000]

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &generator) < p }

    mutating func length() -> CGFloat {
        if chance(0.5) {
            hostileDraws += 1
            return Self.hostileLengths[int(0...Self.hostileLengths.count - 1)]
        }
        return Self.ordinaryLengths[int(0...Self.ordinaryLengths.count - 1)]
    }

    mutating func optionalLength() -> CGFloat? { chance(0.25) ? nil : length() }

    mutating func count() -> Int {
        if chance(0.4) {
            hostileDraws += 1
            return Self.hostileInts[int(0...Self.hostileInts.count - 1)]
        }
        return int(1...3)
    }

    mutating func proposal() -> ProposedViewSize { ProposedViewSize(width: optionalLength(), height: optionalLength()) }

    mutating func children(_ depth: Int) -> [AnyView] { (0..<int(1...3)).map { _ in view(depth: depth - 1) } }

    mutating func gridItem() -> GridItem {
        let size: GridItem.Size
        switch int(0...2) {
        case 0: size = .fixed(length())
        case 1: size = .flexible(minimum: length(), maximum: length())
        default: size = .adaptive(minimum: length(), maximum: length())
        }
        return GridItem(size, spacing: optionalLength())
    }

    mutating func view(depth: Int) -> AnyView {
        if depth == 0 || chance(0.2) { return leaf() }
        switch int(0...13) {
        case 0:
            let c = children(depth)
            return AnyView(HStack(alignment: [.top, .firstTextBaseline, .lastTextBaseline][int(0...2)], spacing: optionalLength()) { ForEach(c.indices, id: \.self) { c[$0] } })
        case 1:
            let c = children(depth)
            return AnyView(VStack(spacing: optionalLength()) { ForEach(c.indices, id: \.self) { c[$0] } })
        case 2:
            let c = children(depth)
            return AnyView(ZStack { ForEach(c.indices, id: \.self) { c[$0] } })
        case 3:
            let c = children(depth)
            return AnyView(FlowLayout(spacing: optionalLength(), lineSpacing: optionalLength()) { ForEach(c.indices, id: \.self) { c[$0] } })
        case 4:
            let c = children(depth)
            let spans = c.map { _ in count() }
            return AnyView(Grid(horizontalSpacing: optionalLength(), verticalSpacing: optionalLength()) {
                GridRow { ForEach(c.indices, id: \.self) { c[$0].gridCellColumns(spans[$0]) } }
                view(depth: depth - 1)
            })
        case 5:
            let c = children(depth)
            let items = (0..<int(0...3)).map { _ in gridItem() }
            return chance(0.5)
                ? AnyView(LazyVGrid(columns: items, spacing: optionalLength()) { ForEach(c.indices, id: \.self) { c[$0] } })
                : AnyView(LazyHGrid(rows: items, spacing: optionalLength()) { ForEach(c.indices, id: \.self) { c[$0] } })
        case 6:
            return chance(0.5)
                ? AnyView(view(depth: depth - 1).padding(length()))
                : AnyView(view(depth: depth - 1).padding(EdgeInsets(top: length(), leading: length(), bottom: length(), trailing: length())))
        case 7:
            return AnyView(view(depth: depth - 1).frame(width: optionalLength(), height: optionalLength()))
        case 8:
            return AnyView(view(depth: depth - 1).frame(minWidth: optionalLength(), idealWidth: optionalLength(), maxWidth: optionalLength(),
                                                        minHeight: optionalLength(), idealHeight: optionalLength(), maxHeight: optionalLength()))
        case 9:
            let guide = length()
            return AnyView(view(depth: depth - 1).alignmentGuide(.leading) { _ in guide }.alignmentGuide(.firstTextBaseline) { d in d.height * guide })
        case 10:
            return AnyView(view(depth: depth - 1).layoutPriority(Double(length())).fixedSize(horizontal: chance(0.5), vertical: chance(0.5)))
        case 11:
            let c = children(depth)
            return AnyView(HostileLayout(answer: CGSize(width: length(), height: length()), position: CGPoint(x: length(), y: length()),
                                         proposal: proposal(), placesAll: chance(0.7)) { ForEach(c.indices, id: \.self) { c[$0] } })
        case 12:
            let c = children(depth)
            return AnyView(ViewThatFits { ForEach(c.indices, id: \.self) { c[$0] } }.lineLimit(count()))
        default:
            return AnyView(view(depth: depth - 1).background(leaf()).overlay(leaf(), alignment: .bottomTrailing))
        }
    }

    mutating func leaf() -> AnyView {
        switch int(0...4) {
        case 0: return AnyView(Color.red)
        case 1: return AnyView(RoundedRectangle(cornerRadius: length()).frame(width: optionalLength(), height: optionalLength()))
        case 2: return AnyView(Spacer(minLength: optionalLength()))
        default: return AnyView(Text(["Hello World", "a", "레이아웃 wraps here", "x\ny"][int(0...3)]).font(.system(size: length())).lineLimit(chance(0.5) ? count() : nil))
        }
    }
}

/// A custom layout that answers, places and proposes whatever it was made with.
struct HostileLayout: Layout {
    let answer: CGSize
    let position: CGPoint
    let proposal: ProposedViewSize
    let placesAll: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        for subview in subviews { _ = subview.sizeThatFits(self.proposal) }
        return answer
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() where placesAll || index % 2 == 0 {
            subview.place(at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center, proposal: self.proposal)
        }
    }
}

@MainActor
@Suite struct HostileNumberTests {
    nonisolated static let seeds: [UInt64] = Array(1...120)

    @Test func everyFrameIsFiniteWhateverTheNumbers() {
        var layouts = 0, hostile = 0, diagnosed = 0
        for seed in Self.seeds {
            var tree = HostileTree(seed: seed)
            let view = tree.view(depth: 4)
            for proposal in [tree.proposal(), tree.proposal(), .unspecified, .infinity] {
                let computed = ComputedLayout(of: view, proposal: proposal)
                layouts += 1
                #expect(computed.size.width.isFinite && computed.size.height.isFinite && computed.size.width >= 0 && computed.size.height >= 0,
                        "seed \(seed) \(proposal): size \(computed.size)")
                let bad = computed.nodes.filter { !$0.frame.hasFiniteEdges }
                #expect(bad.isEmpty, "seed \(seed) \(proposal): \(bad.prefix(3).map { "\($0.label) \($0.frame)" })\n\(computed.outline)")
                // The same numbers, the same frames.
                let again = ComputedLayout(of: view, proposal: proposal)
                #expect(again.nodes.map(\.frame) == computed.nodes.map(\.frame), "seed \(seed) \(proposal): not deterministic")
                if !computed.diagnostics.isEmpty { diagnosed += 1 }
            }
            hostile += tree.hostileDraws
        }
        // The generator did draw hostile numbers, and the engine reported what it corrected.
        #expect(hostile > 1_000)
        #expect(diagnosed > layouts / 4)
    }
}

extension CGRect {
    /// Origin, size and far edges all finite, the size not negative.
    var hasFiniteEdges: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && size.width >= 0 && size.height >= 0 && maxX.isFinite && maxY.isFinite
    }
}
