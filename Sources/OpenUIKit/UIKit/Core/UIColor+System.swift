import Foundation

/// The system and semantic colours, dynamic as in UIKit: each resolves to
/// its light or dark value (and, for backgrounds, its elevated dark value)
/// from the trait collection. The values are the ones Apple's Human
/// Interface Guidelines publish ("Color": system colors and the iOS
/// dynamic system colors, default contrast).
extension UIColor {
    static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    /// A colour with a light and a dark value (and a dark elevated one).
    static func dynamic(light: UIColor, dark: UIColor, darkElevated: UIColor? = nil) -> UIColor {
        UIColor { traits in
            guard traits.userInterfaceStyle == .dark else { return light }
            return traits.userInterfaceLevel == .elevated ? (darkElevated ?? dark) : dark
        }
    }

    /// The colour for `traitCollection` (itself when it is not dynamic).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    // MARK: System colours

    public static let systemRed = dynamic(light: rgb(255, 59, 48), dark: rgb(255, 69, 58))
    public static let systemOrange = dynamic(light: rgb(255, 149, 0), dark: rgb(255, 159, 10))
    public static let systemYellow = dynamic(light: rgb(255, 204, 0), dark: rgb(255, 214, 10))
    public static let systemGreen = dynamic(light: rgb(52, 199, 89), dark: rgb(48, 209, 88))
    public static let systemMint = dynamic(light: rgb(0, 199, 190), dark: rgb(99, 230, 226))
    public static let systemTeal = dynamic(light: rgb(48, 176, 199), dark: rgb(64, 200, 224))
    public static let systemCyan = dynamic(light: rgb(50, 173, 230), dark: rgb(100, 210, 255))
    public static let systemBlue = dynamic(light: rgb(0, 122, 255), dark: rgb(10, 132, 255))
    public static let systemIndigo = dynamic(light: rgb(88, 86, 214), dark: rgb(94, 92, 230))
    public static let systemPurple = dynamic(light: rgb(175, 82, 222), dark: rgb(191, 90, 242))
    public static let systemPink = dynamic(light: rgb(255, 45, 85), dark: rgb(255, 55, 95))
    public static let systemBrown = dynamic(light: rgb(162, 132, 94), dark: rgb(172, 142, 104))
    public static let systemGray = dynamic(light: rgb(142, 142, 147), dark: rgb(142, 142, 147))
    public static let systemGray2 = dynamic(light: rgb(174, 174, 178), dark: rgb(99, 99, 102))
    public static let systemGray3 = dynamic(light: rgb(199, 199, 204), dark: rgb(72, 72, 74))
    public static let systemGray4 = dynamic(light: rgb(209, 209, 214), dark: rgb(58, 58, 60))
    public static let systemGray5 = dynamic(light: rgb(229, 229, 234), dark: rgb(44, 44, 46))
    public static let systemGray6 = dynamic(light: rgb(242, 242, 247), dark: rgb(28, 28, 30))

    // MARK: Backgrounds

    public static let systemBackground = dynamic(light: rgb(255, 255, 255), dark: rgb(0, 0, 0), darkElevated: rgb(28, 28, 30))
    public static let secondarySystemBackground = dynamic(light: rgb(242, 242, 247), dark: rgb(28, 28, 30),
                                                          darkElevated: rgb(44, 44, 46))
    public static let tertiarySystemBackground = dynamic(light: rgb(255, 255, 255), dark: rgb(44, 44, 46),
                                                         darkElevated: rgb(58, 58, 60))
    public static let systemGroupedBackground = dynamic(light: rgb(242, 242, 247), dark: rgb(0, 0, 0),
                                                        darkElevated: rgb(28, 28, 30))
    public static let secondarySystemGroupedBackground = dynamic(light: rgb(255, 255, 255), dark: rgb(28, 28, 30),
                                                                 darkElevated: rgb(44, 44, 46))
    public static let tertiarySystemGroupedBackground = dynamic(light: rgb(242, 242, 247), dark: rgb(44, 44, 46),
                                                                darkElevated: rgb(58, 58, 60))

    // MARK: Labels, fills, separators

    public static let label = dynamic(light: rgb(0, 0, 0), dark: rgb(255, 255, 255))
    public static let secondaryLabel = dynamic(light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
    public static let tertiaryLabel = dynamic(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    public static let quaternaryLabel = dynamic(light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16))
    /// The colour of placeholder text in fields and text views (as `tertiaryLabel`).
    public static let placeholderText = dynamic(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    public static let link = dynamic(light: rgb(0, 122, 255), dark: rgb(9, 132, 255))
    public static let separator = dynamic(light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
    public static let opaqueSeparator = dynamic(light: rgb(198, 198, 200), dark: rgb(56, 56, 58))
    public static let systemFill = dynamic(light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
    public static let secondarySystemFill = dynamic(light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
    public static let tertiarySystemFill = dynamic(light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
    public static let quaternarySystemFill = dynamic(light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18))
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor.black
}
