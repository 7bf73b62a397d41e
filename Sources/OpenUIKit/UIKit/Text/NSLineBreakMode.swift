import Foundation

/// How text that does not fit is wrapped or truncated (`NSLineBreakMode`),
/// with UIKit's raw values.
///
/// As in UIKit, every mode except `.byCharWrapping` wraps a multi-line
/// label at word boundaries (a word wider than a line is broken between
/// characters); the truncating modes then shorten the last visible line
/// with "…", and `.byClipping` lets it run past the edge.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}
