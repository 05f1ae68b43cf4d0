/// `value` as the type it already is, known only as a generic parameter: `V` and `T` name the same
/// type (the caller's invariant, checked here by comparing the metatypes).
///
/// Unspecialised, `value as! T` is a call into the run-time cast machinery even when the types are
/// identical (1.5 % of building the nested benchmark tree: the graph builder makes this cast for
/// every primitive view, `GraphBuilder.buildPrimitive`); comparing two metatypes is two loads.
@inline(__always)
func sameTypeValue<V, T>(_ value: V, as _: T.Type) -> T {
    precondition(V.self == T.self, "sameTypeValue: \(V.self) is not \(T.self)")
    // SAFETY: `V` and `T` are the same type (checked just above), so the value's layout is `T`'s
    // and reinterpreting it is the identity: `unsafeBitCast` copies it as a `T`, retaining what
    // the copy holds, exactly as copying it as a `V` would.
    return unsafeBitCast(value, to: T.self)
}


/// Calls `body` with `value` lent in place, as the type `T` it already is: no copy is made.
///
/// Unspecialised, passing a generic value on (`sameTypeValue`, or a pointer's `pointee` as an
/// argument) copies it through its value witnesses and destroys the copy afterwards: for a
/// modified view that is its content, its modifier and every reference in them retained and
/// released again, several hundred instructions a view (`Benchmarks/PROFILE.md`). An `inout`
/// argument is passed by address, so the view is read where it lies. `body` must only read
/// the value: the graph builder's callers (`GraphBuilder.append`, `ModifiedContent.buildNodes`)
/// call non-mutating methods on it.
@inline(__always)
func lendingSameType<V, T, R>(_ value: V, as _: T.Type, _ body: (inout T) -> R) -> R {
    precondition(V.self == T.self, "lendingSameType: \(V.self) is not \(T.self)")
    // SAFETY: `withUnsafePointer(to:)` hands out the address of the borrowed value (or of a
    // temporary holding it), valid for the call; `V` and `T` are the same type (checked above),
    // so the memory is a `T`. The `inout` access made from it is never written through (`body`
    // only reads: see above), so the value the caller lent is unchanged when this returns, as a
    // borrow requires, and no other access can observe a write.
    return withUnsafePointer(to: value) { pointer in
        body(&UnsafeMutableRawPointer(mutating: pointer).assumingMemoryBound(to: T.self).pointee)
    }
}
