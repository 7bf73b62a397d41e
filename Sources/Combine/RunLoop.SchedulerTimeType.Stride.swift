import Foundation
import OpenCombine

extension RunLoop.SchedulerTimeType {
    /// A type that represents the distance between two values, in seconds.
    ///
    /// https://developer.apple.com/documentation/foundation/runloop/schedulertimetype/stride
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
                          ExpressibleByFloatLiteral, Hashable, Codable, Sendable {
        public typealias FloatLiteralType = TimeInterval
        public typealias IntegerLiteralType = TimeInterval
        public typealias Magnitude = TimeInterval

        /// The value of this time interval in seconds.
        public var magnitude: TimeInterval

        /// The value of this time interval in seconds.
        public var timeInterval: TimeInterval { magnitude }

        /// Creates a run loop time interval of `timeInterval` seconds.
        public init(_ timeInterval: TimeInterval) {
            magnitude = timeInterval
        }

        /// A time interval of `value` seconds.
        public init(floatLiteral value: TimeInterval) {
            magnitude = value
        }

        /// A time interval of `value` seconds.
        public init(integerLiteral value: TimeInterval) {
            magnitude = value
        }

        /// A time interval of `source` seconds, if it is exactly representable.
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let seconds = TimeInterval(exactly: source) else { return nil }
            magnitude = seconds
        }

        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs.magnitude *= rhs.magnitude }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs.magnitude += rhs.magnitude }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs.magnitude -= rhs.magnitude }

        /// `s` seconds.
        public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
        /// `s` seconds.
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        /// `ms` milliseconds.
        public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
        /// `us` microseconds.
        public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
        /// `ns` nanoseconds.
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }
    }
}
