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

    static func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }
}
