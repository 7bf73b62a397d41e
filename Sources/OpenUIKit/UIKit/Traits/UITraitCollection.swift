import Foundation

/// The traits of an interface environment (`UITraitCollection`): the
/// subset Segue tracks — the two size classes, the display scale and the
/// idiom. Trait collections are immutable values; `==` compares traits.
///
/// Segue derives a window's traits from its size the way an iPhone does
/// (Apple's Human Interface Guidelines, "Layout", size-class table):
/// portrait is compact width / regular height; landscape is compact height,
/// with a regular width on the large phones (a short side of 414 pt or
/// more: Plus and Max models) and a compact width otherwise. A window at
/// least 768 pt on both sides is an iPad's: regular / regular.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The former nested spelling, kept for source compatibility.
    public typealias SizeClass = UIUserInterfaceSizeClass

    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Light or dark (`.unspecified` in a collection made without it; a
    /// window's is `.light` unless overridden: Traits/UITraitCollection+Style.swift).
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Base or elevated.
    public let userInterfaceLevel: UIUserInterfaceLevel
    /// The user's Dynamic Type size (`.unspecified` in a collection made
    /// without it; a window's is the app's `preferredContentSizeCategory`,
    /// `.large` unless changed: Application/UIApplication+ContentSizeCategory.swift).
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The values of an app's own traits (`UITraitDefinition`), by identifier.
    var customTraits: [String: Any] = [:]

    /// A phone's traits (Segue API): the size classes and scale given, light, base level.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass = .compact, verticalSizeClass: UIUserInterfaceSizeClass = .regular,
                displayScale: CGFloat = 3) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.userInterfaceIdiom = .phone
        self.userInterfaceStyle = .light
        self.userInterfaceLevel = .base
        self.preferredContentSizeCategory = .large
    }

    init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
         displayScale: CGFloat, idiom: UIUserInterfaceIdiom,
         style: UIUserInterfaceStyle = .light, level: UIUserInterfaceLevel = .base,
         contentSize: UIContentSizeCategory = .large) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.userInterfaceIdiom = idiom
        self.userInterfaceStyle = style
        self.userInterfaceLevel = level
        self.preferredContentSizeCategory = contentSize
    }

    /// The traits of a window of `size` (see the type's comment), with the
    /// app's preferred content size category.
    static func environment(size: CGSize, scale: CGFloat) -> UITraitCollection {
        let contentSize = UIContentSizeCategory.preferred
        if size.width >= 768 && size.height >= 768 {
            return UITraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: scale, idiom: .pad,
                                     contentSize: contentSize)
        }
        if size.width > size.height {
            return UITraitCollection(horizontalSizeClass: size.height >= 414 ? .regular : .compact, verticalSizeClass: .compact,
                                     displayScale: scale, idiom: .phone, contentSize: contentSize)
        }
        return UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: scale, idiom: .phone,
                                 contentSize: contentSize)
    }

    /// Whether the two collections differ in a size class (what a trait transition announces).
    func sizeClassesDiffer(from other: UITraitCollection) -> Bool {
        horizontalSizeClass != other.horizontalSizeClass || verticalSizeClass != other.verticalSizeClass
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && displayScale == other.displayScale && userInterfaceIdiom == other.userInterfaceIdiom
            && userInterfaceStyle == other.userInterfaceStyle && userInterfaceLevel == other.userInterfaceLevel
            && preferredContentSizeCategory == other.preferredContentSizeCategory
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(userInterfaceStyle)
        hasher.combine(preferredContentSizeCategory)
        return hasher.finalize()
    }

    open override var description: String {
        "<UITraitCollection: horizontalSizeClass = \(horizontalSizeClass), verticalSizeClass = \(verticalSizeClass), displayScale = \(displayScale), userInterfaceIdiom = \(userInterfaceIdiom), userInterfaceStyle = \(userInterfaceStyle), userInterfaceLevel = \(userInterfaceLevel), preferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)>"
    }
}
