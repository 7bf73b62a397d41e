import Foundation
import Testing
@testable import OpenUIKit

/// Which controller's status-bar appearance is in effect, and when it
/// changes (UIKit docs: `preferredStatusBarStyle`, `prefersStatusBarHidden`,
/// `modalPresentationCapturesStatusBarAppearance`,
/// `setNeedsStatusBarAppearanceUpdate()`, `childForStatusBarStyle`).
@MainActor
@Suite("Status bar appearance")
struct StatusBarAppearanceTests {
    final class Styled: UIViewController {
        var style: UIStatusBarStyle
        var hidden = false
        var animation: UIStatusBarAnimation = .fade
        init(_ style: UIStatusBarStyle) {
            self.style = style
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
        override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { animation }
    }

    func manager(_ window: UIWindow) -> UIStatusBarManager { window.windowScene!.statusBarManager! }

    @Test("The root controller's style is in effect once the window shows; the frame is the 47 pt strip")
    func rootDecides() {
        let clock = MediaClock.installVirtual()
        let window = makeWindow(root: Styled(.lightContent), clock: clock)
        #expect(manager(window).statusBarStyle == .lightContent)
        #expect(manager(window).isStatusBarHidden == false)
        #expect(manager(window).statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
    }

    @Test("A full-screen presentation takes over when it completes, and gives it back when dismissed")
    func fullScreenCaptures() {
        let clock = MediaClock.installVirtual()
        let root = Styled(.darkContent), presented = Styled(.lightContent)
        presented.modalPresentationStyle = .fullScreen
        let window = makeWindow(root: root, clock: clock)
        root.present(presented, animated: true)
        clock.advance(by: 0.1)
        #expect(manager(window).statusBarStyle == .darkContent, "unchanged while the presentation runs")
        clock.advance(by: 1)
        #expect(manager(window).statusBarStyle == .lightContent)
        presented.dismiss(animated: true)
        clock.advance(by: 1)
        #expect(manager(window).statusBarStyle == .darkContent)
    }

    @Test("A sheet leaves the status bar to the presenter unless modalPresentationCapturesStatusBarAppearance is true")
    func sheetCapturesOnlyWhenAsked() {
        let clock = MediaClock.installVirtual()
        let root = Styled(.darkContent), sheet = Styled(.lightContent)
        sheet.modalPresentationStyle = .pageSheet
        let window = makeWindow(root: root, clock: clock)
        root.present(sheet, animated: false)
        clock.advance(by: 0.1)
        #expect(manager(window).statusBarStyle == .darkContent)
        sheet.dismiss(animated: false)
        clock.advance(by: 0.1)
        let capturing = Styled(.lightContent)
        capturing.modalPresentationStyle = .pageSheet
        capturing.modalPresentationCapturesStatusBarAppearance = true
        root.present(capturing, animated: false)
        clock.advance(by: 0.1)
        #expect(manager(window).statusBarStyle == .lightContent)
    }

    @Test("Navigation: the bar's style while the bar shows, the top controller's when it is hidden; the top decides hiding")
    func navigationForwarding() {
        let clock = MediaClock.installVirtual()
        let top = Styled(.lightContent)
        top.hidden = true
        let navigation = UINavigationController(rootViewController: top)
        let window = makeWindow(root: navigation, clock: clock)
        #expect(manager(window).statusBarStyle == .default)
        #expect(manager(window).isStatusBarHidden)
        #expect(manager(window).statusBarFrame == .zero)
        navigation.isNavigationBarHidden = true
        navigation.setNeedsStatusBarAppearanceUpdate()
        #expect(manager(window).statusBarStyle == .lightContent)
    }

    @Test("Navigation: a push changes the top controller, and the status bar follows when the push completes")
    func pushUpdates() {
        let clock = MediaClock.installVirtual()
        let first = Styled(.default), second = Styled(.default)
        second.hidden = true
        let navigation = UINavigationController(rootViewController: first)
        let window = makeWindow(root: navigation, clock: clock)
        navigation.pushViewController(second, animated: true)
        clock.advance(by: 0.1)
        #expect(manager(window).isStatusBarHidden == false)
        clock.advance(by: 1)
        #expect(manager(window).isStatusBarHidden)
    }

    @Test("Tab bar controllers forward to the selected controller")
    func tabForwarding() {
        let clock = MediaClock.installVirtual()
        let tabs = UITabBarController()
        tabs.viewControllers = [Styled(.lightContent), Styled(.darkContent)]
        let window = makeWindow(root: tabs, clock: clock)
        #expect(manager(window).statusBarStyle == .lightContent)
        tabs.selectedIndex = 1
        tabs.setNeedsStatusBarAppearanceUpdate()
        #expect(manager(window).statusBarStyle == .darkContent)
    }

    @Test("setNeedsStatusBarAppearanceUpdate inside an animation block animates with the controller's preferredStatusBarUpdateAnimation")
    func animatedUpdate() {
        let clock = MediaClock.installVirtual()
        let root = Styled(.default)
        root.animation = .slide
        let window = makeWindow(root: root, clock: clock)
        root.hidden = true
        UIView.animate(withDuration: 0.4) { root.setNeedsStatusBarAppearanceUpdate() }
        #expect(manager(window).isStatusBarHidden)
        #expect(manager(window).lastUpdateAnimation == .slide)
        #expect(manager(window).lastUpdateDuration == 0.4)
        root.hidden = false
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(manager(window).isStatusBarHidden == false)
        #expect(manager(window).lastUpdateAnimation == .none)
    }

    @Test("By default the status bar hides in a vertically compact environment (an iPhone in landscape)")
    func landscapeHides() {
        let screen = UIScreen.main
        defer { UIScreen.main = screen }
        let clock = MediaClock.installVirtual()
        let root = UIViewController()
        let window = makeWindow(root: root, clock: clock)
        #expect(manager(window).isStatusBarHidden == false)
        window.transition(toSize: CGSize(width: 844, height: 390), duration: 0.3)
        clock.advance(by: 0.5)
        #expect(manager(window).isStatusBarHidden)
    }
}
