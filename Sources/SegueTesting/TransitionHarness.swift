import Foundation
@_spi(SegueTesting) import OpenUIKit

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
/// and makes its window key and visible.
///
/// **One harness at a time.** The clock and the animation engine are shared
/// by the whole process, so only one harness may be alive at a time. A
/// harness stops counting once it is torn down (`tearDown()`) or
/// deallocated. Creating one while another is alive fails loudly: an issue
/// in the running Swift Testing test (an error in the log elsewhere) and a
/// violation in both harnesses, naming where each was created. Synchronous
/// `@MainActor` tests are safe as they are; tests that suspend while a
/// harness is alive take the `.transitionHarness` trait (or
/// `withExclusiveAccess`), which runs them one at a time (docs/TESTING.md,
/// "One harness at a time").
///
/// **Nothing passes silently.** `violations` lists every problem found:
/// hierarchy invariants broken after a transition, animator faults,
/// `runUntilIdle` timeouts (naming the work still pending), script errors
/// (a finger put down twice), a clash with another harness, and checks that
/// could not run yet.
@MainActor
public final class TransitionHarness {
    /// The clock every tick, animation and touch timestamp reads.
    public let clock: MediaClock
    /// The window hosting `root`.
    public let window: UIWindow
    /// What happened, in order (transition events, appearance callbacks, samples).
    public let timeline = Timeline()
    /// Check `TransitionInvariants` whenever a transition ends and everything
    /// has settled, and at the end of every `runUntilIdle()` (default true).
    public var checksInvariantsAfterEachTransition = true
    /// Objects that must be deallocated after teardown (see `expectDeallocation`).
    public let leaks = LeakTracker()
    /// Where this harness was created.
    public let site: HarnessSite

    /// Problems recorded so far, each stamped with the media time.
    var recorded: [String] = []
    /// Invariant problems already recorded (each is recorded once).
    var reportedProblems: Set<String> = []
    /// Transitions that have begun and not ended, oldest first.
    var transitionsInFlight: [InFlightTransition] = []
    /// When the last transition ended, while the invariant check it calls for is pending.
    var checkPendingSince: TimeInterval?
    /// Fingers the script holds down: touch id → last location (window coordinates).
    var heldFingers: [Int: CGPoint] = [:]
    /// The serialised scope this harness was created in (`withExclusiveAccess`), if any.
    private(set) weak var scope: HarnessScope?
    private(set) var isTornDown = false
    /// The harness launched an app (Harness+Launch.swift): tearing down terminates it.
    var launchedApp = false
    /// Where the harness that replaced this one's clock was created.
    private var displacedBy: HarnessSite?
    private var reportedUnusable = false

    /// A transition between its `began` and `ended` events.
    struct InFlightTransition {
        let id: Int?
        let kind: String
        let animator: String
        let from: String?
        let to: String?
        let began: TimeInterval
        /// Cancelled interactively (and not resumed since).
        var cancelled = false

        var description: String {
            let participants = from.flatMap { from in to.map { " from \(from) to \($0)" } } ?? ""
            return "a \(kind) transition\(participants) run by \(animator), begun at t=\(String(format: "%.3f", began)), has not ended"
        }
    }

    /// - Parameters:
    ///   - root: the window's root view controller.
    ///   - size: the screen size in points (default 390 × 844, portrait iPhone).
    ///   - scale: the screen scale (frames may be rendered at any scale).
    ///   - frameRate: ticks per second of `advance(by:)` (default 120).
    ///   - fileID: where the harness is created (leave the defaults, here
    ///     and below); named when two harnesses clash.
    ///   - filePath: the file's path, for tools that open it.
    ///   - line: the line of the call.
    ///   - column: the column of the call.
    public convenience init(root: UIViewController, size: CGSize = CGSize(width: 390, height: 844),
                            scale: CGFloat = 3, frameRate: Double = 120,
                            fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.init(size: size, scale: scale, frameRate: frameRate,
                  site: HarnessSite(fileID: fileID, filePath: filePath, line: line, column: column),
                  makeWindow: { UIWindow(frame: CGRect(origin: .zero, size: size)) },
                  show: { window in
                      window.rootViewController = root
                      window.makeKeyAndVisible()
                  })
    }

