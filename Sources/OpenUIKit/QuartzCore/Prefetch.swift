@_implementationOnly import CPrefetch

/// CPU cache hints for the commit's walk over the layer tree (the hint
/// itself is `CPrefetch`'s inline C function). A hint never faults and never
/// changes a result; it only starts a load early.
enum Prefetch {
    /// Hints the CPU to load the `bytes` bytes from `address`, one cache line
    /// at a time; `forWriting` when they are about to be written.
    ///
    /// Every line the range touches is hinted, also the last one: heap
    /// objects are only 16-byte aligned, so 120 bytes from an object's start
    /// often straddle three 64-byte lines. (Steps of 64 bytes and a hint at
    /// the last byte: with a constant `bytes` the loop unrolls.)
    @inline(__always)
    static func lines(at address: UnsafeRawPointer, bytes: Int, forWriting: Bool = false) {
        var offset = 0
        while offset < bytes {
            hint(address + offset, forWriting: forWriting)
            offset += 64
        }
        hint(address + (bytes - 1), forWriting: forWriting)
    }

    @inline(__always)
    private static func hint(_ address: UnsafeRawPointer, forWriting: Bool) {
        if forWriting { segue_prefetch_for_writing(address) } else { segue_prefetch(address) }
    }

    /// Where `array` keeps its elements, as a plain address (nil when it has
    /// no storage). Nonisolated, so that its closure is too: a closure formed
    /// on the main actor checks its executor each time it runs.
    @inline(__always)
    static func storageAddress<Element>(of array: [Element]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
}
