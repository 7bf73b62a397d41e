import Foundation
import Testing
import UIKit
import SegueTesting
import SegueRender

// The code samples of docs/TESTING.md, compiled and run. Keep the two in step:
// a sample that changes here changes there.

// MARK: - A transition to test

/// Slides the presented view up from the bottom, and back down on dismissal.
final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let offscreen = CGAffineTransform(translationX: 0, y: container.bounds.height)
        if presenting {
            let toView = ctx.view(forKey: .to)!
            toView.frame = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
            toView.transform = offscreen
            container.addSubview(toView)
            UIView.animate(withDuration: 0.4, animations: { toView.transform = .identity }) { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        } else {
            let fromView = ctx.view(forKey: .from)!
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear,
                           animations: { fromView.transform = offscreen }) { _ in
                // After a cancelled interactive dismissal the view keeps the
                // animation's end value: put it back.
                if ctx.transitionWasCancelled { fromView.transform = .identity }
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        }
    }
}

/// Hands out the animators, and the interaction controller while a swipe drives the dismissal.
final class SlideUpTransitions: NSObject, UIViewControllerTransitioningDelegate {
    var interaction: EdgeSwipeDismissal?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideUpAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideUpAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interaction?.isActive == true ? interaction : nil
    }
}

/// A swipe from the left edge dismisses the controller; past half of 300 pt it completes.
final class EdgeSwipeDismissal: UIPercentDrivenInteractiveTransition {
    private(set) var isActive = false
    private weak var controller: UIViewController?

    init(controller: UIViewController) {
        self.controller = controller
        super.init()
        let pan = UIScreenEdgePanGestureRecognizer { [weak self] recognizer in
            self?.handle(recognizer as! UIScreenEdgePanGestureRecognizer)
        }
        pan.edges = .left
        controller.view.addGestureRecognizer(pan)
    }

    private func handle(_ pan: UIScreenEdgePanGestureRecognizer) {
        let progress = min(max(pan.translation(in: pan.view).x / 300, 0), 1)
        switch pan.state {
        case .began:
            isActive = true
            controller?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isActive = false
            if progress > 0.5 { finish() } else { cancel() }
        case .cancelled:
            isActive = false
            cancel()
        default:
            break
        }
    }
}

// MARK: - The virtual clock

@MainActor @Test("Docs: the virtual clock moves only when told")
func docsVirtualClock() {
    let clock = MediaClock.installVirtual()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
    clock.tick()                                  // commits: the animation starts at t = 0
    clock.advance(by: 0.25)                       // ticks every frameInterval up to t = 0.25
    #expect(abs(view.layer.presentation()!.opacity - 0.75) < 0.001)
    clock.tick(at: 0.5)                           // one tick at t = 0.5
    #expect(abs(view.layer.presentation()!.opacity - 0.5) < 0.001)
    #expect(clock.runUntilIdle())                 // until no animation is left
    #expect(view.layer.presentation()!.opacity == 0 && clock.now >= 1)
}

// MARK: - The harness

@MainActor @Test("Docs: a presentation, half way and at the end")
func docsHarnessPresentation() {
    let home = UIViewController(), detail = UIViewController()
    let transitions = SlideUpTransitions()
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = transitions

    let harness = TransitionHarness(root: home)
    home.present(detail, animated: true)
    harness.advance(by: 0.2)
    #expect(harness.isTransitioning)
    let y = detail.view.layer.presentation()!.transform.m42       // the translation, half way
    #expect(y > 0 && y < 844)

    #expect(harness.runUntilIdle())
    #expect(home.presentedViewController === detail)
    #expect(detail.view.window === harness.window && home.view.window == nil)
    #expect(harness.violations.isEmpty)
}

// MARK: - Touches

@MainActor @Test("Docs: a tap presents, an edge swipe dismisses")
func docsTouches() {
    let home = UIViewController(), detail = UIViewController()
    let transitions = SlideUpTransitions()
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = transitions
    transitions.interaction = EdgeSwipeDismissal(controller: detail)
    home.view.addGestureRecognizer(UITapGestureRecognizer { [unowned home] _ in home.present(detail, animated: true) })

    let harness = TransitionHarness(root: home)
    harness.tap(at: CGPoint(x: 195, y: 400))
    harness.runUntilIdle()
    #expect(home.presentedViewController === detail)

    // A short swipe cancels: the detail stays.
    harness.edgeSwipe(from: .left, distance: 80, duration: 0.3)
    harness.runUntilIdle()
    #expect(home.presentedViewController === detail)

    // A long one completes the dismissal.
    harness.edgeSwipe(from: .left, distance: 250, duration: 0.3)
    harness.runUntilIdle()
    #expect(home.presentedViewController == nil)
    #expect(harness.violations.isEmpty)
}

@MainActor @Test("Docs: a downward flick dismisses a sheet")
func docsFlick() {
    let home = UIViewController(), sheet = UIViewController()
    sheet.modalPresentationStyle = .pageSheet
    let harness = TransitionHarness(root: home)
    home.present(sheet, animated: true)
    harness.runUntilIdle()

    harness.flick(from: CGPoint(x: 195, y: 300), velocity: CGPoint(x: 0, y: 2000))
    harness.runUntilIdle()
    #expect(home.presentedViewController == nil)
}

