import Foundation
import Testing
@testable import OpenUIKit

/// A new subview of `parent` pinned to its safe-area guide's four edges.
@MainActor
func pinnedSubview(of parent: UIView) -> UIView {
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(content)
    let guide = parent.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
        content.topAnchor.constraint(equalTo: guide.topAnchor),
        content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
    return content
}

/// Safe-area insets and layout margins on the default 390 × 844 notched
/// iPhone screen (portrait 47 top / 34 bottom; landscape 47 left and right,
/// 21 bottom), and the guides built on them.
@MainActor
@Suite("Safe area and margins")
struct SafeAreaTests {
    @Test("A full-screen window and view get the device insets, portrait and landscape")
    func deviceInsets() {
        MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let full = UIView(frame: window.bounds)
        window.addSubview(full)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(full.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let middle = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        window.addSubview(middle)
        #expect(middle.safeAreaInsets == .zero)
        let nearTop = UIView(frame: CGRect(x: 0, y: 20, width: 100, height: 100))
        window.addSubview(nearTop)
        #expect(nearTop.safeAreaInsets.top == 27)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        full.frame = window.bounds
        #expect(full.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    }

    @Test("A subview pinned to the safe-area guide sits inside the insets")
    func safeAreaGuide() {
        MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let guide = window.safeAreaLayoutGuide
        let content = pinnedSubview(of: window)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 47, y: 0, width: 750, height: 369))
    }

    @Test("Margins default to 8, add the safe area, and feed margin attributes")
    func margins() {
        MediaClock.installVirtual()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(plain.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(plain.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        plain.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: plain.layoutMarginsGuide.leadingAnchor),
            child.topAnchor.constraint(equalTo: plain.layoutMarginsGuide.topAnchor),
            child.trailingAnchor.constraint(equalTo: plain.layoutMarginsGuide.trailingAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        plain.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 8, width: 184, height: 10))
        plain.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 0, right: 10)
        plain.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 30, y: 20, width: 160, height: 10))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let full = UIView(frame: window.bounds)
        window.addSubview(full)
        #expect(full.layoutMargins == UIEdgeInsets(top: 55, left: 8, bottom: 42, right: 8))
        full.insetsLayoutMarginsFromSafeArea = false
        #expect(full.layoutMargins.top == 8)
    }

    @Test("A controller's additional insets add to its view's; the callbacks run in layout")
    func controllerInsets() {
        MediaClock.installVirtual()
        final class Screen: UIViewController {
            var changes = 0
            override func viewSafeAreaInsetsDidChange() { changes += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = Screen()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(screen.view.layoutMargins.left == 16)
        let before = screen.changes
        #expect(before >= 1)
        screen.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(screen.view.safeAreaInsets.top == 57)
        #expect(screen.changes == before + 1)
    }

    /// UIKit lays a tab's view out under the translucent tab bar and gives it
    /// the bar's extent as its bottom safe-area inset (49 pt bar + 34 pt home
    /// indicator on a notched portrait screen), through a navigation
    /// controller too; a guide-pinned view ends above the bar.
    @Test("A tab bar controller's children get the tab bar's extent as their bottom inset")
    func tabBarInset() {
        MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let plain = UIViewController()
        let list = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [plain, UINavigationController(rootViewController: list)]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(plain.view.frame == window.bounds)
        #expect(plain.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        let content = pinnedSubview(of: plain.view)
        plain.view.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 83))
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(list.view.safeAreaInsets.bottom == 83)
        #expect(list.view.safeAreaInsets.top == 91)
    }
}

/// Constraint-based layout through a rotation (`UIWindow.transition(toSize:duration:)`).
@MainActor
@Suite("Auto Layout in size transitions")
struct SizeTransitionLayoutTests {
    @Test("A view pinned to the safe area follows a rotation, animated, and ends at the landscape frame")
    func rotation() {
        let clock = MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let content = pinnedSubview(of: root.view)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        window.transition(toSize: CGSize(width: 844, height: 390), duration: 0.4)
        #expect(content.frame == CGRect(x: 47, y: 0, width: 750, height: 369))
        #expect(!(content.layer.animationKeys() ?? []).isEmpty)
        clock.advance(by: 0.5)
        #expect(content.frame == CGRect(x: 47, y: 0, width: 750, height: 369))
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
    }
}

/// The deprecated `topLayoutGuide`/`bottomLayoutGuide` (`UILayoutSupport`).
@MainActor
@Suite("UILayoutSupport")
struct LayoutSupportTests {
    @available(iOS, deprecated: 11.0)
    @Test("The top and bottom guides span the unsafe strips; content between them fills the safe area")
    func guides() {
        MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.topLayoutGuide.length == 47)
        #expect(controller.bottomLayoutGuide.length == 34)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            content.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 47, width: 100, height: 763))
    }
}
