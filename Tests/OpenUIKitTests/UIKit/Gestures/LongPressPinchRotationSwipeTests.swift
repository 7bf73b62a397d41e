import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// Long press, pinch, rotation and swipe recognizers follow UIKit's state
/// machines (UIGestureRecognizer docs: continuous recognizers go
/// possible → began → changed → ended | cancelled, discrete ones possible →
/// recognized | failed); driven by scripted touches on the virtual clock.
@MainActor
@Suite("Long press, pinch, rotation and swipe", .transitionHarness)
struct LongPressPinchRotationSwipeTests {
    /// A root whose view carries `recognizer` and records its action states.
    final class Host: UIViewController {
        var states: [UIGestureRecognizer.State] = []
        var values: [CGFloat] = []
        let recognizer: UIGestureRecognizer
        let read: (UIGestureRecognizer) -> CGFloat
        init(_ recognizer: UIGestureRecognizer, read: @escaping (UIGestureRecognizer) -> CGFloat = { _ in 0 }) {
            self.recognizer = recognizer
            self.read = read
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            recognizer.addTarget(self) { [unowned self] r in
                self.states.append(r.state)
                self.values.append(self.read(r))
            }
            view.addGestureRecognizer(recognizer)
        }
    }

    // MARK: Long press

    @Test("Long press: began after minimumPressDuration (0.5 s) on the clock, changed on moves, ended on lift")
    func longPressBegins() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(press.numberOfTouchesRequired == 1 && press.numberOfTapsRequired == 0)
        let host = Host(press)
        let harness = TransitionHarness(root: host)
        harness.touchDown(at: CGPoint(x: 100, y: 300))
        harness.advance(by: 0.45)
        #expect(host.states.isEmpty && press.state == .possible)
        harness.advance(by: 0.1)
        #expect(host.states == [.began])
        harness.touchMove(to: CGPoint(x: 160, y: 300))
        #expect(host.states == [.began, .changed], "after it began any movement is allowed")
        harness.touchUp()
        #expect(host.states == [.began, .changed, .ended])
    }

    @Test("Long press: moving more than allowableMovement before it begins makes it fail; lifting early too")
    func longPressFails() {
        let press = UILongPressGestureRecognizer()
        let host = Host(press)
        let harness = TransitionHarness(root: host)
        harness.touchDown(at: CGPoint(x: 100, y: 300))
        harness.advance(by: 0.1)
        harness.touchMove(to: CGPoint(x: 100, y: 312))
        #expect(press.state == .failed)
        harness.advance(by: 1)
        harness.touchUp()
        #expect(host.states.isEmpty)
        harness.longPress(at: CGPoint(x: 100, y: 300), duration: 0.3)
        harness.advance(by: 0.5)
        #expect(host.states.isEmpty, "lifted before 0.5 s")
    }

    @Test("A tap that requires a long press to fail: a short tap fails the press and the tap recognizes; a long hold fails the tap")
    func tapRequiresLongPressToFail() {
        let press = UILongPressGestureRecognizer()
        let host = Host(press)
        let tap = UITapGestureRecognizer()
        var taps = 0
        tap.addTarget(nil) { _ in taps += 1 }
        tap.require(toFail: press)
        let harness = TransitionHarness(root: host)
        host.view.addGestureRecognizer(tap)
        harness.tap(at: CGPoint(x: 100, y: 300))
        harness.advance(by: 0.1)
        #expect(taps == 1 && host.states.isEmpty)
        harness.longPress(at: CGPoint(x: 100, y: 300), duration: 0.7)
        harness.advance(by: 0.1)
        #expect(taps == 1)
        #expect(host.states == [.began, .ended])
    }

    @Test("Long press after one tap (numberOfTapsRequired = 1): tap, then press and hold")
    func longPressAfterTap() {
        let press = UILongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        let host = Host(press)
        let harness = TransitionHarness(root: host)
        harness.longPress(at: CGPoint(x: 100, y: 300), duration: 0.9)
        #expect(host.states.isEmpty, "a press without the tap first fails (too long for a tap)")
        harness.advance(by: 0.1)
        harness.tap(at: CGPoint(x: 100, y: 300))
        harness.advance(by: 0.1)
        harness.longPress(at: CGPoint(x: 100, y: 300), duration: 0.6)
        #expect(host.states == [.began, .ended])
    }

    // MARK: Pinch

    @Test("Pinch: scale is the fingers' distance over the starting distance; velocity is its rate; ends on lift")
    func pinch() {
        let pinch = UIPinchGestureRecognizer()
        let host = Host(pinch) { ($0 as! UIPinchGestureRecognizer).scale }
        let harness = TransitionHarness(root: host)
        harness.pinch(center: CGPoint(x: 195, y: 400), fromDistance: 100, toDistance: 200, duration: 0.5, release: false)
        #expect(host.states.first == .began)
        #expect(host.states.dropFirst().allSatisfy { $0 == .changed })
        #expect(abs(pinch.scale - 2) < 1e-6)
        // Distance grows 200 pt/s from 100 pt: the scale grows 2 per second.
        #expect(abs(pinch.velocity - 2) < 0.05)
        harness.touchUp(id: 0)
        #expect(host.states.last == .ended)
        #expect(abs((host.values.last ?? 0) - 2) < 1e-6)
        harness.touchUp(id: 1)
    }

    @Test("Pinch: setting scale to 1 re-bases it; one finger never begins it")
    func pinchRebase() {
        let pinch = UIPinchGestureRecognizer()
        var applied: CGFloat = 1
        pinch.addTarget(nil) { r in
            let p = r as! UIPinchGestureRecognizer
            applied *= p.scale
            p.scale = 1
        }
        let host = Host(pinch)
        let harness = TransitionHarness(root: host)
        harness.pinch(center: CGPoint(x: 195, y: 400), fromDistance: 200, toDistance: 100, duration: 0.4)
        #expect(abs(applied - 0.5) < 1e-6, "the products of the re-based scales make the whole pinch")
        harness.advance(by: 0.1)
        let before = host.states.count
        harness.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        #expect(host.states.count == before)
    }

    // MARK: Rotation

    @Test("Rotation: the turn in radians (clockwise positive), its velocity, began / changed / ended")
    func rotation() {
        let rotation = UIRotationGestureRecognizer()
        let host = Host(rotation) { ($0 as! UIRotationGestureRecognizer).rotation }
        let harness = TransitionHarness(root: host)
        harness.rotate(center: CGPoint(x: 195, y: 400), radius: 80, by: .pi / 2, duration: 0.5, release: false)
        #expect(host.states.first == .began)
        #expect(abs(rotation.rotation - .pi / 2) < 1e-6)
        #expect(abs(rotation.velocity - .pi) < 0.05, "π/2 in 0.5 s")
        harness.touchUp(id: 1)
        #expect(host.states.last == .ended)
        harness.touchUp(id: 0)
    }

    @Test("Rotation: a turn smaller than the hysteresis does not begin; a counter-clockwise turn is negative")
    func rotationSmallAndNegative() {
        let rotation = UIRotationGestureRecognizer()
        let host = Host(rotation) { ($0 as! UIRotationGestureRecognizer).rotation }
        let harness = TransitionHarness(root: host)
        harness.rotate(center: CGPoint(x: 195, y: 400), radius: 80, by: 0.05, duration: 0.2)
        #expect(host.states.isEmpty)
        harness.advance(by: 0.1)
        harness.rotate(center: CGPoint(x: 195, y: 400), radius: 80, by: -1, duration: 0.3)
        #expect(host.states.first == .began && host.states.last == .ended)
        #expect(abs((host.values.last ?? 0) + 1) < 1e-6)
    }

    // MARK: Swipe

    @Test("Swipe: a quick stroke in the permitted direction recognizes during the move; others fail")
    func swipe() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
        swipe.direction = [.left, .up]
        let host = Host(swipe)
        let harness = TransitionHarness(root: host)
        harness.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 410), duration: 0.15, release: false)
        #expect(host.states == [.ended], "recognized before the finger lifts")
        harness.touchUp()
        harness.advance(by: 0.1)
        harness.flick(from: CGPoint(x: 100, y: 400), velocity: CGPoint(x: 1500, y: 0))
        #expect(host.states == [.ended], "a rightward stroke is not permitted")
        harness.advance(by: 0.1)
        harness.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 210, y: 400), duration: 0.2)
        #expect(host.states == [.ended, .ended], "up is permitted")
    }

    @Test("Swipe: too slow (not 50 pt within 0.5 s) or too diagonal fails")
    func swipeTooSlowOrDiagonal() {
        let swipe = UISwipeGestureRecognizer()
        let host = Host(swipe)
        let harness = TransitionHarness(root: host)
        harness.drag(from: CGPoint(x: 50, y: 400), to: CGPoint(x: 250, y: 400), duration: 2)
        #expect(host.states.isEmpty)
        harness.advance(by: 0.1)
        harness.drag(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 150, y: 300), duration: 0.2)
        #expect(host.states.isEmpty)
    }
}
