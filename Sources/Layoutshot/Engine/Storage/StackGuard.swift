#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if os(Linux)
// Glibc's module map hides this GNU extension; it is a plain C function in every glibc.
@_silgen_name("pthread_getattr_np")
private func layoutshot_pthread_getattr_np(_ thread: pthread_t, _ attributes: UnsafeMutablePointer<pthread_attr_t>) -> Int32
#endif

/// Keeps deep trees from overflowing the stack without moving user code off its thread.
///
/// SwiftUI's `View` is `@MainActor`: a view's `body`, a `ForEach` closure or a view modifier made on
/// the main actor must run there (user code may check it, with `MainActor.assumeIsolated` or
/// `dispatchPrecondition`, and Swift 6 checks main-actor closures handed to older APIs). So
/// views are built on the caller's thread. The builder recurses once per level of the tree; when
/// the thread's stack runs low (`buildStackWindow`), the rest of the build continues on a thread with
/// a large stack, and every call into user code from there is sent back to the caller's thread
/// (`CallerBridge`), which waits for the build and serves those calls meanwhile. The layout pass,
/// which calls only non-isolated user code (`Layout` methods run off the main thread in SwiftUI
/// too), runs on the large stack when the tree is too deep for the caller's (`run(depth:_:)`).
enum StackGuard {
    /// The stack a deep layout may need: room for trees about 100,000 levels deep.
    static let largeStackSize = 512 << 20
    /// Stack a layout pass may use per level of the tree (a debug build's measure, place and
    /// guide recursion, generously).
    static let bytesPerLevel = 8 << 10
    /// Stack kept free below the deepest level: for user code, the standard library and the
    /// runtime.
    static let reserve = 2 << 20
    /// The deepest tree built, in levels of nodes: what a layout pass on the large stack holds
    /// at `bytesPerLevel` a level. A view below it is left out with a diagnostic
    /// (`GraphBuilder.cutOff`); a chain of bodies that makes no nodes is cut off where the large
    /// stack runs low, the same way.
    static let maximumTreeDepth = (largeStackSize - reserve) / bytesPerLevel

    /// Runs `body`, the layout of a tree `depth` levels deep, on this thread when what is left of
    /// its stack holds it, else on a thread with a large stack.
    static func run<T>(depth: Int, _ body: () -> T) -> T {
        if depth < Int.max / bytesPerLevel, freeStack() >= depth * bytesPerLevel + reserve {
            return body()
        }
        return onLargeStack(body)
    }

    /// Where a builder on this thread may build in place: at stack addresses from a limit up to
    /// the top of this thread's stack (the stack less the reserve). A probe outside it is below the limit, or
    /// not on this thread's stack at all (under AddressSanitizer, whose stack-use-after-return
    /// detection moves locals into fake frames elsewhere), and the build continues on a large
    /// stack. Unknown bounds (not Linux): everything is in, and the build never hops.
    static func buildStackWindow() -> BuildStackWindow {
        #if os(Linux)
        guard let (low, high) = stackRange() else { return BuildStackWindow(limit: 0, top: .max) }
        return BuildStackWindow(limit: low &+ UInt(reserve), top: high)
        #else
        return BuildStackWindow(limit: 0, top: .max)
        #endif
    }

    /// Stack addresses from `limit` up to `top`, tested with one subtraction and one comparison
    /// (the builder asks once per view).
    struct BuildStackWindow {
        private let limit: UInt
        /// `top - limit`, 0 when the reserve is larger than the stack (nothing is in).
        private let span: UInt

        init(limit: UInt, top: UInt) {
            self.limit = limit
            span = top > limit ? top - limit : 0
        }

        /// Whether `address` is in the window (below `limit` the difference wraps around).
        @inline(__always)
        func contains(_ address: UInt) -> Bool { address &- limit < span }
    }

    /// Whether `stackAddress()` reads this thread's own stack. False under AddressSanitizer's
    /// stack-use-after-return detection, which moves locals into fake frames on the heap: a
    /// builder then finds itself below its limit at once and continues on a large stack (safe,
    /// but that build's log is not the tree, so `NodeStore` numbers it by walking it).
    static func probesRealStack() -> Bool {
        #if os(Linux)
        guard let (low, high) = stackRange() else { return false }
        let address = stackAddress()
        return address >= low && address < high
        #else
        return false
        #endif
    }

