import Foundation

/// The title and buttons a controller shows in a navigation bar (`UINavigationItem`).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title; a change shows at the bar's next layout, as in UIKit.
    public var title: String? { didSet { bar?.setNeedsLayout() } }
    public var backButtonTitle: String?
    public var hidesBackButton = false
    /// Shown at the leading edge, after the back button only when
    /// `leftItemsSupplementBackButton` is true (otherwise in its place).
    public var leftBarButtonItems: [UIBarButtonItem]? { didSet { bar?.setNeedsLayout() } }
    public var rightBarButtonItems: [UIBarButtonItem]? { didSet { bar?.setNeedsLayout() } }
    public var leftItemsSupplementBackButton = false { didSet { bar?.setNeedsLayout() } }
    /// The bar showing the item, told when its buttons change.
    weak var bar: UINavigationBar?
    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    public init(title: String) { self.title = title }

    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}

/// An item of a tab bar (`UITabBarItem`).
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    public var title: String?
    public var image: CGImage?
    public var tag: Int
    public init(title: String?, image: CGImage?, tag: Int) {
        self.title = title; self.image = image; self.tag = tag
    }
}