    /// Installs the clock and screen, makes the window (`makeWindow`),
    /// claims the harness slot, then `show`s the window.
    init(size: CGSize, scale: CGFloat, frameRate: Double, site: HarnessSite,
         makeWindow: () -> UIWindow, show: (UIWindow) -> Void) {
        self.site = site
        scope = HarnessScope.current
        clock = MediaClock.installVirtual()
        clock.frameInterval = 1 / max(frameRate, 1)
        UIScreen.main = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale)
        window = makeWindow()
        HarnessRegistry.claim(for: self)
        scope?.adopt(self)
        show(window)
        TransitionMonitor.detailedObserver = { [weak self] event, details in self?.observe(event, details) }
        clock.tick()
    }

    // MARK: Time

    /// The current media time.
    public var now: TimeInterval { clock.now }

    /// Advances the clock by `duration`, ticking at the frame rate.
    public func advance(by duration: TimeInterval) {
        guard checkUsable() else { return }
        clock.advance(by: duration)
        checkIfSettled()
    }

    /// Advances the clock to `time` (never backwards).
    public func advance(to time: TimeInterval) {
        guard checkUsable() else { return }
        if time > clock.now { clock.advance(by: time - clock.now) }
        checkIfSettled()
    }

    /// Ticks until `condition` holds; returns false after `timeout` seconds
    /// of media time. The result is the only report of a timeout (the
    /// condition is the caller's), so it must be used.
    public func advance(until condition: () -> Bool, timeout: TimeInterval = 10) -> Bool {
        guard checkUsable() else { return false }
        let held = clock.advance(until: condition, timeout: timeout)
        checkIfSettled()
        return held
    }

    /// One tick at the current time, then the settled check.
    func tick() {
        clock.tick()
        checkIfSettled()
    }

    /// True while a transition has begun and not ended.
    public var isTransitioning: Bool { !transitionsInFlight.isEmpty }

    // MARK: Problems

    /// Every problem found so far, each stamped with the media time:
    /// invariant violations, animator faults, timeouts, script errors, a
    /// clash with another harness — and, while the check a finished
    /// transition calls for has not run yet, a line saying so.
    public var violations: [String] { recorded + pendingCheckNotes }

    /// Records `message`, stamped with the current media time.
    func recordViolation(_ message: String) {
        recorded.append("t=\(String(format: "%.3f", clock.now)): \(message)")
    }

    // MARK: Observation

    private func observe(_ event: TransitionMonitor.Event, _ details: TransitionMonitor.Details) {
        timeline.append(event, details, at: clock.now)
        switch event {
        case let .began(kind, animator):
            transitionsInFlight.append(InFlightTransition(id: details.transitionID, kind: kind, animator: animator,
                                                          from: details.from?.description, to: details.to?.description,
                                                          began: clock.now))
        case let .completeTransition(didComplete, accepted):
            if !accepted {
                recordViolation("completeTransition(_:) called more than once for one transition (UIKit ignores the extra call)")
            } else if didComplete, let transition = inFlight(details), transition.cancelled {
                recordViolation("\(transition.animator) called completeTransition(true) after the \(transition.kind) transition "
                                + "was cancelled; an animator must call completeTransition(!transitionWasCancelled)")
            }
        case .interaction(let what):
            if let index = inFlightIndex(details), what != "update" { transitionsInFlight[index].cancelled = what == "cancel" }
        case .ended(let kind, _):
            let index = inFlightIndex(details) ?? transitionsInFlight.lastIndex { $0.kind == kind }
            if let index { transitionsInFlight.remove(at: index) }
            if checksInvariantsAfterEachTransition { checkPendingSince = clock.now }
        case .stalled(let animator):
            recordViolation("transition stalled: \(animator) never called completeTransition(_:)")
        default:
            break
        }
    }

    private func inFlightIndex(_ details: TransitionMonitor.Details) -> Int? {
        details.transitionID.flatMap { id in transitionsInFlight.firstIndex { $0.id == id } }
    }

    private func inFlight(_ details: TransitionMonitor.Details) -> InFlightTransition? {
        inFlightIndex(details).map { transitionsInFlight[$0] }
    }

    // MARK: Lifetime

    /// Stops observing and hides the window, giving the clock up: another
    /// harness may be created afterwards. Using this harness afterwards
    /// records a violation.
    public func tearDown() {
        guard !isTornDown else { return }
        isTornDown = true
        timeline.stopSampling()
        HarnessRegistry.release(self)
        if displacedBy == nil {
            TransitionMonitor.detailedObserver = nil
            // Presentations and transitions the test left unfinished would
            // keep their controllers alive past the test (as on iOS).
            if let root = window.rootViewController { TeardownRelease.releaseUnfinishedPresentations(from: root) }
            window.rootViewController = nil
            window.isHidden = true
            if launchedApp { UIApplication.shared.terminateLaunchedApp() }
        }
    }

    /// A harness let go without `tearDown()` still releases the
    /// presentations and transitions its test left unfinished (see `tearDown()`).
    isolated deinit {
        guard !isTornDown, let root = window.rootViewController else { return }
        TeardownRelease.releaseUnfinishedPresentations(from: root)
    }

    /// Marks this harness as replaced by the one created at `site`.
    func displace(by site: HarnessSite) {
        displacedBy = site
        isTornDown = true
        recordViolation("another TransitionHarness was created at \(site) while this one (created at \(self.site)) "
                        + "was alive; it replaced this harness's clock")
    }

    /// False, with a violation (and an issue in the running test) the first
    /// time, when this harness can no longer drive anything.
    func checkUsable() -> Bool {
        guard isTornDown || MediaClock.current !== clock else { return true }
        guard !reportedUnusable else { return false }
        reportedUnusable = true
        let message: String
        if !isTornDown {
            message = "The TransitionHarness created at \(site) was used after another clock was installed "
                + "(MediaClock.install…) under it; nothing it runs is checked. The clock and engine are shared: "
                + "one harness, or one installed clock, at a time (see TransitionHarness)."
        } else if let displacedBy {
            message = "The TransitionHarness created at \(site) was used after the harness created at \(displacedBy) "
                + "replaced its clock; nothing it runs is checked. One harness at a time (see TransitionHarness)."
        } else {
            message = "The TransitionHarness created at \(site) was used after tearDown(); nothing it runs is checked."
        }
        recordViolation(message)
        HarnessRegistry.report(message, at: site)
        return false
    }
}
