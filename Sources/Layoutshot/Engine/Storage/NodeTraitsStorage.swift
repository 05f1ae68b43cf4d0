/// Where a `Node`'s layout traits are stored (`Node` inherits it): the one field of a node whose
/// run-time exclusivity check the engine leaves out, kept in the storage folder with the rest of
/// the code that sets Swift's checks aside.
class NodeTraitsStorage {
    // SAFETY (`@exclusivity(unchecked)`): the builder writes a node's traits (`ViewTraits.swift`,
    // `TabView.swift`) with plain assignments whose values are computed before the write begins,
    // and nothing reads or writes the same node's traits while one runs; every other access is a
    // read (the records, the engine, `LayoutSubview`). No two accesses overlap, and the run-time
    // check cost about 2 % of building and laying out the nested benchmark tree
    // (`NodeStore.record(for:)` and `GraphBuilder.modify` read the traits of every node:
    // `Benchmarks/PROFILE.md`).
    @exclusivity(unchecked) final var traits: Traits

    init(traits: Traits) {
        self.traits = traits
    }
}
