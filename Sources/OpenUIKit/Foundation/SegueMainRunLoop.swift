import Foundation

/// The main run loop as Segue runs it, for schedulers outside this module
/// (the `Combine` module's `DispatchQueue.main` and `RunLoop.main`).
///
/// Under a virtual `MediaClock` (every headless run: tests, the harness,
/// the gallery) the main run loop *is* the clock's ticks: work deferred to
/// "the next run-loop turn" runs at the start of the next tick, and timers
/// fire at the first tick at or after their media time (ARCHITECTURE.md,
/// "Time: one clock"). A scheduler that hands its main-queue work to this
/// type therefore runs it where Segue's own deferred work runs, in the same
/// order, and a `debounce` of 0.3 s waits 0.3 s of *media* time.
///
/// Under a real-time clock (`segue live`) the main run loop is the
/// process's own, and schedulers use GCD and Foundation as they are:
/// `followsVirtualClock` is false there.
@_spi(SegueScheduling)
public enum SegueMainRunLoop {
    /// True when the installed clock is virtual and the caller is on the
    /// main thread (or the main queue): the only case in which work for the
    /// main run loop goes to the clock's ticks.
    public static var followsVirtualClock: Bool {
        MediaTimeSource.isVirtual && MainThreadChecker.isMain
    }

    /// The installed clock's media time, in seconds (`CACurrentMediaTime()`).
    public static var now: Double { MediaTimeSource.now }

    /// Runs `block` at the start of the next tick (the next run-loop turn),
    /// after the work already deferred. Call on the main thread.
    public static func perform(_ block: @escaping @MainActor () -> Void) {
        MainActor.assumeIsolated { AnimationEngine.shared.async(block) }
    }

    /// Runs `block` at the first tick at or after media time `time`;
    /// returns an identity for `cancel(_:)`. Call on the main thread.
    @discardableResult
    public static func perform(at time: Double, label: String? = nil,
                               _ block: @escaping @MainActor () -> Void) -> Int {
        MainActor.assumeIsolated { AnimationEngine.shared.schedule(at: time, label: label, block) }
    }

    /// Forgets a timer from `perform(at:label:_:)` that has not fired yet.
    /// Call on the main thread.
    public static func cancel(_ id: Int) {
        MainActor.assumeIsolated { AnimationEngine.shared.cancelTimer(id) }
    }
}
