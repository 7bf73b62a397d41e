import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `UIViewPropertyAnimator` against docs/UIKIT-FACTS.md's docs/UIKIT-FACTS.md state table and the
/// closed-form curves. Views start at center (5, 5); the standard block moves
/// the centre to x = 105, so a linear animator shows x = 5 + 100·progress.
@MainActor
@Suite("UIViewPropertyAnimator")
struct UIViewPropertyAnimatorTests {
    static func makeView() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
    static func x(_ view: UIView) -> Double { Double(view.layer.presentation()!.position.x) }

    /// A linear animator over `duration` moving `view` to x = 105.
    static func linear(_ view: UIView, duration: Double = 1) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: duration, curve: .linear) { view.center = CGPoint(x: 105, y: 5) }
    }

    /// Ease-in (0.42, 0) (1, 1) solved independently by bisection.
    static func easeIn(_ x: Double) -> Double {
        func bx(_ t: Double) -> Double { 3 * 0.42 * t * (1 - t) * (1 - t) + 3 * t * t * (1 - t) + t * t * t }
        func by(_ t: Double) -> Double { 3 * t * t * (1 - t) + t * t * t }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 { let m = (lo + hi) / 2; if bx(m) < x { lo = m } else { hi = m } }
        return by((lo + hi) / 2)
    }

    static func expectState(_ a: UIViewPropertyAnimator, _ state: UIViewAnimatingState, running: Bool,
                            reversed: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.state == state, sourceLocation: sourceLocation)
        #expect(a.isRunning == running, sourceLocation: sourceLocation)
        #expect(a.isReversed == reversed, sourceLocation: sourceLocation)
    }

    // MARK: Row-by-row: inactive without animations

    @Test("Inactive, no animations: every call of the docs/UIKIT-FACTS.md column")
    func inactiveEmpty() {
        let clock = MediaClock.installVirtual()
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear)
        Self.expectState(a, .inactive, running: false)
        #expect(a.fractionComplete == 0)
        a.finishAnimation(at: .end)                       // no-op
        Self.expectState(a, .inactive, running: false)
        a.continueAnimation(withTimingParameters: nil, durationFactor: 1)  // ignored
        Self.expectState(a, .inactive, running: false)
        a.stopAnimation(true)                              // stays inactive
        Self.expectState(a, .inactive, running: false)
        expectDiagnostic("the delay should be >= 0") { a.startAnimation(afterDelay: -1) }  // refused
        Self.expectState(a, .inactive, running: false)
        #expect(a.lastDiagnostic?.contains("delay") == true)
        var ended: UIViewAnimatingPosition?
        a.addCompletion { ended = $0 }
        a.startAnimation()                                 // → active (an empty animator still lasts its duration)
        Self.expectState(a, .active, running: true)
        clock.tick(at: 0.5)
        #expect(isClose(a.fractionComplete, 0.5))
        clock.tick(at: 1)
        #expect(ended == .end)
        Self.expectState(a, .inactive, running: false)

        let b = UIViewPropertyAnimator(duration: 1, curve: .linear)
        b.pauseAnimation()                                 // → active paused at 0
        Self.expectState(b, .active, running: false)
        #expect(b.fractionComplete == 0)
        b.stopAnimation(false)
        b.finishAnimation(at: .end)

        let c = UIViewPropertyAnimator(duration: 1, curve: .linear)
        c.stopAnimation(false)                             // → stopped
        Self.expectState(c, .stopped, running: false)
        c.finishAnimation(at: .end)
        Self.expectState(c, .inactive, running: false)
    }

    // MARK: Inactive with animations

    @Test("Inactive with animations: blocks run at start; pause parks at 0; afterDelay waits")
    func inactiveWithAnimations() {
        let clock = MediaClock.installVirtual()
        let view = Self.makeView()
        let a = Self.linear(view)
        #expect(view.center.x == 5)                        // blocks run when the animator starts
        a.startAnimation(afterDelay: 0.5)
        Self.expectState(a, .active, running: true)
        #expect(a.delay == 0.5)
        #expect(view.center.x == 105)                      // model changes at once
        clock.tick(at: 0.25)
        #expect(isClose(Self.x(view), 5))
        #expect(a.fractionComplete == 0)
        clock.tick(at: 1.0)
        #expect(isClose(Self.x(view), 55, within: 1e-6))
        clock.tick(at: 1.5)
        Self.expectState(a, .inactive, running: false)
        #expect(view.layer.animationKeys() == nil)

        let view2 = Self.makeView()
        let b = Self.linear(view2)
        b.pauseAnimation()
        Self.expectState(b, .active, running: false)
        clock.tick(at: 3)
        #expect(isClose(Self.x(view2), 5))
        b.startAnimation()                                 // paused → running (resume)
        Self.expectState(b, .active, running: true)
        clock.tick(at: 3.25)
        #expect(isClose(Self.x(view2), 30, within: 1e-6))
        b.stopAnimation(true)

        let view3 = Self.makeView()
        let c = Self.linear(view3)
        c.continueAnimation(withTimingParameters: nil, durationFactor: 1)  // ignored
        Self.expectState(c, .inactive, running: false)
        c.finishAnimation(at: .end)                        // no-op
        Self.expectState(c, .inactive, running: false)
        c.stopAnimation(false)
        Self.expectState(c, .stopped, running: false)
        c.finishAnimation(at: .end)
        Self.expectState(c, .inactive, running: false)
    }

    // MARK: Running

    @Test("Running: start/afterDelay/continue are no-ops, finish is refused, pause freezes")
    func running() {
        let clock = MediaClock.installVirtual()
        let view = Self.makeView()
        let a = Self.linear(view)
        a.startAnimation()
        clock.tick(at: 0.25)
        a.startAnimation()
        a.startAnimation(afterDelay: 1)
        a.continueAnimation(withTimingParameters: nil, durationFactor: 5)
        Self.expectState(a, .active, running: true)
        expectDiagnostic("may only be called on a stopped animator") { a.finishAnimation(at: .end) }
        #expect(a.lastDiagnostic?.contains("stopped animator") == true)
        Self.expectState(a, .active, running: true)
        clock.tick(at: 0.5)
        #expect(isClose(Self.x(view), 55, within: 1e-6))
        a.pauseAnimation()
        Self.expectState(a, .active, running: false)
        clock.tick(at: 2)
        #expect(isClose(Self.x(view), 55, within: 1e-6))
        #expect(isClose(a.fractionComplete, 0.5))
        a.pauseAnimation()                                 // no-op when paused
        Self.expectState(a, .active, running: false)
        expectDiagnostic("a paused animator cannot be started with a delay") {
            a.startAnimation(afterDelay: 0.1)              // refused on a paused animator
        }
        #expect(a.lastDiagnostic?.contains("paused animator") == true)
        Self.expectState(a, .active, running: false)
        a.startAnimation()
        clock.tick(at: 2.25)
        #expect(isClose(Self.x(view), 80, within: 1e-6))
        clock.tick(at: 2.5)
        Self.expectState(a, .inactive, running: false)
        #expect(isClose(Self.x(view), 105))
    }

    @Test("stopAnimation(true) keeps the presentation values and discards completions")
    func stopWithoutFinishing() {
        let clock = MediaClock.installVirtual()
        let view = Self.makeView()
        let a = Self.linear(view)
        var calls = 0
        a.addCompletion { _ in calls += 1 }
        a.startAnimation()
        clock.tick(at: 0.3)
        a.stopAnimation(true)
        Self.expectState(a, .inactive, running: false)
        #expect(view.layer.animationKeys() == nil)
        #expect(isClose(Double(view.center.x), 35, within: 1e-6))
        #expect(isClose(Self.x(view), 35, within: 1e-6))
        clock.advance(by: 2)
        #expect(calls == 0)
    }

    @Test("stop(false) + finish(.current) leaves the presentation values as the model")
    func stopThenFinishCurrent() {
        let clock = MediaClock.installVirtual()
        let view = Self.makeView()
        let a = Self.linear(view)
        var positions: [UIViewAnimatingPosition] = []
        a.addCompletion { positions.append($0) }
        a.startAnimation()
        clock.tick(at: 0.3)
        a.isReversed = false
        a.stopAnimation(false)
        Self.expectState(a, .stopped, running: false)
        #expect(isClose(a.fractionComplete, 0.3))
        #expect(view.layer.animationKeys() == nil)
        #expect(isClose(Self.x(view), 35, within: 1e-6))
        // Stopped column: start/pause/continue ignored, stop refused, addAnimations refused.
        a.startAnimation(); a.startAnimation(afterDelay: 0.2); a.pauseAnimation()
        a.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        Self.expectState(a, .stopped, running: false)
        expectDiagnostic("the animator is already stopped") { a.stopAnimation(false) }
        #expect(a.lastDiagnostic?.contains("already stopped") == true)
        a.lastDiagnostic = nil
        expectDiagnostic("the animator is already stopped") { a.stopAnimation(true) }
        #expect(a.lastDiagnostic?.contains("already stopped") == true)
        expectDiagnostic("It is an error to add animations to a stopped animator") { a.addAnimations { view.alpha = 0 } }
        #expect(a.lastDiagnostic?.contains("stopped animator") == true)
        #expect(view.alpha == 1)
        Self.expectState(a, .stopped, running: false)
        clock.tick(at: 1)
        #expect(positions.isEmpty)
        a.finishAnimation(at: .current)
        #expect(positions == [.current])
        Self.expectState(a, .inactive, running: false)
        #expect(isClose(Double(view.center.x), 35, within: 1e-6))
        #expect(isClose(Self.x(view), 35, within: 1e-6))
    }

    @Test("finish(.start) restores the from-values, finish(.end) applies the targets")
    func finishStartAndEnd() {
        let clock = MediaClock.installVirtual()
        let v1 = Self.makeView(), v2 = Self.makeView()
        let a = Self.linear(v1), b = Self.linear(v2)
        var pa: UIViewAnimatingPosition?, pb: UIViewAnimatingPosition?
        a.addCompletion { pa = $0 }
        b.addCompletion { pb = $0 }
        a.startAnimation(); b.startAnimation()
        clock.tick(at: 0.4)
        a.stopAnimation(false); b.stopAnimation(false)
        a.finishAnimation(at: .start)
        b.finishAnimation(at: .end)
        #expect(pa == .start && pb == .end)
        #expect(v1.center.x == 5 && isClose(Self.x(v1), 5))
        #expect(v2.center.x == 105 && isClose(Self.x(v2), 105))
    }

    @Test("stopAnimation(false) on a reversed animator clears isReversed")
    func stopClearsReversed() {
        let clock = MediaClock.installVirtual()
        let view = Self.makeView()
        let a = Self.linear(view)
        a.startAnimation()
        clock.tick(at: 0.5)
        a.isReversed = true
        Self.expectState(a, .active, running: true, reversed: true)
        a.stopAnimation(false)
        Self.expectState(a, .stopped, running: false, reversed: false)
        a.finishAnimation(at: .end)
    }

    // MARK: Completion and reversal

    @Test("Natural finish calls completions in order with .end")
    func completionsInOrder() {
        let clock = MediaClock.installVirtual()
        let view = Self.makeView()
        let a = Self.linear(view)
        var log: [String] = []
        a.addCompletion { log.append("first \($0)") }
        a.addCompletion { log.append("second \($0)") }
        a.startAnimation()
        clock.tick(at: 0.99)
        #expect(log.isEmpty)
        clock.tick(at: 1)
        #expect(log == ["first end", "second end"])
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("Reversing mid-way returns to the start and completes with .start")
    func reverseMidway() {
        let clock = MediaClock.installVirtual()
        let view = Self.makeView()
        let a = Self.linear(view)
        var ended: UIViewAnimatingPosition?
        a.addCompletion { ended = $0 }
        a.startAnimation()
        clock.tick(at: 0.4)
        #expect(isClose(a.fractionComplete, 0.4))
        a.isReversed = true
        Self.expectState(a, .active, running: true, reversed: true)
        #expect(isClose(a.fractionComplete, 0.6))          // 1 − old, along the new direction
        clock.tick(at: 0.6)
        #expect(isClose(Self.x(view), 25, within: 1e-6))
        #expect(isClose(a.fractionComplete, 0.8))
        clock.tick(at: 0.79)
        #expect(ended == nil)
        clock.tick(at: 0.8)
        #expect(ended == .start)
        Self.expectState(a, .inactive, running: false, reversed: true)
        #expect(view.center.x == 5)
        #expect(isClose(Self.x(view), 5))
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("Reversing a paused animator flips fractionComplete; resuming runs back")
    func reversePaused() {
        let clock = MediaClock.installVirtual()
        let view = Self.makeView()
        let a = Self.linear(view, duration: 2)
        a.pauseAnimation()
        a.fractionComplete = 0.25
        a.isReversed = true
        #expect(isClose(a.fractionComplete, 0.75))
        #expect(isClose(Self.x(view), 30, within: 1e-6))
        var ended: UIViewAnimatingPosition?
        a.addCompletion { ended = $0 }
        a.startAnimation()
        clock.tick(at: 0.25)
        #expect(isClose(Self.x(view), 17.5, within: 1e-6))
        clock.tick(at: 0.5)
        #expect(ended == .start)
        #expect(view.center.x == 5)
    }

    // MARK: fractionComplete and scrubbing

    @Test("Paused on a linear curve the presentation is from + (to − from)·fc")
    func scrubLinearCurve() {
        MediaClock.installVirtual()
        let view = Self.makeView()
        let a = Self.linear(view)
        a.fractionComplete = 0.3                           // inactive with animations → active paused
        Self.expectState(a, .active, running: false)
        for fc in [0.0, 0.3, 0.5, 0.77, 1.0] {
            a.fractionComplete = CGFloat(fc)
            #expect(isClose(a.fractionComplete, fc))
            #expect(isClose(Self.x(view), 5 + 100 * fc, within: 1e-6))
        }
        a.fractionComplete = 1.5
        #expect(a.fractionComplete == 1)
        a.fractionComplete = -2
        #expect(a.fractionComplete == 0)
        a.stopAnimation(true)
    }

    @Test("scrubsLinearly: true scrubs linearly in value, false follows the ease-in curve")
    func scrubEaseIn() {
        let clock = MediaClock.installVirtual()
        let v1 = Self.makeView(), v2 = Self.makeView()
        let a = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v1.center = CGPoint(x: 105, y: 5) }
        let b = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v2.center = CGPoint(x: 105, y: 5) }
        #expect(a.scrubsLinearly == true)
        b.scrubsLinearly = false
        a.pauseAnimation(); b.pauseAnimation()
        a.fractionComplete = 0.3; b.fractionComplete = 0.3
        #expect(isClose(Self.x(v1), 35, within: 1e-6))
        #expect(isClose(Self.x(v2), 5 + 100 * Self.easeIn(0.3), within: 1e-4))
        expectDiagnostic("Setting scrubsLinearly on a paused animator is not allowed") {
            a.scrubsLinearly = false                       // refused while paused
        }
        #expect(a.scrubsLinearly == true)
        #expect(a.lastDiagnostic?.contains("scrubsLinearly") == true)
        // Running, both follow the curve from the same time position.
        a.startAnimation(); b.startAnimation()
        clock.tick(at: 0.2)
        #expect(isClose(Self.x(v1), 5 + 100 * Self.easeIn(0.5), within: 1e-4))
        #expect(isClose(Self.x(v2), 5 + 100 * Self.easeIn(0.5), within: 1e-4))
        clock.advance(by: 1)
        #expect(a.state == .inactive && b.state == .inactive)
    }

    @Test("Setting fractionComplete while running jumps and keeps running")
    func fractionWhileRunning() {
        let clock = MediaClock.installVirtual()
        let view = Self.makeView()
        let a = Self.linear(view)
        a.startAnimation()
        clock.tick(at: 0.1)
        a.fractionComplete = 0.5
        Self.expectState(a, .active, running: true)
        clock.tick(at: 0.2)
        #expect(isClose(a.fractionComplete, 0.6))
        #expect(isClose(Self.x(view), 65, within: 1e-6))
        clock.tick(at: 0.6)
        #expect(a.state == .inactive)
    }

    @Test("fractionComplete on an empty inactive animator is ignored")
    func fractionOnEmpty() {
        MediaClock.installVirtual()
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear)
        a.fractionComplete = 0.5
        Self.expectState(a, .inactive, running: false)
        #expect(a.fractionComplete == 0)
    }

    // MARK: continueAnimation

    @Test("continueAnimation with durationFactor 0.5 from the start finishes in half the time")
    func continueHalf() {
        let clock = MediaClock.installVirtual()
        let view = Self.makeView()
        let a = Self.linear(view, duration: 2)
        var ended: UIViewAnimatingPosition?
        a.addCompletion { ended = $0 }
        a.pauseAnimation()
        a.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
        Self.expectState(a, .active, running: true)
        clock.tick(at: 0.5)
        #expect(isClose(Self.x(view), 55, within: 1e-6))
        clock.tick(at: 0.99)
        #expect(ended == nil)
        clock.tick(at: 1.0)
        #expect(ended == .end)
    }

    @Test("continueAnimation: remaining time = durationFactor × duration, with the new curve")
    func continueFromMiddle() {
        let clock = MediaClock.installVirtual()
        let view = Self.makeView()
        let a = Self.linear(view, duration: 2)
        a.pauseAnimation()
        a.fractionComplete = 0.5
        a.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 0.25)
        // Remaining 1 s of animator time in 0.5 s of wall time: τ = 1 + 2·t.
        clock.tick(at: 0.25)
        #expect(isClose(a.fractionComplete, 0.75))
        #expect(isClose(Self.x(view), 5 + 100 * Self.easeIn(0.75), within: 1e-4))
        clock.tick(at: 0.5)
        #expect(a.state == .inactive)
        #expect(view.center.x == 105)
    }

    @Test("A reversed paused animator continues back to the start (the PDIT cancel path)")
    func continueReversed() {
        let clock = MediaClock.installVirtual()
        let view = Self.makeView()
        let a = Self.linear(view)
        var ended: UIViewAnimatingPosition?
        a.addCompletion { ended = $0 }
        a.pauseAnimation()
        a.fractionComplete = 0.4
        a.isReversed = true
        a.continueAnimation(withTimingParameters: nil, durationFactor: 0.4)  // p/completionSpeed
        clock.tick(at: 0.2)
        #expect(isClose(Self.x(view), 25, within: 1e-6))
        clock.tick(at: 0.4)
        #expect(ended == .start)
        #expect(view.center.x == 5)
    }

    // MARK: pausesOnCompletion, addAnimations

    @Test("pausesOnCompletion keeps the animator active and paused at the end")
    func pausesOnCompletion() {
        let clock = MediaClock.installVirtual()
        let view = Self.makeView()
        let a = Self.linear(view)
        a.pausesOnCompletion = true
        var ended: UIViewAnimatingPosition?
        a.addCompletion { ended = $0 }
        a.startAnimation()
        clock.advance(by: 1.5)
        Self.expectState(a, .active, running: false)
        #expect(ended == nil)
        #expect(a.fractionComplete == 1)
        #expect(isClose(Self.x(view), 105))
        a.isReversed = true
        a.startAnimation()
        clock.tick(at: 2)
        #expect(isClose(Self.x(view), 55, within: 1e-6))
        clock.tick(at: 2.5)
        Self.expectState(a, .active, running: false, reversed: true)   // paused at the start this time
        #expect(isClose(Self.x(view), 5))
        a.stopAnimation(false)
        a.finishAnimation(at: .start)
        #expect(ended == .start)
        #expect(view.center.x == 5)
    }

    @Test("addAnimations while running runs over the remaining (1 − fc)·duration")
    func addWhileRunning() {
        let clock = MediaClock.installVirtual()
        let view = Self.makeView()
        let a = Self.linear(view)
        a.startAnimation()
        clock.tick(at: 0.5)
        a.addAnimations { view.alpha = 0 }
        #expect(view.alpha == 0)
        clock.tick(at: 0.75)
        #expect(isClose(Double(view.layer.presentation()!.opacity), 0.5, within: 1e-6))
        clock.tick(at: 1)
        #expect(a.state == .inactive)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("addAnimations(delayFactor:) starts at df × duration and lasts the rest")
    func delayFactor() {
        let clock = MediaClock.installVirtual()
        let view = Self.makeView()
        let a = UIViewPropertyAnimator(duration: 2, curve: .linear)
        a.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        expectDiagnostic("the delay factor must be between 0 and 1") { a.addAnimations({ view.alpha = 0 }, delayFactor: -0.1) }
        #expect(a.lastDiagnostic?.contains("delay factor") == true)
        a.startAnimation()
        clock.tick(at: 0.5)
        #expect(isClose(Double(view.layer.presentation()!.opacity), 1))
        clock.tick(at: 1.5)
        #expect(isClose(Double(view.layer.presentation()!.opacity), 0.5, within: 1e-6))
        clock.tick(at: 2)
        #expect(a.state == .inactive)
    }

    @Test("addAnimations inside a completion is refused")
    func addDuringCompletion() {
        let clock = MediaClock.installVirtual()
        let view = Self.makeView()
        let a = Self.linear(view)
        a.addCompletion { _ in a.addAnimations { view.alpha = 0 } }
        a.startAnimation()
        expectDiagnostic("It is an error to add animations to an animator while it is executing its completions") {
            clock.advance(by: 1)
        }
        #expect(a.lastDiagnostic?.contains("completions") == true)
        #expect(view.alpha == 1)
    }

    // MARK: Interruptibility and configuration guards

    @Test("A non-interruptible animator refuses pause, stop, continue and reverse")
    func nonInterruptible() {
        let clock = MediaClock.installVirtual()
        let view = Self.makeView()
        let a = Self.linear(view)
        a.isInterruptible = false
        expectDiagnostic("Setting pausesOnCompletion on an animator that is not interruptible is not allowed") {
            a.pausesOnCompletion = true
        }
        #expect(a.pausesOnCompletion == false)
        a.startAnimation()
        expectDiagnostic("Setting isInterruptible on an active animator is not allowed") {
            a.isInterruptible = true                       // refused: active
        }
        #expect(a.isInterruptible == false)
        expectDiagnostic("Setting isUserInteractionEnabled on an active animator is not allowed") {
            a.isUserInteractionEnabled = false             // refused: active
        }
        #expect(a.isUserInteractionEnabled == true)
        for (call, refusal) in [({ a.pauseAnimation() }, "cannot be paused"), ({ a.stopAnimation(false) }, "cannot be stopped"),
                                ({ a.stopAnimation(true) }, "cannot be stopped"), ({ a.isReversed = true }, "cannot be reversed")] {
            a.lastDiagnostic = nil
            expectDiagnostic("An animator that is not interruptible \(refusal)") { call() }
            #expect(a.lastDiagnostic?.contains("not interruptible") == true)
            Self.expectState(a, .active, running: true)
        }
        expectDiagnostic("An animator that is not interruptible cannot be continued") {
            a.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        #expect(a.lastDiagnostic?.contains("not interruptible") == true)
        clock.advance(by: 1)
        #expect(a.state == .inactive)
        a.isInterruptible = true                           // allowed again once inactive
        #expect(a.isInterruptible == true)
    }

    @Test("Releasing a paused animator logs UIKit's dealloc message")
    func releasePaused() {
        MediaClock.installVirtual()
        UIViewPropertyAnimator.lastReleaseDiagnostic = nil
        expectDiagnostic("It is an error to release a paused or stopped property animator") {
            let a = UIViewPropertyAnimator(duration: 1, curve: .linear)
            a.pauseAnimation()
        }
        #expect(UIViewPropertyAnimator.lastReleaseDiagnostic?.contains("paused or stopped") == true)
        UIViewPropertyAnimator.lastReleaseDiagnostic = nil
        do {
            let a = UIViewPropertyAnimator(duration: 1, curve: .linear)
            a.startAnimation()
            a.stopAnimation(false)
            a.finishAnimation(at: .end)
        }
        #expect(UIViewPropertyAnimator.lastReleaseDiagnostic == nil)
    }

    // MARK: Construction

    @Test("Duration 0 becomes 0.2 s (UIKit's internal default, docs/UIKIT-FACTS.md)")
    func zeroDuration() {
        let clock = MediaClock.installVirtual()
        let view = Self.makeView()
        let a = Self.linear(view, duration: 0)
        #expect(a.duration == 0.2)
        var ended: UIViewAnimatingPosition?
        a.addCompletion { ended = $0 }
        a.startAnimation()
        clock.tick(at: 0.1)
        #expect(isClose(Self.x(view), 55, within: 1e-6))
        clock.tick(at: 0.2)
        #expect(ended == .end)
    }

    @Test("Convenience initialisers pick their timing; UIKit defaults")
    func initialisers() {
        MediaClock.installVirtual()
        let a = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0), controlPoint2: CGPoint(x: 0.9, y: 1))
        #expect(a.timingParameters?.timingCurveType == .cubic)
        #expect(a.isUserInteractionEnabled && !a.isManualHitTestingEnabled && a.isInterruptible)
        #expect(a.scrubsLinearly && !a.pausesOnCompletion)
        let b = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5)
        #expect(b.timingParameters?.timingCurveType == .spring)
        #expect(b.duration == 1)
    }

    @Test("runningPropertyAnimator is running, interruptible and completes with .end")
    func runningAnimator() {
        let clock = MediaClock.installVirtual()
        let view = Self.makeView()
        var ended: UIViewAnimatingPosition?
        let a = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5, options: [.curveLinear],
                                                               animations: { view.center = CGPoint(x: 105, y: 5) },
                                                               completion: { ended = $0 })
        Self.expectState(a, .active, running: true)
        #expect(a.isInterruptible && a.delay == 0.5 && !a.isUserInteractionEnabled)
        clock.tick(at: 1)
        #expect(isClose(Self.x(view), 55, within: 1e-6))
        clock.tick(at: 1.5)
        #expect(ended == .end)
    }

    @Test("A running animator is kept alive by the system until it finishes")
    func retainedWhileRunning() {
        let clock = MediaClock.installVirtual()
        let view = Self.makeView()
        var ended: UIViewAnimatingPosition?
        do {
            let a = Self.linear(view)
            a.addCompletion { ended = $0 }
            a.startAnimation()
        }
        clock.advance(by: 1)
        #expect(ended == .end)
        #expect(clock.isIdle)
    }
}

/// `UIViewPropertyAnimator()` (NSObject's initialiser, which UIKit's class
/// inherits) makes an inactive animator with UIKit's default curve.
@MainActor @Test func aPlainAnimatorIsInactiveWithTheDefaultCurve() {
    let animator = UIViewPropertyAnimator()
    #expect(animator.state == .inactive)
    #expect(animator.timingParameters?.cubicTimingParameters?.animationCurve == .easeInOut)
}
