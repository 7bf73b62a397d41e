import Foundation

/// Opt-in fluid interruption of a transition run by a plain animator
/// (Segue addition, not in UIKit; Apple's "Designing Fluid Interfaces"
/// behaviour, which UIKit gives only to its own zoom transition).
///
/// Set it on the controller that comes and goes
/// (`UIViewController.transitionInterruption`: the presented, pushed or
/// selected controller, and the same controller when it is dismissed or
/// popped). While such a transition runs non-interactively — an animator
/// built on `UIView.animate`, with no interaction controller and no
/// `interruptibleAnimator(using:)` — a touch that begins inside the
/// transition's container catches it:
///
/// 1. Every property the transition animates (its animations in the
///    container and in views registered with
///    `animateAlongsideTransition(in:)`) leaves its animation and becomes a
///    critically damped spring that starts at the value shown and with that
///    value's current rate of change (read from the animation engine), so
///    nothing jumps and nothing stops dead.
/// 2. The context becomes interactive (`pauseInteractiveTransition()`;
///    coordinator interaction handlers hear it). Dragging along `direction`
///    moves the transition's progress by the drag over `distance`; each
///    property springs (`trackingResponse`) towards its value at that
///    progress, a straight line from the value the transition started at
///    to the value it ends at.
/// 3. On release the progress is projected 0.2 s ahead with the finger's
///    velocity: past one half the transition finishes
///    (`finishInteractiveTransition()`), otherwise it is cancelled
///    (`cancelInteractiveTransition()`, appearance callbacks reverse as for
///    any cancelled interactive transition). Each property springs
///    (`settlingResponse`, no overshoot) from where it is, with the
///    velocity it has, to its end or start value; when all have settled
///    the caught animations end (their completions run with `true`, as
///    after a cancelled percent-driven transition), so the animator calls
///    `completeTransition(_:)` as it always does.
///
/// A touch during the settling catches the transition again, unless it was
/// cancelled. Off by default: without it, touches during a transition
/// behave as in UIKit.
@preconcurrency @MainActor
public final class TransitionInterruption: NSObject {
    /// The drag direction that advances the transition.
    public enum Direction: Sendable, Equatable {
        case up, down, left, right
    }

    /// The drag direction that advances a transition bringing the
    /// controller in (present, push, tab); the opposite direction advances
    /// one taking it out (dismiss, pop), so the finger always moves the way
    /// the controller moves.
    public var direction: Direction
    /// Points of drag for the whole transition; nil (the default) means the
    /// container's width (left, right) or height (up, down).
    public var distance: CGFloat?
    /// The response, in seconds, of the springs that follow the finger
    /// (default 0.2; values that are not finite and positive read as 0.2).
    public var trackingResponse: TimeInterval
    /// The response, in seconds, of the springs that settle after release
    /// (default 0.4; values that are not finite and positive read as 0.4).
    public var settlingResponse: TimeInterval

    public init(direction: Direction, distance: CGFloat? = nil,
                trackingResponse: TimeInterval = 0.2, settlingResponse: TimeInterval = 0.4) {
        self.direction = direction
        self.distance = distance
        self.trackingResponse = trackingResponse
        self.settlingResponse = settlingResponse
        super.init()
    }

    /// The projection time of the release decision, in seconds.
    static let projectionTime: TimeInterval = 0.2

    /// +1 when the advancing direction is along +x or +y.
    var sign: CGFloat { direction == .right || direction == .down ? 1 : -1 }
    var isHorizontal: Bool { direction == .left || direction == .right }

    /// The drag distance for the whole transition in `container`.
    func effectiveDistance(in container: UIView) -> CGFloat {
        if let distance, distance.isFinite, distance > 0 { return distance }
        return max(isHorizontal ? container.bounds.width : container.bounds.height, 1)
    }

    static func angularFrequency(response: TimeInterval, fallback: TimeInterval) -> Double {
        let r = response.isFinite && response > 0 ? response : fallback
        return 2 * Double.pi / r
    }
}
