import Foundation

/// The vertical size class as a trait (UIKit's `UITraitVerticalSizeClass`, iOS 17), read from a collection's `verticalSizeClass`.
public struct UITraitVerticalSizeClass: UITraitDefinition {
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
    public static let name = "VerticalSizeClass"
    public static let identifier = "UITraitVerticalSizeClass"
    public static let affectsColorAppearance = false
}
