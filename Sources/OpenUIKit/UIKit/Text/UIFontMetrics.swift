import Foundation

/// Scales custom fonts and values along a Dynamic Type text style's curve
/// (`UIFontMetrics`, iOS 11).
///
/// A metrics object scales by the ratio of its text style's documented
/// size in the content size category to the style's size at the default
/// (large) category (`DynamicTypeSizes`, Apple's HIG tables): a 17 pt font
/// scaled with `.body` metrics is 28 pt at AX1, where body is 28 pt. The
/// category is the trait collection's when it specifies one, else the
/// current collection's (`performAsCurrent(_:)`), else the app's
/// `preferredContentSizeCategory`. Apple does not publish its curve for
/// custom fonts; the ratio is Segue's reading (docs/FIDELITY.md).
/// Scaled fonts follow later category changes in views whose
/// `adjustsFontForContentSizeCategory` is true, as UIKit's do.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose curve this object follows.
    let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// Metrics that scale along `textStyle`'s curve.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` scaled for the current content size category.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// `font` scaled for the current category, no larger than
    /// `maximumPointSize` (0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection`'s content size category.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for `traitCollection`'s category, no larger than
    /// `maximumPointSize` (0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                         compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        DynamicTypeScaling(style: textStyle, baseFileName: font.fileName, baseSize: font.pointSize,
                           maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil)
            .font(compatibleWith: traitCollection)
    }

    /// `value` (a spacing, a height) scaled for the current category.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for `traitCollection`'s category.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * DynamicTypeSizes.scale(textStyle, DynamicTypeSizes.category(for: traitCollection))
    }
}
