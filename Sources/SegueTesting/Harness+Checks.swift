import Foundation
@_spi(SegueTesting) import OpenUIKit

extension TransitionHarness {
    /// Ticks until no animation, deferred work or display link is pending
    /// and no transition is in flight, then checks the hierarchy invariants.
    ///
    /// Returns false on timeout, and records a violation naming what is
    /// still pending (transitions, animations by layer and key, display
    /// links, deferred work, armed timers). The invariants are checked at the
    /// end whatever happened, except while a transition is still in flight
    /// (a hierarchy mid-transition is not UIKit's resting one): the timeout
    /// violation then says they were not checked.
    ///
    /// The timeline's samplers never keep the clock busy.
    @discardableResult
    public func runUntilIdle(timeout: TimeInterval = 10) -> Bool {
        guard checkUsable() else { return false }
        clock.tick()
        let idle = clock.advance(until: { clock.isIdle && transitionsInFlight.isEmpty }, timeout: timeout)
        if !idle {
            var message = "runUntilIdle(timeout: \(timeout)) timed out with work pending: "
                + pendingDescription().joined(separator: "; ")
            if isTransitioning && checksInvariantsAfterEachTransition {
                message += ". The hierarchy invariants were not checked: a transition is still in flight"
            }
            recordViolation(message)
        }
        if !isTransitioning && checksInvariantsAfterEachTransition { runChecks() }
        return idle
    }

    /// Runs the invariant checks now and returns the problems found (it
    /// records nothing).
    public func checkInvariants() -> [String] { TransitionInvariants.check(window: window) }

    /// Runs the invariant checks once a transition has ended and everything
    /// has settled (no transition, animation or deferred work pending).
    func checkIfSettled() {
        guard checkPendingSince != nil, !isTransitioning, clock.isIdle else { return }
        runChecks()
    }

    /// Checks the invariants and records each new problem once.
    func runChecks() {
        checkPendingSince = nil
        for problem in TransitionInvariants.check(window: window) where reportedProblems.insert(problem).inserted {
            recordViolation(problem)
        }
    }

    /// A line while the check a finished transition calls for has not run
    /// (the clock has not been idle since): reading `violations` then must
    /// not look like a clean result.
    var pendingCheckNotes: [String] {
        guard let since = checkPendingSince, checksInvariantsAfterEachTransition else { return [] }
        let end = String(format: "%.3f", since)
        return ["t=\(String(format: "%.3f", clock.now)): the hierarchy invariants after the transition that ended at "
                + "t=\(end) have not been checked yet: the clock has not been idle since (pending: "
                + pendingDescription().joined(separator: "; ") + "); call runUntilIdle()"]
    }

    /// What keeps the harness from being idle, for people.
    func pendingDescription() -> [String] {
        let work = clock.pendingWork
        var pending = transitionsInFlight.map(\.description)
        for animation in work.animations {
            let keys = animation.keys.map { "\"\($0)\"" }.joined(separator: ", ")
            pending.append("animation\(animation.keys.count == 1 ? "" : "s") \(keys) on \(animation.layer)")
        }
        for link in work.displayLinks { pending.append("display link \(link)") }
        if work.deferredBlocks > 0 { pending.append("\(work.deferredBlocks) block(s) deferred to the next run-loop turn") }
        if work.callbacks > 0 { pending.append("\(work.callbacks) animation completion(s) not yet delivered") }
        if pending.isEmpty { pending.append("nothing keeps the clock busy") }
        for held in heldFingers.keys.sorted() { pending.append("finger \(held) still down (touchUp(id: \(held)))") }
        for timer in work.timers {
            pending.append("timer at t=\(String(format: "%.3f", timer.time)): \(timer.label) (timers do not keep the clock busy)")
        }
        return pending
    }
}
