import Foundation

/// The display scale as a trait (UIKit's `UITraitDisplayScale`, iOS 17), read from a collection's `displayScale`.
public struct UITraitDisplayScale: UITraitDefinition {
    public static let defaultValue: CGFloat = 0
    public static let name = "DisplayScale"
    public static let identifier = "UITraitDisplayScale"
    public static let affectsColorAppearance = true
}
