import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// A view that records the touch methods it receives through the responder chain.
@MainActor
final class TouchRecordingView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

@MainActor
final class SimultaneousDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

/// Touch delivery and the gesture recognizers, scripted on the virtual clock
/// (docs/UIKIT-FACTS.md).
@MainActor
@Suite("Gesture recognizers")
struct GestureRecognizerTests {
    static let frameTime = 1.0 / 60.0

    func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        return window
    }

    /// Drags finger 0 from `from` by `step` per frame for `frames` frames.
    func drag(_ window: UIWindow, from: CGPoint, step: CGPoint, frames: Int, clock: MediaClock, each: (Int) -> Void = { _ in }) {
        for i in 1...frames {
            clock.advance(by: Self.frameTime)
            window.sendTouch(.moved, at: CGPoint(x: from.x + step.x * Double(i), y: from.y + step.y * Double(i)))
            each(i)
        }
    }

    @Test("A tap recognizes on touch up, fires its closure once and resets on the next tick")
    func tapRecognizes() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow()
        let view = TouchRecordingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(view)
        var fired: [UIGestureRecognizer.State] = []
        let tap = UITapGestureRecognizer { fired.append($0.state) }
        view.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.count == 1 && tap.view === view)

        window.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        #expect(tap.state == .possible && tap.numberOfTouches == 1)
        clock.advance(by: 0.05)
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 100))
        #expect(fired == [.recognized])
        #expect(tap.state == .ended)
        #expect(tap.location(in: view) == CGPoint(x: 50, y: 50))
        // cancelsTouchesInView: the view saw the touch begin, then cancelled.
        #expect(view.log == ["began", "cancelled"])
        clock.advance(by: Self.frameTime)
        #expect(tap.state == .possible)
        #expect(fired.count == 1)
    }

    @Test("A touch moving more than 10 pt fails the tap; the view gets its touches")
    func movedTouchFailsTap() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow()
        let view = TouchRecordingView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        window.addSubview(view)
        var fired = 0
        let tap = UITapGestureRecognizer { _ in fired += 1 }
        view.addGestureRecognizer(tap)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        clock.advance(by: 0.02)
        window.sendTouch(.moved, at: CGPoint(x: 108, y: 100))
        #expect(tap.state == .possible)
        clock.advance(by: 0.02)
        window.sendTouch(.moved, at: CGPoint(x: 115, y: 100))
        #expect(tap.state == .failed)
        clock.advance(by: 0.02)
        window.sendTouch(.ended, at: CGPoint(x: 115, y: 100))
        #expect(fired == 0)
        #expect(view.log == ["began", "moved", "moved", "ended"])
        clock.advance(by: Self.frameTime)
        #expect(tap.state == .possible)
    }

    @Test("A tap held longer than 0.75 s fails")
    func longPressFailsTap() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow()
        var fired = 0
        let tap = UITapGestureRecognizer { _ in fired += 1 }
        window.addGestureRecognizer(tap)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        clock.advance(by: 0.7)
        #expect(tap.state == .possible)
        clock.advance(by: 0.1)
        #expect(tap.state == .failed)
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 100))
        #expect(fired == 0)
    }

    @Test("A pan begins after 10 pt, reports translation and a 300 pt/s velocity, ends on touch up")
    func panHysteresisTranslationVelocity() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        var translationAtBegan: CGPoint?
        let pan = UIPanGestureRecognizer { [unowned view] g in  // the view holds the recognizer
            states.append(g.state)
            if g.state == .began { translationAtBegan = (g as! UIPanGestureRecognizer).translation(in: view) }
        }
        view.addGestureRecognizer(pan)
        let start = CGPoint(x: 100, y: 400)
        window.sendTouch(.began, at: start)
        // 300 pt/s = 5 pt per 1/60 s frame.
        drag(window, from: start, step: CGPoint(x: 5, y: 0), frames: 1, clock: clock)
        #expect(pan.state == .possible)  // 5 pt: under the hysteresis
        drag(window, from: CGPoint(x: 105, y: 400), step: CGPoint(x: 5, y: 0), frames: 1, clock: clock)
        #expect(states == [.began])  // 10 pt
        #expect(translationAtBegan == CGPoint(x: 10, y: 0))  // includes the hysteresis
        drag(window, from: CGPoint(x: 110, y: 400), step: CGPoint(x: 5, y: 0), frames: 18, clock: clock)
        #expect(pan.state == .changed)
        #expect(isClose(pan.translation(in: view), CGPoint(x: 100, y: 0)))
        let v = pan.velocity(in: view)
        #expect(isRelativelyClose(v.x, 300, within: 0.05))
        #expect(abs(v.y) < 1e-6)
        #expect(pan.location(in: view) == CGPoint(x: 200, y: 400))
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 400))
        #expect(states.first == .began && states.last == .ended)
        #expect(states.count == 1 + 18 + 1)
        #expect(isRelativelyClose(pan.velocity(in: view).x, 300, within: 0.05))
        clock.advance(by: Self.frameTime)
        #expect(pan.state == .possible)
        #expect(pan.translation(in: view) == .zero)
    }

    @Test("setTranslation re-bases the translation without changing the velocity")
    func panSetTranslation() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow()
        defer { window.liftFingers() }  // the test ends with a finger down
        let pan = UIPanGestureRecognizer()
        window.addGestureRecognizer(pan)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        drag(window, from: CGPoint(x: 100, y: 100), step: CGPoint(x: 0, y: 4), frames: 6, clock: clock)
        #expect(pan.state == .changed)
        pan.setTranslation(.zero, in: nil)
        #expect(pan.translation(in: nil) == .zero)
        #expect(isRelativelyClose(pan.velocity(in: nil).y, 240, within: 0.05))
        drag(window, from: CGPoint(x: 100, y: 124), step: CGPoint(x: 0, y: 4), frames: 2, clock: clock)
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 0, y: 8)))
    }

    @Test("A lift before 10 pt of movement fails the pan")
    func panFailsWithoutMovement() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow()
        var fired = 0
        let pan = UIPanGestureRecognizer { _ in fired += 1 }
        window.addGestureRecognizer(pan)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        drag(window, from: CGPoint(x: 100, y: 100), step: CGPoint(x: 3, y: 0), frames: 2, clock: clock)
        window.sendTouch(.ended, at: CGPoint(x: 106, y: 100))
        #expect(pan.state == .failed && fired == 0)
    }

    @Test("An edge pan begins for a touch starting at x = 5, with the 15 pt hysteresis removed")
    func edgePanFromEdge() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow()
        let view = TouchRecordingView(frame: window.bounds)
        window.addSubview(view)
        var translations: [(UIGestureRecognizer.State, CGPoint)] = []
        let edge = UIScreenEdgePanGestureRecognizer { [unowned view] g in  // the view holds the recognizer
            translations.append((g.state, (g as! UIPanGestureRecognizer).translation(in: view)))
        }
        edge.edges = .left
        #expect(edge.maximumNumberOfTouches == 1 && edge.delaysTouchesBegan)
        view.addGestureRecognizer(edge)
        window.sendTouch(.began, at: CGPoint(x: 5, y: 400))
        // 5 pt per frame: 10 pt, 15 pt (hysteresis crossed at x = 20).
        drag(window, from: CGPoint(x: 5, y: 400), step: CGPoint(x: 5, y: 0), frames: 1, clock: clock)
        #expect(edge.state == .possible)
        drag(window, from: CGPoint(x: 10, y: 400), step: CGPoint(x: 5, y: 0), frames: 1, clock: clock)
        #expect(edge.state == .possible)  // 10 pt: a plain pan would have begun
        drag(window, from: CGPoint(x: 15, y: 400), step: CGPoint(x: 5, y: 0), frames: 1, clock: clock)
        #expect(edge.state == .began)
        #expect(translations.count == 1 && isClose(translations[0].1, .zero))
        drag(window, from: CGPoint(x: 20, y: 400), step: CGPoint(x: 5, y: 0), frames: 6, clock: clock)
        // moved 45 pt from x = 5; minus the 15 pt hysteresis.
        #expect(isClose(edge.translation(in: view), CGPoint(x: 30, y: 0)))
        #expect(isRelativelyClose(edge.velocity(in: view).x, 300, within: 0.05))
        window.sendTouch(.ended, at: CGPoint(x: 50, y: 400))
        #expect(translations.last?.0 == .ended)
        // delaysTouchesBegan: the view never saw the touch.
        #expect(view.log.isEmpty)
    }

    @Test("An edge pan fails for a touch starting at x = 60; the delayed touchesBegan reaches the view")
    func edgePanAwayFromEdge() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow()
        let view = TouchRecordingView(frame: window.bounds)
        window.addSubview(view)
        var fired = 0
        let edge = UIScreenEdgePanGestureRecognizer { _ in fired += 1 }
        edge.edges = [.left, .right]
        view.addGestureRecognizer(edge)
        window.sendTouch(.began, at: CGPoint(x: 60, y: 400))
        #expect(edge.state == .failed)
        #expect(view.log == ["began"])
        drag(window, from: CGPoint(x: 60, y: 400), step: CGPoint(x: 5, y: 0), frames: 10, clock: clock)
        window.sendTouch(.ended, at: CGPoint(x: 110, y: 400))
        #expect(fired == 0)
        #expect(view.log.first == "began" && view.log.last == "ended" && view.log.count == 12)
    }

    @Test("A new clock ends the run-loop turn: a reset waiting for the next tick runs then")
    func newClockRunsWaitingReset() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow()
        let tap = UITapGestureRecognizer()
        window.addGestureRecognizer(tap)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        clock.advance(by: 0.05)
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 100))
        #expect(tap.state == .recognized)  // UIKit resets at the end of the turn
        MediaClock.installVirtual()
        #expect(tap.state == .possible)
    }

    @Test("A window that goes away with a finger down resets its recognizers, which let the touch go")
    func windowGoingAwayResetsRecognizers() {
        let clock = MediaClock.installVirtual()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        weak var touch: UITouch?
        weak var gone: UIWindow?
        do {
            let window = makeWindow()
            window.addSubview(view)
            window.sendTouch(.began, at: CGPoint(x: 50, y: 50))
            drag(window, from: CGPoint(x: 50, y: 50), step: CGPoint(x: 6, y: 0), frames: 4, clock: clock)
            #expect(pan.state == .changed)
            touch = window.eventTouch(0)
            gone = window
        }
        #expect(gone == nil)
        #expect(pan.state == .possible && pan.numberOfTouches == 0)
        #expect(touch == nil)
    }

    @Test("An edge pan from the right edge begins after moving 15 pt left")
    func edgePanRightEdge() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow()
        defer { window.liftFingers() }  // the test ends with a finger down
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .right
        window.addGestureRecognizer(edge)
        window.sendTouch(.began, at: CGPoint(x: 385, y: 400))
        drag(window, from: CGPoint(x: 385, y: 400), step: CGPoint(x: -5, y: 0), frames: 2, clock: clock)
        #expect(edge.state == .possible)
        drag(window, from: CGPoint(x: 375, y: 400), step: CGPoint(x: -5, y: 0), frames: 1, clock: clock)
        #expect(edge.state == .began)
    }

    @Test("A recognizing pan with cancelsTouchesInView sends touchesCancelled to the view")
    func cancelsTouchesInView() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow()
        let view = TouchRecordingView(frame: window.bounds)
        window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        drag(window, from: CGPoint(x: 100, y: 100), step: CGPoint(x: 5, y: 0), frames: 4, clock: clock)
        window.sendTouch(.ended, at: CGPoint(x: 120, y: 100))
        #expect(view.log == ["began", "moved", "cancelled"])

        // Without cancelsTouchesInView the view sees the whole touch.
        clock.advance(by: 1)
        view.log = []
        pan.cancelsTouchesInView = false
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        drag(window, from: CGPoint(x: 100, y: 100), step: CGPoint(x: 5, y: 0), frames: 4, clock: clock)
        window.sendTouch(.ended, at: CGPoint(x: 120, y: 100))
        #expect(pan.state == .ended)
        #expect(view.log == ["began", "moved", "moved", "moved", "moved", "ended"])
    }

    @Test("require(toFail:): a single tap fires only after the double tap fails (0.35 s window)")
    func requireToFailSingleTap() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow()
        let view = TouchRecordingView(frame: window.bounds)
        window.addSubview(view)
        var log: [String] = []
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        var doubleStateWhenTapFired: UIGestureRecognizer.State?
        let single = UITapGestureRecognizer { _ in
            log.append("single")
            doubleStateWhenTapFired = double.state
        }
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        window.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        clock.advance(by: 0.05)
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 100))
        #expect(log.isEmpty)
        #expect(single.state == .possible)  // waiting for the double tap
        #expect(view.log == ["began"])  // delaysTouchesEnded holds the view's touchesEnded
        clock.advance(by: 0.3)
        #expect(log.isEmpty)
        clock.advance(by: 0.1)
        #expect(log == ["single"])
        #expect(doubleStateWhenTapFired == .failed)
        #expect(view.log == ["began", "cancelled"])
    }

    @Test("require(toFail:): a double tap makes the single tap fail")
    func requireToFailDoubleTap() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow()
        var log: [String] = []
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer { _ in log.append("single") }
        single.require(toFail: double)
        window.addGestureRecognizer(single)
        window.addGestureRecognizer(double)

        window.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        clock.advance(by: 0.05)
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 100))
        clock.advance(by: 0.15)
        window.sendTouch(.began, at: CGPoint(x: 102, y: 101))
        #expect(window.eventTouch(0)?.tapCount == 2)
        clock.advance(by: 0.05)
        window.sendTouch(.ended, at: CGPoint(x: 102, y: 101))
        #expect(log == ["double"])
        #expect(single.state == .failed)
        clock.advance(by: 1)
        #expect(log == ["double"])
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test("Only one pan recognizes by default; the delegate allows simultaneous recognition")
    func simultaneousRecognition() {
        for allow in [false, true] {
            let clock = MediaClock.installVirtual()
            let window = makeWindow()
            let outer = UIView(frame: window.bounds)
            let inner = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
            window.addSubview(outer)
            outer.addSubview(inner)
            let outerPan = UIPanGestureRecognizer()
            let innerPan = UIPanGestureRecognizer()
            outer.addGestureRecognizer(outerPan)
            inner.addGestureRecognizer(innerPan)
            let delegate = SimultaneousDelegate()
            if allow { innerPan.delegate = delegate }
            window.sendTouch(.began, at: CGPoint(x: 100, y: 100))
            drag(window, from: CGPoint(x: 100, y: 100), step: CGPoint(x: 0, y: 6), frames: 3, clock: clock)
            #expect(innerPan.state == .changed)
            #expect(outerPan.state == (allow ? .changed : .failed))
            window.sendTouch(.ended, at: CGPoint(x: 100, y: 118))
            #expect(innerPan.state == .ended)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test("The delegate and the view can veto the beginning")
    func shouldBeginVeto() {
        final class Refusing: UIView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let clock = MediaClock.installVirtual()
        let window = makeWindow()
        defer { window.liftFingers() }  // the test ends with a finger down
        let view = Refusing(frame: window.bounds)
        window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        drag(window, from: CGPoint(x: 100, y: 100), step: CGPoint(x: 6, y: 0), frames: 2, clock: clock)
        #expect(pan.state == .failed)
    }

    @Test("A cancelled touch cancels a recognizing pan")
    func cancelledTouchCancelsPan() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow()
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        window.addGestureRecognizer(pan)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        drag(window, from: CGPoint(x: 100, y: 100), step: CGPoint(x: 6, y: 0), frames: 3, clock: clock)
        #expect(pan.state == .changed)
        window.sendTouch(.cancelled, at: CGPoint(x: 118, y: 100))
        #expect(pan.state == .cancelled)
        #expect(states == [.began, .changed, .cancelled])
        clock.advance(by: Self.frameTime)
        #expect(pan.state == .possible)
    }

    @Test("Disabling a recognizing pan cancels it")
    func disablingCancels() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow()
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        window.addGestureRecognizer(pan)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        drag(window, from: CGPoint(x: 100, y: 100), step: CGPoint(x: 6, y: 0), frames: 2, clock: clock)
        pan.isEnabled = false
        #expect(states == [.began, .cancelled])
        drag(window, from: CGPoint(x: 112, y: 100), step: CGPoint(x: 6, y: 0), frames: 2, clock: clock)
        window.sendTouch(.ended, at: CGPoint(x: 124, y: 100))
        #expect(states == [.began, .cancelled])
    }

    @Test("A hidden view is not hit: its recognizer gets nothing, the superview gets the touch")
    func hiddenViewNotHit() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow()
        let parent = TouchRecordingView(frame: window.bounds)
        let child = TouchRecordingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(child)
        child.isHidden = true
        var fired = 0
        let tap = UITapGestureRecognizer { _ in fired += 1 }
        child.addGestureRecognizer(tap)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        clock.advance(by: 0.05)
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 100))
        #expect(fired == 0)
        #expect(child.log.isEmpty)
        #expect(parent.log == ["began", "ended"])
    }

    @Test("Touches travel up the responder chain from the hit view")
    func responderChain() {
        MediaClock.installVirtual()
        let window = makeWindow()
        defer { window.liftFingers() }  // the test ends with a finger down
        let parent = TouchRecordingView(frame: window.bounds)
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(child)
        window.sendTouch(.began, at: CGPoint(x: 60, y: 70))
        #expect(parent.log == ["began"])
        let touch = window.eventTouch(0)
        #expect(touch?.view === child)
        #expect(touch?.location(in: child) == CGPoint(x: 10, y: 20))
        #expect(touch?.phase == .began && touch?.tapCount == 1)
    }

    @Test("A non-finite touch location is ignored with a diagnostic")
    func nonFiniteLocation() {
        MediaClock.installVirtual()
        let window = makeWindow()
        defer { window.liftFingers() }  // the test ends with a finger down
        let view = TouchRecordingView(frame: window.bounds)
        window.addSubview(view)
        EventDiagnostics.clear()
        expectDiagnostic("ignoring touch 0 (began) at non-finite location") {
            window.sendTouch(.began, at: CGPoint(x: Double.nan, y: 10))
        }
        #expect(view.log.isEmpty)
        #expect(EventDiagnostics.recorded.count == 1)
        #expect(EventDiagnostics.recorded.first?.contains("non-finite") == true)
        // The finger never went down: a move for it is reported too.
        expectDiagnostic("touch 0 is not down; moved ignored") { window.sendTouch(.moved, at: CGPoint(x: 10, y: 10)) }
        #expect(EventDiagnostics.recorded.count == 2)
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        #expect(view.log == ["began"])
    }

    @Test("A hidden window or one with user interaction disabled gets no touches")
    func hiddenWindowGetsNothing() {
        MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = TouchRecordingView(frame: window.bounds)
        window.addSubview(view)
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10))  // never shown: hidden
        #expect(view.log.isEmpty)
        window.makeKeyAndVisible()
        window.isUserInteractionEnabled = false
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10), touchID: 1)
        #expect(view.log.isEmpty)
    }

    @Test("Two-finger tap and gestureRecognizers bookkeeping")
    func twoFingerTap() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var fired = 0
        let tap = UITapGestureRecognizer { _ in fired += 1 }
        tap.numberOfTouchesRequired = 2
        view.gestureRecognizers = [tap]
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100), touchID: 0)
        window.sendTouch(.began, at: CGPoint(x: 140, y: 100), touchID: 1)
        #expect(tap.numberOfTouches == 2)
        #expect(tap.location(in: view) == CGPoint(x: 120, y: 100))
        #expect(tap.location(ofTouch: 1, in: view) == CGPoint(x: 140, y: 100))
        #expect(window.eventTouch(1)?.gestureRecognizers?.first === tap)
        clock.advance(by: 0.05)
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 100), touchID: 0)
        window.sendTouch(.ended, at: CGPoint(x: 140, y: 100), touchID: 1)
        #expect(fired == 1)
        view.removeGestureRecognizer(tap)
        #expect(view.gestureRecognizers == nil && tap.view == nil)
    }
}

extension UIWindow {
    /// The live touch with `touchID` (test helper).
    func eventTouch(_ touchID: Int) -> UITouch? { WindowEventState.of(self).touchesByID[touchID] }

    /// Cancels every touch still down (test helper, for the end of a test
    /// that leaves a finger down). A touch holds its view, here maybe the
    /// window itself, which holds its touches: as on iOS, a window with a
    /// finger down does not go away, so the test lifts it (docs/RELIABILITY.md, "Leaks").
    func liftFingers() {
        for (id, touch) in WindowEventState.of(self).touchesByID {
            sendTouch(.cancelled, at: touch.locationInWindow, touchID: id)
        }
    }
}
