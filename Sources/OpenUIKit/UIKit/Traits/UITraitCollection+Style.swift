import Foundation

/// Appearance traits: light or dark, base or elevated, and the collection
/// the current thread resolves dynamic colours with.
extension UITraitCollection {
    /// A collection that specifies only `userInterfaceStyle`.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0, idiom: .unspecified,
                  style: userInterfaceStyle, level: .unspecified, contentSize: .unspecified)
    }

    /// A collection that specifies only `userInterfaceLevel`.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0, idiom: .unspecified,
                  style: .unspecified, level: userInterfaceLevel, contentSize: .unspecified)
    }

    /// The traits of `traitCollections` combined: for each trait, the last
    /// collection's value that is specified.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ value: (UITraitCollection) -> T, unspecified: T) -> T {
            traitCollections.map(value).last { $0 != unspecified } ?? unspecified
        }
        self.init(horizontalSizeClass: last(\.horizontalSizeClass, unspecified: .unspecified),
                  verticalSizeClass: last(\.verticalSizeClass, unspecified: .unspecified),
                  displayScale: last(\.displayScale, unspecified: 0),
                  idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
                  style: last(\.userInterfaceStyle, unspecified: .unspecified),
                  level: last(\.userInterfaceLevel, unspecified: .unspecified),
                  contentSize: last(\.preferredContentSizeCategory, unspecified: .unspecified))
    }

    /// A copy with `style` for its user interface style.
    func withStyle(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        let copy = UITraitCollection(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
                                     displayScale: displayScale, idiom: userInterfaceIdiom, style: style, level: userInterfaceLevel,
                                     contentSize: preferredContentSizeCategory)
        copy.customTraits = customTraits
        return copy
    }

    /// Whether colours can look different in the two collections: their
    /// styles or levels differ.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let other = traitCollection else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || userInterfaceLevel != other.userInterfaceLevel
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        func matches<T: Equatable>(_ value: (UITraitCollection) -> T, unspecified: T) -> Bool {
            value(trait) == unspecified || value(trait) == value(self)
        }
        return matches(\.horizontalSizeClass, unspecified: .unspecified) && matches(\.verticalSizeClass, unspecified: .unspecified)
            && matches(\.displayScale, unspecified: 0) && matches(\.userInterfaceIdiom, unspecified: .unspecified)
            && matches(\.userInterfaceStyle, unspecified: .unspecified) && matches(\.userInterfaceLevel, unspecified: .unspecified)
            && matches(\.preferredContentSizeCategory, unspecified: .unspecified)
    }

    private static let currentKey = "SegueCurrentTraitCollection"

    /// The collection dynamic colours resolve with on this thread (the
    /// light, base-level collection unless set; UIKit sets it around
    /// drawing and layout).
    public static var current: UITraitCollection {
        get { Thread.current.threadDictionary[currentKey] as? UITraitCollection ?? standard }
        set { Thread.current.threadDictionary[currentKey] = newValue }
    }

    /// The collection `performAsCurrent(_:)` or a set `current` made
    /// current on this thread; nil outside them.
    static var explicitCurrent: UITraitCollection? { Thread.current.threadDictionary[currentKey] as? UITraitCollection }

    /// A light, base-level phone collection.
    static let standard = UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3,
                                            idiom: .phone, style: .light, level: .base)

    /// Runs `actions` with this collection as `current`, then restores it.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = Thread.current.threadDictionary[Self.currentKey]
        Thread.current.threadDictionary[Self.currentKey] = self
        defer { Thread.current.threadDictionary[Self.currentKey] = saved }
        try actions()
    }
}
