import Foundation

/// The base of bar items (`UIBarItem`): title, image, enabled state, tag.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    open var tag = 0
    public override init() { super.init() }
}