// MARK: - Timeline and sampling

@MainActor @Test("Docs: the timeline records the transition, a sampler records a value")
func docsTimeline() {
    let home = UIViewController(), detail = UIViewController()
    let transitions = SlideUpTransitions()
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = transitions
    let harness = TransitionHarness(root: home)

    harness.timeline.sample("y") { detail.viewIfLoaded?.layer.presentation().map { Double($0.transform.m42) } }
    home.present(detail, animated: true)
    harness.advance(by: 0.5)                      // the whole transition
    harness.timeline.stopSampling()               // a running sampler keeps the clock busy
    harness.runUntilIdle()

    // The guide prints these lines; the test keeps the log short (SEGUE_TEST_VERBOSE=1 prints them).
    for line in harness.timeline.lines where ProcessInfo.processInfo.environment["SEGUE_TEST_VERBOSE"] == "1" { print(line) }
    #expect(harness.timeline.lines.contains { $0.hasSuffix("completeTransition(true)") })
    #expect(harness.timeline.events.contains(.animationEnded(true)))
    #expect(harness.timeline.appearanceCallbacks.contains { $0.hasSuffix(".viewDidAppear") })
    let ys = harness.timeline.samples["y", default: []].map(\.value)
    #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 >= $1 })    // the view only moves up
    #expect(ys.last == 0)
}

// MARK: - Invariants

/// Forgets to put the presented view in the container.
final class ContainerlessAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        UIView.animate(withDuration: 0.3, animations: {}) { _ in ctx.completeTransition(true) }
    }
}

final class ForgetfulTransitions: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        ContainerlessAnimator()
    }
}

@MainActor @Test("Docs: a hierarchy UIKit would not leave is reported")
func docsInvariants() {
    let home = UIViewController(), detail = UIViewController()
    let transitions = ForgetfulTransitions()
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = transitions
    let harness = TransitionHarness(root: home)
    home.present(detail, animated: true)
    harness.runUntilIdle()
    print(harness.violations)   // ["t=0.008: presented UIViewController is not in the window"]
    #expect(harness.violations.contains { $0.contains("presented UIViewController is not in the window") })
    #expect(harness.checkInvariants() == TransitionInvariants.check(window: harness.window))
}

// MARK: - Leaks

@MainActor @Test("Docs: the presented controller is released after its dismissal")
func docsLeaks() {
    let home = UIViewController()
    let harness = TransitionHarness(root: home)
    do {
        let detail = UIViewController()
        let transitions = SlideUpTransitions()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = transitions
        harness.leaks.expectDeallocation(of: detail, "detail")
        harness.leaks.expectDeallocation(of: detail.view, "detail's view")
        home.present(detail, animated: true)
        harness.runUntilIdle()
        detail.dismiss(animated: true)
        harness.runUntilIdle()
    }
    harness.advance(by: 0.1)
    #expect(harness.leaks.survivors == [])
}

// MARK: - Rendering

@MainActor @Test("Docs: frames of a transition as PNG, contact sheet and APNG")
func docsRendering() throws {
    let home = UIViewController(), detail = UIViewController()
    home.view.backgroundColor = .white
    detail.view.backgroundColor = .systemBlue
    let transitions = SlideUpTransitions()
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = transitions
    let harness = TransitionHarness(root: home, size: CGSize(width: 195, height: 422))
    harness.runUntilIdle()

    // Keep the window's snapshot every 1/30 s of media time.
    let fps = 30.0
    var trees: [RenderTree] = []
    var next = harness.now
    let token = harness.clock.addCommitObserver { now in
        while now + 1e-9 >= next {
            if let tree = harness.window.committedRenderTree { trees.append(tree) }
            next += 1 / fps
        }
    }
    home.present(detail, animated: true)
    harness.runUntilIdle()
    // The transition may end between two sample times: one more interval keeps the settled picture.
    harness.advance(by: 1 / fps)
    harness.clock.removeCommitObserver(token)

    // Render them (at 2 pixels per point) and write the three kinds of file.
    let frames = try trees.map { try harness.render($0, scale: 2) }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slide-up")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(PNGCodec.encode(frames[frames.count / 2])).write(to: folder.appendingPathComponent("middle.png"))
    let sheet = ContactSheet.make(frames: frames, columns: 5,
                                  labels: frames.map { String(format: "%.2f s", $0.time - frames[0].time) })
    try Data(PNGCodec.encode(sheet)).write(to: folder.appendingPathComponent("sheet.png"))
    try Data(APNGWriter.encode(frames: frames, fps: fps)).write(to: folder.appendingPathComponent("slide-up.png"))

    #expect(frames.count >= 12 && frames[0].width == 390 && frames[0].height == 844)
    let now = try harness.renderFrame(scale: 1)          // what is on screen now
    #expect(now.width == 195 && now.pixel(x: 97, y: 211) == frames.last!.pixel(x: 195, y: 422))
}
