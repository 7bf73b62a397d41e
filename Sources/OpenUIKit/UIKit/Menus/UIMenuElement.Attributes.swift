import Foundation

extension UIMenuElement {
    /// How a menu draws and treats an element (`UIMenuElement.Attributes`),
    /// with UIKit's raw values.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Drawn dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in red: the element destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown in the menu.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
}
