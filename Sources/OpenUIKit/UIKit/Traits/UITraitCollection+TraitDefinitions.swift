import Foundation

extension UITraitCollection {
    /// The value of `trait` in the collection: a system trait's property, or
    /// an app's own trait's value where an override set it, else its
    /// `defaultValue` (UIKit's `subscript(_:)`, iOS 17).
    public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        if let value = systemValue(of: trait) as? T.Value { return value }
        return customTraits[T.identifier] as? T.Value ?? T.defaultValue
    }

    /// A system trait's value, or nil for an app's own trait.
    func systemValue(of trait: UITrait) -> Any? {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): userInterfaceStyle
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass
        case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self): preferredContentSizeCategory
        case ObjectIdentifier(UITraitDisplayScale.self): displayScale
        case ObjectIdentifier(UITraitUserInterfaceIdiom.self): userInterfaceIdiom
        case ObjectIdentifier(UITraitUserInterfaceLevel.self): userInterfaceLevel
        default: nil
        }
    }

    /// Whether `trait` differs between the collections (an app's own trait:
    /// whether it is set differently; values are compared as text when they
    /// are not `Hashable`).
    func differs(in trait: UITrait, from other: UITraitCollection) -> Bool {
        if let mine = systemValue(of: trait), let theirs = other.systemValue(of: trait) {
            return String(describing: mine) != String(describing: theirs)
        }
        let mine = customTraits[trait.identifier], theirs = other.customTraits[trait.identifier]
        switch (mine, theirs) {
        case (nil, nil): return false
        case let (a as AnyHashable, b as AnyHashable): return a != b
        case let (a?, b?): return String(describing: a) != String(describing: b)
        default: return true
        }
    }

    /// A copy with the app's own trait values `custom` laid over its own.
    func withCustomTraits(_ custom: [String: Any]) -> UITraitCollection {
        guard !custom.isEmpty else { return self }
        let copy = withStyle(userInterfaceStyle)
        copy.customTraits.merge(custom) { _, new in new }
        return copy
    }
}
