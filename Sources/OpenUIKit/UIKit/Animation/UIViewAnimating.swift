import Foundation

/// The interruptible-animation protocol (`UIViewAnimating`).
///
/// The state machine (Apple: `UIViewAnimating`, `UIViewAnimatingState`;
/// SDK header UIViewAnimating.h):
/// `.inactive` → `startAnimation()`/`pauseAnimation()` → `.active`;
/// `.active` → natural end → completions → `.inactive`;
/// `.active` → `stopAnimation(false)` → `.stopped` → `finishAnimation(at:)` →
/// `.inactive`; `stopAnimation(true)` goes straight to `.inactive` without
/// completions. `fractionComplete` is measured along the current direction
/// (`isReversed`).
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}
