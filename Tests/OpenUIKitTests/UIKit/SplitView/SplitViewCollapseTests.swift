import Foundation
import Testing
@testable import OpenUIKit

/// Collapsing and expanding, from Apple's documentation of
/// `UISplitViewControllerDelegate` and `collapseSecondaryViewController(_:for:)`:
/// the order of the delegate's calls, the default push of the secondary
/// onto a primary navigation controller, and the way back.
@MainActor
@Suite("UISplitViewController collapsing")
struct SplitViewCollapseTests {
    func classicSplit() -> (UISplitViewController, UINavigationController, UIViewController, UIViewController) {
        let master = UIViewController(), detail = UIViewController()
        let navigation = UINavigationController(rootViewController: master)
        let split = UISplitViewController()
        split.viewControllers = [navigation, detail]
        return (split, navigation, master, detail)
    }

    @Test("Classic, compact width: primaryViewController(forCollapsing:), then collapseSecondary:onto:; the navigation controller pushes the secondary")
    func classicCollapseOrder() {
        let clock = MediaClock.installVirtual()
        let (split, navigation, master, detail) = classicSplit()
        let delegate = RecordingSplitDelegate()
        split.delegate = delegate
        let window = makeWindow(root: split, clock: clock)
        defer { withExtendedLifetime(window) {} }
        window.layoutIfNeeded()
        #expect(delegate.calls == ["primaryViewController(forCollapsing:)", "collapseSecondary:onto:"])
        #expect(split.isCollapsed)
        #expect(split.viewControllers.count == 1 && split.viewControllers[0] === navigation)
        #expect(navigation.viewControllers.count == 2 && navigation.viewControllers[0] === master && navigation.viewControllers[1] === detail)
        #expect(detail.navigationController === navigation)
        #expect(navigation.view.frame == window.bounds)
    }

    @Test("Returning true from collapseSecondary:onto: leaves the secondary out: the primary alone is shown")
    func collapseHandledByDelegate() {
        let clock = MediaClock.installVirtual()
        let (split, navigation, master, detail) = classicSplit()
        let delegate = RecordingSplitDelegate()
        delegate.collapseHandled = true
        split.delegate = delegate
        let window = makeWindow(root: split, clock: clock)
        defer { withExtendedLifetime(window) {} }
        window.layoutIfNeeded()
        #expect(navigation.viewControllers.count == 1 && navigation.viewControllers[0] === master)
        #expect(detail.parent == nil)
    }

    @Test("A primary that is not a navigation controller does nothing with the secondary (UIViewController's default)")
    func plainPrimary() {
        let clock = MediaClock.installVirtual()
        let primary = UIViewController(), secondary = UIViewController()
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        let window = makeWindow(root: split, clock: clock)
        defer { withExtendedLifetime(window) {} }
        window.layoutIfNeeded()
        #expect(split.isCollapsed && split.viewControllers.count == 1 && split.viewControllers[0] === primary)
        #expect(secondary.parent == nil && secondary.viewIfLoaded?.window == nil)
    }

    @Test("Classic, back to regular width: primaryViewController(forExpanding:), separateSecondaryFrom:; the pushed secondary comes back beside the primary")
    func classicExpand() {
        let clock = MediaClock.installVirtual()
        let (split, navigation, master, detail) = classicSplit()
        let delegate = RecordingSplitDelegate()
        split.delegate = delegate
        let window = makeWindow(root: split, clock: clock, frame: CGRect(origin: .zero, size: compactLandscapeSize))
        defer { withExtendedLifetime(window) {} }
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        delegate.calls = []
        window.transition(toSize: regularSize)
        clock.advance(by: 0.5)
        #expect(delegate.calls.prefix(2) == ["primaryViewController(forExpanding:)", "separateSecondaryFrom:"])
        #expect(!split.isCollapsed)
        #expect(split.viewControllers.count == 2 && split.viewControllers[0] === navigation && split.viewControllers[1] === detail)
        #expect(navigation.viewControllers.count == 1 && navigation.viewControllers[0] === master)
        #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
    }

