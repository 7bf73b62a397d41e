import Foundation

/// How a tab bar's items look in each state, for one layout (`UITabBarItemAppearance`).
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, @preconcurrency NSCopying {
    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()

    /// The default appearance of stacked items.
    public convenience override init() { self.init(style: .stacked) }

    /// The default appearance of items laid out as `style`.
    public init(style: UITabBarItemAppearance.Style) { super.init() }

    /// Back to the default appearance for `style`.
    open func configureWithDefault(for style: UITabBarItemAppearance.Style) {
        for state in [normal, selected, disabled, focused] { state.copyState(from: UITabBarItemStateAppearance()) }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITabBarItemAppearance()
        for (to, from) in zip([copy.normal, copy.selected, copy.disabled, copy.focused], [normal, selected, disabled, focused]) {
            to.copyState(from: from)
        }
        return copy
    }

    /// How tab bar items are laid out: image above title, or beside it.
    public enum Style: Int, Sendable {
        case stacked = 0
        case inline = 1
        case compactInline = 2
    }
}
