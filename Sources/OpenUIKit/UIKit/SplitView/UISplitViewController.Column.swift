import Foundation

extension UISplitViewController {
    /// The columns of a column-style split view interface (`UISplitViewController.Column`, iOS 14).
    public enum Column: Int, Sendable {
        /// The leading column (a sidebar or list).
        case primary = 0
        /// The middle column of a triple-column interface.
        case supplementary = 1
        /// The secondary, or detail, column.
        case secondary = 2
        /// The controller shown instead of the columns while the interface is collapsed.
        case compact = 3
    }
}
