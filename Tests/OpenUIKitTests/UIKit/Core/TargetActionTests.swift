import Foundation
import Testing
@testable import OpenUIKit

/// Target-action with a method reference in place of a selector, keeping
/// UIKit's labels: gesture recognizers, controls, display links.
@MainActor
@Suite("Target-action")
struct TargetActionTests {
    @MainActor final class Handler: NSObject {
        var log: [String] = []
        func handlePan(_ recognizer: UIPanGestureRecognizer) { log.append("pan \(recognizer.state.rawValue)") }
        func handleAny(_ recognizer: UIGestureRecognizer) { log.append("any") }
        func handleTap() { log.append("tap") }
        func tapped(_ sender: UIButton) { log.append("button \(sender.tag)") }
        func touched(_ sender: UIControl, forEvent event: UIEvent) { log.append("event") }
        func step(_ link: CADisplayLink) { log.append("frame") }
    }

    func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        return window
    }

    func tap(_ window: UIWindow, at point: CGPoint, clock: MediaClock) {
        window.sendTouch(.began, at: point)
        clock.advance(by: 0.05)
        window.sendTouch(.ended, at: point)
    }

    @Test("A recognizer calls its target's method with itself as its own type")
    func gestureMethodReference() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow()
        let handler = Handler()
        let tap = UITapGestureRecognizer(target: handler, action: Handler.handleTap)
        tap.addTarget(handler, action: Handler.handleAny(_:))
        window.addGestureRecognizer(tap)
        self.tap(window, at: CGPoint(x: 100, y: 100), clock: clock)
        // Actions run in the order they were added.
        #expect(handler.log == ["tap", "any"])
    }

    @Test("removeTarget(_:action:) removes that method's action; nil removes all of the target's")
    func gestureRemoval() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow()
        let handler = Handler()
        let tap = UITapGestureRecognizer(target: handler, action: Handler.handleTap)
        tap.addTarget(handler, action: Handler.handleAny(_:))
        window.addGestureRecognizer(tap)
        tap.removeTarget(handler, action: Handler.handleTap)
        self.tap(window, at: CGPoint(x: 100, y: 100), clock: clock)
        #expect(handler.log == ["any"])
        clock.advance(by: 0.1)
        tap.removeTarget(handler, action: nil)
        self.tap(window, at: CGPoint(x: 100, y: 100), clock: clock)
        #expect(handler.log == ["any"])
    }

    @Test("The recognizer does not retain its target; a gone target's action does not run")
    func targetNotRetained() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow()
        var handler: Handler? = Handler()
        weak let weakHandler = handler
        let tap = UITapGestureRecognizer(target: handler, action: Handler.handleTap)
        window.addGestureRecognizer(tap)
        handler = nil
        #expect(weakHandler == nil)
        self.tap(window, at: CGPoint(x: 100, y: 100), clock: clock)
        #expect(tap.state == .ended)
    }

    @Test("A control sends UIKit's three action shapes to its targets")
    func controlShapes() {
        let button = UIButton(type: .system)
        button.tag = 7
        let handler = Handler()
        button.addTarget(handler, action: Handler.handleTap, for: .touchUpInside)
        button.addTarget(handler, action: Handler.tapped(_:), for: .touchUpInside)
        button.addTarget(handler, action: Handler.touched(_:forEvent:), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(handler.log == ["tap", "button 7", "event"])
        button.removeTarget(handler, action: Handler.tapped(_:), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(handler.log == ["tap", "button 7", "event", "tap", "event"])
        button.removeTarget(nil, action: nil, for: .allEvents)
        #expect(button.allTargets.isEmpty)
    }

    @Test("A display link calls its target each frame and lets go of it when invalidated")
    func displayLink() {
        let clock = MediaClock.installVirtual()
        var handler: Handler? = Handler()
        weak let weakHandler = handler
        let link = CADisplayLink(target: handler!, selector: Handler.step(_:))
        link.add(to: .main, forMode: .common)
        clock.advance(by: 1.0 / 60)
        clock.advance(by: 1.0 / 60)
        #expect(handler?.log == ["frame", "frame"])
        handler = nil
        // Core Animation: the link retains its target until invalidated.
        #expect(weakHandler != nil)
        link.invalidate()
        #expect(weakHandler == nil)
    }
}
