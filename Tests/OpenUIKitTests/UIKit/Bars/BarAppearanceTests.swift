import Foundation
import Testing
@testable import OpenUIKit

/// Bar appearances (iOS 13; Apple: "Customizing Your App's Navigation Bar",
/// `UIBarAppearance`, `UINavigationBar.standardAppearance`,
/// `scrollEdgeAppearance`, `UINavigationItem.standardAppearance`,
/// `UITabBarAppearance`).
@MainActor
@Suite("Bar appearances")
struct BarAppearanceTests {
    func window(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    func hairline(of bar: UINavigationBar) -> CALayer? { bar.layer.sublayers?.first { $0.name == "hairline" } }

    @Test("A new appearance has the default background; opaque and transparent configurations replace it")
    func configurations() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect != nil && appearance.backgroundColor == nil && appearance.shadowColor != nil)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground && appearance.shadowColor != nil)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)
        appearance.configureWithDefaultBackground()
        #expect(appearance.backgroundEffect != nil)
    }

    @Test("standardAppearance is copied when set (@NSCopying): later changes to the object do not reach the bar")
    func assignmentCopies() {
        let bar = UINavigationBar(frame: .zero)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemRed
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.standardAppearance = appearance
        appearance.backgroundColor = .systemGreen
        #expect(bar.standardAppearance !== appearance)
        #expect(bar.standardAppearance.backgroundColor == .systemRed)
        #expect(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)
    }

    @Test("A bar draws its standard appearance: background colour, title colour, no hairline for a clear shadow")
    func barDrawsAppearance() {
        let content = UIViewController()
        content.title = "Inbox"
        let navigation = UINavigationController(rootViewController: content)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.shadowColor = .clear
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        let window = window(navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        bar.layoutIfNeeded()
        #expect(bar.backgroundColor == .systemIndigo)
        #expect(bar.titleLabel.textColor == .white)
        #expect(hairline(of: bar)?.isHidden == true)
    }

    @Test("The top item's appearance wins over the bar's while it is on top; popping goes back to the bar's")
    func itemAppearanceWins() {
        let first = UIViewController(), second = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        let barAppearance = UINavigationBarAppearance()
        barAppearance.configureWithOpaqueBackground()
        barAppearance.backgroundColor = .systemBlue
        navigation.navigationBar.standardAppearance = barAppearance
        navigation.navigationBar.scrollEdgeAppearance = barAppearance
        let itemAppearance = UINavigationBarAppearance()
        itemAppearance.configureWithOpaqueBackground()
        itemAppearance.backgroundColor = .systemOrange
        second.navigationItem.standardAppearance = itemAppearance
        second.navigationItem.scrollEdgeAppearance = itemAppearance
        let clock = MediaClock.installVirtual()
        let window = window(navigation)
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(second, animated: false)
        clock.advance(by: 0.5)
        navigation.navigationBar.layoutIfNeeded()
        #expect(navigation.navigationBar.backgroundColor == .systemOrange)
        navigation.popViewController(animated: false)
        clock.advance(by: 0.5)
        navigation.navigationBar.layoutIfNeeded()
        #expect(navigation.navigationBar.backgroundColor == .systemBlue)
    }

    @Test("At the scroll edge the bar draws scrollEdgeAppearance; scrolled, its standard one")
    func scrollEdge() {
        final class ListController: UIViewController {
            let scrollView = UIScrollView()
            override func loadView() { view = scrollView }
            override func viewDidLoad() { scrollView.contentSize = CGSize(width: 390, height: 3000) }
        }
        let list = ListController()
        let navigation = UINavigationController(rootViewController: list)
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .systemTeal
        let edge = UINavigationBarAppearance()
        edge.configureWithTransparentBackground()
        navigation.navigationBar.standardAppearance = standard
        navigation.navigationBar.scrollEdgeAppearance = edge
        let window = window(navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        bar.layoutIfNeeded()
        #expect(bar.backgroundColor == nil)
        let top = -list.scrollView.adjustedContentInset.top
        list.scrollView.contentOffset = CGPoint(x: 0, y: top + 200)
        bar.layoutIfNeeded()
        #expect(bar.backgroundColor == .systemTeal)
        list.scrollView.contentOffset = CGPoint(x: 0, y: top)
        bar.layoutIfNeeded()
        #expect(bar.backgroundColor == nil)
    }

    @Test("A tab bar colours its items from the appearance's stacked layout: selected and normal icon colours")
    func tabBarAppearance() {
        let a = UIViewController(), b = UIViewController()
        a.tabBarItem = UITabBarItem(title: "A", image: nil, tag: 0)
        b.tabBarItem = UITabBarItem(title: "B", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .black
        appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
        appearance.stackedLayoutAppearance.normal.iconColor = .systemYellow
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        let window = window(tabs)
        defer { withExtendedLifetime(window) {} }
        tabs.tabBar.layoutIfNeeded()
        #expect(tabs.tabBar.backgroundColor == .black)
        let colours = (tabs.tabBar.layer.sublayers ?? []).compactMap(\.backgroundColor)
        #expect(colours.contains(UIColor.systemPink.cgColor) && colours.contains(UIColor.systemYellow.cgColor))
    }
}
