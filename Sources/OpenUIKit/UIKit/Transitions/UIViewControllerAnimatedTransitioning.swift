import Foundation

/// An object that animates a transition (`UIViewControllerAnimatedTransitioning`).
///
/// `animationEnded(_:)` is optional in UIKit: the default does nothing.
/// `interruptibleAnimator(using:)` is optional too; see its extension.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// The `interruptibleAnimator(using:)` member: optional in UIKit. Implement
/// it in your animator to make the transition interruptible; return the same
/// animator for the whole transition. The default marks it "not implemented",
/// which makes UIKit (and Segue) use `animateTransition(using:)`.
extension UIViewControllerAnimatedTransitioning {
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating {
        NotImplementedInterruptibleAnimator.shared
    }
}

/// Marker returned by the default `interruptibleAnimator(using:)`.
@MainActor
final class NotImplementedInterruptibleAnimator: NSObject, UIViewImplicitlyAnimating {
    static let shared = NotImplementedInterruptibleAnimator()
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var fractionComplete: CGFloat = 0
    var isReversed = false
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}
