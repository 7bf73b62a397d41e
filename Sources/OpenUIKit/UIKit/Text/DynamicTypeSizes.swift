import Foundation

/// The point sizes of the Dynamic Type text styles in each content size
/// category: Apple's Human Interface Guidelines, "Typography",
/// "Dynamic Type sizes" (iOS, iPadOS), from xSmall to AX5. Weights do not
/// change with the size (`UIFont.TextStyle.defaultSizeAndWeight`).
enum DynamicTypeSizes {
    /// Per style, the sizes of the twelve categories in
    /// `UIContentSizeCategory.allSizes` order (xSmall … xxxLarge, AX1 … AX5).
    private static let table: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The size of `style` in `category`; an unknown style is body's (after
    /// `defaultSizeAndWeight`'s warning), an unspecified category large's.
    static func pointSize(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        let sizes = table[style] ?? table[.body]!
        return sizes[category.sizeIndex ?? 3]
    }

    /// The factor a `UIFontMetrics` of `style` scales by in `category`: the
    /// style's size there over its size at the default (large) category.
    static func scale(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        pointSize(style, category) / pointSize(style, .large)
    }

    /// The category fonts are made for under `traits`: theirs where they
    /// specify one, else that of the collection made current with
    /// `performAsCurrent(_:)`, else the app's preferred category.
    static func category(for traits: UITraitCollection?) -> UIContentSizeCategory {
        if let category = traits?.preferredContentSizeCategory, category.sizeIndex != nil { return category }
        if let category = UITraitCollection.explicitCurrent?.preferredContentSizeCategory, category.sizeIndex != nil {
            return category
        }
        return UIContentSizeCategory.preferred
    }
}

/// How a font follows Dynamic Type (fonts from `preferredFont(forTextStyle:)`
/// and `UIFontMetrics`): the style whose curve it scales along and the face
/// and size it has at the default category. A label, text field or text
/// view whose `adjustsFontForContentSizeCategory` is true remakes its font
/// from this when the category changes.
struct DynamicTypeScaling: Sendable {
    let style: UIFont.TextStyle
    let baseFileName: String
    let baseSize: CGFloat
    let maximumPointSize: CGFloat?

    /// The font for `traits` (see `DynamicTypeSizes.category(for:)`).
    func font(compatibleWith traits: UITraitCollection?) -> UIFont {
        var size = baseSize * DynamicTypeSizes.scale(style, DynamicTypeSizes.category(for: traits))
        if let maximumPointSize, maximumPointSize > 0 { size = min(size, maximumPointSize) }
        let font = UIFont(fileName: baseFileName, size: size)
        font.dynamicType = self
        return font
    }
}
