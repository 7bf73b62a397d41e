import Foundation
import Testing
@testable import OpenUIKit

/// iOS 18's `preferredTransition`: the zoom (present and push), its source
/// view provider, its interactive and continuously interactive behaviour,
/// and the classic styles. Facts: Apple's documentation of
/// `UIViewController.Transition` ("The system calls the source view
/// provider when it presents and when it dismisses the view controller";
/// "it may be called multiple times"), "Enhancing your app with fluid
/// transitions" (grab, drag and control the transition at any time); the
/// spring and thresholds are Segue's documented choices (docs/FIDELITY.md).
@MainActor
@Suite("Zoom transition (preferredTransition)")
struct ZoomTransitionTests {
    /// A presenter with two thumbnails; the provider returns `current`.
    final class Grid: UIViewController {
        let name: String
        let log: EventLog
        let thumbnails = [UIView(frame: CGRect(x: 20, y: 200, width: 100, height: 100)),
                          UIView(frame: CGRect(x: 200, y: 500, width: 120, height: 80))]
        init(_ name: String, log: EventLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            for t in thumbnails {
                t.backgroundColor = .red
                t.layer.cornerRadius = 12
                view.addSubview(t)
            }
        }
    }

    struct Fixture {
        let clock: MediaClock
        let window: UIWindow
        let log: EventLog
        let grid: Grid
        let detail: LoggingViewController
        var current: Int { get { box.current } nonmutating set { box.current = newValue } }
        let box: Box
    }
    final class Box { var current = 0; var calls: [UIView?] = [] }

    /// `detail` with a zoom from `grid.thumbnails[box.current]`.
    private func fixture(options: UIViewController.Transition.ZoomOptions? = nil, push: Bool = false) -> Fixture {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let grid = Grid("A", log: log)
        let root: UIViewController = push ? UINavigationController(rootViewController: grid) : grid
        let window = makeWindow(root: root, clock: clock)
        let detail = LoggingViewController("B", log: log)
        let box = Box()
        detail.preferredTransition = .zoom(options: options) { [unowned grid, unowned box, weak detail] context in
            let view = grid.thumbnails[box.current]
            box.calls.append(view)
            #expect(context.zoomedViewController === detail)
            #expect(context.sourceViewController === grid)
            return view
        }
        clock.advance(by: 0.1)
        log.events = []
        return Fixture(clock: clock, window: window, log: log, grid: grid, detail: detail, box: box)
    }

    private func driver(_ vc: UIViewController) -> ZoomTransitionDriver? {
        vc.activeTransition?.animator as? ZoomTransitionDriver
    }

    private func present(_ f: Fixture) {
        f.grid.present(f.detail, animated: true)
    }

    // MARK: API

    @Test("The classic styles and the zoom are distinct transitions; options start empty")
    func api() {
        let options = UIViewController.Transition.ZoomOptions()
        #expect(options.dimmingColor == nil && options.dimmingVisualEffect == nil)
        #expect(options.interactiveDismissShouldBegin == nil && options.alignmentRectProvider == nil)
        let zoom: UIViewController.Transition = .zoom { _ in nil }
        #expect(zoom.zoom != nil)
        for (style, expected) in [(UIViewController.Transition.coverVertical, UIModalTransitionStyle.coverVertical),
                                  (.flipHorizontal, .flipHorizontal), (.crossDissolve, .crossDissolve), (.partialCurl, .partialCurl)] {
            guard case .modal(let s) = style.kind else { Issue.record("not a modal style"); continue }
            #expect(s == expected)
        }
        let vc = UIViewController()
        #expect(vc.preferredTransition == nil)
    }

    // MARK: Present

    @Test("Present: the provider is called once at present; the view grows out of the source frame and corner radius; the source is hidden in flight")
    func presentGrowsFromSource() throws {
        let f = fixture()
        present(f)
        f.clock.advance(by: 1.0 / 60)
        let d = try #require(driver(f.detail))
        #expect(f.box.calls.count == 1)
        let source = f.grid.thumbnails[0]
        #expect(source.isHidden)
        #expect(d.sourceRect == CGRect(x: 20, y: 200, width: 100, height: 100))
        // At the start the flying view sits on the source with its radius.
        #expect(d.progress < 0.05)
        #expect(abs(d.clip.frame.minX - 20) < 10 && abs(d.clip.frame.minY - 200) < 25)
        // Part way: the clip's frame is the interpolation at the current progress.
        f.clock.advance(by: 0.1)
        let p = d.progress
        #expect(p > 0.2 && p < 0.9)
        let expected = d.restingRect(at: p)
        #expect(abs(d.clip.frame.width - expected.width) < 0.01 && abs(d.clip.frame.minY - expected.minY) < 0.01)
        #expect(abs(d.clip.layer.cornerRadius - ZoomTransitionDriver.cornerRadius(at: p, source: 12)) < 0.001)
        f.clock.advance(by: 1)
        #expect(!source.isHidden)
        #expect(f.detail.view.frame == f.window.bounds)
        #expect(f.detail.view.transform == .identity)
        #expect(f.grid.presentedViewController === f.detail)
        #expect(f.box.calls.count == 1)
        // As for any full-screen presentation (docs/FIDELITY.md, appearance order).
        #expect(f.log.events == ["A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear"])
    }

