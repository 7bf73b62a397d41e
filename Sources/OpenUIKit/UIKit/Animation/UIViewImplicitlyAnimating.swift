import Foundation

/// An interruptible animation that accepts animation blocks and completions
/// (`UIViewImplicitlyAnimating`).
///
/// UIKit marks every member optional; here each is a requirement with a
/// default implementation (a no-op) in an extension, so a conforming type
/// implements only what it supports. `UIViewPropertyAnimator` implements all.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addAnimations(_ animation: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// Optional in UIKit; the default ignores the block.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Optional in UIKit; the default ignores the block.
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Optional in UIKit; the default ignores the completion.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Optional in UIKit; the default does nothing.
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}
