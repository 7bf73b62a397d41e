import Foundation

extension RunLoop {
    /// The scheduler time type used by the run loop: a `Date`.
    ///
    /// https://developer.apple.com/documentation/foundation/runloop/schedulertimetype
    ///
    /// Under Segue's virtual clock, `RunLoop.main.now` is the clock's media
    /// time counted from the reference date (media time 0 is 2001-01-01
    /// 00:00:00 UTC), so dates in a headless run are the same on every run;
    /// every other run loop reads `Date()`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The date represented by this type.
        public var date: Date

        /// Initializes a run loop scheduler time with the given date.
        public init(_ date: Date) {
            self.date = date
        }

        /// Returns the distance to another run loop scheduler time.
        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        /// Returns a run loop scheduler time calculated by advancing this
        /// instance's time by the given interval.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(n.magnitude))
        }
    }
}
