import Foundation

extension UITableView {
    /// The look of a table view (`UITableView.Style`).
    ///
    /// - `plain`: rows span the width; section headers float at the top
    ///   while their section scrolls past.
    /// - `grouped`: sections separated by gaps on `systemGroupedBackground`;
    ///   headers scroll with the content.
    /// - `insetGrouped`: grouped, with each section's rows inset by the
    ///   layout margins and its first and last rows' outer corners rounded.
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }

    /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)`
    /// place the row (`UITableView.ScrollPosition`).
    public enum ScrollPosition: Int, Sendable {
        /// Scrolls the least distance that shows the whole row (nothing if it is visible).
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }

    /// How inserted, deleted and reloaded rows appear or disappear
    /// (`UITableView.RowAnimation`).
    public enum RowAnimation: Int, Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        case automatic = 100
    }
}
