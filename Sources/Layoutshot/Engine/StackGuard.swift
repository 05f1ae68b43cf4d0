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

/// Runs deep work (building and laying out trees thousands of levels deep: the engine recurses once
/// per level) on a thread with a large stack when the calling thread has little left.
enum StackGuard {
    /// The stack a deep layout may need: room for trees about 100,000 levels deep.
    static let largeStackSize = 512 << 20
    /// Below this much free stack, hop to a large-stack thread.
    static let minimumFreeStack = 16 << 20

    static func run<T>(_ body: () -> T) -> T {
        if freeStack() >= minimumFreeStack {
            return body()
        }
        return withoutActuallyEscaping(body) { escapable in
            // The thread holds only the box; the work is dropped before this returns, so the
            // closure does not outlive `withoutActuallyEscaping`.
            let box = WorkBox<T>(escapable)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                box.value = box.work?()
                box.work = nil
                done.signal()
            }
            thread.stackSize = largeStackSize
            thread.start()
            done.wait()
            // Take the result out of the box: the thread keeps the box until it has exited, some
            // time after this returns, and would otherwise keep the result (a whole tree and its
            // engine) alive until then and free it on that thread.
            let value = box.value!
            box.value = nil
            return value
        }
    }

    private final class WorkBox<T>: @unchecked Sendable {
        var work: (() -> T)?
        var value: T?
        init(_ work: @escaping () -> T) { self.work = work }
    }

    /// Bytes of stack left on this thread (0 when unknown).
    static func freeStack() -> Int {
        #if os(Linux)
        guard let base = stackBase() else { return 0 }
        var marker = 0
        return withUnsafeMutablePointer(to: &marker) { pointer in
            UnsafeMutableRawPointer(pointer) - base
        }
        #else
        return 0
        #endif
    }

    #if os(Linux)
    private static let lock = NSLock()
    nonisolated(unsafe) private static var bases: [UInt: UnsafeMutableRawPointer] = [:]

    /// The lowest address of this thread's stack. Asking glibc costs a read of /proc/self/maps on
    /// the main thread (tens of microseconds), so the answer is kept per thread.
    private static func stackBase() -> UnsafeMutableRawPointer? {
        let thread = UInt(pthread_self())
        lock.lock()
        if let base = bases[thread] {
            lock.unlock()
            return base
        }
        lock.unlock()
        var attributes = pthread_attr_t()
        guard layoutshot_pthread_getattr_np(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var base: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base else { return nil }
        lock.lock()
        // Thread ids are reused after a thread exits; a bounded table keeps stale entries from piling up.
        if bases.count > 256 { bases.removeAll() }
        bases[thread] = base
        lock.unlock()
        return base
    }
    #endif
}
