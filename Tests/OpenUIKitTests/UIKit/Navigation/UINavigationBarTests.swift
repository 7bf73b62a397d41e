import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// The bar moves with a push or pop: the outgoing title slides away and
/// fades, the incoming one slides in and fades in, the back button
/// cross-fades; an interactive pop scrubs it and a cancel restores it.
@MainActor
@Suite("Navigation bar transitions")
struct UINavigationBarTests {
    /// The labels the bar shows, by text, other than its own two.
    private func outgoingLabels(_ bar: UINavigationBar) -> [UILabel] {
        bar.subviews.compactMap { $0 as? UILabel }.filter { $0 !== bar.titleLabel && $0 !== bar.backLabel }
    }

    private func navigation(_ clock: MediaClock) -> (UINavigationController, UIViewController, UIViewController, UIWindow) {
        let a = UIViewController(), b = UIViewController()
        a.title = "Alpha"; b.title = "Beta"
        let nav = UINavigationController(rootViewController: a)
        let window = makeWindow(root: nav, clock: clock)
        return (nav, a, b, window)
    }

    @Test("Halfway through a push both titles show at half opacity, the new one half way in from the right")
    func pushHalfway() throws {
        let clock = MediaClock.installVirtual()
        let (nav, _, b, window) = navigation(clock)
        defer { withExtendedLifetime(window) {} }
        let bar = nav.navigationBar
        let center = bar.titleLabel.frame
        nav.pushViewController(b, animated: true)
        clock.tick()                                    // the transition starts
        let start = clock.now
        clock.tick(at: start + 0.35 / 2)                // the built-in push lasts 0.35 s
        // The block's ease-in-ease-out curve is at 0.5 at half time (it is symmetric).
        let incoming = try #require(bar.titleLabel.layer.presentation())
        #expect(bar.titleLabel.text == "Beta")
        #expect(abs(Double(incoming.opacity) - 0.5) < 1e-6)
        // (Positions to 1e-4 pt: the curve is solved to 1e-6 of the distance.)
        #expect(abs(incoming.frame.minX - (center.minX + 0.5 * 0.5 * bar.bounds.width)) < 1e-4)
        let outgoing = try #require(outgoingLabels(bar).first { $0.text == "Alpha" })
        let leaving = try #require(outgoing.layer.presentation())
        #expect(abs(Double(leaving.opacity) - 0.5) < 1e-6)
        #expect(abs(leaving.frame.minX - (center.minX - 0.5 * 0.3 * bar.bounds.width)) < 1e-4)
        #expect(abs(Double(bar.backLabel.layer.presentation()!.opacity) - 0.5) < 1e-6)
        #expect(bar.backLabel.text == "‹ Alpha")

        clock.advance(by: 0.35)
        #expect(outgoingLabels(bar).isEmpty)
        #expect(bar.titleLabel.frame == center && bar.titleLabel.alpha == 1 && bar.backLabel.alpha == 1)
    }

    @Test("An interactive pop scrubs the bar; a cancel leaves it as it was")
    func interactivePopCancelled() throws {
        let clock = MediaClock.installVirtual()
        let (nav, _, b, window) = navigation(clock)
        defer { withExtendedLifetime(window) {} }
        nav.pushViewController(b, animated: false)
        clock.advance(by: 0.1)
        let bar = nav.navigationBar
        let center = bar.titleLabel.frame
        let interaction = UIPercentDrivenInteractiveTransition()
        nav.pendingInteraction = interaction            // as the built-in edge swipe does
        nav.popViewController(animated: true)
        clock.tick()
        interaction.update(0.3)
        clock.tick()
        // Frozen at 30 % of the duration: the curve's value there.
        let eased = CAMediaTimingFunction(name: .easeInEaseOut).solve(0.3)
        let incoming = try #require(bar.titleLabel.layer.presentation())
        #expect(bar.titleLabel.text == "Alpha")
        #expect(abs(Double(incoming.opacity) - eased) < 1e-6)
        #expect(abs(incoming.frame.minX - (center.minX - 0.3 * bar.bounds.width * (1 - eased))) < 1e-4)
        interaction.cancel()
        clock.advance(by: 1)
        #expect(nav.topViewController === b)
        #expect(outgoingLabels(bar).isEmpty)
        #expect(bar.titleLabel.text == "Beta" && bar.backLabel.text == "‹ Alpha")
        #expect(bar.titleLabel.frame == center && bar.titleLabel.alpha == 1)
        #expect(bar.layer.speed == 1)
    }

    @Test("A pop queued during a push starts from the pushed title: the bar never shows the popped-to items early")
    func queuedPopStartsFromPushedTitle() throws {
        let clock = MediaClock.installVirtual()
        let (nav, _, b, window) = navigation(clock)
        defer { withExtendedLifetime(window) {} }
        let bar = nav.navigationBar
        nav.pushViewController(b, animated: true)
        clock.tick()
        // UIKit's message for a pop during a push (docs/UIKIT-FACTS.md); the pop is queued.
        expectDiagnostic("nested pop animation can result in corrupted navigation bar") {
            nav.popViewController(animated: true)     // queued: runs when the push completes
        }
        // Tick to the commit after the push completed, when the pop has
        // changed the stack but its transition starts only on the next tick.
        var waited = 0
        while !(nav.viewControllers.count == 1 && nav.transitionCoordinator == nil), waited < 60 {
            clock.tick(at: clock.now + 1.0 / 60)
            waited += 1
        }
        #expect(waited < 60)
        // The bar still shows the pushed item: a copy of its title in full,
        // the real title (now the popped-to item's) hidden.
        #expect(outgoingLabels(bar).contains { $0.text == "Beta" && $0.alpha == 1 })
        #expect(bar.titleLabel.alpha == 0)
        clock.advance(by: 1)
        #expect(nav.topViewController !== b)
        #expect(outgoingLabels(bar).isEmpty)
        #expect(bar.titleLabel.text == "Alpha" && bar.titleLabel.alpha == 1 && bar.backLabel.isHidden)
    }

    @Test("A push without animation changes the bar at once")
    func pushWithoutAnimation() {
        let clock = MediaClock.installVirtual()
        let (nav, _, b, window) = navigation(clock)
        defer { withExtendedLifetime(window) {} }
        nav.pushViewController(b, animated: false)
        clock.tick()
        #expect(outgoingLabels(nav.navigationBar).isEmpty)
        #expect(nav.navigationBar.titleLabel.text == "Beta")
        #expect(nav.navigationBar.titleLabel.layer.animationKeys() == nil)
    }
}
