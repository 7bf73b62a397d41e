import Dispatch

extension DispatchQueue {
    /// The scheduler time type used by the dispatch queue: a `DispatchTime`.
    ///
    /// https://developer.apple.com/documentation/dispatch/dispatchqueue/schedulertimetype
    ///
    /// Under Segue's virtual clock, `DispatchQueue.main.now` reads the
    /// clock's media time, in nanoseconds of `uptimeNanoseconds` (see
    /// `MainRunLoopRoute`); every other queue reads `DispatchTime.now()`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The dispatch time represented by this type.
        public var dispatchTime: DispatchTime

        /// Creates a dispatch queue time type instance.
        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        /// Returns the distance to another dispatch queue time.
        public func distance(to other: SchedulerTimeType) -> Stride {
            let from = dispatchTime.uptimeNanoseconds, to = other.dispatchTime.uptimeNanoseconds
            let difference = to >= from ? Int(clamping: to - from) : -Int(clamping: from - to)
            return Stride(.nanoseconds(difference))
        }

        /// Returns a dispatch queue scheduler time calculated by advancing this
        /// instance's time by the given interval.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            let start = dispatchTime.uptimeNanoseconds
            let step = n.magnitude
            let end = step >= 0 ? start.addingReportingOverflow(UInt64(step)) : start.subtractingReportingOverflow(UInt64(step.magnitude))
            let nanoseconds = end.overflow ? (step >= 0 ? UInt64.max : 1) : Swift.max(end.partialValue, 1)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: nanoseconds))
        }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }

        /// Encodes the time as its `uptimeNanoseconds`.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            dispatchTime = DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self))
        }
    }
}
