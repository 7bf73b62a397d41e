import Foundation

/// How tab bar items look in one state (`UITabBarItemStateAppearance`).
@preconcurrency @MainActor
public class UITabBarItemStateAppearance: NSObject {
    /// The title's attributes (`.font`, `.foregroundColor`).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment: UIOffset = .zero
    /// The colour of the item's image; nil for the bar's (tint colour when
    /// selected, the unselected colour otherwise).
    public var iconColor: UIColor?
    public var badgePositionAdjustment: UIOffset = .zero
    public var badgeBackgroundColor: UIColor?
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var badgeTitlePositionAdjustment: UIOffset = .zero

    func copyState(from other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }
}
