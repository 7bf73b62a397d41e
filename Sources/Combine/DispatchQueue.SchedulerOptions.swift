import Dispatch

extension DispatchQueue {
    /// Options that affect the operation of the dispatch queue scheduler.
    ///
    /// https://developer.apple.com/documentation/dispatch/dispatchqueue/scheduleroptions
    ///
    /// They apply to work that goes to GCD; on Segue's virtual clock the main
    /// queue's work runs on the clock's ticks, where quality of service and
    /// flags have no meaning, and a `group` is entered and left around it.
    public struct SchedulerOptions {
        /// The dispatch queue quality of service.
        public var qos: DispatchQoS
        /// The dispatch queue work item flags.
        public var flags: DispatchWorkItemFlags
        /// The dispatch group, if any, that should be used for performing actions.
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }
}
