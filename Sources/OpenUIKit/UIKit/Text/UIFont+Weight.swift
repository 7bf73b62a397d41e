import Foundation

extension UIFont {
    /// A font weight (`UIFont.Weight`), with UIKit's values from −0.8
    /// (ultra-light) to 0.62 (black).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Weights at or above this use a bold face (between semibold and bold).
        static let boldThreshold: CGFloat = 0.35
        /// Weights below this use DejaVu's ExtraLight face (between light and regular).
        static let lightThreshold: CGFloat = -0.2

        /// The suffix of the DejaVu Sans face for this weight.
        var faceSuffix: String {
            if rawValue >= Weight.boldThreshold { return "-Bold" }
            if rawValue < Weight.lightThreshold { return "-ExtraLight" }
            return ""
        }
    }
}
