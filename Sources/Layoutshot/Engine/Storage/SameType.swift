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


/// Calls `body` with the address of `value`, which `body` reads as the type `T` it already is
/// (`lending(_:as:_:)`): `V` and `T` name the same type (the caller's invariant, checked here).
///
/// Unspecialised, passing a generic value on (`sameTypeValue`, or a pointer's `pointee` as an
/// argument) copies it through its value witnesses and destroys the copy afterwards: for a
/// modified view that is its content, its modifier and every reference in them retained and
/// released again, several hundred instructions a view (`Benchmarks/PROFILE.md`). Lent through its
/// address, the view is read where it lies. `body` is handed to `withUnsafePointer(to:)` as it is,
/// with no closure of this function's own around it: the graph builder recurses through here for
/// every primitive view, and each frame fewer is a return fewer for the processor to predict
/// (`Benchmarks/PROFILE.md`). (Not `body` written in the builder's main-actor code and handed to
/// `withUnsafePointer` there: a closure of isolated code passed straight to the standard library
/// checks its executor at run time on every call, which it does not when passed through here.)
/// (Generic in its result and error as `withUnsafePointer(to:)` is: `body` is then made in the
/// form that function takes, with no thunk between them.)
@inline(__always)
func withAddress<V, T, E: Error, R>(of value: V, as _: T.Type, _ body: (UnsafePointer<V>) throws(E) -> R) throws(E) -> R {
    precondition(V.self == T.self, "withAddress: \(V.self) is not \(T.self)")
    return try withUnsafePointer(to: value, body)
}

/// The value at `address` (from `withAddress(of:as:_:)`, whose check makes it a `T`) lent to
/// `body` in place, as an `inout T` that `body` must only read: the graph builder's callers
/// (`GraphBuilder.buildPrimitive`, `ModifiedContent.buildNodes`) call non-mutating methods on it.
@inline(__always)
func lending<V, T>(_ address: UnsafePointer<V>, as _: T.Type, _ body: (inout T) -> Void) {
    // SAFETY: `address` is the address of a borrowed value of type `V` (or of a temporary holding
    // it), valid for the call of `withAddress`'s `body` this runs in; `V` and `T` are the same
    // type (checked by `withAddress`), so the memory is a `T`. The `inout` access made from it is
    // never written through (`body` only reads: see above), so the value the caller lent is
    // unchanged when this returns, as a borrow requires, and no other access can observe a write.
    body(&UnsafeMutableRawPointer(mutating: address).assumingMemoryBound(to: T.self).pointee)
}
