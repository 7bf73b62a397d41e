import Foundation
import OpenUIKit

/// Hosts a view-controller hierarchy in a window on a virtual clock, so a
/// transition can be driven and checked in a unit test — in milliseconds,
/// deterministically, never sleeping.
///
/// ```swift
/// let harness = TransitionHarness(root: cardsController)
/// cardsController.present(detail, animated: true)
/// harness.runUntilIdle()
/// #expect(harness.violations.isEmpty)
/// ```
///
/// Creating a harness installs a fresh virtual clock (`MediaClock.installVirtual`)
/// and makes its window key and visible. The engine is shared: use one
/// harness at a time, in synchronous `@MainActor` tests.
@MainActor
public final class TransitionHarness {
    /// The clock every tick, animation and touch timestamp reads.
    public let clock: MediaClock
    /// The window hosting `root`.
    public let window: UIWindow
    /// What happened, in order (transition events, appearance callbacks, samples).
    public let timeline = Timeline()
    /// Invariant violations found so far (checked after every transition when
    /// `checksInvariantsAfterEachTransition` is true).
    public private(set) var violations: [String] = []
    /// Check `TransitionInvariants` whenever a transition ends (default true).
    public var checksInvariantsAfterEachTransition = true
    /// Objects that must be deallocated after teardown (see `expectDeallocation`).
    public let leaks = LeakTracker()
    /// Kinds of the transitions that have begun and not ended.
    private var transitionsInFlight: [String] = []
    private var pendingCheck = false

    /// - Parameters:
    ///   - root: the window's root view controller.
    ///   - size: the screen size in points (default 390 × 844, portrait iPhone).
    ///   - scale: the screen scale (frames may be rendered at any scale).
    ///   - frameRate: ticks per second of `advance(by:)` (default 120).
    public init(root: UIViewController, size: CGSize = CGSize(width: 390, height: 844),
                scale: CGFloat = 3, frameRate: Double = 120) {
        clock = MediaClock.installVirtual()
        clock.frameInterval = 1 / max(frameRate, 1)
        UIScreen.main = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale)
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = root
        window.makeKeyAndVisible()
        TransitionMonitor.observer = { [weak self] event in self?.observe(event) }
        clock.tick()
    }

    // MARK: Time

    /// The current media time.
    public var now: TimeInterval { clock.now }

    /// Advances the clock by `duration`, ticking at the frame rate.
    public func advance(by duration: TimeInterval) {
        clock.advance(by: duration)
        checkIfSettled()
    }

    /// Runs the invariant checks once a transition has ended and everything
    /// has settled (no transition, animation or deferred work pending).
    func checkIfSettled() {
        guard pendingCheck, transitionsInFlight.isEmpty, clock.isIdle else { return }
        pendingCheck = false
        let time = String(format: "%.3f", clock.now)
        violations += TransitionInvariants.check(window: window).map { "t=\(time): \($0)" }
    }

    /// Advances the clock to `time` (never backwards).
    public func advance(to time: TimeInterval) {
        if time > clock.now { clock.advance(by: time - clock.now) }
    }

    /// Ticks until `condition` holds; returns false after `timeout` seconds of media time.
    @discardableResult
    public func advance(until condition: () -> Bool, timeout: TimeInterval = 10) -> Bool {
        clock.advance(until: condition, timeout: timeout)
    }

    /// Ticks until no animation, deferred work or display link is pending
    /// and no transition is in flight. Returns false on timeout.
    @discardableResult
    public func runUntilIdle(timeout: TimeInterval = 10) -> Bool {
        clock.tick()
        let idle = clock.advance(until: { clock.isIdle && transitionsInFlight.isEmpty }, timeout: timeout)
        checkIfSettled()
        return idle
    }

    /// True while a transition has begun and not ended.
    public var isTransitioning: Bool { !transitionsInFlight.isEmpty }

    // MARK: Observation

    private func observe(_ event: TransitionMonitor.Event) {
        timeline.append(event, at: clock.now)
        switch event {
        case .began(let kind, _):
            transitionsInFlight.append(kind)
        case .completeTransition(_, let accepted):
            if !accepted { violations.append("completeTransition(_:) called more than once for one transition (UIKit ignores the extra call)") }
        case .ended(let kind, _):
            if let i = transitionsInFlight.lastIndex(of: kind) { transitionsInFlight.remove(at: i) }
            pendingCheck = checksInvariantsAfterEachTransition
        case .stalled(let animator):
            violations.append("transition stalled: \(animator) never called completeTransition(_:)")
        default:
            break
        }
    }

    /// Runs the invariant checks now and returns the problems found.
    public func checkInvariants() -> [String] { TransitionInvariants.check(window: window) }

    /// Stops observing. Call when done if another harness will be created in the same test.
    public func tearDown() {
        TransitionMonitor.observer = nil
        window.rootViewController = nil
        window.isHidden = true
    }
}
