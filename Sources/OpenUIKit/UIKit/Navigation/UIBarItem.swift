import Foundation

/// The base of bar items (`UIBarItem`): title, image, enabled state, tag.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    open var tag = 0
    public override init() { super.init() }

    /// An item from a storyboard or nib (UIKit's `NSCoding` initializer,
    /// hence `required`): a subclass named by `customClass` is made
    /// through it.
    public required init?(coder: NSCoder) { super.init() }

    /// Sent once the storyboard or nib that made the item has connected all
    /// its objects (UIKit: `awakeFromNib()`, declared on `NSObject`). The
    /// default does nothing.
    open func awakeFromNib() {}
}
