import Dispatch
import OpenCombine

extension DispatchQueue.SchedulerTimeType {
    /// A type that represents the distance between two values, in
    /// nanoseconds.
    ///
    /// https://developer.apple.com/documentation/dispatch/dispatchqueue/schedulertimetype/stride
    ///
    /// Literals are seconds: `0.3` is 300 milliseconds, `2` is two seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
                          ExpressibleByFloatLiteral, Hashable, Codable, Sendable {
        public typealias FloatLiteralType = Double
        public typealias IntegerLiteralType = Int
        public typealias Magnitude = Int

        /// The value of this time interval in nanoseconds.
        public var magnitude: Int

        /// A `DispatchTimeInterval` of the same length (`.nanoseconds`).
        public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

        /// Creates a dispatch queue time interval from the given dispatch
        /// time interval (`.never` is the longest interval there is).
        public init(_ timeInterval: DispatchTimeInterval) {
            switch timeInterval {
            case .seconds(let s): magnitude = s.multipliedClamped(by: 1_000_000_000)
            case .milliseconds(let ms): magnitude = ms.multipliedClamped(by: 1_000_000)
            case .microseconds(let us): magnitude = us.multipliedClamped(by: 1_000)
            case .nanoseconds(let ns): magnitude = ns
            case .never: magnitude = .max
            @unknown default: magnitude = .max
            }
        }

        /// A time interval of `value` seconds.
        public init(floatLiteral value: Double) {
            self = .seconds(value)
        }

        /// A time interval of `value` seconds.
        public init(integerLiteral value: Int) {
            self = .seconds(value)
        }

        /// A time interval of `source` seconds, if it fits.
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let seconds = Int(exactly: source) else { return nil }
            let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
            guard !overflow else { return nil }
            magnitude = nanoseconds
        }

        private init(nanoseconds: Int) {
            magnitude = nanoseconds
        }

        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }

        public static func * (lhs: Stride, rhs: Stride) -> Stride {
            Stride(nanoseconds: lhs.magnitude.multipliedClamped(by: rhs.magnitude))
        }

        public static func + (lhs: Stride, rhs: Stride) -> Stride {
            let (sum, overflow) = lhs.magnitude.addingReportingOverflow(rhs.magnitude)
            return Stride(nanoseconds: overflow ? (rhs.magnitude > 0 ? .max : .min) : sum)
        }

        public static func - (lhs: Stride, rhs: Stride) -> Stride {
            let (difference, overflow) = lhs.magnitude.subtractingReportingOverflow(rhs.magnitude)
            return Stride(nanoseconds: overflow ? (rhs.magnitude < 0 ? .max : .min) : difference)
        }

        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }

        /// `s` seconds.
        public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }

        /// `s` seconds, rounded to the nanosecond.
        public static func seconds(_ s: Double) -> Stride {
            let nanoseconds = (s * 1e9).rounded()
            guard nanoseconds.isFinite, abs(nanoseconds) < 9.2e18 else { return Stride(nanoseconds: s < 0 ? .min : .max) }
            return Stride(nanoseconds: Int(nanoseconds))
        }

        /// `ms` milliseconds.
        public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }

        /// `us` microseconds.
        public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }

        /// `ns` nanoseconds.
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }
    }
}

extension Int {
    /// `self × factor`, clamped to `Int`'s range.
    fileprivate func multipliedClamped(by factor: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: factor)
        guard overflow else { return product }
        return (self < 0) == (factor < 0) ? .max : .min
    }
}
