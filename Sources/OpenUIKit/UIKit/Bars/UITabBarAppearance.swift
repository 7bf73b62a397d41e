import Foundation

/// The look of a tab bar (`UITabBarAppearance`, iOS 13): the background and
/// shadow of `UIBarAppearance` and the items' appearances for each layout.
/// Give it to a tab bar's `standardAppearance` or `scrollEdgeAppearance`.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The items' appearance when the image is above the title (an iPhone in portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// The items' appearance when the image is beside the title (iPad).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// The items' appearance beside the title in a compact-height environment.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// The tint of the selection indicator image.
    open var selectionIndicatorTintColor: UIColor?
    /// An image drawn behind the selected item.
    open var selectionIndicatorImage: UIImage?
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    open var stackedItemSpacing: CGFloat = 0
    open var stackedItemWidth: CGFloat = 0

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    /// A tab bar appearance with `barAppearance`'s background and shadow.
    public override init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITabBarAppearance(barAppearance: self)
        copy.stackedLayoutAppearance = stackedLayoutAppearance.copy() as? UITabBarItemAppearance ?? UITabBarItemAppearance()
        copy.inlineLayoutAppearance = inlineLayoutAppearance.copy() as? UITabBarItemAppearance ?? UITabBarItemAppearance()
        copy.compactInlineLayoutAppearance = compactInlineLayoutAppearance.copy() as? UITabBarItemAppearance ?? UITabBarItemAppearance()
        copy.selectionIndicatorTintColor = selectionIndicatorTintColor
        copy.selectionIndicatorImage = selectionIndicatorImage
        copy.stackedItemPositioning = stackedItemPositioning
        copy.stackedItemSpacing = stackedItemSpacing
        copy.stackedItemWidth = stackedItemWidth
        return copy
    }
}
