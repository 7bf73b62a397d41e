import Foundation

/// The Dynamic Type trait.
extension UITraitCollection {
    /// A collection that specifies only `preferredContentSizeCategory`.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0, idiom: .unspecified,
                  style: .unspecified, level: .unspecified, contentSize: preferredContentSizeCategory)
    }

    /// A copy with `category` for its content size category.
    func withContentSize(_ category: UIContentSizeCategory) -> UITraitCollection {
        let copy = UITraitCollection(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
                                     displayScale: displayScale, idiom: userInterfaceIdiom, style: userInterfaceStyle,
                                     level: userInterfaceLevel, contentSize: category)
        copy.customTraits = customTraits
        return copy
    }
}
