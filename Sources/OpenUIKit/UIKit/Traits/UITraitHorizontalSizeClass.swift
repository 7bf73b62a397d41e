import Foundation

/// The horizontal size class as a trait (UIKit's `UITraitHorizontalSizeClass`, iOS 17), read from a collection's `horizontalSizeClass`.
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
    public static let name = "HorizontalSizeClass"
    public static let identifier = "UITraitHorizontalSizeClass"
    public static let affectsColorAppearance = false
}