    @Test("dimmingColor and dimmingVisualEffect sit behind the flying view and fade with the progress; both go at the end")
    func dimming() throws {
        let options = UIViewController.Transition.ZoomOptions()
        options.dimmingColor = UIColor.blue.withAlphaComponent(0.5)
        options.dimmingVisualEffect = UIBlurEffect(style: .systemMaterial)
        let f = fixture(options: options)
        present(f)
        f.clock.advance(by: 0.1)
        let d = try #require(driver(f.detail))
        let container = try #require(d.clip.superview)
        let effect = try #require(container.subviews.first { $0 is UIVisualEffectView } as? UIVisualEffectView)
        let dimming = try #require(container.subviews.first { $0.backgroundColor == options.dimmingColor })
        #expect(effect.effect === options.dimmingVisualEffect)
        let index = { (v: UIView) in container.subviews.firstIndex { $0 === v }! }
        #expect(index(effect) < index(dimming) && index(dimming) < index(d.clip))
        #expect(abs(dimming.alpha - d.progress) < 0.001 && abs(effect.alpha - d.progress) < 0.001)
        f.clock.advance(by: 1)
        #expect(effect.superview == nil && dimming.superview == nil)
    }

    @Test("From rest the progress follows the critically damped spring 1 − (1 + ωt)·e^(−ωt)")
    func progressIsTheSpring() throws {
        let f = fixture()
        present(f)
        f.clock.advance(by: 1.0 / 60)
        let d = try #require(driver(f.detail))
        // Find the spring's start from the first two samples, then compare later ones.
        let w = Double(ZoomTransitionDriver.omega)
        func model(_ t: Double) -> Double { 1 - (1 + w * t) * exp(-w * t) }
        var samples: [(Double, Double)] = []
        let t0 = CACurrentMediaTime()
        for _ in 0..<30 {
            f.clock.advance(by: 1.0 / 60)
            samples.append((CACurrentMediaTime() - t0, Double(d.progress)))
        }
        // The spring starts at most one frame before t0 (the first display-link fire).
        let offsets = stride(from: 0.0, through: 1.0 / 60 + 1e-9, by: 1.0 / 600)
        let best = offsets.min { a, b in
            samples.map { abs(model($0.0 + a) - $0.1) }.max()! < samples.map { abs(model($0.0 + b) - $0.1) }.max()!
        }!
        let error = samples.map { abs(model($0.0 + best) - $0.1) }.max()!
        #expect(error < 0.002, "largest deviation from the closed form: \(error)")
    }

    @Test("Dismiss: the provider is called again and the zoom returns to the view it returns then")
    func dismissUnzoomsToCurrentSource() throws {
        let f = fixture()
        present(f)
        f.clock.advance(by: 1)
        f.current = 1 // the detail now shows the second item
        f.detail.dismiss(animated: true)
        f.clock.advance(by: 1.0 / 60)
        let d = try #require(driver(f.detail))
        #expect(f.box.calls.count == 2)
        #expect(f.box.calls.last! === f.grid.thumbnails[1])
        #expect(d.sourceRect == CGRect(x: 200, y: 500, width: 120, height: 80))
        #expect(f.grid.thumbnails[1].isHidden && !f.grid.thumbnails[0].isHidden)
        // Near the end the flying view is over the second thumbnail.
        _ = f.clock.advance(until: { d.progress < 0.01 }, timeout: 2)
        #expect(abs(d.clip.frame.midX - 260) < 3 && abs(d.clip.frame.midY - 540) < 3)
        f.clock.advance(by: 1)
        #expect(f.grid.presentedViewController == nil)
        #expect(!f.grid.thumbnails[1].isHidden)
        #expect(f.detail.view.window == nil)
    }

