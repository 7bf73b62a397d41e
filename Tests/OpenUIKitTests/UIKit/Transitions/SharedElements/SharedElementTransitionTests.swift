import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `SharedElementTransition` (a Segue addition): pairs by `transitionID`,
/// flights interpolate frame, corners, shadow and alpha with the
/// transition's curve, sources and destinations hide during the flight, and
/// interactive runs finish or cancel at any progress.
@MainActor
@Suite("Shared-element transitions", .transitionHarness)
struct SharedElementTransitionTests {
    /// A list screen: a rounded, shadowed cover and a title, plus a view
    /// whose id has no partner.
    final class ListScreen: LoggingViewController {
        let cover = UIView(frame: CGRect(x: 20, y: 120, width: 100, height: 100))
        let heading = UIView(frame: CGRect(x: 130, y: 150, width: 200, height: 30))
        let lonely = UIView(frame: CGRect(x: 20, y: 400, width: 50, height: 50))
        override func viewDidLoad() {
            view.backgroundColor = .white
            cover.backgroundColor = .red
            cover.layer.cornerRadius = 12
            cover.layer.masksToBounds = false
            SharedElementTransitionTests.shadow(cover, opacity: 0.3, radius: 6, offsetY: 4)
            cover.transitionID = "cover"
            heading.backgroundColor = .blue
            heading.transitionID = "title"
            lonely.backgroundColor = .green
            lonely.transitionID = "lonely"
            for v in [cover, heading, lonely] { view.addSubview(v) }
        }
    }

    /// A detail screen: a large square cover, a title, and a caption that
    /// enters with modifiers.
    final class DetailScreen: LoggingViewController {
        let cover = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        let heading = UIView(frame: CGRect(x: 20, y: 420, width: 300, height: 40))
        let caption = UIView(frame: CGRect(x: 20, y: 480, width: 300, height: 20))
        var captionModifiers: [TransitionModifier] = [.fade, .translate(x: 0, y: 40)]
        override func viewDidLoad() {
            view.backgroundColor = .white
            cover.backgroundColor = .orange
            cover.layer.cornerRadius = 0
            SharedElementTransitionTests.shadow(cover, opacity: 0.5, radius: 10, offsetY: 8)
            cover.transitionID = "cover"
            heading.backgroundColor = .blue
            heading.transitionID = "title"
            caption.backgroundColor = .gray
            caption.transitionModifiers = captionModifiers
            for v in [cover, heading, caption] { view.addSubview(v) }
        }
    }

    static func shadow(_ view: UIView, opacity: Float, radius: CGFloat, offsetY: CGFloat) {
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = opacity
        view.layer.shadowRadius = radius
        view.layer.shadowOffset = CGSize(width: 0, height: offsetY)
    }

    final class Delegate: NSObject, UINavigationControllerDelegate {
        let transition: SharedElementTransition
        var interactor: UIPercentDrivenInteractiveTransition?
        init(_ transition: SharedElementTransition) { self.transition = transition }
        func navigationController(_ nc: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            transition
        }
        func navigationController(_ nc: UINavigationController,
                                  interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { interactor }
    }

    struct Stage {
        let harness: TransitionHarness
        let log: EventLog
        let list: ListScreen
        let detail: DetailScreen
        let nav: UINavigationController
        let delegate: Delegate
        let transition: SharedElementTransition
    }

    static func stage(curve: UIView.AnimationCurve = .linear, duration: TimeInterval = 0.4) -> Stage {
        let log = EventLog()
        let list = ListScreen("List", log: log)
        let detail = DetailScreen("Detail", log: log)
        let nav = UINavigationController(rootViewController: list)
        let transition = SharedElementTransition(duration: duration, curve: curve)
        let delegate = Delegate(transition)
        nav.delegate = delegate
        let harness = TransitionHarness(root: nav)
        return Stage(harness: harness, log: log, list: list, detail: detail, nav: nav, delegate: delegate,
                     transition: transition)
    }

    /// Starts the push and returns the media time the flight started at.
    static func startPush(_ s: Stage) -> TimeInterval {
        s.nav.pushViewController(s.detail, animated: true)
        #expect(s.harness.advance(until: { s.transition.scene != nil }, timeout: 1))
        return s.harness.now
    }

    /// A view's centre and size in window coordinates.
    static func windowFrame(of view: UIView) -> (center: CGPoint, size: CGSize) {
        (view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil), view.bounds.size)
    }

