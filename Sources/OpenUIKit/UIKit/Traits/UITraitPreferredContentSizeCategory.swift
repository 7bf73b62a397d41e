import Foundation

/// The Dynamic Type size as a trait (UIKit's `UITraitPreferredContentSizeCategory`, iOS 17), read from a collection's `preferredContentSizeCategory`.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let defaultValue: UIContentSizeCategory = .unspecified
    public static let name = "PreferredContentSizeCategory"
    public static let identifier = "UITraitPreferredContentSizeCategory"
    public static let affectsColorAppearance = false
}
