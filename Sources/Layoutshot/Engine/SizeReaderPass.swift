import Foundation

/// The frames that views which read their own size (`GeometryReader`, `Canvas`) were given in the
/// last pass, handed to the next build in the order those views are built (depth first, the same
/// order as the store's slots). Reached through the build's environment.
final class SizeReaderFrames: @unchecked Sendable {
    // SAFETY (`@unchecked Sendable`): `next` is read and written only with `lock` held; a build
    // may continue on a large-stack thread, one thread at a time.
    private let lock = NSLock()
    private let frames: [CGRect?]
    private var next = 0

    init(_ frames: [CGRect?]) { self.frames = frames }

    /// The frame of the next size-reading view built, or nil when the last pass did not place it.
    func take() -> CGRect? {
        lock.lock()
        defer { lock.unlock() }
        defer { next += 1 }
        return next < frames.count ? frames[next] : nil
    }
}

/// The frames the last pass gave the views that name their coordinate space, by name, handed to
/// the next build's size readers (`GeometryProxy.bounds(of:)`, `frame(in: .named(…))`).
final class NamedSpaceFrames {
    let frames: [AnyHashable: CGRect]
    init(_ frames: [AnyHashable: CGRect]) { self.frames = frames }
}

/// The values the last pass gave the views that draw a preference, by build order.
final class PreferenceValuesGiven {
    let values: [Int: Any]
    init(_ values: [Int: Any]) { self.values = values }
}

extension GraphBuilder {
    /// Numbers a view that draws a preference (it is built again when the pass gives it another value).
    mutating func nextPreferenceReader() -> Int {
        sizeReaders += 1
        preferenceReaders += 1
        return preferenceReaders - 1
    }

    /// The value the last pass gave the `index`-th view that draws a preference, if any.
    func givenPreferenceValue(_ index: Int) -> Any? {
        environment.values.object(of: PreferenceValuesGiven.self)?.values[index]
    }

    /// The frames of the named coordinate spaces, as far as the build knows (none on a first build).
    var namedSpaceFrames: [AnyHashable: CGRect] {
        environment.values.object(of: NamedSpaceFrames.self)?.frames ?? [:]
    }

    /// The frame a size-reading view is given, as far as the build knows: what the last pass gave
    /// it, else the size proposed to the root (nil dimensions as 10, SwiftUI's default) at the origin.
    mutating func nextReaderFrame() -> CGRect {
        sizeReaders += 1
        if let frames = environment.values.object(of: SizeReaderFrames.self), let frame = frames.take() { return frame }
        return CGRect(origin: .zero, size: rootProposal.replacingUnspecifiedDimensions())
    }
}

extension LayoutTree {
    /// How many times a tree is built again for its size readers' frames before the last layout is kept.
    static let maximumReaderRebuilds = 3

    /// Lays the tree out for `proposal`; when a `GeometryReader` or `Canvas` was built for another
    /// frame than the pass gives it, builds the tree again with the frames the pass gave them and
    /// lays it out again, until they agree (at most `maximumReaderRebuilds` times).
    ///
    /// The builds and the passes run on this thread (view bodies and layouts may be main-actor
    /// code); a tree deeper than its stack holds was cut off when built (`StackGuard`).
    @MainActor func layoutFittingReaders(_ proposal: ProposedViewSize) -> ComputedLayout {
        var result = self.layout(proposal)
        // A tree built without a size reader skips the scan of every node (which, on a large tree,
        // costs more than the pass: it touches every node's record).
        guard rebuildRoot != nil, hasSizeReaders else { return result }
        for round in 0...Self.maximumStateRebuilds {
            result = fitReaders(proposal, result)
            let writes = StateWrites.count
            runPreferenceActions()
            // The actions changed state (a view sized from its content's preference): build the
            // views again with it and lay them out again, as SwiftUI updates them.
            guard StateWrites.count != writes, round < Self.maximumStateRebuilds else { break }
            rebuildForReaders(readerFramesBuilt, named: namedFramesBuilt, preferences: preferenceValuesBuilt, proposal: proposal)
            result = self.layout(proposal)
        }
        return result
    }

    /// How many times the views are built again for state the preference actions changed.
    static let maximumStateRebuilds = 3

    /// Builds the tree again for its size readers' frames until they agree with the pass (see above).
    @MainActor private func fitReaders(_ proposal: ProposedViewSize, _ first: ComputedLayout) -> ComputedLayout {
        var result = first
        for _ in 0..<Self.maximumReaderRebuilds {
            let slots = sizeReaderSlots()
            let given = readerFrames(slots, in: result)
            let guess = CGRect(origin: .zero, size: proposal.replacingUnspecifiedDimensions())
            let named = namedSpaceFrames(in: result)
            let preferences = drawnPreferenceValues()
            let changed = given.indices.contains { index in
                guard let frame = given[index] else { return false }
                let built = index < readerFramesBuilt.count ? (readerFramesBuilt[index] ?? guess) : guess
                return !Self.sameFrame(frame, built)
            } || named.count != namedFramesBuilt.count || named.contains { name, frame in
                namedFramesBuilt[name].map { !Self.sameFrame(frame, $0) } ?? true
            } || preferences.contains { index, value in
                preferenceValuesBuilt[index].map { !valuesAreEqualAny(value, $0) } ?? true
            }
            guard changed else { break }
            rebuildForReaders(given, named: named, preferences: preferences, proposal: proposal)
            result = self.layout(proposal)
        }
        return result
    }

    /// The frame the last pass gave `node`, in the root's coordinates.
    private func passFrame(_ node: Node) -> CGRect? {
        let slot = node.slot
        let placement = engine.store.placement
        guard slot >= 0, slot < engine.store.nodes.count, engine.store.nodes[slot] == node,
              placement.states.pass(slot) == engine.pass else { return nil }
        return placement.states[slot].frame
    }