    // MARK: Interactive dismissal

    /// A drag from (200, 400) down by `distance` over `frames` frames at 60 Hz.
    private func drag(_ f: Fixture, by distance: CGFloat, dx: CGFloat = 0, frames: Int = 20, hold: Int = 0,
                      from start: CGPoint = CGPoint(x: 200, y: 400), release: Bool = true) {
        f.window.sendTouch(.began, at: start)
        for i in 1...frames {
            f.clock.advance(by: 1.0 / 60)
            let t = CGFloat(i) / CGFloat(frames)
            f.window.sendTouch(.moved, at: CGPoint(x: start.x + dx * t, y: start.y + distance * t))
        }
        for _ in 0..<hold {
            f.clock.advance(by: 1.0 / 60)
            f.window.sendTouch(.moved, at: CGPoint(x: start.x + dx, y: start.y + distance))
        }
        if release { f.window.sendTouch(.ended, at: CGPoint(x: start.x + dx, y: start.y + distance)) }
    }

    @Test("A downward drag on the content dismisses: the view follows the finger, shrinking; the release flies it into the source")
    func dragDismisses() throws {
        let f = fixture()
        present(f)
        f.clock.advance(by: 1)
        f.log.events = []
        drag(f, by: 200, frames: 20, release: false)
        f.clock.advance(by: 1.0 / 60)
        let d = try #require(driver(f.detail))
        // Progress = 1 − drag / height, the centre under the finger's path.
        let translation: CGFloat = 200
        #expect(abs(d.progress - (1 - translation / 844)) < 0.01)
        #expect(abs(d.clip.frame.midY - (422 + translation)) < 2)
        #expect(d.clip.frame.width < 390)
        #expect(f.detail.transitionCoordinator?.isInteractive == true)
        f.window.sendTouch(.ended, at: CGPoint(x: 200, y: 600))
        f.clock.advance(by: 1.5)
        #expect(f.grid.presentedViewController == nil)
        #expect(f.log.events == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear"])
    }

