import Foundation

/// The measurements Segue draws menus with, chosen to match iOS 17's
/// menus (docs/FIDELITY.md, "Menus").
enum MenuMetrics {
    static let minimumWidth: CGFloat = 250
    static let maximumWidth: CGFloat = 320
    static let rowHeight: CGFloat = 44
    static let mediumCellHeight: CGFloat = 70
    static let mediumImageTop: CGFloat = 12
    static let mediumTitleBottom: CGFloat = 10
    static let titleSize: CGFloat = 17
    static let mediumTitleSize: CGFloat = 12
    static let subtitleSize: CGFloat = 15
    static let headerSize: CGFloat = 13
    static let headerVerticalInset: CGFloat = 8
    static let subtitleVerticalInset: CGFloat = 10
    static let symbolPointSize: CGFloat = 17
    static let horizontalInset: CGFloat = 16
    /// Where titles start when some row shows a checkmark.
    static let checkedLeadingInset: CGFloat = 44
    static let checkColumnWidth: CGFloat = 18
    static let imageColumnWidth: CGFloat = 24
    static let imageSpacing: CGFloat = 12
    static let cornerRadius: CGFloat = 13
    static let separatorThickness: CGFloat = 0.5
    /// The band between sections (inline menus).
    static let sectionGap: CGFloat = 8
    static let sectionGapColor = UIColor(white: 0, alpha: 0.08)
    static let highlightColor = UIColor(white: 0, alpha: 0.1)
    /// A light grey laid over the card's blur (the material's tint).
    static let cardTint = UIColor(white: 0.97, alpha: 0.6)
    /// Distance between a menu and the button or preview it belongs to.
    static let anchorGap: CGFloat = 8
    static let contextGap: CGFloat = 16
    /// The least distance from a menu to the window's (safe) edges.
    static let screenMargin: CGFloat = 8
    static let shadowRadius: CGFloat = 24
    static let shadowOpacity: Float = 0.15
    /// The scale a menu grows from, about the corner nearest its source.
    static let appearingScale: CGFloat = 0.2
    static let presentDuration: TimeInterval = 0.45
    static let presentDamping: CGFloat = 0.82
    static let dismissDuration: TimeInterval = 0.25
    /// Context menus: the press that shows one, and the backdrop.
    static let pressDuration: TimeInterval = 0.5
    static let backdropDimming = UIColor(white: 0, alpha: 0.1)
    static let previewCornerRadius: CGFloat = 13
}
