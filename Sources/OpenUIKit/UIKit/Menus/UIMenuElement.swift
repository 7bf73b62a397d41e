import Foundation

/// An item of a menu: an action, a submenu or a deferred placeholder
/// (`UIMenuElement`).
///
/// Elements are made through their subclasses, `UIAction`, `UIMenu` and
/// `UIDeferredMenuElement`; a menu draws each one as a row with its
/// `title`, its `subtitle` beneath in smaller grey text, and its `image`
/// on the trailing side (UIKit, "UIMenuElement").
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    var storedTitle: String
    var storedImage: UIImage?

    /// The element's title.
    open var title: String { storedTitle }
    /// Secondary text drawn under the title (nil: none).
    open var subtitle: String?
    /// The image drawn beside the title (nil: none).
    open var image: UIImage? { storedImage }

    init(title: String, subtitle: String?, image: UIImage?) {
        storedTitle = title
        self.subtitle = subtitle
        storedImage = image
        super.init()
    }
}
