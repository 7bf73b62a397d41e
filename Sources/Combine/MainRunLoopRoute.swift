import Dispatch
import Foundation
@_spi(SegueScheduling) import OpenUIKit

/// Where `DispatchQueue.main` and `RunLoop.main` put the work a scheduler
/// hands them.
///
/// Under Segue's virtual clock (every headless run) the main run loop is
/// the clock's ticks: `schedule(_:)` runs the action at the start of the
/// next tick, with Segue's own "next run-loop turn" work, and
/// `schedule(after:)` at the first tick at or after that media time, with
/// Segue's own timers. So `receive(on: DispatchQueue.main)` delivers on the
/// next tick, and `debounce(for: .seconds(0.3), scheduler: RunLoop.main)`
/// waits 0.3 s of media time, however fast the test ticks. Under a
/// real-time clock, and for every other queue and run loop, the work goes
/// to GCD and Foundation as on iOS.
///
/// The decision is made when the work is scheduled, from the calling
/// thread: work scheduled on the main thread under a virtual clock goes to
/// the clock; work scheduled from another thread goes to the real main
/// queue (Segue's clock belongs to the main thread).
enum MainRunLoopRoute {
    /// True when work for the main queue or main run loop goes to the clock.
    static var followsVirtualClock: Bool { SegueMainRunLoop.followsVirtualClock }

    /// The clock's media time in seconds.
    static var mediaTime: Double { SegueMainRunLoop.now }

    /// Runs `action` at the start of the next tick.
    static func perform(_ action: SchedulerAction) {
        SegueMainRunLoop.perform { action.run() }
    }

    /// Runs `action` at the first tick at or after media time `time`.
    static func perform(at time: Double, _ action: SchedulerAction) {
        SegueMainRunLoop.perform(at: time, label: "Combine scheduler") { action.run() }
    }

    /// Runs `action` at `start`, then every `interval` seconds of media time
    /// until the returned value is cancelled.
    static func performRepeating(from start: Double, every interval: Double,
                                 _ action: SchedulerAction) -> Cancellable {
        let timer = VirtualRepeatingTimer(interval: interval, action: action)
        timer.arm(at: start)
        return timer
    }
}

/// A scheduler's action, carried to the queue, run loop or tick that runs it.
///
/// Combine's `Scheduler` takes plain `() -> Void` actions and promises to run
/// each on the scheduler (Apple's Combine is not annotated for Sendable
/// either); this box carries one across that boundary, which is the
/// scheduler's whole job.
struct SchedulerAction: @unchecked Sendable {
    let run: () -> Void
}

/// A repeating timer on the virtual clock: each firing arms the next, at
/// `start + k × interval`, until cancelled (from any thread).
final class VirtualRepeatingTimer: Cancellable, @unchecked Sendable {
    private let interval: Double
    private let action: SchedulerAction
    private let lock = NSLock()
    private var timerID: Int?
    private var isCancelled = false

    init(interval: Double, action: SchedulerAction) {
        // A zero or negative interval would fire on every tick forever; the
        // clock's frame interval is the shortest a run loop can repeat.
        self.interval = interval > 0 && interval.isFinite ? interval : 1.0 / 60.0
        self.action = action
    }

    func arm(at time: Double) {
        let id = SegueMainRunLoop.perform(at: time, label: "Combine repeating scheduler") { [self] in
            lock.lock()
            let cancelled = isCancelled
            lock.unlock()
            guard !cancelled else { return }
            action.run()
            // A late tick fires once and the next firing keeps the phase.
            var next = time + interval
            let now = SegueMainRunLoop.now
            if next <= now { next += ((now - next) / interval).rounded(.down) * interval + interval }
            arm(at: next)
        }
        lock.lock()
        timerID = id
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        isCancelled = true
        let id = timerID
        timerID = nil
        lock.unlock()
        if let id, SegueMainRunLoop.followsVirtualClock { SegueMainRunLoop.cancel(id) }
    }
}