    @Test("A secondary navigation controller's stack is pushed at the collapse and given back to it at the expansion")
    func nestedNavigation() {
        let clock = MediaClock.installVirtual()
        let master = UIViewController(), detail = UIViewController()
        let primary = UINavigationController(rootViewController: master)
        let secondary = UINavigationController(rootViewController: detail)
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        let window = makeWindow(root: split, clock: clock, frame: CGRect(origin: .zero, size: regularSize))
        defer { withExtendedLifetime(window) {} }
        window.layoutIfNeeded()
        window.transition(toSize: compactLandscapeSize)
        clock.advance(by: 0.5)
        #expect(split.isCollapsed)
        #expect(primary.viewControllers.count == 2 && primary.viewControllers[1] === detail)
        window.transition(toSize: regularSize)
        clock.advance(by: 0.5)
        #expect(split.viewControllers.count == 2 && split.viewControllers[1] === secondary)
        #expect(secondary.viewControllers.count == 1 && secondary.viewControllers[0] === detail)
        #expect(primary.viewControllers.count == 1)
    }

    @Test("Column-style: topColumnForCollapsing is proposed the secondary, then didCollapse; the primary's stack takes the secondary's")
    func columnCollapse() {
        let clock = MediaClock.installVirtual()
        let list = UIViewController(), detail = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let delegate = RecordingSplitDelegate()
        split.delegate = delegate
        let window = makeWindow(root: split, clock: clock)
        defer { withExtendedLifetime(window) {} }
        window.layoutIfNeeded()
        #expect(delegate.calls == ["topColumnForCollapsing(secondary)", "didCollapse"])
        let primary = split.viewControllers[0] as? UINavigationController
        #expect(primary?.viewControllers.count == 2 && primary?.viewControllers.last === detail)
        #expect(primary?.view.frame == window.bounds)
    }

    @Test("Column-style: choosing the primary as the top column shows the primary's stack alone")
    func columnCollapseToPrimary() {
        let clock = MediaClock.installVirtual()
        let list = UIViewController(), detail = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let delegate = RecordingSplitDelegate()
        delegate.topColumn = .primary
        split.delegate = delegate
        let window = makeWindow(root: split, clock: clock)
        defer { withExtendedLifetime(window) {} }
        window.layoutIfNeeded()
        let primary = split.viewControllers[0] as? UINavigationController
        #expect(primary?.viewControllers.count == 1 && primary?.viewControllers.first === list)
    }

    @Test("Column-style: a compact column's controller is what the collapsed split shows")
    func compactColumn() {
        let clock = MediaClock.installVirtual()
        let compact = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        split.setViewController(compact, for: .compact)
        let window = makeWindow(root: split, clock: clock)
        defer { withExtendedLifetime(window) {} }
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        #expect(compact.view.superview === split.view && compact.view.frame == window.bounds)
        #expect(split.viewController(for: .compact) === compact)
    }

    @Test("Column-style expansion: displayModeForExpanding with the proposed mode, then didExpand; the columns get their stacks back")
    func columnExpand() {
        let clock = MediaClock.installVirtual()
        let list = UIViewController(), detail = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let delegate = RecordingSplitDelegate()
        delegate.expandingMode = .secondaryOnly
        split.delegate = delegate
        let window = makeWindow(root: split, clock: clock, frame: CGRect(origin: .zero, size: compactLandscapeSize))
        defer { withExtendedLifetime(window) {} }
        window.layoutIfNeeded()
        delegate.calls = []
        window.transition(toSize: regularSize)
        clock.advance(by: 0.5)
        #expect(delegate.calls == ["displayModeForExpanding(oneBesideSecondary)", "didExpand"])
        #expect(split.displayMode == .secondaryOnly, "the delegate's mode is taken")
        let navigations = split.viewControllers.compactMap { $0 as? UINavigationController }
        #expect(navigations.first?.viewControllers.count == 1 && navigations.first?.viewControllers.first === list)
        #expect(navigations.last?.viewControllers.count == 1 && navigations.last?.viewControllers.first === detail)
        #expect(navigations.last?.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
    }
}
