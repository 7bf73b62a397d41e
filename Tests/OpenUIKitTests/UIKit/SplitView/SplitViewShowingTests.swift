import Foundation
import Testing
@testable import OpenUIKit

/// `show(_:sender:)` and `showDetailViewController(_:sender:)` through a
/// split view controller, from Apple's documentation: expanded, the detail
/// replaces the secondary controller; collapsed, the split pushes it onto
/// the primary navigation controller (a push transition); `show` from
/// inside a navigation controller pushes there.
@MainActor
@Suite("UISplitViewController showing")
struct SplitViewShowingTests {
    func classicSplit() -> (UISplitViewController, UINavigationController, UIViewController, UIViewController) {
        let master = UIViewController(), detail = UIViewController()
        let navigation = UINavigationController(rootViewController: master)
        let split = UISplitViewController()
        split.viewControllers = [navigation, detail]
        return (split, navigation, master, detail)
    }

    @Test("Expanded: showDetailViewController from the primary's content replaces the secondary controller")
    func expandedShowDetail() {
        let clock = MediaClock.installVirtual()
        let (split, navigation, master, detail) = classicSplit()
        let window = makeWindow(root: split, clock: clock, frame: CGRect(origin: .zero, size: regularSize))
        defer { withExtendedLifetime(window) {} }
        window.layoutIfNeeded()
        let next = UIViewController()
        master.showDetailViewController(next, sender: nil)
        window.layoutIfNeeded()
        #expect(split.viewControllers.count == 2 && split.viewControllers[1] === next)
        #expect(detail.parent == nil && detail.viewIfLoaded?.superview == nil)
        #expect(next.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("Expanded: show(_:sender:) from the primary's content pushes onto its navigation controller")
    func expandedShow() {
        let clock = MediaClock.installVirtual()
        let (split, navigation, master, _) = classicSplit()
        let window = makeWindow(root: split, clock: clock, frame: CGRect(origin: .zero, size: regularSize))
        defer { withExtendedLifetime(window) {} }
        window.layoutIfNeeded()
        let pushed = UIViewController()
        master.show(pushed, sender: nil)
        clock.advance(by: 1)
        #expect(navigation.topViewController === pushed)
        #expect(split.viewControllers.count == 2)
    }

    @Test("Collapsed: showDetailViewController pushes onto the primary navigation controller through its push transition")
    func collapsedShowDetail() {
        let clock = MediaClock.installVirtual()
        let (split, navigation, master, _) = classicSplit()
        let delegate = RecordingSplitDelegate()
        delegate.collapseHandled = true
        split.delegate = delegate
        let window = makeWindow(root: split, clock: clock)
        defer { withExtendedLifetime(window) {} }
        window.layoutIfNeeded()
        #expect(navigation.viewControllers.count == 1)
        let next = UIViewController()
        master.showDetailViewController(next, sender: nil)
        #expect(navigation.transitionInFlight, "a push transition is scheduled")
        clock.tick()
        clock.tick(at: clock.now + 0.1)
        #expect(navigation.transition?.isAnimated == true)
        clock.advance(by: 1)
        #expect(navigation.topViewController === next)
        #expect(next.view.frame == window.bounds)
    }

    @Test("The delegate's splitViewController(_:showDetail:sender:) returning true leaves the work to it")
    func delegateShowsDetail() {
        let (split, _, master, detail) = classicSplit()
        let delegate = RecordingSplitDelegate()
        delegate.showDetailHandled = true
        split.delegate = delegate
        master.showDetailViewController(UIViewController(), sender: nil)
        #expect(delegate.calls == ["showDetail"])
        #expect(split.viewControllers[1] === detail)
    }

    @Test("Column-style, expanded: showDetailViewController shows the controller in the secondary column")
    func columnShowDetail() {
        let clock = MediaClock.installVirtual()
        let list = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let window = makeWindow(root: split, clock: clock, frame: CGRect(origin: .zero, size: regularSize))
        defer { withExtendedLifetime(window) {} }
        window.layoutIfNeeded()
        let next = UIViewController()
        list.showDetailViewController(next, sender: nil)
        window.layoutIfNeeded()
        #expect(split.viewController(for: .secondary) === next)
        #expect(next.view.window === window && next.view.convert(next.view.bounds, to: window).minX == 320)
    }

    @Test("Column-style, collapsed: setting the secondary column pushes it onto the joined stack")
    func columnSetWhileCollapsed() {
        let clock = MediaClock.installVirtual()
        let list = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        let window = makeWindow(root: split, clock: clock)
        defer { withExtendedLifetime(window) {} }
        window.layoutIfNeeded()
        let detail = UIViewController()
        split.setViewController(detail, for: .secondary)
        clock.advance(by: 1)
        let primary = split.viewControllers[0] as? UINavigationController
        #expect(primary?.topViewController === detail)
    }

    @Test("Without a split view controller, showDetailViewController presents modally")
    func noSplit() {
        let clock = MediaClock.installVirtual()
        let root = UIViewController()
        let window = makeWindow(root: root, clock: clock)
        defer { withExtendedLifetime(window) {} }
        let shown = UIViewController()
        root.showDetailViewController(shown, sender: nil)
        clock.advance(by: 1)
        #expect(root.presentedViewController === shown)
        #expect(root.splitViewController == nil)
    }
}
