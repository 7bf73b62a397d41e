import Foundation

extension UITableViewCell {
    /// The standard arrangements of a cell's labels and image (`UITableViewCell.CellStyle`).
    ///
    /// - `default`: image, then `textLabel`; no `detailTextLabel`.
    /// - `value1`: `textLabel` on the left, `detailTextLabel` right-aligned
    ///   on the right in the secondary label colour.
    /// - `value2`: `textLabel` right-aligned in a narrow leading column in
    ///   the tint colour, `detailTextLabel` after it.
    /// - `subtitle`: `textLabel` with `detailTextLabel` below it in a smaller font.
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    /// How a selected or highlighted cell looks (`UITableViewCell.SelectionStyle`).
    /// `none` shows nothing; the others show the gray selected background.
    public enum SelectionStyle: Int, Sendable {
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }

    /// The standard accessory views drawn at a cell's trailing edge
    /// (`UITableViewCell.AccessoryType`).
    public enum AccessoryType: Int, Sendable {
        case none = 0
        /// A gray chevron.
        case disclosureIndicator = 1
        /// An info button followed by a chevron.
        case detailDisclosureButton = 2
        /// A checkmark in the tint colour.
        case checkmark = 3
        /// An info button (a circled "i" in the tint colour).
        case detailButton = 4
    }

    /// The separator line between rows (`UITableViewCell.SeparatorStyle`,
    /// the type of `UITableView.separatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        case none = 0
        case singleLine = 1
        @available(*, deprecated, message: "Use singleLine")
        case singleLineEtched = 2
    }
}
