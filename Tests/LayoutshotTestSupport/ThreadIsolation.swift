/// Runs main-actor code on this thread, which need not be the main thread: for the tests that lay
/// out and render on threads of their own (small stacks, a dead thread's stack reused, many
/// threads at once to check the renderer is thread-safe).
///
/// SAFETY: such a test waits for its threads, and the views each thread lays out are values that
/// thread made for itself; what the threads share is what the test checks is thread-safe (the
/// renderer's text engines, behind their lock). The cast drops only the isolation, which a
/// synchronous function's type does not carry at run time.
public func onThisThreadAsIfMainActor<T>(_ body: @MainActor () throws -> T) rethrows -> T {
    try withoutActuallyEscaping(body) { body in try unsafeBitCast(body, to: (() throws -> T).self)() }
}
