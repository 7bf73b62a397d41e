import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `UISplitViewController` in a horizontally regular environment, from
/// Apple's documentation: the two forms, display modes, column widths and
/// showing and hiding columns.
@MainActor
@Suite("UISplitViewController")
struct UISplitViewControllerTests {
    func regularWindow(_ split: UISplitViewController, clock: MediaClock) -> UIWindow {
        let window = makeWindow(root: split, clock: clock, frame: CGRect(origin: .zero, size: regularSize))
        window.layoutIfNeeded()
        return window
    }

    @Test("A classic split holds its primary and secondary in viewControllers; its style is unspecified")
    func classicForm() {
        let primary = UIViewController(), secondary = UIViewController()
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        #expect(split.style == .unspecified)
        #expect(split.viewControllers.count == 2 && split.viewControllers[0] === primary && split.viewControllers[1] === secondary)
        #expect(primary.splitViewController === split && secondary.parent === split)
        #expect(split.viewController(for: .primary) == nil, "viewController(for:) is for column-style splits")
    }

    @Test("A column-style split wraps each column's controller in a navigation controller and gives it back from viewController(for:)")
    func columnForm() {
        let list = UIViewController(), detail = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        #expect(split.style == .doubleColumn)
        #expect(split.viewController(for: .primary) === list && split.viewController(for: .secondary) === detail)
        let navigations = split.viewControllers.compactMap { $0 as? UINavigationController }
        #expect(navigations.count == 2)
        #expect(navigations.first?.viewControllers.first === list && navigations.last?.viewControllers.first === detail)
        #expect(list.splitViewController === split && list.navigationController === navigations.first)
        let existing = UINavigationController(rootViewController: UIViewController())
        split.setViewController(existing, for: .secondary)
        #expect(split.viewControllers.last === existing, "a navigation controller is used as it is")
    }

    @Test("Regular width, landscape: the primary column (320 pt) beside the secondary, both drawn as child views with a separator")
    func sideBySide() throws {
        let clock = MediaClock.installVirtual()
        let primary = UIViewController(), secondary = UIViewController()
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        let window = regularWindow(split, clock: clock)
        defer { withExtendedLifetime(window) {} }
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.primaryColumnWidth == 320)
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(secondary.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
        #expect(primary.view.superview === split.view && secondary.view.superview === split.view)
        let root = try #require(split.view as? SplitRootView)
        let separator = try #require(root.separators.first)
        #expect(!separator.isHidden && separator.frame.maxX == 320 && separator.frame.height == 768)
    }

    @Test("preferredDisplayMode .secondaryOnly shows the secondary alone, after telling the delegate willChangeTo")
    func secondaryOnly() {
        let clock = MediaClock.installVirtual()
        let primary = UIViewController(), secondary = UIViewController()
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        let delegate = RecordingSplitDelegate()
        split.delegate = delegate
        let window = regularWindow(split, clock: clock)
        defer { withExtendedLifetime(window) {} }
        split.preferredDisplayMode = .secondaryOnly
        window.layoutIfNeeded()
        #expect(delegate.calls == ["willChangeTo(secondaryOnly)"])
        #expect(split.displayMode == .secondaryOnly)
        #expect(secondary.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(primary.viewIfLoaded?.superview == nil)
    }

    @Test("Column widths: the points value wins over the fraction; minimum and maximum bound both (maximum 320 by default)")
    func widths() {
        let clock = MediaClock.installVirtual()
        let split = UISplitViewController()
        split.viewControllers = [UIViewController(), UIViewController()]
        let window = regularWindow(split, clock: clock)
        defer { withExtendedLifetime(window) {} }
        split.preferredPrimaryColumnWidthFraction = 0.4
        #expect(split.primaryColumnWidth == 320, "40 % of 1024 is 409.6, above the default maximum")
        split.maximumPrimaryColumnWidth = 500
        #expect(split.primaryColumnWidth == 1024 * 0.4)
        split.preferredPrimaryColumnWidthFraction = 0.1
        split.minimumPrimaryColumnWidth = 200
        #expect(split.primaryColumnWidth == 200)
        split.preferredPrimaryColumnWidth = 250
        #expect(split.primaryColumnWidth == 250)
        window.layoutIfNeeded()
        #expect(split.viewControllers[0].view.frame.width == 250)
        #expect(UISplitViewController.automaticDimension < 0)
    }

