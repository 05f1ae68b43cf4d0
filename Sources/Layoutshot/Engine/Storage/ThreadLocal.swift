#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One object per thread, made on the thread's first use and released when the thread exits: a
/// POSIX thread-specific slot. Reading it is a `pthread_getspecific` (a few instructions), where a
/// `@TaskLocal` lookup, or binding one, costs hundreds.
final class ThreadLocalSlot<Value: AnyObject>: Sendable {
    private let key: pthread_key_t
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            // SAFETY: the slot holds nothing but a reference retained once by `value` below; POSIX
            // calls this once per exiting thread whose slot is not null, after which no code of that
            // thread reads the slot again, so balancing that retain here frees nothing still in use.
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        precondition(status == 0, "pthread_key_create failed (\(status)): the process has used up its thread-specific slots")
        self.key = key
        self.make = make
    }

    /// This thread's object.
    var value: Value {
        @inline(__always) get {
            if let raw = pthread_getspecific(key) {
                // SAFETY: only the line below writes this slot, on this thread, with a retained
                // `Value`; the reference stays valid until the thread exits (the destructor above).
                return Unmanaged<Value>.fromOpaque(raw).takeUnretainedValue()
            }
            return makeValue()
        }
    }

    /// Calls `body` with this thread's object, without retaining it for the call (a hot path's
    /// thread state: the retain and release cost more than the rest of using it).
    @inline(__always)
    func withValue<R>(_ body: (Value) -> R) -> R {
        if let raw = pthread_getspecific(key) {
            // SAFETY: the slot holds a retain on the object until this thread exits (see `value`),
            // and `body` runs on this thread, before it returns: the reference stays valid for the
            // whole call without one of its own.
            return Unmanaged<Value>.fromOpaque(raw)._withUnsafeGuaranteedRef(body)
        }
        return body(makeValue())
    }

    @inline(never)
    private func makeValue() -> Value {
        let made = make()
        // The retain is balanced by the key's destructor when the thread exits.
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }
}
