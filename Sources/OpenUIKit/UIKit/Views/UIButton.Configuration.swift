import Foundation

extension UIButton {
    /// The appearance and content of a button (`UIButton.Configuration`,
    /// iOS 15): title, subtitle, image, activity indicator, their placement
    /// and padding, the insets, the background and its corners, and the
    /// colours, which follow the button's state.
    ///
    /// Start from a style, customise, assign to `UIButton.configuration` (or
    /// `UIButton(configuration:primaryAction:)`):
    /// - `plain()` (`borderless()`): no background; the content in the tint colour;
    /// - `gray()` (`bordered()`): a grey fill (`tertiarySystemFill`); content tinted;
    /// - `tinted()` (`borderedTinted()`): the tint colour at 15 % behind tinted content;
    /// - `filled()` (`borderedProminent()`): the tint colour behind white content.
    ///
    /// `baseForegroundColor`/`baseBackgroundColor` replace the tint colour and
    /// the style's fill. `updated(for:)` gives the look for the button's
    /// state to what you have not set: disabled content is `tertiaryLabel`
    /// (fills `tertiarySystemFill`), highlighted content or fill is dimmed,
    /// and, while `automaticallyUpdateForSelection` is true, a selected
    /// plain button looks tinted and a selected grey or tinted one filled.
    /// Fonts, insets and corner radii per `buttonSize` are Segue's choices
    /// (UIKit documents none; docs/FIDELITY.md).
    public struct Configuration: Hashable {
        enum Style: Hashable { case plain, gray, tinted, filled }
        let style: Style

        /// The state and tint the last `updated(for:)` applied.
        struct AppliedState: Hashable {
            var state: UIControl.State
            var tint: UIColor
        }
        var applied: AppliedState?

        init(style: Style) {
            self.style = style
            background = UIBackgroundConfiguration(style: .button)
        }

        // MARK: Styles

        /// A button with a transparent background.
        public static func plain() -> UIButton.Configuration { .init(style: .plain) }
        /// A button with a grey background.
        public static func gray() -> UIButton.Configuration { .init(style: .gray) }
        /// A button with a tinted background colour.
        public static func tinted() -> UIButton.Configuration { .init(style: .tinted) }
        /// A button with a background filled with the tint colour.
        public static func filled() -> UIButton.Configuration { .init(style: .filled) }
        /// A borderless button: another name for `plain()`.
        public static func borderless() -> UIButton.Configuration { .init(style: .plain) }
        /// A bordered button: another name for `gray()`.
        public static func bordered() -> UIButton.Configuration { .init(style: .gray) }
        /// A tinted, bordered button: another name for `tinted()`.
        public static func borderedTinted() -> UIButton.Configuration { .init(style: .tinted) }
        /// A prominent, bordered button: another name for `filled()`.
        public static func borderedProminent() -> UIButton.Configuration { .init(style: .filled) }

        // MARK: Background and colours

        /// The background's configuration: its colour (the style's fill
        /// until you set one; nil then means the tint colour), stroke,
        /// corner radius (used when `cornerStyle` is `.fixed`), image and
        /// custom view.
        public var background: UIBackgroundConfiguration
        /// How the background's corners are rounded (default `.dynamic`).
        public var cornerStyle: UIButton.Configuration.CornerStyle = .dynamic
        /// The size class of the button: its fonts, default insets and
        /// dynamic corner radius (default `.medium`).
        public var buttonSize: UIButton.Configuration.Size = .medium {
            didSet { if !hasCustomContentInsets { contentInsets = Self.defaultContentInsets(for: buttonSize) } }
        }
        /// The colour of the title, subtitle, image and activity indicator
        /// in place of the style's (default nil).
        public var baseForegroundColor: UIColor?
        /// The colour of the style's fill in place of the tint colour (default nil).
        public var baseBackgroundColor: UIColor?

        // MARK: Image

        /// The image (default nil); template and symbol images are drawn in the foreground colour.
        public var image: UIImage?
        /// A transformation of the image's colour (default nil).
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// The symbol configuration for a symbol image (default nil: the title font's).
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Whether an activity indicator spins where the image goes (default false).
        public var showsActivityIndicator = false
        /// A transformation of the activity indicator's colour (default nil).
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        /// Which side of the title the image sits on (default `.leading`).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title and subtitle (default 0).
        public var imagePadding: CGFloat = 0

        // MARK: Title

