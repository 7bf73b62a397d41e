import Foundation
@testable import OpenUIKit
import PropertyBased
import SegueTesting
import Testing

/// Laws of interactive transitions and of controller hierarchies that real
/// transition code relies on, checked with `propertyCheck` over generated
/// inputs (x-sheep/swift-property-based), each case on a `TransitionHarness`.
@Suite("Transition laws (property tests)", .transitionHarness)
@MainActor
struct TransitionLawsPropertyTests {
    /// A dismissal that moves the presented view's model values to the given
    /// targets (center and bounds, i.e. its frame; alpha; transform), linearly
    /// over `duration`, and does not restore anything itself when cancelled.
    final class TargetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let duration: TimeInterval
        let target: ViewState
        var completed: ((Bool) -> Void)?
        init(duration: TimeInterval, target: ViewState) { self.duration = duration; self.target = target }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }
        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
            let card = ctx.view(forKey: .from)!
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
                card.center = self.target.center
                card.bounds = self.target.bounds
                card.alpha = self.target.alpha
                card.transform = self.target.transform
            }) { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
                self.completed?(!ctx.transitionWasCancelled)
            }
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let animator: TargetAnimator
        let interaction = UIPercentDrivenInteractiveTransition()
        init(animator: TargetAnimator) { self.animator = animator }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    }

    /// The model values a transition animates.
    struct ViewState: Sendable, Equatable {
        var center: CGPoint, bounds: CGRect, alpha: CGFloat, transform: CGAffineTransform
        init(center: CGPoint, bounds: CGRect, alpha: CGFloat, transform: CGAffineTransform) {
            self.center = center; self.bounds = bounds; self.alpha = alpha; self.transform = transform
        }
        @MainActor init(of view: UIView) {
            self.init(center: view.center, bounds: view.bounds, alpha: view.alpha, transform: view.transform)
        }
        @MainActor func apply(to view: UIView) {
            view.center = center; view.bounds = bounds; view.alpha = alpha; view.transform = transform
        }
        var components: [CGFloat] {
            [center.x, center.y, bounds.minX, bounds.minY, bounds.width, bounds.height, alpha,
             transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        }
        /// Equal up to rounding: the engine restores a transform through its
        /// interpolation at progress 0 (decomposed and recomposed), which may
        /// differ from the start in the last bit.
        func isClose(to other: ViewState) -> Bool {
            zip(components, other.components).allSatisfy { abs($0 - $1) <= 1e-12 * (1 + abs($1)) }
        }
    }

    /// Random model values: a frame on or around the screen, alpha, and a
    /// rotation · scale transform (mirrored or not).
    static let viewStates = zip(Gen.double(in: 0...1).array(of: 8), Gen.bool).map { u, mirrored in
        func at(_ i: Int, _ range: ClosedRange<Double>) -> CGFloat {
            CGFloat(range.lowerBound + u[i] * (range.upperBound - range.lowerBound))
        }
        let transform = CGAffineTransform(rotationAngle: at(5, -3.2...3.2))
            .scaledBy(x: at(6, 0.2...2) * (mirrored ? -1 : 1), y: at(7, 0.2...2))
        return ViewState(center: CGPoint(x: at(0, -200...600), y: at(1, -200...1000)),
                         bounds: CGRect(x: 0, y: 0, width: at(2, 1...500), height: at(3, 1...900)),
                         alpha: at(4, 0...1), transform: transform)
    }

    /// A presented card dismissed interactively by `TargetAnimator`, stopped at
    /// `progress` and then finished or cancelled. Returns the media time from
    /// `finish()`/`cancel()` to the animator's completion, whether it
    /// completed, and the card's model values before the dismissal and after.
    func dismissInteractively(duration: TimeInterval, speed: CGFloat, progress: CGFloat, finishes: Bool,
                              start: ViewState, target: ViewState)
        -> (elapsed: TimeInterval?, completed: Bool?, before: ViewState, after: ViewState, violations: [String]) {
        let home = UIViewController(), card = UIViewController()
        card.modalPresentationStyle = .overFullScreen
        // 1 ms frames: the completion time is read to within a frame.
        let harness = TransitionHarness(root: home, frameRate: 1000)
        defer { harness.tearDown() }
        let delegate = Delegate(animator: TargetAnimator(duration: duration, target: target))
        card.transitioningDelegate = delegate
        home.present(card, animated: false)
        harness.runUntilIdle()
        start.apply(to: card.view)
        let before = ViewState(of: card.view)
        var completedAt: TimeInterval?, completed: Bool?
        delegate.animator.completed = { completed = $0; completedAt = harness.now }
        delegate.interaction.completionSpeed = speed
        card.dismiss(animated: true)
        harness.advance(by: 0.005)
        delegate.interaction.update(progress)
        harness.advance(by: 0.005)
        let released = harness.now
        if finishes { delegate.interaction.finish() } else { delegate.interaction.cancel() }
        _ = harness.advance(until: { completed != nil }, timeout: 10)
        harness.runUntilIdle()
        return (completedAt.map { $0 - released }, completed, before, ViewState(of: card.view), harness.violations)
    }

    @Test("After update(p), finish() completes in (1 − p)·D/s and cancel() in p·D/s")
    func percentDrivenCompletionTimes() async {
        await propertyCheck(count: 25, input: Gen.double(in: 0.1...0.6), Gen.cgFloat(in: 0.5...3),
                            Gen.cgFloat(in: 0.05...0.95), Gen.bool) { duration, speed, progress, finishes in
            let state = ViewState(center: CGPoint(x: 195, y: 422), bounds: CGRect(x: 0, y: 0, width: 390, height: 844),
                                  alpha: 1, transform: .identity)
            var target = state
            target.center.y += 844
            let run = dismissInteractively(duration: duration, speed: speed, progress: progress, finishes: finishes,
                                           start: state, target: target)
            let p = Double(progress), s = Double(speed)
            let expected = finishes ? (1 - p) * duration / s : p * duration / s
            #expect(run.completed == finishes)
            let elapsed = try #require(run.elapsed)
            // Within two 1 ms frames: the release and the completion each land on a tick.
            #expect(abs(elapsed - expected) <= 0.002 + 1e-9, "took \(elapsed) s, expected \(expected) s")
            #expect(run.violations == [])
        }
    }

    @Test("After a cancelled transition the model values (frame, alpha, transform) equal the start values")
    func cancelRestoresStartValues() async {
        await propertyCheck(count: 30, input: Self.viewStates, Self.viewStates, Gen.cgFloat(in: 0...1),
                            Gen.cgFloat(in: 0.5...3)) { start, target, progress, speed in
            let run = dismissInteractively(duration: 0.3, speed: speed, progress: progress, finishes: false,
                                           start: start, target: target)
            #expect(run.completed == false)
            #expect(run.after.isClose(to: run.before), "cancelled at \(progress): \(run.after) ≠ \(run.before)")
            #expect(run.violations == [])
        }
    }
}
