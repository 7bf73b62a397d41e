import Foundation

extension UIMenuElement {
    /// Whether an element is checked (`UIMenuElement.State`), with UIKit's
    /// raw values: a menu draws a checkmark before an `.on` element and a
    /// dash before a `.mixed` one.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}
