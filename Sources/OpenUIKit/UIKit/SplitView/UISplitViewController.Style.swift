import Foundation

extension UISplitViewController {
    /// The kind of split view interface (`UISplitViewController.Style`, iOS 14).
    public enum Style: Int, Sendable {
        /// A classic interface: `viewControllers` holds the primary and the secondary controller.
        case unspecified = 0
        /// Two columns, primary and secondary (`setViewController(_:for:)`).
        case doubleColumn = 1
        /// Three columns, primary, supplementary and secondary.
        case tripleColumn = 2
    }
}
