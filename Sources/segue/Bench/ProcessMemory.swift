import Foundation

/// Resident memory of this process, from /proc/self/status (Linux).
enum ProcessMemory {
    /// Current resident set size in bytes (VmRSS).
    static var residentBytes: Int { field("VmRSS") }
    /// Peak resident set size in bytes (VmHWM).
    static var peakResidentBytes: Int { field("VmHWM") }

    private static func field(_ name: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.split(separator: " ").compactMap { Int($0) }
            return (digits.first ?? 0) * 1024
        }
        return 0
    }

    /// Resets the peak (VmHWM) to the current resident size, so a later
    /// `peakResidentBytes` is the peak of what ran since (Linux 4.0+:
    /// writing 5 to /proc/self/clear_refs). False where that is refused.
    @discardableResult
    static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do { try handle.write(contentsOf: Data("5".utf8)) } catch { return false }
        return true
    }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }
}

/// glibc's heap trimming: by default memory freed at the top of the heap
/// goes back to the kernel once it passes 128 KiB, and the next allocations
/// fault fresh pages in. Looked up at run time (`mallopt` is glibc's).
enum HeapTrimming {
    private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    private static let mTrimThreshold: Int32 = -1  // M_TRIM_THRESHOLD in <malloc.h>

    /// Sets the trim threshold; false where the C library has no `mallopt`.
    @discardableResult
    static func setThreshold(_ bytes: Int32) -> Bool {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        return mallopt(mTrimThreshold, bytes) == 1
    }

    /// Runs `body` with freed heap memory kept by the process; nil (and
    /// `body` not run) where trimming cannot be switched off.
    static func withoutTrimming<T>(_ body: () -> T) -> T? {
        guard setThreshold(Int32.max) else { return nil }
        defer { setThreshold(128 * 1024) }
        return body()
    }
}
