import CLayoutshotCairo

/// Whether a process's image-sized buffers reuse the memory of the ones freed before them.
///
/// A snapshot at 3× allocates a few buffers the size of its picture (cairo's surface, the straight
/// RGBA picture, the decoded reference: 12 MB each for an iPhone 15 screen), frees them, and the
/// next snapshot allocates them again. glibc gives blocks that large back to the system when they
/// are freed (they are mappings of their own, and the heap's top is trimmed), so every snapshot
/// faults its buffers' pages in afresh: about half of a screen snapshot's time
/// (`layoutshot-bench speed`, Benchmarks article). ``keepFreedBuffers()`` has the allocator keep
/// freed blocks up to ``largestKeptBlock`` for reuse instead, as
/// `GLIBC_TUNABLES=glibc.malloc.trim_threshold=…:glibc.malloc.mmap_threshold=…` would.
///
/// Snapshot assertions turn it on once per test process; a process that draws one picture does
/// not need it. The memory kept is what the process already used at its peak.
public enum ImageBufferReuse {
    /// The largest block (256 MiB) whose memory is kept for reuse; larger ones are still mapped
    /// and unmapped on their own.
    public static let largestKeptBlock = 1 << 28

    /// Turns reuse on for the rest of the process (once; later calls do nothing). Returns false
    /// where the C library has no such switch (not glibc); pictures are the same either way.
    @discardableResult
    public static func keepFreedBuffers() -> Bool { enabled }

    private static let enabled: Bool = layoutshot_keep_freed_memory(Int32(largestKeptBlock)) == 1
}
