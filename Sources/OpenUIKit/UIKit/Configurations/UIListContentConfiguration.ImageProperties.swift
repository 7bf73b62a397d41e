import Foundation

extension UIListContentConfiguration {
    /// How a list content view draws its image
    /// (`UIListContentConfiguration.ImageProperties`).
    public struct ImageProperties: Hashable {
        /// The value of `reservedLayoutSize`'s dimensions that asks for the
        /// system's standard size (UIKit's `standardDimension`).
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// The symbol configuration a symbol image is drawn with (default nil:
        /// the text font's).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

        var defaultTintColor: UIColor?
        var customTintColor: UIColor??
        /// The colour of a template or symbol image; nil uses the view's tint colour.
        public var tintColor: UIColor? {
            get { customTintColor ?? defaultTintColor }
            set { customTintColor = .some(newValue) }
        }
        /// A transformation applied to the tint colour (default nil).
        public var tintColorTransformer: UIConfigurationColorTransformer?

        /// The tint drawn for a view tinted `tintColor`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?.callAsFunction(color) ?? color
        }

        /// The image's corner radius (default 0).
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at, keeping its aspect ratio;
        /// a zero dimension is unlimited (default zero).
        public var maximumSize: CGSize = .zero
        /// The space reserved for the image, so that text lines up across
        /// rows with images of different widths; zero dimensions reserve
        /// the image's own size, `standardDimension` the system's standard
        /// (default zero).
        public var reservedLayoutSize: CGSize = .zero
        /// Whether the image keeps its colours under Smart Invert (default false).
        public var accessibilityIgnoresInvertColors = false

        init() {}
    }
}
