import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `UIToolbar` and a navigation controller's toolbar, from Apple's
/// documentation: hidden by default, the top controller's `toolbarItems`
/// shown, laid out above the bottom safe area, items and spaces, position.
@MainActor
@Suite("UIToolbar")
struct UIToolbarTests {
    final class Target {
        var taps = 0
        func tapped() { taps += 1 }
    }

    @Test("A navigation controller's toolbar is hidden by default")
    func hiddenByDefault() {
        let clock = MediaClock.installVirtual()
        let nav = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(root: nav, clock: clock)
        defer { withExtendedLifetime(window) {} }
        window.layoutIfNeeded()
        #expect(nav.isToolbarHidden)
        #expect(nav.toolbar.superview == nil || nav.toolbar.isHidden)
        #expect(nav.topViewController?.view.safeAreaInsets.bottom == 34)
    }

    @Test("Shown, the toolbar sits above the bottom safe area with the top controller's items, and the content's safe area grows by it")
    func shown() throws {
        let clock = MediaClock.installVirtual()
        let root = UIViewController()
        let items = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil as Selector?),
                     UIBarButtonItem.flexibleSpace(),
                     UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil as Selector?)]
        root.toolbarItems = items
        let nav = UINavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        let window = makeWindow(root: nav, clock: clock)
        defer { withExtendedLifetime(window) {} }
        window.layoutIfNeeded()
        let toolbar = try #require(nav.toolbar)
        #expect(toolbar.superview === nav.view && !toolbar.isHidden)
        #expect(toolbar.frame == CGRect(x: 0, y: 844 - 34 - 44, width: 390, height: 44))
        #expect(toolbar.items?.count == 3 && toolbar.items?[0] === items[0] && toolbar.items?[2] === items[2])
        #expect(toolbar.barPosition == .bottom)
        #expect(abs(root.view.safeAreaInsets.bottom - (34 + 44)) < 0.001)
        // The flexible space pushes the last item to the trailing margin.
        let first = try #require(toolbar.frame(for: items[0]))
        let last = try #require(toolbar.frame(for: items[2]))
        #expect(first.minX == 16 && last.maxX == 390 - 16)
        // The background reaches down over the home indicator area.
        #expect(abs(toolbar.backgroundView.frame.height - (44 + 34)) < 0.001)
    }

    @Test("A pushed controller's toolbarItems replace the previous ones")
    func pushedItems() {
        let clock = MediaClock.installVirtual()
        let root = UIViewController(), next = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil as Selector?)]
        let nextItem = UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil as Selector?)
        next.setToolbarItems([nextItem], animated: false)
        let nav = UINavigationController(rootViewController: root)
        nav.setToolbarHidden(false, animated: false)
        let window = makeWindow(root: nav, clock: clock)
        defer { withExtendedLifetime(window) {} }
        nav.pushViewController(next, animated: true)
        clock.advance(by: 1)
        #expect(nav.toolbar.items?.count == 1 && nav.toolbar.items?.first === nextItem)
        nav.popViewController(animated: true)
        clock.advance(by: 1)
        #expect(nav.toolbar.items?.first === root.toolbarItems?.first)
    }

    @Test("setToolbarItems on the top controller updates the toolbar at once")
    func setItemsOnTop() {
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        _ = nav.view
        let item = UIBarButtonItem(title: "X", style: .plain, target: nil, action: nil as Selector?)
        root.setToolbarItems([item], animated: false)
        #expect(nav.toolbar.items?.first === item)
    }

    @Test("setToolbarHidden(_:animated: true) slides the toolbar off the bottom edge, then hides it")
    func slides() throws {
        let clock = MediaClock.installVirtual()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        let window = makeWindow(root: nav, clock: clock)
        defer { withExtendedLifetime(window) {} }
        window.layoutIfNeeded()
        nav.setToolbarHidden(true, animated: true)
        #expect(nav.isToolbarHidden && !nav.toolbar.isHidden)
        #expect(nav.toolbar.frame.minY == 844)
        clock.tick()
        clock.tick(at: clock.now + 0.1)
        let midway = try #require(nav.toolbar.layer.presentation()).frame.minY
        #expect(midway > 844 - 34 - 44 && midway < 844)
        clock.advance(by: 0.3)
        #expect(nav.toolbar.isHidden)
        #expect(root.view.safeAreaInsets.bottom == 34)
    }

    @Test("Fixed spaces take their width; a tap on an item runs its action")
    func fixedSpaceAndTap() throws {
        let target = Target()
        let first = UIBarButtonItem(title: "One", style: .plain, target: nil, action: nil as Selector?)
        let second = UIBarButtonItem(title: "Two", style: .plain, target: target, action: Target.tapped)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 300, width: 390, height: 44))
        toolbar.items = [first, .fixedSpace(40), second]
        let host = UIViewController()
        let harness = TransitionHarness(root: host)
        host.view.addSubview(toolbar)
        toolbar.layoutIfNeeded()
        let firstFrame = try #require(toolbar.frame(for: first))
        let secondFrame = try #require(toolbar.frame(for: second))
        #expect(secondFrame.minX == firstFrame.maxX + 40 + 16)
        #expect(toolbar.barPosition == .any)
        harness.tap(at: toolbar.convert(CGPoint(x: secondFrame.midX, y: secondFrame.midY), to: harness.window))
        #expect(target.taps == 1)
    }

    @Test("A delegate can put the toolbar at the top: its hairline moves to the bottom edge")
    func position() throws {
        final class TopDelegate: NSObject, UIToolbarDelegate {
            func position(for bar: any UIBarPositioning) -> UIBarPosition { .top }
        }
        let delegate = TopDelegate()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        toolbar.delegate = delegate
        toolbar.layoutIfNeeded()
        #expect(toolbar.barPosition == .top)
        let hairline = try #require(toolbar.layer.sublayers?.first { $0.name == "hairline" })
        #expect(hairline.frame.minY == 44)
    }

    @Test("Appearances are copied when set, and the one in effect colours the background")
    func appearance() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let appearance = UIToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .red
        toolbar.standardAppearance = appearance
        appearance.backgroundColor = .green
        #expect(toolbar.standardAppearance.backgroundColor == .red)
        #expect(toolbar.standardAppearance !== appearance)
        toolbar.layoutIfNeeded()
        #expect(toolbar.backgroundView.backgroundColor == .red)
    }

    @Test("The legacy look: translucent bar colour by default, an opaque barTintColor when not translucent")
    func legacyLook() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(toolbar.isTranslucent && toolbar.barStyle == .default)
        #expect((toolbar.backgroundView.backgroundColor?.cgColor.alpha ?? 1) < 1)
        toolbar.barTintColor = .blue
        toolbar.isTranslucent = false
        #expect(toolbar.backgroundView.backgroundColor == .blue)
    }
}
