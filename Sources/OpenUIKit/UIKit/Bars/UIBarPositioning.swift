import Foundation

/// A bar that knows its position (`UIBarPositioning`): toolbars (and, in UIKit, navigation and search bars).
@preconcurrency @MainActor
public protocol UIBarPositioning: NSObjectProtocol {
    /// Where the bar is.
    var barPosition: UIBarPosition { get }
}
