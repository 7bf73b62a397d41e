import Foundation

/// The title and buttons a controller shows in a navigation bar (`UINavigationItem`).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title; a change shows at the bar's next layout, as in UIKit.
    open var title: String? { didSet { bar?.setNeedsLayout() } }
    /// A view the bar shows at its centre instead of the title (UIKit:
    /// `titleView`), at its own size (its frame's, else `sizeThatFits`),
    /// no wider than the space between the bar's items.
    open var titleView: UIView? {
        didSet {
            if oldValue !== titleView, oldValue?.superview === bar { oldValue?.removeFromSuperview() }
            bar?.setNeedsLayout()
        }
    }
    open var backButtonTitle: String? { didSet { bar?.setNeedsLayout() } }
    /// The item the bar's back button shows while this item is below the
    /// top one; its title is the back button's (UIKit: `backBarButtonItem`).
    open var backBarButtonItem: UIBarButtonItem? { didSet { bar?.setNeedsLayout() } }
    open var hidesBackButton = false
    /// Shown at the leading edge, after the back button only when
    /// `leftItemsSupplementBackButton` is true (otherwise in its place).
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { bar?.setNeedsLayout() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { bar?.setNeedsLayout() } }
    open var leftItemsSupplementBackButton = false { didSet { bar?.setNeedsLayout() } }
    /// The bar showing the item, told when its buttons change.
    weak var bar: UINavigationBar?

    // MARK: Appearances (iOS 13): used in place of the bar's while this item is on top

    /// The bar's appearance at standard height while this item is on top; nil uses the bar's.
    open var standardAppearance: UINavigationBarAppearance? {
        didSet { standardAppearance = standardAppearance?.copy() as? UINavigationBarAppearance; bar?.appearanceDidChange() }
    }
    /// The compact-height appearance while this item is on top; nil uses the bar's.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { compactAppearance = compactAppearance?.copy() as? UINavigationBarAppearance; bar?.appearanceDidChange() }
    }
    /// The scroll-edge appearance while this item is on top; nil uses the bar's.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance?.copy() as? UINavigationBarAppearance
            if scrollEdgeAppearance != nil { UINavigationBar.tracksScrollEdges = true }
            bar?.appearanceDidChange()
        }
    }
    /// The compact scroll-edge appearance while this item is on top; nil uses the bar's.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy() as? UINavigationBarAppearance
            if compactScrollEdgeAppearance != nil { UINavigationBar.tracksScrollEdges = true }
            bar?.appearanceDidChange()
        }
    }
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    public init(title: String) { self.title = title }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}
