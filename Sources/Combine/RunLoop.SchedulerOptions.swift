import Foundation

extension RunLoop {
    /// Options that affect the operation of the run loop scheduler (Apple
    /// defines none).
    ///
    /// https://developer.apple.com/documentation/foundation/runloop/scheduleroptions
    public struct SchedulerOptions: Sendable {}
}
