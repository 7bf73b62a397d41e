import Foundation

/// The metrics a bar's custom appearance applies to (`UIBarMetrics`); raw
/// values are UIKit's. `.default` is the bar's normal height; the others
/// fall back to `.default` when no appearance is set for them, as in UIKit.
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}
