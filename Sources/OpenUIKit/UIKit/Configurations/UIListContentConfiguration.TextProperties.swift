import Foundation

extension UIListContentConfiguration {
    /// How a list content view draws its text or secondary text
    /// (`UIListContentConfiguration.TextProperties`). The style and
    /// `updated(for:)` choose the font and colour until you set them.
    public struct TextProperties: Hashable {
        var defaultFont: UIFont
        var customFont: UIFont?
        var defaultColor: UIColor
        var customColor: UIColor?
        var defaultTransform: TextTransform = .none
        var customTransform: TextTransform?

        init(font: UIFont, color: UIColor) {
            defaultFont = font
            defaultColor = color
        }

        /// The font.
        public var font: UIFont {
            get { customFont ?? defaultFont }
            set { customFont = newValue }
        }

        /// The colour, before `colorTransformer`.
        public var color: UIColor {
            get { customColor ?? defaultColor }
            set { customColor = newValue }
        }

        /// A transformation applied to `color` (default nil).
        public var colorTransformer: UIConfigurationColorTransformer?

        /// The colour drawn: `color` through `colorTransformer`.
        public func resolvedColor() -> UIColor { colorTransformer?.callAsFunction(color) ?? color }

        /// The alignment of each line (default `.natural`).
        public var alignment: TextAlignment = .natural
        /// How lines break and truncate (default `.byWordWrapping`).
        public var lineBreakMode: NSLineBreakMode = .byWordWrapping
        /// The most lines drawn; 0 (the default) means no limit.
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width (default false).
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font shrinks to (default 0).
        public var minimumScaleFactor: CGFloat = 0
        /// Whether the text tightens before truncating (default false).
        public var allowsDefaultTighteningForTruncation = false
        /// Whether a Dynamic Type font follows the content size category (default true).
        public var adjustsFontForContentSizeCategory = true
        /// Whether the whole text shows on a long press when truncated (default false).
        public var showsExpansionTextWhenTruncated = false

        /// The case transformation applied to the text drawn.
        public var transform: TextTransform {
            get { customTransform ?? defaultTransform }
            set { customTransform = newValue }
        }

        /// The alignment of the text (`UIListContentConfiguration.TextProperties.TextAlignment`).
        public enum TextAlignment: Int, Hashable, Sendable {
            case natural, center, justified
        }

        /// A case transformation (`UIListContentConfiguration.TextProperties.TextTransform`).
        public enum TextTransform: Int, Hashable, Sendable {
            case none, uppercase, lowercase, capitalized
        }

        /// `text` as `transform` shows it.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: return text
            case .uppercase: return text.uppercased()
            case .lowercase: return text.lowercased()
            case .capitalized: return text.capitalized
            }
        }

        var nsTextAlignment: NSTextAlignment {
            switch alignment {
            case .natural: return .natural
            case .center: return .center
            case .justified: return .justified
            }
        }
    }
}
