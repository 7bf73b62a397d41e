import Foundation

/// Base or elevated as a trait (UIKit's `UITraitUserInterfaceLevel`, iOS 17), read from a collection's `userInterfaceLevel`.
public struct UITraitUserInterfaceLevel: UITraitDefinition {
    public static let defaultValue: UIUserInterfaceLevel = .unspecified
    public static let name = "UserInterfaceLevel"
    public static let identifier = "UITraitUserInterfaceLevel"
    public static let affectsColorAppearance = true
}
