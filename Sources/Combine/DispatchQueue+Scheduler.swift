import Dispatch
import Foundation
import OpenCombine

/// `DispatchQueue` is a Combine `Scheduler`, as on Apple platforms:
/// `receive(on: DispatchQueue.main)`, `debounce(for: .milliseconds(300),
/// scheduler: DispatchQueue.main)`.
///
/// https://developer.apple.com/documentation/dispatch/dispatchqueue
/// (Conforms To: `Scheduler`)
///
/// The main queue follows Segue's clock in headless runs (see
/// `MainRunLoopRoute`); other queues, and the main queue under a real-time
/// clock, use GCD: `async`, `asyncAfter(deadline:)` and a timer source for
/// repeating work.
extension DispatchQueue: @retroactive Scheduler {
    /// The label of the main queue (`DispatchQueue.main` is a new wrapper
    /// object at each access on Linux, so identity cannot tell it).
    private static let mainLabel = DispatchQueue.main.label

    /// Whether this queue's work goes to Segue's clock right now.
    private var followsVirtualClock: Bool {
        label == DispatchQueue.mainLabel && MainRunLoopRoute.followsVirtualClock
    }

    /// The current time: media time on Segue's virtual clock for the main
    /// queue, `DispatchTime.now()` otherwise.
    public var now: SchedulerTimeType {
        guard followsVirtualClock else { return SchedulerTimeType(.now()) }
        return SchedulerTimeType(DispatchTime(uptimeNanoseconds: Self.nanoseconds(MainRunLoopRoute.mediaTime)))
    }

    /// The minimum tolerance allowed by the scheduler: none.
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    /// Performs the action at the next possible opportunity.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = SchedulerAction(run: action)
        if followsVirtualClock {
            MainRunLoopRoute.perform(Self.entering(options?.group, work))
        } else {
            async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
        }
    }

    /// Performs the action at some time after the specified date.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = SchedulerAction(run: action)
        if followsVirtualClock {
            MainRunLoopRoute.perform(at: Self.seconds(date), Self.entering(options?.group, work))
        } else if let group = options?.group {
            group.enter()
            asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
                work.run()
                group.leave()
            }
        } else {
            asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
        }
    }

    /// Performs the action at some time after the specified date, at the
    /// specified frequency, taking into account tolerance if possible;
    /// cancelling the returned value stops it.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> Cancellable {
        let work = SchedulerAction(run: action)
        if followsVirtualClock {
            return MainRunLoopRoute.performRepeating(from: Self.seconds(date), every: Double(interval.magnitude) / 1e9, work)
        }
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.setEventHandler(qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
        timer.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval,
                       leeway: Swift.max(tolerance, minimumTolerance).timeInterval)
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }

    // MARK: Media time ↔ DispatchTime

    private static func nanoseconds(_ seconds: Double) -> UInt64 {
        guard seconds.isFinite, seconds > 0 else { return 1 }
        return seconds >= 1.8e10 ? UInt64.max : UInt64((seconds * 1e9).rounded())
    }

    private static func seconds(_ time: SchedulerTimeType) -> Double {
        Double(time.dispatchTime.uptimeNanoseconds) / 1e9
    }

    /// `work`, run inside `group` (entered now, left after it ran).
    private static func entering(_ group: DispatchGroup?, _ work: SchedulerAction) -> SchedulerAction {
        guard let group else { return work }
        group.enter()
        return SchedulerAction { work.run(); group.leave() }
    }
}
