/// A type that names one trait of a trait collection (UIKit's
/// `UITraitDefinition`, iOS 17): the system traits
/// (`UITraitUserInterfaceStyle`, `UITraitHorizontalSizeClass`, …) and an
/// app's own, declared by giving a `defaultValue`:
///
/// ```swift
/// struct ThemeTrait: UITraitDefinition { static let defaultValue = Theme.standard }
/// view.traitOverrides[ThemeTrait.self] = .monochrome
/// let theme = view.traitCollection[ThemeTrait.self]
/// ```
public protocol UITraitDefinition {
    associatedtype Value
    /// The value of the trait in a collection that does not set it.
    static var defaultValue: Value { get }
    /// A short name for debugging (the type's name by default).
    static var name: String { get }
    /// A unique identifier (the type's full name by default).
    static var identifier: String { get }
    /// Whether dynamic colours depend on the trait (false by default).
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var name: String { String(describing: Self.self) }
    public static var identifier: String { String(reflecting: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, as the registration API takes it (UIKit's `UITrait`).
public typealias UITrait = any UITraitDefinition.Type