    @Test("Triple column, twoBesideSecondary: primary, supplementary and secondary side by side")
    func tripleColumn() {
        let clock = MediaClock.installVirtual()
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .supplementary)
        split.setViewController(UIViewController(), for: .secondary)
        split.preferredDisplayMode = .twoBesideSecondary
        let window = regularWindow(split, clock: clock)
        defer { withExtendedLifetime(window) {} }
        let frames = split.viewControllers.map { $0.view.frame }
        #expect(frames == [CGRect(x: 0, y: 0, width: 320, height: 768), CGRect(x: 320, y: 0, width: 320, height: 768),
                           CGRect(x: 640, y: 0, width: 384, height: 768)])
        #expect(split.supplementaryColumnWidth == 320)
    }

    @Test("A double-column split uses only the one-column modes: twoBesideSecondary becomes oneBesideSecondary")
    func doubleColumnModes() {
        let split = UISplitViewController(style: .doubleColumn)
        split.preferredDisplayMode = .twoBesideSecondary
        #expect(split.displayMode == .oneBesideSecondary)
        split.preferredDisplayMode = .twoOverSecondary
        #expect(split.displayMode == .oneOverSecondary)
    }

    @Test("show(_:) and hide(_:) change the display mode for the split behavior without willShow/willHide")
    func showAndHide() {
        let clock = MediaClock.installVirtual()
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController(), secondary = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        split.preferredDisplayMode = .secondaryOnly
        split.preferredSplitBehavior = .tile
        let delegate = RecordingSplitDelegate()
        split.delegate = delegate
        let window = regularWindow(split, clock: clock)
        defer { withExtendedLifetime(window) {} }
        split.show(.primary)
        clock.advance(by: 0.5)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(delegate.calls == ["willChangeTo(oneBesideSecondary)"])
        #expect(split.viewControllers[0].view.frame.width == 320 && split.viewControllers[1].view.frame.minX == 320)
        split.hide(.primary)
        clock.advance(by: 0.5)
        #expect(split.displayMode == .secondaryOnly)
        #expect(delegate.calls == ["willChangeTo(oneBesideSecondary)", "willChangeTo(secondaryOnly)"])
        #expect(split.viewControllers[0].viewIfLoaded?.superview == nil)

        split.preferredSplitBehavior = .overlay
        #expect(split.splitBehavior == .overlay)
        split.show(.primary)
        clock.advance(by: 0.5)
        #expect(split.displayMode == .oneOverSecondary)
        #expect(split.viewControllers[1].view.frame.width == 1024, "an overlaid column leaves the secondary its full width")
    }

    @Test("The display mode button shows the hidden primary column, with willShow, and hides it again, with willHide")
    func displayModeButton() throws {
        let clock = MediaClock.installVirtual()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        split.preferredDisplayMode = .secondaryOnly
        split.preferredSplitBehavior = .tile
        let delegate = RecordingSplitDelegate()
        split.delegate = delegate
        let window = regularWindow(split, clock: clock)
        defer { withExtendedLifetime(window) {} }
        let button = split.displayModeButtonItem
        #expect(button === split.displayModeButtonItem)
        try #require(button.primaryAction).perform(sender: button)
        clock.advance(by: 0.5)
        #expect(delegate.calls == ["targetDisplayModeForAction", "willChangeTo(oneBesideSecondary)", "willShow(primary)"])
        #expect(split.displayMode == .oneBesideSecondary)
        delegate.calls = []
        try #require(button.primaryAction).perform(sender: button)
        clock.advance(by: 0.5)
        #expect(delegate.calls == ["targetDisplayModeForAction", "willChangeTo(secondaryOnly)", "willHide(primary)"])
    }

    @Test("primaryEdge .trailing puts the primary column on the right")
    func trailingEdge() {
        let clock = MediaClock.installVirtual()
        let primary = UIViewController(), secondary = UIViewController()
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        split.primaryEdge = .trailing
        let window = regularWindow(split, clock: clock)
        defer { withExtendedLifetime(window) {} }
        #expect(primary.view.frame == CGRect(x: 704, y: 0, width: 320, height: 768))
        #expect(secondary.view.frame == CGRect(x: 0, y: 0, width: 704, height: 768))
    }

    @Test("In portrait the automatic display mode shows the secondary only")
    func portrait() {
        let clock = MediaClock.installVirtual()
        let split = UISplitViewController()
        split.viewControllers = [UIViewController(), UIViewController()]
        let window = makeWindow(root: split, clock: clock, frame: CGRect(x: 0, y: 0, width: 768, height: 1024))
        defer { withExtendedLifetime(window) {} }
        window.layoutIfNeeded()
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .secondaryOnly)
        #expect(split.splitBehavior == .overlay)
    }

    @Test("A tap on the secondary hides a primary column laid over it, telling the delegate willHide")
    func tapHidesOverlay() {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        split.preferredDisplayMode = .secondaryOnly
        split.preferredSplitBehavior = .overlay
        let delegate = RecordingSplitDelegate()
        split.delegate = delegate
        let harness = TransitionHarness(root: split, size: regularSize)
        split.show(.primary)
        harness.advance(by: 0.5)
        #expect(split.displayMode == .oneOverSecondary)
        delegate.calls = []
        harness.tap(at: CGPoint(x: 800, y: 400))
        harness.advance(by: 0.5)
        #expect(delegate.calls == ["willChangeTo(secondaryOnly)", "willHide(primary)"])
        #expect(split.displayMode == .secondaryOnly)
        #expect(split.viewControllers[0].viewIfLoaded?.superview == nil)
    }

    final class AppearanceRecorder: UIViewController {
        var events: [String] = []
        override func viewWillAppear(_ animated: Bool) { events.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { events.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { events.append("didDisappear") }
    }

    @Test("Shown columns appear once with the split; a column the display mode hides disappears")
    func appearance() {
        let clock = MediaClock.installVirtual()
        let primary = AppearanceRecorder(), secondary = AppearanceRecorder()
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        let window = regularWindow(split, clock: clock)
        defer { withExtendedLifetime(window) {} }
        clock.advance(by: 0.1)
        #expect(primary.events == ["willAppear", "didAppear"])
        #expect(secondary.events == ["willAppear", "didAppear"])
        split.preferredDisplayMode = .secondaryOnly
        window.layoutIfNeeded()
        #expect(primary.events == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(secondary.events == ["willAppear", "didAppear"])
    }

    @Test("presentsWithGesture: a swipe from the primary edge shows the hidden primary column; off, it does not")
    func edgeSwipe() {
        for presents in [true, false] {
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(UIViewController(), for: .primary)
            split.setViewController(UIViewController(), for: .secondary)
            split.preferredDisplayMode = .secondaryOnly
            split.presentsWithGesture = presents
            let harness = TransitionHarness(root: split, size: regularSize)
            harness.edgeSwipe(from: .left, distance: 200, duration: 0.3)
            harness.advance(by: 0.5)
            #expect((split.displayMode != .secondaryOnly) == presents)
        }
    }

    @Test("A column-style split shows its display mode button in the leading-most shown column's navigation bar")
    func displayModeButtonPlacement() throws {
        let clock = MediaClock.installVirtual()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        split.preferredSplitBehavior = .tile
        let window = regularWindow(split, clock: clock)
        defer { withExtendedLifetime(window) {} }
        let primary = try #require(split.viewControllers.first as? UINavigationController)
        let secondary = try #require(split.viewControllers.last as? UINavigationController)
        let button = split.displayModeButtonItem
        window.layoutIfNeeded()
        #expect(primary.navigationBar.splitDisplayModeItem === button && secondary.navigationBar.splitDisplayModeItem == nil)
        #expect(primary.navigationBar.frame(for: button) != nil, "the bar draws it")
        split.hide(.primary)
        clock.advance(by: 0.5)
        window.layoutIfNeeded()
        #expect(secondary.navigationBar.splitDisplayModeItem === button && primary.navigationBar.splitDisplayModeItem == nil)
        #expect(secondary.navigationBar.frame(for: button)?.minX == 16)
        split.displayModeButtonVisibility = .never
        window.layoutIfNeeded()
        #expect(secondary.navigationBar.splitDisplayModeItem == nil)
    }
}