    @Test("A short, slow drag cancels: the view springs back, stays presented, appearance balanced")
    func shortDragCancels() throws {
        let f = fixture()
        present(f)
        f.clock.advance(by: 1)
        f.log.events = []
        drag(f, by: 40, frames: 24, hold: 12)
        f.clock.advance(by: 1.5)
        #expect(f.grid.presentedViewController === f.detail)
        #expect(f.detail.view.frame == f.window.bounds)
        #expect(f.detail.view.transform == .identity)
        #expect(f.detail.appearanceState == .appeared && f.grid.appearanceState == .disappeared)
        // A cancelled interactive dismissal: the will calls reverse, one did each (docs/FIDELITY.md).
        #expect(f.log.events == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewWillAppear", "A.viewWillDisappear",
                                 "A.viewDidDisappear", "B.viewDidAppear"], "\(f.log.events)")
    }

    @Test("interactiveDismissShouldBegin is consulted with the touch; false keeps the controller")
    func shouldBeginIsConsulted() throws {
        let options = UIViewController.Transition.ZoomOptions()
        var contexts: [UIViewController.Transition.ZoomOptions.InteractionContext] = []
        options.interactiveDismissShouldBegin = { context in contexts.append(context); return false }
        let f = fixture(options: options)
        present(f)
        f.clock.advance(by: 1)
        drag(f, by: 300)
        f.clock.advance(by: 1)
        #expect(contexts.count == 1)
        #expect(contexts.first?.willBegin == true)
        #expect((contexts.first?.velocity.dy ?? 0) > 0)
        #expect(f.grid.presentedViewController === f.detail)
    }

    @Test("Velocity is continuous at release: the shown centre moves at the finger's speed on both sides (±2 %)")
    func velocityContinuousAtRelease() throws {
        let f = fixture()
        present(f)
        f.clock.advance(by: 1)
        // A steady 15 pt per frame drag (900 pt/s) down.
        drag(f, by: 300, frames: 20, release: false)
        f.clock.advance(by: 1.0 / 60)
        let d = try #require(driver(f.detail))
        let dt = 1.0 / 60
        let before = d.clip.frame.midY
        f.window.sendTouch(.moved, at: CGPoint(x: 200, y: 715))
        f.clock.advance(by: dt)
        let atRelease = d.clip.frame.midY
        let vBefore = (atRelease - before) / CGFloat(dt)
        f.window.sendTouch(.ended, at: CGPoint(x: 200, y: 715))
        // The spring's derivative at the release, from two short steps
        // (second order: v₀ = (4·Δ(h) − Δ(2h)) / 2h, exact for constant acceleration).
        let h = 1.0 / 2400
        f.clock.advance(by: h)
        let one = d.clip.frame.midY - atRelease
        f.clock.advance(by: h)
        let two = d.clip.frame.midY - atRelease
        let vAfter = (4 * one - two) / CGFloat(2 * h)
        #expect(abs(vBefore - 900) < 1, "15 pt per 1/60 s frame")
        #expect(abs(vAfter - vBefore) <= 0.02 * abs(vBefore), "before \(vBefore) pt/s, after \(vAfter) pt/s")
        // The flight lands (nothing left in flight for the next test).
        f.clock.advance(by: 2)
        #expect(f.grid.presentedViewController == nil)
    }

    // MARK: Catching in flight

    @Test("A touch during the zoom in catches the view where it is shown; a drag down reverses it; appearance stays balanced")
    func catchAndReversePresentation() throws {
        let f = fixture()
        present(f)
        f.clock.advance(by: 0.1)
        let d = try #require(driver(f.detail))
        let shown = d.clip.frame
        let centre = CGPoint(x: shown.midX, y: shown.midY)
        f.window.sendTouch(.began, at: centre)
        #expect(d.target == nil, "the spring stops at the touch")
        #expect(d.clip.frame == shown, "no jump at the catch")
        f.clock.advance(by: 0.1)
        #expect(d.clip.frame == shown, "held still while the finger rests")
        for i in 1...10 {
            f.clock.advance(by: 1.0 / 60)
            f.window.sendTouch(.moved, at: CGPoint(x: centre.x, y: centre.y + CGFloat(i) * 15))
        }
        #expect(abs(d.clip.frame.midY - (centre.y + 150)) < 1, "the view follows the finger")
        f.window.sendTouch(.ended, at: CGPoint(x: centre.x, y: centre.y + 150))
        f.clock.advance(by: 1.5)
        #expect(f.grid.presentedViewController == nil)
        #expect(f.detail.presentingViewController == nil)
        #expect(!f.grid.thumbnails[0].isHidden)
        #expect(f.detail.appearanceState == .disappeared && f.grid.appearanceState == .appeared)
        for name in ["A", "B"] {
            let wills = f.log.events.filter { $0.hasPrefix("\(name).viewWill") }.count
            let dids = f.log.events.filter { $0.hasPrefix("\(name).viewDid") }.count
            #expect(wills >= dids && dids == 1, "\(f.log.events)")
        }
    }

    @Test("A push caught and turned into a pop: the stack, the delegate and appearance are as for a cancelled push")
    func catchAndReversePush() throws {
        let f = fixture(push: true)
        final class NavDelegate: NSObject, UINavigationControllerDelegate {
            var shown: [String] = []
            func navigationController(_ n: UINavigationController, didShow vc: UIViewController, animated: Bool) {
                shown.append("\(type(of: vc))")
            }
        }
        let nav = try #require(f.grid.navigationController)
        let delegate = NavDelegate()
        nav.delegate = delegate
        nav.pushViewController(f.detail, animated: true)
        f.clock.advance(by: 0.1)
        let d = try #require(driver(f.detail))
        #expect(f.detail.transitionCoordinator != nil)
        let shown = d.clip.frame
        f.window.sendTouch(.began, at: CGPoint(x: shown.midX, y: shown.midY))
        f.clock.advance(by: 1.0 / 60)
        f.window.sendTouch(.moved, at: CGPoint(x: shown.midX, y: shown.midY + 200))
        f.clock.advance(by: 1.0 / 60)
        f.window.sendTouch(.ended, at: CGPoint(x: shown.midX, y: shown.midY + 200))
        f.clock.advance(by: 1.5)
        #expect(nav.viewControllers == [f.grid])
        #expect(delegate.shown.isEmpty)
        #expect(f.detail.appearanceState == .disappeared && f.grid.appearanceState == .appeared)
        #expect(f.log.events == ["A.viewWillDisappear", "B.viewWillAppear", "B.viewWillDisappear", "A.viewWillAppear",
                                 "B.viewDidDisappear", "A.viewDidAppear"], "\(f.log.events)")
        #expect(f.detail.parent == nil)
    }

    @Test("A zoom push asks the navigation delegate for an animator first, then willShow and didShow; coordinator completions run")
    func pushDelegateAndCoordinator() throws {
        final class NavDelegate: NSObject, UINavigationControllerDelegate {
            var calls: [String] = []
            func navigationController(_ n: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from: UIViewController, to: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
                calls.append("animationControllerFor")
                return nil
            }
            func navigationController(_ n: UINavigationController, willShow vc: UIViewController, animated: Bool) { calls.append("willShow") }
            func navigationController(_ n: UINavigationController, didShow vc: UIViewController, animated: Bool) { calls.append("didShow") }
        }
        let f = fixture(push: true)
        let nav = try #require(f.grid.navigationController)
        let delegate = NavDelegate()
        nav.delegate = delegate
        nav.pushViewController(f.detail, animated: true)
        f.clock.advance(by: 1.0 / 60)
        let coordinator = try #require(f.detail.transitionCoordinator)
        var completed: Bool?
        coordinator.animate(alongsideTransition: nil) { context in completed = !context.isCancelled }
        #expect(driver(f.detail) != nil)
        f.clock.advance(by: 1)
        #expect(delegate.calls == ["animationControllerFor", "willShow", "didShow"])
        #expect(completed == true)
        #expect(f.log.events == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(f.detail.transitionCoordinator == nil)
    }

    @Test("The navigation bar's alongside animation follows the zoom: caught and dragged back, the new title fades out again")
    func barFollowsTheZoom() throws {
        let f = fixture(push: true)
        let nav = try #require(f.grid.navigationController)
        nav.pushViewController(f.detail, animated: true)
        f.clock.advance(by: 0.12)
        let d = try #require(driver(f.detail))
        let title = nav.navigationBar.titleLabel.layer
        let shown = d.clip.frame
        f.window.sendTouch(.began, at: CGPoint(x: shown.midX, y: shown.midY))
        f.clock.advance(by: 1.0 / 60)
        let caught = Double(title.presentation()?.opacity ?? 1)
        #expect(caught > 0.05 && caught < 0.95, "part way: \(caught)")
        f.clock.advance(by: 0.5)
        #expect(abs(Double(title.presentation()?.opacity ?? 1) - caught) < 0.01, "held with the finger")
        f.window.sendTouch(.moved, at: CGPoint(x: shown.midX, y: shown.midY + 150))
        f.clock.advance(by: 1.0 / 60)
        #expect(Double(title.presentation()?.opacity ?? 1) < caught - 0.05, "follows the drag back")
        f.window.sendTouch(.ended, at: CGPoint(x: shown.midX, y: shown.midY + 150))
        f.clock.advance(by: 1.5)
        #expect(nav.viewControllers == [f.grid])
        #expect(nav.navigationBar.layer.speed == 1)
        #expect(title.animationKeys()?.isEmpty ?? true)
    }

    @Test("Pushed: a swipe from the leading edge pops with the zoom, back into the source")
    func edgeSwipePops() throws {
        let f = fixture(push: true)
        let nav = try #require(f.grid.navigationController)
        nav.pushViewController(f.detail, animated: true)
        f.clock.advance(by: 1)
        #expect(f.box.calls.count == 1)
        drag(f, by: 0, dx: 250, frames: 15, from: CGPoint(x: 5, y: 400))
        f.clock.advance(by: 1.5)
        #expect(nav.viewControllers == [f.grid])
        #expect(f.box.calls.count == 2)
    }

    // MARK: Precedence and classic styles

    @Test("A transitioning delegate's animator wins over preferredTransition")
    func delegateAnimatorWins() {
        let f = fixture()
        let delegate = LoggingTransitioningDelegate(log: f.log)
        f.detail.transitioningDelegate = delegate
        present(f)
        f.clock.advance(by: 1.0 / 60)
        #expect(f.detail.activeTransition?.animator is LoggingAnimator)
        #expect(f.box.calls.isEmpty)
        f.clock.advance(by: 1)
    }

    @Test("preferredTransition = .crossDissolve on a push fades the pushed view in")
    func crossDissolvePush() throws {
        let f = fixture(push: true)
        f.detail.preferredTransition = .crossDissolve
        let nav = try #require(f.grid.navigationController)
        nav.pushViewController(f.detail, animated: true)
        f.clock.advance(by: 0.2)
        let alpha = f.detail.view.layer.presentation()?.opacity ?? 1
        #expect(alpha > 0.05 && alpha < 0.95)
        f.clock.advance(by: 1)
        #expect(nav.topViewController === f.detail)
        #expect(f.detail.view.alpha == 1)
    }
}
