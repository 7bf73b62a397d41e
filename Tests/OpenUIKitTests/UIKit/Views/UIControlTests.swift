import Foundation
import Testing
@testable import OpenUIKit

/// `UIControl`: actions, closure targets and UIKit's touch tracking.
@MainActor
@Suite("UIControl")
struct UIControlTests {
    /// A control at (100, 100) sized 80 × 40 in a window.
    func makeControl() -> (UIWindow, UIControl) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        window.addSubview(control)
        return (window, control)
    }

    func touch(at point: CGPoint, in window: UIWindow, view: UIView) -> Set<UITouch> {
        let touch = UITouch(touchID: 0)
        touch.window = window
        touch.view = view
        touch.locationInWindow = point
        return [touch]
    }

    func move(_ touches: Set<UITouch>, to point: CGPoint) { touches.first!.locationInWindow = point }

    @Test("A closure target fires on sendActions for its events only")
    func closureTarget() {
        let control = UIControl(frame: .zero)
        // Identities, not the controls: the control holds this closure.
        var fired: [ObjectIdentifier] = []
        control.addTarget(nil, action: { fired.append(ObjectIdentifier($0)) }, for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(fired.isEmpty)
        control.sendActions(for: .touchUpInside)
        #expect(fired.count == 1 && fired.first == ObjectIdentifier(control))
        #expect(control.allControlEvents == .touchUpInside)
    }

    @Test("A target that has gone away is dropped")
    func weakTarget() {
        let control = UIControl(frame: .zero)
        var count = 0
        do {
            let owner = NSObject()
            control.addTarget(owner, action: { _ in count += 1 }, for: .valueChanged)
            control.sendActions(for: .valueChanged)
            #expect(control.allTargets.count == 1)
        }
        control.sendActions(for: .valueChanged)
        #expect(count == 1)
        #expect(control.allTargets.isEmpty)
    }

    @Test("UIActions run with the control as sender; same identifier replaces; removal")
    func actions() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        let id = UIAction.Identifier("tap")
        control.addAction(UIAction(identifier: id) { _ in log.append("old") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { action in
            log.append(action.sender as AnyObject === control ? "new" : "no sender")
        }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["new"])
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["new"])
        #expect(control.allControlEvents.isEmpty)
    }

    @Test("Touch down highlights; lifting inside sends touchUpInside")
    func tapInside() {
        let (window, control) = makeControl()
        var events: [String] = []
        control.addTarget(nil, action: { _ in events.append("down") }, for: .touchDown)
        control.addTarget(nil, action: { _ in events.append("up") }, for: .touchUpInside)
        let touches = touch(at: CGPoint(x: 120, y: 110), in: window, view: control)
        control.touchesBegan(touches, with: nil)
        #expect(control.isHighlighted && control.isTracking)
        #expect(control.state == .highlighted)
        control.touchesEnded(touches, with: nil)
        #expect(!control.isHighlighted && !control.isTracking)
        #expect(events == ["down", "up"])
    }

    @Test("Lifting within 70 points outside the bounds still counts as inside")
    func touchSlop() {
        let (window, control) = makeControl()
        var inside = 0, outside = 0
        control.addTarget(nil, action: { _ in inside += 1 }, for: .touchUpInside)
        control.addTarget(nil, action: { _ in outside += 1 }, for: .touchUpOutside)
        var touches = touch(at: CGPoint(x: 120, y: 110), in: window, view: control)
        control.touchesBegan(touches, with: nil)
        move(touches, to: CGPoint(x: 180 + 69, y: 110))
        control.touchesMoved(touches, with: nil)
        #expect(control.isHighlighted)
        control.touchesEnded(touches, with: nil)
        #expect(inside == 1 && outside == 0)

        touches = touch(at: CGPoint(x: 120, y: 110), in: window, view: control)
        control.touchesBegan(touches, with: nil)
        move(touches, to: CGPoint(x: 120, y: 140 + 71))
        control.touchesMoved(touches, with: nil)
        #expect(!control.isHighlighted)
        control.touchesEnded(touches, with: nil)
        #expect(inside == 1 && outside == 1)
    }

    @Test("Drags report exit and enter; cancel sends touchCancel")
    func dragAndCancel() {
        let (window, control) = makeControl()
        var events: [UIControl.Event] = []
        for event in [UIControl.Event.touchDragExit, .touchDragEnter, .touchCancel] {
            control.addTarget(nil, action: { _ in events.append(event) }, for: event)
        }
        let touches = touch(at: CGPoint(x: 120, y: 110), in: window, view: control)
        control.touchesBegan(touches, with: nil)
        move(touches, to: CGPoint(x: 390, y: 390))
        control.touchesMoved(touches, with: nil)
        move(touches, to: CGPoint(x: 120, y: 110))
        control.touchesMoved(touches, with: nil)
        control.touchesCancelled(touches, with: nil)
        #expect(events == [.touchDragExit, .touchDragEnter, .touchCancel])
        #expect(!control.isHighlighted)
    }

    @Test("A disabled control ignores touches")
    func disabled() {
        let (window, control) = makeControl()
        control.isEnabled = false
        var fired = false
        control.addTarget(nil, action: { _ in fired = true }, for: .allTouchEvents)
        let touches = touch(at: CGPoint(x: 120, y: 110), in: window, view: control)
        control.touchesBegan(touches, with: nil)
        control.touchesEnded(touches, with: nil)
        #expect(!fired && !control.isHighlighted)
        #expect(control.state == .disabled)
    }
}