        /// The title (default nil). Setting it clears `attributedTitle`.
        public var title: String? {
            didSet { if title != nil { attributedTitle = nil } }
        }
        /// The title with attributes (default nil); its characters are drawn
        /// in the configuration's font and colour.
        public var attributedTitle: AttributedString?
        /// The subtitle, below the title (default nil). Setting it clears `attributedSubtitle`.
        public var subtitle: String? {
            didSet { if subtitle != nil { attributedSubtitle = nil } }
        }
        /// The subtitle with attributes (default nil).
        public var attributedSubtitle: AttributedString?
        /// The space between the title and the subtitle (default 0).
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align with each other (default `.automatic`).
        public var titleAlignment: UIButton.Configuration.TitleAlignment = .automatic
        /// How the title breaks and truncates (default `.byWordWrapping`).
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// How the subtitle breaks and truncates (default `.byWordWrapping`).
        public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// Whether a selected button takes the selected look (default true).
        public var automaticallyUpdateForSelection = true

        // MARK: Insets

        private var hasCustomContentInsets = false
        private var contentInsetsStorage = Configuration.defaultContentInsets(for: .medium)
        /// The distance from the bounds to the content; by default the
        /// button size's (see `setDefaultContentInsets()`).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { contentInsetsStorage }
            set { contentInsetsStorage = newValue; hasCustomContentInsets = true }
        }

        /// Restores the button size's default `contentInsets`.
        public mutating func setDefaultContentInsets() {
            contentInsetsStorage = Self.defaultContentInsets(for: buttonSize)
            hasCustomContentInsets = false
        }

        static func defaultContentInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        // MARK: Updating

        /// This configuration updated for `button`: the defaults for the
        /// button's state and tint colour apply to the properties you have
        /// not set (see the type's notes); your values are kept.
        @MainActor
        public func updated(for button: UIButton) -> UIButton.Configuration {
            var copy = self
            copy.applied = AppliedState(state: button.state, tint: button.tintColor ?? .systemBlue)
            var viewState = UIViewConfigurationState(traitCollection: button.traitCollection)
            viewState.isHighlighted = button.isHighlighted
            viewState.isSelected = button.isSelected
            viewState.isDisabled = !button.isEnabled
            copy.background = background.updated(for: viewState)
            return copy
        }

        // MARK: Resolved look (what the button draws)

        /// The style the state shows: a selected button takes the next
        /// style's look while `automaticallyUpdateForSelection` is true.
        var effectiveStyle: Style {
            guard automaticallyUpdateForSelection, let state = applied?.state, state.contains(.selected) else { return style }
            switch style {
            case .plain: return .tinted
            case .gray, .tinted, .filled: return .filled
            }
        }

        private var state: UIControl.State { applied?.state ?? .normal }
        private var tint: UIColor { applied?.tint ?? .systemBlue }

        /// The foreground colour for the applied state.
        var resolvedForegroundColor: UIColor {
            if state.contains(.disabled) { return .tertiaryLabel }
            var color: UIColor
            if let base = baseForegroundColor { color = base }
            else { color = effectiveStyle == .filled ? .white : tint }
            if state.contains(.highlighted), effectiveStyle == .plain { color = color.withAlphaComponent(0.5) }
            return color
        }

        /// The fill colour for the applied state (clear for a plain button).
        var resolvedBackgroundColor: UIColor {
            if let custom = background.customBackgroundColor {
                return background.backgroundColorTransformer.map { $0(custom ?? tint) } ?? (custom ?? tint)
            }
            let style = effectiveStyle
            if style == .plain { return .clear }
            if state.contains(.disabled) { return .tertiarySystemFill }
            let base = baseBackgroundColor ?? tint
            var color: UIColor
            switch style {
            case .plain: color = .clear
            case .gray: color = baseBackgroundColor ?? .tertiarySystemFill
            case .tinted: color = base.withAlphaComponent(0.15)
            case .filled: color = base
            }
            if state.contains(.highlighted) { color = color.withAlphaComponent(Self.alpha(of: color) * 0.75) }
            return background.backgroundColorTransformer?.callAsFunction(color) ?? color
        }

        private static func alpha(of color: UIColor) -> CGFloat {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
            return a
        }

        /// The corner radius for a background `height` tall.
        func resolvedCornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return background.cornerRadius
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            case .dynamic:
                switch buttonSize {
                case .mini: return 4
                case .small: return 6
                case .medium: return 8
                case .large: return 10
                }
            }
        }

        /// The title font for `buttonSize`.
        var titleFont: UIFont {
            switch buttonSize {
            case .mini: return .systemFont(ofSize: 12)
            case .small: return .systemFont(ofSize: 15)
            case .medium, .large: return .systemFont(ofSize: 17)
            }
        }

        /// The subtitle font for `buttonSize`.
        var subtitleFont: UIFont {
            switch buttonSize {
            case .mini: return .systemFont(ofSize: 10)
            case .small: return .systemFont(ofSize: 12)
            case .medium, .large: return .systemFont(ofSize: 15)
            }
        }

        /// The title drawn (the attributed title's characters win).
        var displayedTitle: String? { attributedTitle.map { String($0.characters) } ?? title }
        /// The subtitle drawn.
        var displayedSubtitle: String? { attributedSubtitle.map { String($0.characters) } ?? subtitle }
    }
}
