import Foundation

/// The idiom as a trait (UIKit's `UITraitUserInterfaceIdiom`, iOS 17), read from a collection's `userInterfaceIdiom`.
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    public static let defaultValue: UIUserInterfaceIdiom = .unspecified
    public static let name = "UserInterfaceIdiom"
    public static let identifier = "UITraitUserInterfaceIdiom"
    public static let affectsColorAppearance = false
}
