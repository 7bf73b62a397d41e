import Foundation

/// An item of a tab bar (`UITabBarItem`, a `UIBarItem`): a title and an
/// image; the tab bar draws the image as a template, tinted blue when the
/// item is selected and grey otherwise, and a marker for an item without one.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The image shown while the item is selected; `image` when nil.
    open var selectedImage: UIImage? { didSet { bar?.setNeedsLayout() } }
    open override var image: UIImage? { didSet { bar?.setNeedsLayout() } }
    open override var title: String? { didSet { bar?.setNeedsLayout() } }
    /// The bar showing the item, told when its images change.
    weak var bar: UITabBar?

    /// An item from a storyboard (a subclass named by `customClass` is made
    /// through it); the storyboard sets its title, images and tag.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}
