import Foundation
import Testing
@testable import OpenUIKit

/// `UINavigationItem.titleView` and `backBarButtonItem`, and a tab bar
/// item's image (UIKit: a navigation item's title view is shown at the bar's
/// centre in place of its title; the back button shows the previous item's
/// `backBarButtonItem` title when it has one).
@MainActor
@Suite("Navigation and tab bar items")
struct UINavigationItemTests {
    @Test("A title view replaces the title at the bar's centre and leaves with its item")
    func titleView() {
        let clock = MediaClock.installVirtual()
        let a = UIViewController(), b = UIViewController()
        a.title = "Alpha"
        let logo = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        a.navigationItem.titleView = logo
        let nav = UINavigationController(rootViewController: a)
        let window = makeWindow(root: nav, clock: clock)
        defer { withExtendedLifetime(window) {} }
        let bar = nav.navigationBar
        bar.layoutIfNeeded()
        #expect(logo.superview === bar && bar.titleLabel.isHidden)
        #expect(logo.frame.size == CGSize(width: 80, height: 30))
        #expect(logo.frame.midX == bar.bounds.midX)
        #expect(abs(logo.frame.midY - (bar.statusBarHeight + UINavigationBar.barHeight / 2)) < 1e-9)
        a.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Photos", style: .plain, target: nil, action: nil)
        nav.pushViewController(b, animated: false)
        clock.advance(by: 0.1)
        bar.layoutIfNeeded()
        #expect(logo.superview == nil && !bar.titleLabel.isHidden)
        #expect(bar.backLabel.text == "‹ Photos")
    }

    @Test("A tab bar item's image is its marker's template (selected blue, others grey)")
    func tabBarItemImage() throws {
        let pixels = [UInt8](repeating: 255, count: 4 * 4 * 4)
        let image = UIImage(cgImage: try #require(CGImage(width: 4, height: 4, premultipliedRGBA: pixels)))
        let tabs = UITabBarController()
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "One", image: image, tag: 1)
        second.tabBarItem = UITabBarItem(title: "Two", image: nil, selectedImage: image)
        tabs.viewControllers = [first, second]
        tabs.tabBar.frame = CGRect(x: 0, y: 0, width: 390, height: 83)
        tabs.tabBar.layoutIfNeeded()
        let markers = (tabs.tabBar.layer.sublayers ?? []).filter { $0.bounds.size == CGSize(width: 24, height: 24) }
        #expect(markers.count == 2)
        #expect((markers[0].mask?.contents as? CGImage) === image.cgImage)
        #expect(markers[0].backgroundColor == UIColor.systemBlue.cgColor)
        #expect(markers[1].mask == nil && markers[1].backgroundColor == UIColor.systemGray.cgColor)
        #expect(first.tabBarItem.tag == 1 && second.tabBarItem.selectedImage === image)
    }
}
