import Foundation

/// Light or dark as a trait (UIKit's `UITraitUserInterfaceStyle`, iOS 17), read from a collection's `userInterfaceStyle`.
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    public static let defaultValue: UIUserInterfaceStyle = .unspecified
    public static let name = "UserInterfaceStyle"
    public static let identifier = "UITraitUserInterfaceStyle"
    public static let affectsColorAppearance = true
}