    /// The slots of the views that read preferences, once looked for.
    private func preferenceReaderSlots() -> [Int] {
        if let preferenceSlots { return preferenceSlots }
        let slots = engine.store.nodes.indices.filter { !engine.store.nodes[$0].preferenceReads.isEmpty }
        preferenceSlots = slots
        return slots
    }

    /// The values the pass gives the views that draw a preference (`overlayPreferenceValue`,
    /// `backgroundPreferenceValue`), by the order they were built in; none for a reader whose
    /// content sets no value.
    private func drawnPreferenceValues() -> [Int: Any] {
        var values: [Int: Any] = [:]
        for slot in preferenceReaderSlots() {
            let node = engine.store.nodes[slot]
            for read in node.preferenceReads {
                guard case .drawn(let index) = read.kind, let content = node.children.first,
                      let value = content.preferenceValue(read.key, frame: passFrame) else { continue }
                values[index] = value
            }
        }
        return values
    }

    /// Calls each `onPreferenceChange` action with the value its content gives after the last pass.
    private func runPreferenceActions() {
        for slot in preferenceReaderSlots() {
            let node = engine.store.nodes[slot]
            for read in node.preferenceReads {
                switch read.kind {
                case .action(let action): action(node.preferenceValue(read.key, frame: passFrame) ?? read.key.defaultValue())
                case .geometry(let action): action(passFrame(node) ?? .zero)
                case .drawn: break
                }
            }
        }
    }

    /// The frames the pass gave the readers at `slots`, as the layout reports them (right-to-left
    /// subtrees mirrored, so a reader's `.global` frame is where it is seen: `RightToLeft.swift`);
    /// nil for a reader the pass did not place.
    private func readerFrames(_ slots: [Int], in result: ComputedLayout) -> [CGRect?] {
        let placement = engine.store.placement
        let placed = slots.map { placement.states.pass($0) == engine.pass ? placement.states[$0].frame : nil }
        // Most trees never change direction: the engine's frames are the layout's.
        guard engine.store.nodes.contains(where: { $0.layoutDirectionMark != nil }) else { return placed }
        var bySlot: [Int: CGRect] = [:]
        for node in result.storage.placed { bySlot[Int(node.slot)] = node.frame }
        return slots.indices.map { placed[$0] == nil ? nil : bySlot[slots[$0]] ?? placed[$0] }
    }

    /// The frames the pass gave the views that name their coordinate space, by name (the first
    /// view of a name, in slot order, when several share it).
    private func namedSpaceFrames(in result: ComputedLayout) -> [AnyHashable: CGRect] {
        if namedSpaceSlots == nil {
            namedSpaceSlots = engine.store.nodes.indices.filter { !engine.store.nodes[$0].coordinateSpaces.isEmpty }
        }
        guard let slots = namedSpaceSlots, !slots.isEmpty else { return [:] }
        let placement = engine.store.placement
        var frames: [AnyHashable: CGRect] = [:]
        for slot in slots where placement.states.pass(slot) == engine.pass {
            for name in engine.store.nodes[slot].coordinateSpaces where frames[name] == nil {
                frames[name] = placement.states[slot].frame
            }
        }
        return frames
    }

    private static func sameFrame(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    /// The slots of the size-reading views, in slot order (found once per tree).
    private func sizeReaderSlots() -> [Int] {
        if let readerSlots { return readerSlots }
        var slots: [Int] = []
        for (slot, node) in engine.store.nodes.enumerated() where Self.readsItsSize(node) { slots.append(slot) }
        readerSlots = slots
        return slots
    }

    static func readsItsSize(_ node: Node) -> Bool {
        // `GeometryLayout` is no built-in layout, so its node's category is `.layout`: the stored
        // category rules out almost every node before the (costly) casts.
        if node.category == .layout && node.layoutBox is LayoutBox<GeometryLayout> { return true }
        let effects = node.effects
        if effects.isEmpty { return false }
        return effects.contains { effect in
            if case .graphics(.canvas) = effect { return true }
            return false
        }
    }

    /// Builds the root view again, each size reader getting the frame the last pass gave it, and
    /// swaps the new tree in (no node is kept: a reader's content depends on its frame).
    @MainActor private func rebuildForReaders(_ frames: [CGRect?], named: [AnyHashable: CGRect], preferences: [Int: Any],
                                              proposal: ProposedViewSize) {
        guard let rebuildRoot else { return }
        var builder = GraphBuilder(tracksIdentity: tracksIdentity)
        builder.rootProposal = proposal
        builder.environment.values.setObject(SizeReaderFrames(frames), as: SizeReaderFrames.self)
        builder.environment.values.setObject(NamedSpaceFrames(named), as: NamedSpaceFrames.self)
        builder.environment.values.setObject(PreferenceValuesGiven(preferences), as: PreferenceValuesGiven.self)
        let previous = engine.store
        root = BuildingMeasurer.with(engine.textMeasurer) { rebuildRoot(&builder) }
        hasSizeReaders = builder.sizeReaders > 0
        depth = builder.maximumDepth + 1
        let root = self.root
        let log = builder.log
        engine.attach(NodeStore(root: root, previous: nil, log: log))
        for node in previous.nodes where !engine.holds(node) {
            node.layoutBox?.resetCache()
        }
        readerSlots = nil
        namedSpaceSlots = nil
        preferenceSlots = nil
        readerFramesBuilt = frames
        namedFramesBuilt = named
        preferenceValuesBuilt = preferences
    }
}
