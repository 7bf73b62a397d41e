import Foundation

/// The lifecycle state of an interruptible animation (`UIViewAnimatingState`).
///
/// UIKit (UIViewAnimating.h): an animator is `.inactive` when created (with or
/// without animations) and again after its completions have run; `.active`
/// once started or paused (`isRunning` tells the two apart); `.stopped` after
/// `stopAnimation(false)` until `finishAnimation(at:)` is called. Raw values
/// are UIKit's.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0
    case active = 1
    case stopped = 2
}
