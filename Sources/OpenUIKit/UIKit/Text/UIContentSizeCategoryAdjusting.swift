import Foundation

/// Views whose font follows the user's Dynamic Type size
/// (`UIContentSizeCategoryAdjusting`: `UILabel`, `UITextField`,
/// `UITextView`). When `adjustsFontForContentSizeCategory` is true and the
/// font came from `UIFont.preferredFont(forTextStyle:)` or a
/// `UIFontMetrics`, the view remakes its font for the new category when
/// the category changes, and relays out; other fonts stay as they are.
@MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}
