import Foundation

extension UIMenu {
    /// The size of a menu's child rows (`UIMenu.ElementSize`), with UIKit's
    /// raw values. `.large` rows are full-width, title then trailing image;
    /// `.medium` and `.small` children share one row side by side, image
    /// over title (`.medium`) or image only (`.small`); `.automatic` lets
    /// the system choose, which for iOS menus is `.large`.
    public enum ElementSize: Int, Sendable {
        case small = 0
        case medium = 1
        case large = 2
        case automatic = -1
    }
}
