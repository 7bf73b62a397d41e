import Foundation

extension UIMenu {
    /// How a menu is drawn within its parent and how its actions' states
    /// behave (`UIMenu.Options`), with UIKit's raw values.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are drawn in the parent, as a section, rather than behind a submenu row.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu row is drawn in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one action of the menu is `.on`: choosing one turns the others `.off`.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are drawn side by side, as a palette.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }
}