    static func lerp(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat { a + (b - a) * t }

    @Test("Views with the same id fly in pairs; an id without a partner does not fly")
    func pairsAreMatched() {
        let s = Self.stage()
        _ = Self.startPush(s)
        #expect(s.transition.matchedTransitionIDs.sorted() == ["cover", "title"])
        #expect(s.harness.runUntilIdle())
        #expect(s.nav.topViewController === s.detail)
        #expect(s.harness.violations.isEmpty)
    }

    @Test("Mid-flight position, size, corner radius and shadow are the curve's interpolation",
          arguments: [(UIView.AnimationCurve.linear, 0.25, 0.25), (.linear, 0.5, 0.5), (.easeInOut, 0.5, 0.5)])
    func midFlightInterpolation(curve: UIView.AnimationCurve, fraction: Double, progress: Double) throws {
        // easeInOut (0.42, 0, 0.58, 1) is point-symmetric about (0.5, 0.5): half the time is half the way.
        let s = Self.stage(curve: curve)
        let from = Self.windowFrame(of: s.list.cover)
        s.detail.loadViewIfNeeded()
        let start = Self.startPush(s)
        let to = Self.windowFrame(of: s.detail.cover)
        s.harness.advance(to: start + 0.4 * fraction)
        let flight = try #require(s.transition.scene?.flights.first { $0.id == "cover" })
        let shell = try #require(flight.shell.layer.presentation())
        let clip = try #require(flight.clip.layer.presentation())
        let container = try #require(flight.shell.superview)
        let center = container.convert(shell.position, to: nil)
        let p = CGFloat(progress)
        #expect(abs(center.x - Self.lerp(from.center.x, to.center.x, p)) < 0.01)
        #expect(abs(center.y - Self.lerp(from.center.y, to.center.y, p)) < 0.01)
        #expect(abs(shell.bounds.width - Self.lerp(100, 390, p)) < 0.01)
        #expect(abs(shell.bounds.height - Self.lerp(100, 300, p)) < 0.01)
        #expect(abs(clip.cornerRadius - Self.lerp(12, 0, p)) < 0.01)
        #expect(abs(Double(shell.shadowOpacity) - Double(Self.lerp(0.3, 0.5, p))) < 0.001)
        #expect(abs(shell.shadowRadius - Self.lerp(6, 10, p)) < 0.01)
        #expect(abs(shell.shadowOffset.height - Self.lerp(4, 8, p)) < 0.01)
        #expect(s.harness.runUntilIdle())
    }

    @Test("Snapshots leave the corners and shadow to the flight: the frozen root has none, the flight has both")
    func cornersAndShadowSurviveSnapshots() throws {
        let s = Self.stage()
        let start = Self.startPush(s)
        s.harness.advance(to: start + 0.1)
        let flight = try #require(s.transition.scene?.flights.first { $0.id == "cover" })
        let frozen = try #require(flight.sourceSnapshot.layer.frozenContent)
        #expect(frozen.tree.layers[0].cornerRadius == 0 && frozen.tree.layers[0].shadowOpacity == 0)
        // The committed window snapshot draws the flight's rounded clip and its shadow.
        let tree = try #require(RenderTree.committed(for: s.harness.window.layer))
        let clip = try #require(tree.layers.first { $0.layerID == flight.clip.layer.layerID })
        let shell = try #require(tree.layers.first { $0.layerID == flight.shell.layer.layerID })
        #expect(clip.cornerRadius > 0 && clip.cornerRadius < 12)
        #expect(clip.backgroundColor != nil)
        #expect(shell.shadowOpacity > 0.3 && shell.shadowRadius > 6)
        #expect(s.harness.runUntilIdle())
    }

    @Test("Sources and destinations hide during the flight and show again after it; the flights leave")
    func hiddenThenRestored() {
        let s = Self.stage()
        let start = Self.startPush(s)
        s.harness.advance(to: start + 0.2)
        #expect(s.list.cover.isHidden && s.detail.cover.isHidden)
        #expect(s.list.heading.isHidden && s.detail.heading.isHidden)
        #expect(!s.list.lonely.isHidden)
        #expect(s.harness.runUntilIdle())
        #expect(!s.list.cover.isHidden && !s.detail.cover.isHidden && !s.list.heading.isHidden && !s.detail.heading.isHidden)
        #expect(s.detail.view.alpha == 1)
        #expect(!s.nav.view.subviewsRecursive.contains { $0 is SnapshotView })
    }

    @Test("Unmatched views enter with their modifiers: fade and translate, linear in the flight's time")
    func modifiersAnimate() throws {
        let s = Self.stage()
        let start = Self.startPush(s)
        s.harness.advance(to: start + 0.1)
        let caption = try #require(s.detail.caption.layer.presentation())
        #expect(abs(caption.opacity - 0.25) < 0.001)
        #expect(abs(caption.transform.m42 - 30) < 0.01)   // 40 → 0, a quarter of the way
        #expect(s.harness.runUntilIdle())
        #expect(s.detail.caption.alpha == 1 && s.detail.caption.transform == .identity)
    }

    @Test("Delay and cascade: each subview starts delta × index later and runs to the end")
    func delayAndCascade() throws {
        let log = EventLog()
        let list = ListScreen("List", log: log)
        let detail = DetailScreen("Detail", log: log)
        detail.captionModifiers = [.fade, .delay(0.2)]
        let row = UIView(frame: CGRect(x: 0, y: 600, width: 390, height: 60))
        let cells = (0..<3).map { i in UIView(frame: CGRect(x: CGFloat(i) * 130, y: 0, width: 120, height: 60)) }
        cells.forEach(row.addSubview)
        row.transitionModifiers = [.fade, .cascade(delta: 0.1)]
        detail.loadViewIfNeeded()
        detail.view.addSubview(row)
        let nav = UINavigationController(rootViewController: list)
        let transition = SharedElementTransition(duration: 0.4, curve: .linear)
        let delegate = Delegate(transition)
        nav.delegate = delegate
        let harness = TransitionHarness(root: nav)
        nav.pushViewController(detail, animated: true)
        #expect(harness.advance(until: { transition.scene != nil }, timeout: 1))
        let start = harness.now
        harness.advance(to: start + 0.3)
        // caption: window [0.2, 0.4] → half way at 0.3.
        #expect(abs(try #require(detail.caption.layer.presentation()).opacity - 0.5) < 0.001)
        // cells: windows [0, 0.4], [0.1, 0.4], [0.2, 0.4] → 0.75, 2/3, 1/2.
        let shown = cells.map { Double($0.layer.presentation()!.opacity) }
        #expect(abs(shown[0] - 0.75) < 0.001 && abs(shown[1] - 2.0 / 3) < 0.001 && abs(shown[2] - 0.5) < 0.001)
        #expect(row.layer.presentation()!.opacity == 1)
        #expect(harness.runUntilIdle())
        #expect(cells.allSatisfy { $0.alpha == 1 })
        withExtendedLifetime(delegate) {}
    }

    @Test("An interactive pop scrubs the flight linearly; cancel restores views, stack, bar and appearance")
    func interactivePopCancel() throws {
        let s = Self.stage(curve: .easeInOut)
        s.nav.pushViewController(s.detail, animated: true)
        #expect(s.harness.runUntilIdle())
        s.log.events = []
        let interactor = UIPercentDrivenInteractiveTransition()
        s.delegate.interactor = interactor
        s.nav.popViewController(animated: true)
        #expect(s.harness.advance(until: { s.transition.scene != nil }, timeout: 1))
        let from = Self.windowFrame(of: s.detail.cover), to = Self.windowFrame(of: s.list.cover)
        interactor.update(0.3)
        s.harness.advance(by: 0.05)
        let flight = try #require(s.transition.scene?.flights.first { $0.id == "cover" })
        let shell = try #require(flight.shell.layer.presentation())
        #expect(abs(shell.bounds.width - Self.lerp(from.size.width, to.size.width, 0.3)) < 0.01)
        #expect(s.nav.navigationBar.alpha == 1 && !s.nav.navigationBar.isHidden)
        #expect(!s.nav.navigationBar.isDescendant(of: flight.shell))
        interactor.cancel()
        #expect(s.harness.runUntilIdle())
        #expect(s.nav.viewControllers == [s.list, s.detail])
        #expect(s.nav.navigationBar.topItem === s.detail.navigationItem)
        #expect(s.detail.view.window != nil && s.detail.view.alpha == 1)
        #expect(!s.detail.cover.isHidden && !s.list.cover.isHidden)
        #expect(s.log.events == ["Detail.viewWillDisappear", "List.viewWillAppear", "List.viewWillDisappear",
                                 "Detail.viewWillAppear", "List.viewDidDisappear", "Detail.viewDidAppear"])
        #expect(s.harness.violations.isEmpty)
    }

    @Test("Interactive runs never freeze: finish and cancel complete at progress 0, ½ and 1",
          arguments: [0.0, 0.5, 1.0], [true, false])
    func neverFreezes(progress: Double, finish: Bool) {
        let s = Self.stage()
        s.nav.pushViewController(s.detail, animated: true)
        #expect(s.harness.runUntilIdle())
        let interactor = UIPercentDrivenInteractiveTransition()
        s.delegate.interactor = interactor
        s.nav.popViewController(animated: true)
        #expect(s.harness.advance(until: { s.transition.scene != nil }, timeout: 1))
        interactor.update(CGFloat(progress))
        s.harness.advance(by: 0.05)
        if finish { interactor.finish() } else { interactor.cancel() }
        #expect(s.harness.runUntilIdle(timeout: 3))
        #expect(s.nav.topViewController === (finish ? s.list : s.detail))
        #expect(s.transition.scene == nil)
        #expect(!s.list.cover.isHidden && !s.detail.cover.isHidden)
        #expect(s.harness.violations.isEmpty)
    }

    @Test("Flights stack by the destination's zPosition")
    func zPositionOrder() throws {
        let s = Self.stage()
        s.detail.loadViewIfNeeded()
        s.detail.heading.layer.zPosition = -1
        s.detail.cover.layer.zPosition = 5
        _ = Self.startPush(s)
        let flights = try #require(s.transition.scene?.flights)
        #expect(flights.map(\.id) == ["title", "cover"])
        #expect(flights.map(\.shell.layer.zPosition) == [-1, 5])
        #expect(s.harness.runUntilIdle())
    }

    /// Vends one transition to a modal presentation and to tab switches.
    final class ModalAndTabDelegate: NSObject, UIViewControllerTransitioningDelegate, UITabBarControllerDelegate {
        let transition = SharedElementTransition(duration: 0.4, curve: .linear)
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { transition }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { transition }
        func tabBarController(_ tabBarController: UITabBarController,
                              animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)? { transition }
    }

    @Test("From a transitioning delegate: present and dismiss fly the pair both ways")
    func presentAndDismiss() throws {
        let log = EventLog()
        let list = ListScreen("List", log: log), detail = DetailScreen("Detail", log: log)
        let delegate = ModalAndTabDelegate()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = delegate
        let harness = TransitionHarness(root: list)
        list.present(detail, animated: true)
        #expect(harness.advance(until: { delegate.transition.scene != nil }, timeout: 1))
        #expect(delegate.transition.matchedTransitionIDs.sorted() == ["cover", "title"])
        #expect(delegate.transition.scene?.forward == true)
        #expect(harness.runUntilIdle())
        #expect(list.presentedViewController === detail)
        detail.dismiss(animated: true)
        #expect(harness.advance(until: { delegate.transition.scene != nil }, timeout: 1))
        #expect(delegate.transition.scene?.forward == false)
        #expect(list.cover.isHidden && detail.cover.isHidden)
        #expect(harness.runUntilIdle())
        #expect(list.presentedViewController == nil && !list.cover.isHidden)
        #expect(harness.violations.isEmpty)
    }

    @Test("From a tab-bar delegate: a tab switch flies the pair")
    func tabSwitch() throws {
        let log = EventLog()
        let list = ListScreen("List", log: log), detail = DetailScreen("Detail", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [list, detail]
        let delegate = ModalAndTabDelegate()
        tabs.delegate = delegate
        let harness = TransitionHarness(root: tabs)
        tabs.selectedIndex = 1
        #expect(harness.advance(until: { delegate.transition.scene != nil }, timeout: 1))
        #expect(delegate.transition.matchedTransitionIDs.sorted() == ["cover", "title"])
        #expect(harness.runUntilIdle())
        #expect(tabs.selectedViewController === detail && detail.view.window != nil && list.viewIfLoaded?.window == nil)
        #expect(!detail.cover.isHidden && detail.view.alpha == 1)
        #expect(harness.violations.isEmpty)
    }

    @Test("A duration that is not a positive number is replaced by 0.4 with a diagnostic")
    func badDuration() {
        let transition = expectDiagnostic("SharedElementTransition", "using 0.4") {
            SharedElementTransition(duration: -1)
        }
        #expect(transition.duration == 0.4)
    }
}

extension UIView {
    /// Every descendant, depth first.
    fileprivate var subviewsRecursive: [UIView] { subviews + subviews.flatMap(\.subviewsRecursive) }
}
