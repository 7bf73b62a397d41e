import Foundation

extension UIButton {
    /// The styles of button (`UIButton.ButtonType`), with UIKit's raw values.
    /// Segue draws `.custom`, `.system` (and the other system styles, which
    /// behave as `.system`) and `.close`.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case plain = 6
        case close = 7
    }
}
