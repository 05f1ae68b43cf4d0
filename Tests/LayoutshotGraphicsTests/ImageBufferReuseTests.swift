import Foundation
import Testing
import LayoutshotGraphics

/// `ImageBufferReuse.keepFreedBuffers()`: a picture-sized buffer allocated after one of its size was
/// freed reuses that buffer's pages instead of faulting fresh ones in (what made half of a screen
/// snapshot's time, Benchmarks article "Snapshot speed").
@Suite struct ImageBufferReuseTests {
    /// Minor page faults of this thread (tests run side by side) while a 12 MB buffer (an iPhone 15
    /// screen at 3×, RGBA) is allocated, written through and freed.
    static func faultsOfOneBuffer() -> Int {
        func faults() -> Int {
            var usage = rusage()
            getrusage(1 /* RUSAGE_THREAD */, &usage)
            return usage.ru_minflt
        }
        let before = faults()
        var buffer = [UInt8](repeating: 0, count: 1179 * 2556 * 4)
        buffer[buffer.count - 1] = 1
        withExtendedLifetime(buffer) {}
        return faults() - before
    }

    @Test func aFreedPictureSizedBufferIsReusedNotFaultedInAgain() throws {
        #if canImport(Glibc)
        #expect(ImageBufferReuse.keepFreedBuffers())
        #expect(ImageBufferReuse.keepFreedBuffers(), "a second call keeps it on")
        _ = Self.faultsOfOneBuffer()
        // Without reuse each round faults all ~2,940 pages of the buffer in again; with it, the
        // pages stay in the heap (other threads' allocations may touch a few).
        let again = (0..<3).map { _ in Self.faultsOfOneBuffer() }
        #expect(again.min()! < 300, "page faults per 12 MB buffer after the first: \(again)")
        #else
        #expect(!ImageBufferReuse.keepFreedBuffers())
        #endif
    }
}
