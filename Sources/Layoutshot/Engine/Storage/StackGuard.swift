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

/// Keeps deep trees from overflowing the stack, on the thread that builds and lays them out.
///
/// SwiftUI's `View` is `@MainActor`: a view's `body`, a `ForEach` closure, a view modifier or an
/// alignment guide's closure made on the main actor must run there (user code may check it, with
/// `MainActor.assumeIsolated` or `dispatchPrecondition`, and the Swift 6 language mode checks it at
/// run time in every main-actor closure a nonisolated function calls). So a tree is built and laid
/// out on the caller's thread and on no other: there is no hop to a thread with a larger stack.
///
/// The builder and the layout pass recurse once per level of the tree, so how deep a tree this
/// thread can take depends on what is left of its stack. When a build starts, it takes the stack
/// left below it, less a reserve for user code and the runtime (`reserve(stackSize:)`), and
/// divides it by what a layout pass needs per level (`bytesPerLevel`): that many levels of views
/// are built (at most `maximumTreeDepth`), and a view below them is left out with an
/// `invalidArgument` diagnostic (`GraphBuilder.cutOff`). A chain of bodies that makes no nodes (a
/// recursive custom view) is cut off the same way where the stack runs low. A layout pass asked
/// for on a thread whose stack no longer holds the tree (`fits(depth:)`) answers an empty layout
/// with a diagnostic instead of overflowing.
///
/// What that means in levels (`bytesPerLevel` each): about 740 on the main thread's default 8 MiB
/// stack, about 7,900 on a 64 MiB thread, 40 on a 512 KiB one; release builds use less stack per
/// level, but the rule counts the same. Real screens are a few dozen levels deep.
enum StackGuard {
    /// Stack a layout pass may use per level of the tree (a debug build's measure, place and
    /// guide recursion, generously).
    static let bytesPerLevel = 8 << 10
    /// The deepest tree built on any thread, in levels of nodes, however large its stack: 65,280
    /// levels (what 510 MiB of stack holds at `bytesPerLevel` a level). On a thread with less
    /// stack left, fewer levels are built (`treeDepthLimit()`).
    static let maximumTreeDepth = (510 << 20) / bytesPerLevel

    /// Stack kept free below the deepest level, for user code, the standard library and the
    /// runtime: a quarter of the thread's stack, at most 2 MiB (128 KiB of a 512 KiB thread).
    static func reserve(stackSize: Int) -> Int { min(2 << 20, stackSize / 4) }

    /// Stack left out of a build's count for the frames between where the build starts and where
    /// its layout pass starts (a few calls deeper), so that the pass finds the tree fits.
    static let passSlack = 64 << 10

    /// How many levels of nodes a tree built from here may have: what is left of this thread's
    /// stack, less the reserve, at `bytesPerLevel` a level, and at most `maximumTreeDepth`. Where
    /// the stack's bounds are unknown (not Linux) or the probe is not on the real stack (under
    /// AddressSanitizer's fake stacks), the thread's whole stack counts, or `maximumTreeDepth`.
    static func treeDepthLimit() -> Int {
        #if os(Linux)
        guard let (low, high) = stackRange() else { return maximumTreeDepth }
        let size = Int(high - low)
        let address = stackAddress()
        let free = address >= low && address < high ? Int(address - low) : size
        return max(0, min(maximumTreeDepth, (free - reserve(stackSize: size) - passSlack) / bytesPerLevel))
        #else
        return maximumTreeDepth
        #endif
    }

    /// Whether what is left of this thread's stack holds a pass over a tree `depth` levels deep
    /// (always, where the bounds are unknown).
    static func fits(depth: Int) -> Bool {
        #if os(Linux)
        guard let (low, high) = stackRange() else { return true }
        let address = stackAddress()
        guard address >= low && address < high else { return true }
        let needed = depth < Int.max / bytesPerLevel ? depth * bytesPerLevel : Int.max / 2
        return Int(address - low) - reserve(stackSize: Int(high - low)) >= needed
        #else
        return true
        #endif
    }

    /// Where a builder on this thread may build: at stack addresses from a limit up to the top of
    /// this thread's stack (the stack less the reserve). Below the limit the tree is cut off.
    /// Unknown bounds (not Linux), or a probe not on this thread's stack (under AddressSanitizer,
    /// whose stack-use-after-return detection moves locals into fake frames elsewhere): everything
    /// is in, and only `treeDepthLimit()` bounds the build.
    static func buildStackWindow() -> BuildStackWindow {
        #if os(Linux)
        guard let (low, high) = stackRange() else { return BuildStackWindow(limit: 0, top: .max) }
        return BuildStackWindow(limit: low &+ UInt(reserve(stackSize: Int(high - low))), top: high)
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
    /// stack-use-after-return detection, which moves locals into fake frames on the heap.
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

    #if os(Linux)
    /// Thread-local slots for the bounds of each thread's stack. Thread-local rather than a table
    /// keyed by `pthread_self()`: a thread's id is the address of its descriptor, at the top of its
    /// stack, so a new thread whose stack is mapped where a dead thread's large stack ended has the
    /// dead thread's id and other bounds. A table would hand it the dead thread's, the depth check
    /// would count stack that is not there, and a deep layout would overflow it. A new
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
