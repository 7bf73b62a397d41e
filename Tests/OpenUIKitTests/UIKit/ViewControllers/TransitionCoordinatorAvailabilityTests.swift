import Foundation
import Testing
@testable import OpenUIKit

/// `transitionCoordinator` is non-nil on every controller taking part in a
/// transition — presented and presenting, their parents and children,
/// navigation and tab children — while it runs, and nil afterwards (UIKit
/// docs: `UIViewController.transitionCoordinator`: "for child view
/// controllers … returns the coordinator of the parent when it is involved").
@MainActor
@Suite("transitionCoordinator availability")
struct TransitionCoordinatorAvailabilityTests {
    func hasCoordinator(_ controllers: [UIViewController]) -> [Bool] { controllers.map { $0.transitionCoordinator != nil } }

    @Test("A modal presentation: presenter, the child that asked, the presented navigation controller and its child")
    func modal() {
        let clock = MediaClock.installVirtual()
        let container = UIViewController(), source = UIViewController()
        container.addChild(source)
        container.view.addSubview(source.view)
        source.didMove(toParent: container)
        let window = makeWindow(root: container, clock: clock)
        defer { withExtendedLifetime(window) {} }
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        navigation.modalPresentationStyle = .fullScreen
        source.present(navigation, animated: true)
        clock.tick()
        clock.advance(by: 0.1)
        let all = [container, source, navigation, content]
        #expect(hasCoordinator(all) == [true, true, true, true])
        #expect(container.transitionCoordinator === navigation.transitionCoordinator)
        clock.advance(by: 1)
        #expect(hasCoordinator(all) == [false, false, false, false])
        navigation.dismiss(animated: true)
        clock.tick()
        clock.advance(by: 0.1)
        #expect(hasCoordinator(all) == [true, true, true, true])
        clock.advance(by: 1)
        #expect(hasCoordinator(all) == [false, false, false, false])
    }

    @Test("A push: the navigation controller, both controllers and a child of the pushed one")
    func push() {
        let clock = MediaClock.installVirtual()
        let first = UIViewController(), second = UIViewController(), inner = UIViewController()
        second.addChild(inner)
        second.view.addSubview(inner.view)
        inner.didMove(toParent: second)
        let navigation = UINavigationController(rootViewController: first)
        let window = makeWindow(root: navigation, clock: clock)
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(second, animated: true)
        clock.tick()
        clock.advance(by: 0.1)
        #expect(hasCoordinator([navigation, first, second, inner]) == [true, true, true, true])
        clock.advance(by: 1)
        #expect(hasCoordinator([navigation, first, second, inner]) == [false, false, false, false])
    }

    @Test("A tab switch: the tab bar controller and both tabs")
    func tabSwitch() {
        final class Slow: NSObject, UITabBarControllerDelegate, UIViewControllerAnimatedTransitioning {
            func tabBarController(_ tabBarController: UITabBarController,
                                  animationControllerForTransitionFrom fromVC: UIViewController,
                                  to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
            func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
                let to = ctx.view(forKey: .to)!
                ctx.containerView.addSubview(to)
                to.alpha = 0
                UIView.animate(withDuration: 0.4, animations: { to.alpha = 1 }, completion: { _ in ctx.completeTransition(true) })
            }
        }
        let clock = MediaClock.installVirtual()
        let a = UIViewController(), b = UIViewController()
        let tabs = UITabBarController()
        let slow = Slow()
        tabs.delegate = slow
        tabs.viewControllers = [a, b]
        let window = makeWindow(root: tabs, clock: clock)
        defer { withExtendedLifetime(window) {} }
        tabs.selectedIndex = 1
        clock.tick()
        clock.advance(by: 0.1)
        #expect(hasCoordinator([tabs, a, b]) == [true, true, true])
        clock.advance(by: 1)
        #expect(hasCoordinator([tabs, a, b]) == [false, false, false])
        withExtendedLifetime(slow) {}
    }
}
