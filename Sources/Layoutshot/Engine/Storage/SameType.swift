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

