import Foundation
import OpenCombine

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the
    /// given interval.
    ///
    /// https://developer.apple.com/documentation/foundation/timer/publish(every:tolerance:on:in:options:)
    ///
    /// The publisher is connectable: it starts when connected
    /// (`connect()`, or `autoconnect()` at the first subscription).
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval.
    ///
    /// https://developer.apple.com/documentation/foundation/timer/timerpublisher
    ///
    /// Connected, it fires every `interval` seconds on `runLoop` in `mode`,
    /// the first time one interval after `connect()`, and sends each
    /// subscriber with outstanding demand the run loop's current date (a
    /// subscriber without demand misses that firing, as with Apple's). On
    /// the main run loop in a headless run it fires on Segue's clock and the
    /// dates are media-time dates (see `RunLoop.SchedulerTimeType`).
    /// Cancelling the connection stops the timer; no completion is sent.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        private let lock = NSLock()
        private var subscriptions: [TimerSubscription] = []
        private var connection: Cancellable?

        /// Creates a publisher that repeatedly emits the current date on the
        /// given interval.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            let subscription = TimerSubscription(publisher: self, downstream: AnySubscriber(subscriber))
            lock.lock()
            subscriptions.append(subscription)
            lock.unlock()
            subscriber.receive(subscription: subscription)
        }

        /// Starts the timer; cancel the returned value to stop it. Connecting
        /// a connected publisher returns the running connection.
        public func connect() -> Cancellable {
            lock.lock()
            defer { lock.unlock() }
            if let connection { return connection }
            let start = runLoop.now.advanced(by: .init(interval))
            let repetition = RunLoopRepetition.start(
                on: runLoop, mode: mode, from: start, every: interval, tolerance: tolerance ?? 0,
                SchedulerAction { [weak self] in self?.fire() })
            let connection = AnyCancellable { [weak self] in
                repetition.cancel()
                self?.disconnect()
            }
            self.connection = connection
            return connection
        }

        private func disconnect() {
            lock.lock()
            connection = nil
            lock.unlock()
        }

        private func fire() {
            let date = runLoop.now.date
            lock.lock()
            let current = subscriptions
            lock.unlock()
            for subscription in current { subscription.send(date) }
        }

        fileprivate func remove(_ subscription: TimerSubscription) {
            lock.lock()
            subscriptions.removeAll { $0 === subscription }
            lock.unlock()
        }
    }
}

/// One subscriber of a `Timer.TimerPublisher`, with its demand.
private final class TimerSubscription: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private weak var publisher: Timer.TimerPublisher?
    private var downstream: AnySubscriber<Date, Never>?
    private var demand = Subscribers.Demand.none

    init(publisher: Timer.TimerPublisher, downstream: AnySubscriber<Date, Never>) {
        self.publisher = publisher
        self.downstream = downstream
    }

    func send(_ date: Date) {
        lock.lock()
        guard let downstream, demand > 0 else { return lock.unlock() }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(date)
        lock.lock()
        if self.downstream != nil { demand += more }
        lock.unlock()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        if downstream != nil { self.demand += demand }
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        downstream = nil
        let publisher = self.publisher
        lock.unlock()
        publisher?.remove(self)
    }
}
