import Foundation
import Testing
@testable import OpenUIKit

/// Popovers: adaptation on a compact-width iPhone, the delegate's calls in
/// UIKit's order, geometry towards the source, and dismissal by a tap outside.
@MainActor
@Suite("Popover presentation")
struct PopoverPresentationTests {
    /// A popover delegate that logs its calls and answers as told.
    final class Delegate: NSObject, UIPopoverPresentationControllerDelegate {
        let log: EventLog
        var style: UIModalPresentationStyle?
        var implementsTraitVersion = true
        var allowsDismiss = true
        init(log: EventLog) { self.log = log }

        func adaptivePresentationStyle(for controller: UIPresentationController,
                                       traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            guard implementsTraitVersion else { return PresentationAdaptationProbe.notImplemented(controller, traitCollection) }
            log.add("adaptivePresentationStyle(for:traitCollection: \(traitCollection.horizontalSizeClass))")
            return style ?? .none
        }
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
            log.add("adaptivePresentationStyle(for:)")
            return style ?? .none
        }
        func presentationController(_ presentationController: UIPresentationController,
                                    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
            log.add("willPresentWithAdaptiveStyle(\(style.rawValue), coordinator: \(transitionCoordinator != nil))")
        }
        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
            log.add("prepareForPopoverPresentation")
        }
        func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
            log.add("popoverPresentationControllerShouldDismissPopover")
            return allowsDismiss
        }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            log.add("presentationControllerShouldDismiss")
            return true
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.add("presentationControllerWillDismiss") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            log.add("presentationControllerDidAttemptToDismiss")
        }
        func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
            log.add("popoverPresentationControllerDidDismissPopover")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.add("presentationControllerDidDismiss") }
    }

    /// Calls the protocol's default (not implemented) trait-collection variant.
    enum PresentationAdaptationProbe {
        final class Plain: NSObject, UIAdaptivePresentationControllerDelegate {}
        static func notImplemented(_ controller: UIPresentationController, _ traits: UITraitCollection) -> UIModalPresentationStyle {
            Plain().adaptivePresentationStyle(for: controller, traitCollection: traits)
        }
    }

    /// A root with a source button at (300, 100), 40 × 30, and a popover content controller of 200 × 150.
    func setUp(clock: MediaClock, log: EventLog) -> (root: UIViewController, button: UIButton, content: UIViewController, delegate: Delegate, window: UIWindow) {
        let root = UIViewController()
        let button = UIButton(frame: CGRect(x: 300, y: 100, width: 40, height: 30))
        root.view.addSubview(button)
        let window = makeWindow(root: root, clock: clock)
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 200, height: 150)
        content.modalPresentationStyle = .popover
        let delegate = Delegate(log: log)
        let popover = content.popoverPresentationController!
        popover.sourceView = button
        popover.sourceRect = button.bounds
        popover.delegate = delegate
        return (root, button, content, delegate, window)
    }

    @Test("popoverPresentationController exists only for the .popover style, and is the presentationController")
    func accessor() {
        let plain = UIViewController()
        #expect(plain.popoverPresentationController == nil)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let popover = content.popoverPresentationController
        #expect(popover != nil)
        #expect(content.presentationController === popover)
        #expect(popover?.arrowDirection == .unknown)
        #expect(popover?.permittedArrowDirections == .any)
    }

    @Test("On a compact-width iPhone a popover becomes a sheet: no arrow, no prepareForPopoverPresentation")
    func adaptsToSheet() {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let (root, _, content, delegate, window) = setUp(clock: clock, log: log)
        defer { withExtendedLifetime(window) {} }
        delegate.style = .pageSheet
        root.present(content, animated: true)
        #expect(log.events == ["adaptivePresentationStyle(for:traitCollection: compact)"])
        clock.advance(by: 1)
        #expect(log.events.last == "willPresentWithAdaptiveStyle(1, coordinator: true)")
        #expect(!log.events.contains("prepareForPopoverPresentation"))
        // The iOS 13 card: full width, below the status bar.
        #expect(content.view.frame == CGRect(x: 0, y: 57, width: 390, height: 844 - 57))
        #expect(content.popoverPresentationController?.arrowDirection == .unknown)
    }

    @Test("Without an answer from the delegate, the plain adaptivePresentationStyle(for:) is asked; with no delegate the popover adapts")
    func fallbackQuestions() {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let (root, _, content, delegate, window) = setUp(clock: clock, log: log)
        defer { withExtendedLifetime(window) {} }
        delegate.implementsTraitVersion = false
        delegate.style = .none
        root.present(content, animated: false)
        #expect(log.events == ["adaptivePresentationStyle(for:)"])
        clock.advance(by: 0.1)
        #expect(content.view.frame.size == CGSize(width: 200, height: 150), "`.none` keeps it a popover")
        content.dismiss(animated: false)
        clock.advance(by: 0.1)

        let other = UIViewController()
        other.modalPresentationStyle = .popover
        other.popoverPresentationController?.sourceView = root.view
        root.present(other, animated: false)
        clock.advance(by: 0.1)
        #expect(other.view.frame.width == 390, "no delegate: the default adaptation to a sheet")
    }

    @Test("Kept a popover (.none): preferredContentSize below the source with the arrow up; delegate calls in order")
    func shownAsPopover() {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let (root, _, content, delegate, window) = setUp(clock: clock, log: log)
        defer { withExtendedLifetime(delegate) {} }
        defer { withExtendedLifetime(window) {} }
        root.present(content, animated: true)
        clock.advance(by: 1)
        #expect(log.events == ["adaptivePresentationStyle(for:traitCollection: compact)",
                               "willPresentWithAdaptiveStyle(-1, coordinator: true)", "prepareForPopoverPresentation"])
        let popover = content.popoverPresentationController!
        #expect(popover.arrowDirection == .up)
        // Centred on the source (x 320) but kept 10 pt inside the window: 390 - 10 - 200 = 180.
        #expect(content.view.frame == CGRect(x: 180, y: 130 + 13, width: 200, height: 150))
        #expect(content.view.layer.cornerRadius == 13)
        #expect(root.view.window != nil, "the presenter stays in the window")
    }

    @Test("permittedArrowDirections .down puts the popover above its source")
    func arrowDown() {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let (root, button, content, delegate, window) = setUp(clock: clock, log: log)
        defer { withExtendedLifetime(delegate) {} }
        defer { withExtendedLifetime(window) {} }
        button.frame = CGRect(x: 100, y: 600, width: 40, height: 30)
        content.popoverPresentationController?.sourceRect = button.bounds
        content.popoverPresentationController?.permittedArrowDirections = .down
        root.present(content, animated: false)
        clock.advance(by: 0.1)
        #expect(content.popoverPresentationController?.arrowDirection == .down)
        #expect(content.view.frame == CGRect(x: 20, y: 600 - 13 - 150, width: 200, height: 150))
    }

    @Test("A tap outside: shouldDismissPopover, shouldDismiss, willDismiss, then after the dismissal didDismissPopover, didDismiss")
    func tapOutsideDismisses() {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let (root, _, content, delegate, window) = setUp(clock: clock, log: log)
        defer { withExtendedLifetime(delegate) {} }
        root.present(content, animated: false)
        clock.advance(by: 0.1)
        log.events = []
        window.sendTouch(.began, at: CGPoint(x: 50, y: 700))
        clock.advance(by: 0.05)
        window.sendTouch(.ended, at: CGPoint(x: 50, y: 700))
        clock.advance(by: 1)
        #expect(log.events == ["popoverPresentationControllerShouldDismissPopover", "presentationControllerShouldDismiss",
                               "presentationControllerWillDismiss",
                               "popoverPresentationControllerDidDismissPopover", "presentationControllerDidDismiss"])
        #expect(root.presentedViewController == nil)
    }

    @Test("A refused tap outside keeps the popover and reports the attempt")
    func refusedDismissal() {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let (root, _, content, delegate, window) = setUp(clock: clock, log: log)
        delegate.allowsDismiss = false
        root.present(content, animated: false)
        clock.advance(by: 0.1)
        log.events = []
        window.sendTouch(.began, at: CGPoint(x: 50, y: 700))
        clock.advance(by: 0.05)
        window.sendTouch(.ended, at: CGPoint(x: 50, y: 700))
        clock.advance(by: 1)
        #expect(log.events == ["popoverPresentationControllerShouldDismissPopover", "presentationControllerDidAttemptToDismiss"])
        #expect(root.presentedViewController === content)
    }

    @Test("Touches on a passthrough view reach it and leave the popover up")
    func passthrough() {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let (root, button, content, delegate, window) = setUp(clock: clock, log: log)
        defer { withExtendedLifetime(delegate) {} }
        var taps = 0
        let other = UIButton(frame: CGRect(x: 20, y: 700, width: 100, height: 44))
        root.view.addSubview(other)
        other.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        content.popoverPresentationController?.passthroughViews = [other, button]
        root.present(content, animated: false)
        clock.advance(by: 0.1)
        log.events = []
        window.sendTouch(.began, at: CGPoint(x: 50, y: 720))
        clock.advance(by: 0.05)
        window.sendTouch(.ended, at: CGPoint(x: 50, y: 720))
        clock.advance(by: 0.5)
        #expect(taps == 1)
        #expect(log.events.isEmpty)
        #expect(root.presentedViewController === content)
    }

    @Test("In a regular-width window (an iPad) a popover stays a popover without asking for .none")
    func regularWidthKeepsPopover() {
        let clock = MediaClock.installVirtual()
        let root = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.rootViewController = root
        window.makeKeyAndVisible()
        clock.tick()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = root.view
        content.popoverPresentationController?.sourceRect = CGRect(x: 500, y: 40, width: 20, height: 20)
        root.present(content, animated: false)
        clock.advance(by: 0.1)
        #expect(content.popoverPresentationController?.arrowDirection == .up)
        #expect(content.view.frame == CGRect(x: 510 - 160, y: 60 + 13, width: 320, height: 480), "320 × 480 when no size is preferred")
    }
}
