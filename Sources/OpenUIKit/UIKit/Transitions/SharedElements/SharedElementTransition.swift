import Foundation

/// A transition that flies matched views from the source to the
/// destination (Segue addition, not in UIKit; Hero's `hero.id` as an
/// ordinary UIKit animator).
///
/// Return it from any transitioning, navigation or tab-bar delegate's
/// animation-controller method. When it starts it puts the destination view
/// in the container at its final frame and lays it out, then pairs the
/// views that carry the same `UIView.transitionID` in the source and the
/// destination (the first visible one of each id in pre-order, in a window;
/// a matched view flies with its subtree, so ids inside it are not matched
/// again). Each pair flies through two snapshots of its views in one flight
/// view above both controllers' views: position, size and `transform`
/// (the view's own, in the container's coordinates), `alpha`, corner
/// radius, background, border and shadow (colour, opacity, radius, offset)
/// interpolate from the source's values to the destination's; the two
/// snapshots, taken without the views' own corners, background, border and
/// shadow, cross-fade inside the flight's rounded clip. Flights are stacked
/// by the destination's `zPosition`. The source and the destination views
/// are hidden during the flight and shown again at the end, completed or
/// cancelled.
///
/// Views without a partner that carry `transitionModifiers` enter or leave
/// with them (fade, scale, translate, delay, cascade). The rest moves with
/// its controller's view: the destination fades in above the source
/// (present, push, tab) or the source fades out above the destination
/// (dismiss, pop).
///
/// All of it is one `UIViewPropertyAnimator` with `timingParameters`,
/// returned by `interruptibleAnimator(using:)`, so a
/// `UIPercentDrivenInteractiveTransition` (an edge swipe, a pinch) scrubs,
/// finishes and cancels it at any progress, 0 and 1 included. The
/// transition completes with `completeTransition(_:)` when the animator
/// ends: completed at its end unless the context was cancelled, cancelled
/// when it ends at its start.
@preconcurrency @MainActor
open class SharedElementTransition: NSObject, UIViewControllerAnimatedTransitioning {
    /// The transition's duration in seconds.
    public let duration: TimeInterval
    /// The timing of every flight and modifier animation.
    public let timingParameters: any UITimingCurveProvider

    private var animator: UIViewPropertyAnimator?
    /// The running transition's stage (nil before it starts and after it ends).
    private(set) var scene: SharedElementScene?

    /// A transition lasting `duration` seconds (0.4 by default) with
    /// `timingParameters` (ease in-out by default). A duration that is not
    /// finite and positive is replaced by 0.4 with a diagnostic.
    public init(duration: TimeInterval = 0.4,
                timingParameters: any UITimingCurveProvider = UICubicTimingParameters(animationCurve: .easeInOut)) {
        if duration.isFinite && duration > 0 {
            self.duration = duration
        } else {
            Log.uiKit.warning("SharedElementTransition: duration \(duration) is not a positive number of seconds; using 0.4")
            self.duration = 0.4
        }
        self.timingParameters = timingParameters
        super.init()
    }

    /// A transition lasting `duration` seconds with a standard curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    }

    open func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    open func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    /// The transition's property animator: made (with the stage) on the
    /// first call, the same object for the rest of the transition, as UIKit
    /// requires.
    open func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: timingParameters)
        let scene = SharedElementScene(context: transitionContext)
        scene.install(into: animator, duration: duration)
        animator.addCompletion { position in
            scene.restore()
            transitionContext.completeTransition(position == .end && !transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        self.scene = scene
        return animator
    }

    /// Forgets the finished transition's animator and stage, so the same
    /// object can run the next transition.
    open func animationEnded(_ transitionCompleted: Bool) {
        scene?.restore()
        animator = nil
        scene = nil
    }

    /// The ids of the pairs the running transition flies, in stacking order
    /// (empty when no transition runs).
    public var matchedTransitionIDs: [String] { scene?.flights.map(\.id) ?? [] }
}
