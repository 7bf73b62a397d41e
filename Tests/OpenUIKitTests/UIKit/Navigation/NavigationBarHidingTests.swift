import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `setNavigationBarHidden(_:animated:)`, from Apple's documentation: the
/// bar hides or shows, animated over `hideShowBarDuration`, and the
/// content's safe area follows.
@MainActor
@Suite("Navigation bar hiding")
struct NavigationBarHidingTests {
    @Test("Animated, the bar slides up off the top edge over hideShowBarDuration, then hides; showing slides it back")
    func slides() throws {
        let clock = MediaClock.installVirtual()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let window = makeWindow(root: nav, clock: clock)
        defer { withExtendedLifetime(window) {} }
        window.layoutIfNeeded()
        let bar = nav.navigationBar
        let height = bar.frame.height
        let shownTop = root.view.safeAreaInsets.top
        #expect(UINavigationController.hideShowBarDuration == 0.2)
        #expect(shownTop == height)

        nav.setNavigationBarHidden(true, animated: true)
        #expect(nav.isNavigationBarHidden)
        #expect(!bar.isHidden, "the bar stays visible while it slides")
        #expect(bar.frame.minY == -height)
        clock.tick()
        let start = clock.now
        clock.tick(at: start + 0.1)
        let midway = try #require(bar.layer.presentation()).frame.minY
        #expect(midway < 0 && midway > -height)
        clock.advance(by: 0.3)
        #expect(bar.isHidden)
        #expect(root.view.safeAreaInsets.top < shownTop)

        nav.setNavigationBarHidden(false, animated: true)
        #expect(!bar.isHidden && bar.frame.minY == 0)
        clock.advance(by: 0.4)
        #expect(!nav.isNavigationBarHidden && !bar.isHidden)
        #expect(root.view.safeAreaInsets.top == shownTop)
    }

    @Test("Not animated, it sets isNavigationBarHidden at once")
    func immediate() {
        let clock = MediaClock.installVirtual()
        let nav = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(root: nav, clock: clock)
        defer { withExtendedLifetime(window) {} }
        nav.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(nav.isNavigationBarHidden && nav.navigationBar.isHidden)
    }
}
