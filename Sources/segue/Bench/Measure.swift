import Foundation

/// Wall-clock timing helpers for `segue bench`: medians of repeated runs.
enum Measure {
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Runs `body` `iterations` times and returns the median in milliseconds.
    static func median(iterations: Int, _ body: () -> Void) -> Double {
        var samples: [Double] = []
        samples.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let start = now()
            body()
            samples.append(Double(now() - start) / 1e6)
        }
        return median(samples)
    }

    /// The median of `values` (the upper one of the middle two for an even count).
    static func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }

    static func format(_ ms: Double) -> String { String(format: "%.3f ms", ms) }
}
