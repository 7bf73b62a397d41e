import Foundation

/// The traits an environment overrides for itself and everything below it
/// (UIKit's `UITraitOverrides`, iOS 17, read and set through
/// `traitOverrides`): the user interface style, and an app's own traits by
/// subscript. Segue derives the size classes, scale and idiom from the
/// window and does not take overrides of them (docs/FIDELITY.md).
public struct UITraitOverrides {
    /// The overridden style (`.unspecified`: none); the same setting as
    /// `overrideUserInterfaceStyle`.
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// An app's own trait values, by identifier.
    var custom: [String: Any] = [:]

    /// The value overridden for `trait`, or its default when none is.
    public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        get {
            if T.self == UITraitUserInterfaceStyle.self, let style = userInterfaceStyle as? T.Value { return style }
            return custom[T.identifier] as? T.Value ?? T.defaultValue
        }
        set {
            if T.self == UITraitUserInterfaceStyle.self, let style = newValue as? UIUserInterfaceStyle {
                userInterfaceStyle = style
            } else {
                custom[T.identifier] = newValue
            }
        }
    }

    /// Whether the overrides set `trait`.
    public func contains(_ trait: UITrait) -> Bool {
        ObjectIdentifier(trait) == ObjectIdentifier(UITraitUserInterfaceStyle.self) ? userInterfaceStyle != .unspecified : custom[trait.identifier] != nil
    }

    /// Removes the override of `trait`.
    public mutating func remove(_ trait: UITrait) {
        if ObjectIdentifier(trait) == ObjectIdentifier(UITraitUserInterfaceStyle.self) { userInterfaceStyle = .unspecified } else { custom[trait.identifier] = nil }
    }
}
