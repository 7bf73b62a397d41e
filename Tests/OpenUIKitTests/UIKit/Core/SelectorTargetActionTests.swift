import Foundation
import Testing
@testable import OpenUIKit

/// Target-action with UIKit's own `Selector` parameters: a selector kept as a
/// value (in a property, passed to a factory, written as a string) reaches
/// the method a ported `#selector` registered, as Apple documents for
/// `init(target:action:)`, `addTarget(_:action:for:)`,
/// `sendAction(_:to:for:)`, `UIBarButtonItem.action`,
/// `CADisplayLink(target:selector:)`, `Timer(timeInterval:target:selector:userInfo:repeats:)`
/// and `NotificationCenter.addObserver(_:selector:name:object:)`.
@MainActor
@Suite("Target-action with selectors")
struct SelectorTargetActionTests {
    @MainActor final class Handler: UIResponder {
        var log: [String] = []
        func handleTap(_ recognizer: UITapGestureRecognizer) { log.append("tap \(recognizer.state == .ended)") }
        func buttonTapped(_ sender: UIButton) { log.append("button \(sender.tag)") }
        func itemTapped(_ sender: UIBarButtonItem) { log.append("item \(sender.title ?? "")") }
        func step(_ link: CADisplayLink) { log.append("frame") }
        func noted(_ note: Notification) { log.append("note \(note.name.rawValue)") }
        func tick(_ timer: Timer) { log.append("tick") }
        override var next: UIResponder? { nil }

        static let tapSelector = Selector("handleTap:", Handler.handleTap(_:))
        static let buttonSelector = Selector("buttonTapped:", Handler.buttonTapped(_:))
        static let itemSelector = Selector("itemTapped:", Handler.itemTapped(_:))
        static let stepSelector = Selector("step:", Handler.step(_:))
        static let notedSelector = Selector("noted:", Handler.noted(_:))
        static let tickSelector = Selector("tick:", Handler.tick(_:))
    }

    /// A gesture recognizer subclass written as on iOS: it overrides the
    /// designated initializer `init(target:action:)`.
    final class DoubleTap: UITapGestureRecognizer {
        override init(target: Any?, action: Selector?) {
            super.init(target: target, action: action)
            numberOfTapsRequired = 2
        }
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
        clock.advance(by: 0.05)
    }

    @Test("init(target:action:) with a selector value sends it to the target; a string names the same method")
    func recognizerSelector() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow()
        let handler = Handler()
        let stored: Selector = Handler.tapSelector
        let tap = UITapGestureRecognizer(target: handler, action: stored)
        tap.addTarget(handler, action: "handleTap:")
        window.addGestureRecognizer(tap)
        self.tap(window, at: CGPoint(x: 100, y: 100), clock: clock)
        #expect(handler.log == ["tap true", "tap true"])
        tap.removeTarget(handler, action: "handleTap:")
        self.tap(window, at: CGPoint(x: 100, y: 100), clock: clock)
        #expect(handler.log.count == 2)
    }

    @Test("A subclass overriding init(target:action:) is made by init(), as UIKit's convenience init() calls it")
    func subclassDesignatedInitializer() {
        let plain = DoubleTap()
        #expect(plain.numberOfTapsRequired == 2)
        let handler = Handler()
        let targeted = DoubleTap(target: handler, action: Handler.tapSelector)
        #expect(targeted.numberOfTapsRequired == 2)
    }

    @Test("addTarget(_:action:for:) with a selector; actions(forTarget:forControlEvent:) names it; removeTarget removes it")
    func controlSelector() {
        let handler = Handler()
        let button = UIButton(type: .system)
        button.tag = 7
        button.addTarget(handler, action: Handler.buttonSelector, for: .touchUpInside)
        #expect(button.actions(forTarget: handler, forControlEvent: .touchUpInside) == ["buttonTapped:"])
        #expect(button.actions(forTarget: handler, forControlEvent: .valueChanged) == nil)
        button.sendActions(for: .touchUpInside)
        #expect(handler.log == ["button 7"])
        button.removeTarget(handler, action: Handler.buttonSelector, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(handler.log == ["button 7"])
        #expect(button.actions(forTarget: handler, forControlEvent: .touchUpInside) == nil)
    }

    @Test("Each selector action goes through sendAction(_:to:for:), which a subclass can override")
    func sendActionOverride() {
        final class LoggingButton: UIButton {
            var sent: [String] = []
            override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
                sent.append(action.description)
                super.sendAction(action, to: target, for: event)
            }
        }
        let handler = Handler()
        let button = LoggingButton(type: .custom)
        button.addTarget(handler, action: Handler.buttonSelector, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(button.sent == ["buttonTapped:"])
        #expect(handler.log == ["button 0"])
    }

    @Test("A nil target sends the action up the responder chain from the first responder")
    func nilTargetTravelsTheResponderChain() {
        final class Field: UIView {
            override var canBecomeFirstResponder: Bool { true }
            var owner: UIResponder?
            override var next: UIResponder? { owner }
        }
        let handler = Handler()
        _ = Handler.buttonSelector
        let field = Field()
        field.owner = handler
        #expect(field.becomeFirstResponder())
        defer { field.resignFirstResponder() }
        let button = UIButton(type: .custom)
        button.tag = 3
        button.addTarget(nil, action: "buttonTapped:", for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(handler.log == ["button 3"])
        #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["buttonTapped:"])
    }

    @Test("UIBarButtonItem(title:style:target:action:) keeps the selector in action and sends it on a tap")
    func barButtonItemSelector() {
        let handler = Handler()
        let item = UIBarButtonItem(title: "Done", style: .done, target: handler, action: Handler.itemSelector)
        #expect(item.action == Selector("itemTapped:") && item.target === handler)
        item.sendAction()
        #expect(handler.log == ["item Done"])
        item.action = nil
        item.sendAction()
        #expect(handler.log == ["item Done"])
        let none = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        #expect(none.action == nil && none.target == nil)
    }

    @Test("CADisplayLink(target:selector:) sends the selector each frame with the link")
    func displayLinkSelector() {
        let clock = MediaClock.installVirtual()
        let handler = Handler()
        let link = CADisplayLink(target: handler, selector: Handler.stepSelector)
        link.add(to: .main, forMode: .common)
        clock.advance(by: 1.0 / 60)
        clock.advance(by: 1.0 / 60)
        link.invalidate()
        clock.advance(by: 1.0 / 60)
        #expect(handler.log.count >= 1 && handler.log.allSatisfy { $0 == "frame" })
        let frames = handler.log.count
        clock.advance(by: 1.0 / 60)
        #expect(handler.log.count == frames)
    }

    @Test("addObserver(_:selector:name:object:) sends the notification to the observer until it is removed")
    func notificationSelector() {
        let handler = Handler()
        let center = NotificationCenter()
        let name = Notification.Name("CardDidFlip")
        center.addObserver(handler, selector: Handler.notedSelector, name: name, object: nil)
        center.post(name: name, object: nil)
        #expect(handler.log == ["note CardDidFlip"])
        center.removeObserver(handler, selector: Handler.notedSelector, name: name, object: nil)
        center.post(name: name, object: nil)
        #expect(handler.log == ["note CardDidFlip"])
    }

    @Test("Timer(timeInterval:target:selector:userInfo:repeats:) sends the selector with the timer when fired")
    func timerSelector() {
        let handler = Handler()
        let timer = Timer(timeInterval: 10, target: handler, selector: Handler.tickSelector, userInfo: nil, repeats: false)
        timer.fire()
        timer.invalidate()
        #expect(handler.log == ["tick"])
    }
}
