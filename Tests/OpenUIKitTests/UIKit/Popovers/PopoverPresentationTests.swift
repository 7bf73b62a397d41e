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
    @MainActor enum PresentationAdaptationProbe {
        final class Plain: NSObject, UIAdaptivePresentationControllerDelegate {}
        static func notImplemented(_ controller: UIPresentationController, _ traits: UITraitCollection) -> UIModalPresentationStyle {
            Plain().adaptivePresentationStyle(for: controller, traitCollection: traits)
        }
    }

    /// A root with a source button at (300, 100), 40 × 30, in a 390 × 844
    /// window, and a popover content controller of 200 × 150 whose logging
    /// delegate is set. Keeps them all alive for the test.
    @MainActor
    final class Fixture {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let root = UIViewController()
        let button = UIButton(frame: CGRect(x: 300, y: 100, width: 40, height: 30))
        let content = UIViewController()
        let delegate: Delegate
        let window: UIWindow

        init() {
            root.view.addSubview(button)
            window = makeWindow(root: root, clock: clock)
            content.preferredContentSize = CGSize(width: 200, height: 150)
            content.modalPresentationStyle = .popover
            delegate = Delegate(log: log)
            let popover = content.popoverPresentationController!
            popover.sourceView = button
            popover.sourceRect = button.bounds
            popover.delegate = delegate
        }

        /// Presents the content without animation and clears the log.
        func presentNow() {
            root.present(content, animated: false)
            clock.advance(by: 0.1)
            log.events = []
        }

        /// A tap at `point`, then a second for what it starts.
        func tap(at point: CGPoint) {
            window.sendTouch(.began, at: point)
            clock.advance(by: 0.05)
            window.sendTouch(.ended, at: point)
            clock.advance(by: 1)
        }
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
        let f = Fixture()
        f.delegate.style = .pageSheet
        f.root.present(f.content, animated: true)
        #expect(f.log.events == ["adaptivePresentationStyle(for:traitCollection: compact)"])
        f.clock.advance(by: 1)
        #expect(f.log.events.last == "willPresentWithAdaptiveStyle(1, coordinator: true)")
        #expect(!f.log.events.contains("prepareForPopoverPresentation"))
        // The iOS 13 card: full width, below the status bar.
        #expect(f.content.view.frame == CGRect(x: 0, y: 57, width: 390, height: 844 - 57))
        #expect(f.content.popoverPresentationController?.arrowDirection == .unknown)
    }

    @Test("Without an answer from the delegate, the plain adaptivePresentationStyle(for:) is asked; with no delegate the popover adapts")
    func fallbackQuestions() {
        let f = Fixture()
        f.delegate.implementsTraitVersion = false
        f.delegate.style = nil
        f.root.present(f.content, animated: false)
        #expect(f.log.events == ["adaptivePresentationStyle(for:)"])
        f.clock.advance(by: 0.1)
        #expect(f.content.view.frame.size == CGSize(width: 200, height: 150), "`.none` keeps it a popover")
        f.content.dismiss(animated: false)
        f.clock.advance(by: 0.1)

        let other = UIViewController()
        other.modalPresentationStyle = .popover
        other.popoverPresentationController?.sourceView = f.root.view
        f.root.present(other, animated: false)
        f.clock.advance(by: 0.1)
        #expect(other.view.frame.width == 390, "no delegate: the default adaptation to a sheet")
    }

    @Test("Kept a popover (.none): preferredContentSize below the source with the arrow up; delegate calls in order")
    func shownAsPopover() {
        let f = Fixture()
        f.root.present(f.content, animated: true)
        f.clock.advance(by: 1)
        #expect(f.log.events == ["adaptivePresentationStyle(for:traitCollection: compact)",
                                 "willPresentWithAdaptiveStyle(-1, coordinator: true)", "prepareForPopoverPresentation"])
        #expect(f.content.popoverPresentationController?.arrowDirection == .up)
        // Centred on the source (x 320) but kept 10 pt inside the window: 390 - 10 - 200 = 180.
        #expect(f.content.view.frame == CGRect(x: 180, y: 130 + 13, width: 200, height: 150))
        #expect(f.content.view.layer.cornerRadius == 13)
        #expect(f.root.view.window != nil, "the presenter stays in the window")
    }

    @Test("permittedArrowDirections .down puts the popover above its source")
    func arrowDown() {
        let f = Fixture()
        f.button.frame = CGRect(x: 100, y: 600, width: 40, height: 30)
        f.content.popoverPresentationController?.permittedArrowDirections = .down
        f.presentNow()
        #expect(f.content.popoverPresentationController?.arrowDirection == .down)
        #expect(f.content.view.frame == CGRect(x: 20, y: 600 - 13 - 150, width: 200, height: 150))
    }

    @Test("A tap outside: shouldDismissPopover, shouldDismiss, willDismiss, then after the dismissal didDismissPopover, didDismiss")
    func tapOutsideDismisses() {
        let f = Fixture()
        f.presentNow()
        f.tap(at: CGPoint(x: 50, y: 700))
        #expect(f.log.events == ["popoverPresentationControllerShouldDismissPopover", "presentationControllerShouldDismiss",
                                 "presentationControllerWillDismiss",
                                 "popoverPresentationControllerDidDismissPopover", "presentationControllerDidDismiss"])
        #expect(f.root.presentedViewController == nil)
    }

    @Test("A refused tap outside keeps the popover and reports the attempt")
    func refusedDismissal() {
        let f = Fixture()
        f.delegate.allowsDismiss = false
        f.presentNow()
        f.tap(at: CGPoint(x: 50, y: 700))
        #expect(f.log.events == ["popoverPresentationControllerShouldDismissPopover", "presentationControllerDidAttemptToDismiss"])
        #expect(f.root.presentedViewController === f.content)
    }

    @Test("Touches on a passthrough view reach it and leave the popover up")
    func passthrough() {
        let f = Fixture()
        var taps = 0
        let other = UIButton(frame: CGRect(x: 20, y: 700, width: 100, height: 44))
        f.root.view.addSubview(other)
        other.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        f.content.popoverPresentationController?.passthroughViews = [other, f.button]
        f.presentNow()
        f.tap(at: CGPoint(x: 50, y: 720))
        #expect(taps == 1)
        #expect(f.log.events.isEmpty)
        #expect(f.root.presentedViewController === f.content)
    }

    @Test("Adapted to a sheet, a popover is dismissed by a swipe down like a sheet, with the adaptive delegate's calls")
    func adaptedSwipeToDismiss() {
        let f = Fixture()
        f.delegate.style = .pageSheet
        f.presentNow()
        f.window.sendTouch(.began, at: CGPoint(x: 200, y: 300))
        for i in 1...30 {
            f.clock.advance(by: 1.0 / 60)
            f.window.sendTouch(.moved, at: CGPoint(x: 200, y: 300 + 500 * CGFloat(i) / 30))
        }
        f.window.sendTouch(.ended, at: CGPoint(x: 200, y: 800))
        f.clock.advance(by: 1)
        #expect(f.log.events == ["presentationControllerShouldDismiss", "presentationControllerWillDismiss",
                                 "presentationControllerDidDismiss"])
        #expect(f.root.presentedViewController == nil)
    }

    @Test("Shown as a popover without sourceView or barButtonItem, presenting raises NSGenericException and changes nothing")
    func missingSourceRaises() {
        let f = Fixture()
        f.content.popoverPresentationController?.sourceView = nil
        var raised: [UIKitException] = []
        let saved = UIKitException.handler
        UIKitException.handler = { raised.append($0) }
        defer { UIKitException.handler = saved }
        f.root.present(f.content, animated: true)
        f.clock.advance(by: 1)
        #expect(raised.map(\.name) == [UIKitException.generic])
        #expect(raised.first?.reason.hasSuffix("should have a non-nil sourceView or barButtonItem set before the presentation occurs.") == true)
        #expect(f.root.presentedViewController == nil && f.content.presentingViewController == nil)
        // Adapted to a sheet it needs no anchor.
        f.delegate.style = .pageSheet
        f.root.present(f.content, animated: false)
        f.clock.advance(by: 0.1)
        #expect(raised.count == 1 && f.root.presentedViewController === f.content)
    }

    @Test("A bar button item anchors the popover under its place in the navigation bar")
    func barButtonItemAnchor() {
        let clock = MediaClock.installVirtual()
        let root = UIViewController()
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigation, clock: clock)
        defer { withExtendedLifetime(window) {} }
        let content = UIViewController()
        let keep = makeKeptPopover(content, size: CGSize(width: 200, height: 100))
        content.popoverPresentationController?.barButtonItem = item
        root.present(content, animated: false)
        clock.advance(by: 0.1)
        let bar = navigation.navigationBar
        let itemFrame = bar.frame(for: item).map { bar.convert($0, to: window) }
        #expect(itemFrame != nil)
        #expect(content.popoverPresentationController?.arrowDirection == .up)
        #expect(content.view.frame.minY == (itemFrame?.maxY ?? 0) + 13)
        #expect(content.view.frame.maxX == 380, "kept 10 pt inside the right edge")
        withExtendedLifetime(keep) {}
    }

    @Test("Adapted, the delegate may show another controller instead: a navigation controller around the content")
    func adaptiveReplacement() {
        final class Wrapping: NSObject, UIPopoverPresentationControllerDelegate {
            var asked: [UIModalPresentationStyle] = []
            func presentationController(_ controller: UIPresentationController,
                                        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
                asked.append(style)
                return UINavigationController(rootViewController: controller.presentedViewController)
            }
        }
        let f = Fixture()
        let wrapping = Wrapping()
        f.content.popoverPresentationController?.delegate = wrapping
        f.root.present(f.content, animated: true)
        f.clock.advance(by: 1)
        #expect(wrapping.asked == [.pageSheet])
        let navigation = f.content.navigationController
        #expect(navigation != nil)
        #expect(navigation?.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787), "the wrapper is the sheet")
        #expect(f.content.view.window === f.window)
        #expect(f.root.presentedViewController === f.content)
        f.content.dismiss(animated: true)
        f.clock.advance(by: 1)
        #expect(f.root.presentedViewController == nil)
        #expect(f.content.parent == nil && f.content.view.window == nil)
        withExtendedLifetime(wrapping) {}
    }

    @Test("In a regular-width window (an iPad) a popover stays a popover without asking for .none")
    func regularWidthKeepsPopover() {
        let clock = MediaClock.installVirtual()
        let root = UIViewController()
        let window = TestWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
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

/// A popover delegate that keeps popovers popovers on an iPhone (it answers `.none`).
@MainActor
final class KeepPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
}

/// Makes `content` a popover of `size` kept as a popover; returns the
/// delegate, which the caller keeps alive (the popover holds it weakly).
@MainActor
func makeKeptPopover(_ content: UIViewController, size: CGSize) -> KeepPopoverDelegate {
    content.modalPresentationStyle = .popover
    content.preferredContentSize = size
    let keep = KeepPopoverDelegate()
    content.popoverPresentationController?.delegate = keep
    return keep
}
