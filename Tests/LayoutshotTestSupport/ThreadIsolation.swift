/// Calls the main-actor function `function` with `argument` on this thread, which need not be the
/// main thread, as a caller in the Swift 5 language mode may: for the tests that lay out on
/// threads of their own (small stacks, a dead thread's stack reused).
///
/// Pass a function, not a closure literal: in the Swift 6 mode a main-actor closure checks on
/// entry that it runs on the main actor (and stops the process otherwise), as Swift 5 code does
/// not; a function's body has no such check, so this runs what a Swift 5 caller's call would.
///
/// SAFETY: such a test waits for its thread, and the views that thread lays out are values made
/// for it alone; nothing else runs main-actor code meanwhile (the test, on the main actor, is
/// waiting). The cast drops only the isolation, which a synchronous function's type does not
/// carry at run time.
public func onThisThreadAsIfMainActor<Argument, Result>(_ function: @MainActor (Argument) throws -> Result,
                                                        _ argument: Argument) rethrows -> Result {
    try withoutActuallyEscaping(function) { function in
        try unsafeBitCast(function, to: ((Argument) throws -> Result).self)(argument)
    }
}
