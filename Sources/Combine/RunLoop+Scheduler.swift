import Foundation
import OpenCombine

/// `RunLoop` is a Combine `Scheduler`, as on Apple platforms:
/// `receive(on: RunLoop.main)`, `debounce(for: 0.5, scheduler: RunLoop.main)`.
///
/// https://developer.apple.com/documentation/foundation/runloop
/// (Conforms To: `Scheduler`)
///
/// The main run loop follows Segue's clock in headless runs (see
/// `MainRunLoopRoute`); other run loops, and the main one under a
/// real-time clock, use `perform(_:)` and `Timer`s added in the default
/// mode, and run the work when that run loop runs.
extension RunLoop: @retroactive Scheduler {
    /// Whether this run loop's work goes to Segue's clock right now.
    var followsVirtualClock: Bool {
        self === RunLoop.main && MainRunLoopRoute.followsVirtualClock
    }

    /// The current time: media time from the reference date on Segue's
    /// virtual clock for the main run loop, `Date()` otherwise.
    public var now: SchedulerTimeType {
        guard followsVirtualClock else { return SchedulerTimeType(Date()) }
        return SchedulerTimeType(Date(timeIntervalSinceReferenceDate: MainRunLoopRoute.mediaTime))
    }

    /// The minimum tolerance allowed by the scheduler: none.
    public var minimumTolerance: SchedulerTimeType.Stride { 0.0 }

    /// Performs the action at the next possible opportunity.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = SchedulerAction(run: action)
        if followsVirtualClock {
            MainRunLoopRoute.perform(work)
        } else {
            perform { work.run() }
        }
    }

    /// Performs the action at some time after the specified date.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = SchedulerAction(run: action)
        if followsVirtualClock {
            MainRunLoopRoute.perform(at: date.date.timeIntervalSinceReferenceDate, work)
        } else {
            let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.run() }
            timer.tolerance = tolerance.magnitude
            add(timer, forMode: .default)
        }
    }

    /// Performs the action at some time after the specified date, at the
    /// specified frequency, taking into account tolerance if possible;
    /// cancelling the returned value stops it.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> Cancellable {
        RunLoopRepetition.start(on: self, mode: .default, from: date, every: interval.magnitude,
                                tolerance: tolerance.magnitude, SchedulerAction(run: action))
    }
}

/// Repeating work on a run loop: on Segue's clock for the main run loop in
/// headless runs, a repeating `Timer` in `mode` otherwise.
enum RunLoopRepetition {
    static func start(on runLoop: RunLoop, mode: RunLoop.Mode, from date: RunLoop.SchedulerTimeType,
                      every interval: TimeInterval, tolerance: TimeInterval, _ work: SchedulerAction) -> Cancellable {
        if runLoop.followsVirtualClock {
            return MainRunLoopRoute.performRepeating(from: date.date.timeIntervalSinceReferenceDate, every: interval, work)
        }
        let timer = Timer(fire: date.date, interval: interval, repeats: true) { _ in work.run() }
        timer.tolerance = tolerance
        runLoop.add(timer, forMode: mode)
        let handle = TimerHandle(timer)
        return AnyCancellable { handle.timer.invalidate() }
    }

    /// A `Timer` carried into the cancellation closure.
    private struct TimerHandle: @unchecked Sendable {
        let timer: Timer
        init(_ timer: Timer) { self.timer = timer }
    }
}
