import Foundation

/// Where an interruptible animation ended (`UIViewAnimatingPosition`), passed
/// to property-animator completions.
///
/// UIKit: `.end` for a natural finish, `.start` when a reversed animator runs
/// back to its beginning, `.current` only through `stopAnimation(false)`
/// followed by `finishAnimation(at: .current)`. Raw values are UIKit's.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}
