import Foundation

/// Start and stop notifications of an animation (`CAAnimationDelegate`).
/// Like Core Animation, the animation holds its delegate strongly. The
/// engine calls it on the main thread; its isolation reaches Swift 5 code
/// as `@preconcurrency`, as the SDK's Objective-C annotations do.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: NSObjectProtocol {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