    /// The address of the caller's stack frame, give or take a few bytes.
    @inline(__always)
    static func stackAddress() -> UInt {
        var marker = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// Runs `body` on a new thread with a large stack and waits for it (a layout pass: it calls no
    /// main-actor code, so nothing is sent back).
    static func onLargeStack<T>(_ body: () -> T) -> T {
        continueOnLargeStack { _ in body() }
    }

    /// Runs `body` on a new thread with a large stack, and serves the calls it sends back through
    /// its `CallerBridge` on this thread until it is done.
    ///
    /// SAFETY: the builder (main-actor code) continues here on another thread: the compiler does
    /// not see `body` leave the main actor's thread, and nothing checks it at run time. It is sound
    /// because this thread, on the main actor, blocks in `bridge.serve()` until `body` is done, so
    /// main-actor code never runs on two threads at once (as if this thread had run it, with a
    /// larger stack); every call of user code is sent back to this thread (`GraphBuilder.userCode`),
    /// where `MainActor.assumeIsolated`, `@Environment` (thread-local) and thread checks see the
    /// main thread; and Layoutshot's own primitives, which do run on the large stack, read only the
    /// views and the builder they are given.
    static func continueOnLargeStack<T>(_ body: (CallerBridge) -> T) -> T {
        let bridge = CallerBridge()
        return withoutActuallyEscaping(body) { escapable in
            // The thread holds only the box; the work is dropped before this returns, so the
            // closure does not outlive `withoutActuallyEscaping`.
            let box = WorkBox<T> { escapable(bridge) }
            let thread = Thread {
                box.value = box.work?()
                box.work = nil
                bridge.finish()
            }
            thread.stackSize = largeStackSize
            thread.start()
            bridge.serve()
            // Take the result out of the box: the thread keeps the box until it has exited, some
            // time after this returns, and would otherwise keep the result (a whole tree and its
            // engine) alive until then and free it on that thread.
            let value = box.value!
            box.value = nil
            return value
        }
    }

    // SAFETY (`@unchecked Sendable`): the box is written by the worker thread and read by the
    // caller only after the worker signalled it is done (a semaphore or the bridge's condition,
    // both full memory barriers), so no two threads touch it at once.
    private final class WorkBox<T>: @unchecked Sendable {
        var work: (() -> T)?
        var value: T?
        init(_ work: @escaping () -> T) { self.work = work }
    }

    /// Bytes of stack left on this thread (0 when unknown, or when the probe is not on this
    /// thread's stack: see `buildStackWindow`).
    static func freeStack() -> Int {
        #if os(Linux)
        guard let (low, high) = stackRange() else { return 0 }
        let address = stackAddress()
        return address >= low && address < high ? Int(address - low) : 0
        #else
        return 0
        #endif
    }

    #if os(Linux)
    /// Thread-local slots for the bounds of each thread's stack. Thread-local rather than a table
    /// keyed by `pthread_self()`: a thread's id is the address of its descriptor, at the top of its
    /// stack, so a new thread whose stack is mapped where a dead thread's large stack ended has the
    /// dead thread's id and other bounds. A table would hand it the dead thread's, the depth check
    /// would count 512 MiB that are not there, and a deep layout would overflow the stack. A new
    /// thread's slots start empty (POSIX), so it never sees another thread's answer.
    private static let lowKey = makeKey()
    private static let highKey = makeKey()

    private static func makeKey() -> pthread_key_t {
        var key = pthread_key_t()
        // No destructor: the slot holds an address, not something owned.
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed (\(status)): thread-local slots exhausted")
        return key
    }

    /// The lowest address of this thread's stack and the address just above it. Asking glibc
    /// costs a read of /proc/self/maps on the main thread (tens of microseconds), so the answer is
    /// kept in the thread's own slots.
    private static func stackRange() -> (low: UInt, high: UInt)? {
        if let low = pthread_getspecific(lowKey), let high = pthread_getspecific(highKey) {
            return (UInt(bitPattern: low), UInt(bitPattern: high))
        }
        guard let (base, size) = stackBounds() else { return nil }
        pthread_setspecific(lowKey, base)
        pthread_setspecific(highKey, base + size)
        return (UInt(bitPattern: base), UInt(bitPattern: base + size))
    }

    /// This thread's stack: its lowest address and its size, from glibc.
    private static func stackBounds() -> (base: UnsafeMutableRawPointer, size: Int)? {
        var attributes = pthread_attr_t()
        guard layoutshot_pthread_getattr_np(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var base: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base else { return nil }
        return (base, size)
    }
    #endif
}

/// The way back from a build continued on a large stack to the thread that started it, where user
/// code (`body`, `ForEach` content, view modifiers) must run: the worker hands each such call over
/// and waits; the caller runs it between waits.
///
/// SAFETY (`@unchecked Sendable`): every field is read and written with `condition` held, and a
/// call's closure and result are touched by one thread at a time: the worker hands the call over
/// and blocks until the caller marks it done.
final class CallerBridge: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: (() -> Void)?
    private var served = false
    private var finished = false

    /// On the worker: runs `call` on the caller's thread and returns what it returned.
    func call<T>(_ call: () -> T) -> T {
        withoutActuallyEscaping(call) { call in
            var result: T?
            condition.lock()
            pending = { result = call() }
            served = false
            condition.broadcast()
            while !served { condition.wait() }
            condition.unlock()
            return result!
        }
    }

    /// On the caller: runs the calls handed over until the worker is finished.
    func serve() {
        condition.lock()
        while !finished {
            if let call = pending {
                pending = nil
                condition.unlock()
                call()
                condition.lock()
                served = true
                condition.broadcast()
            } else {
                condition.wait()
            }
        }
        condition.unlock()
    }

    /// On the worker, when its work is done.
    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }
}
