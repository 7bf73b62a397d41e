import Foundation

/// Configuration-based buttons (iOS 15): `configuration`, creating a button
/// from one, the update cycle, and how a configuration is laid out and drawn.
///
/// **Update cycle.** A state or tint change calls
/// `setNeedsUpdateConfiguration()`; at the next layout (or measurement) the
/// button draws `configuration.updated(for: self)` when
/// `automaticallyUpdatesConfiguration` is true, then calls
/// `updateConfiguration()`, then `configurationUpdateHandler`. Setting
/// `configuration` draws it at once and requests no update.
///
/// **Drawing.** Behind the content, a `UIBackgroundConfiguration` view
/// draws the fill in the resolved colour with the corner style's radius
/// (continuous corners) and the background's stroke, image and custom view.
/// The image (or a spinning activity indicator) and the title block (title
/// above subtitle, `titlePadding` apart, aligned by `titleAlignment`) sit
/// `imagePadding` apart in the order `imagePlacement` gives, centred
/// together inside `contentInsets`. Titles wrap to the width available.
/// Titles and images set per state with `setTitle(_:for:)` and
/// `setImage(_:for:)` win over the configuration's.
extension UIButton {
    /// The type of `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    /// The configuration the button draws (default nil: the classic
    /// `buttonType` look). Setting one switches the button to it.
    public var configuration: UIButton.Configuration? {
        get { configurationStorage }
        set {
            configurationStorage = newValue
            showConfiguration()
        }
    }

    /// A button drawing `configuration` that runs `primaryAction` when tapped.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Shows `configuration` (updated for the state when automatic).
    private func showConfiguration() {
        let shown = configurationStorage.map { automaticallyUpdatesConfiguration ? $0.updated(for: self) : $0 }
        shownConfiguration = shown
        if shown == nil {
            configurationBackground?.removeFromSuperview()
            configurationBackground = nil
            configurationActivityIndicator?.removeFromSuperview()
            configurationActivityIndicator = nil
            subtitleText.removeFromSuperview()
            label.numberOfLines = 1
            label.font = .systemFont(ofSize: Self.titleFontSize)
            label.textAlignment = .center
            label.lineBreakMode = .byTruncatingMiddle
            icon.tintColor = nil
            backdrop.isHidden = false
        }
        updateContent()
    }

    /// Runs a requested update (see the extension's notes).
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        if configurationStorage != nil { showConfiguration() }
        updateConfiguration()
        configurationUpdateHandler?(self)
    }

    // MARK: Content

    /// The title drawn: a per-state title, else the configuration's.
    private func configurationTitle(_ config: UIButton.Configuration) -> String? {
        titles.isEmpty ? config.displayedTitle : (currentTitle ?? config.displayedTitle)
    }

    /// The image drawn: a per-state image, else the configuration's, with
    /// the preferred (or the title font's) symbol configuration.
    private func configurationImage(_ config: UIButton.Configuration) -> UIImage? {
        guard let image = (images.isEmpty ? nil : currentImage) ?? config.image else { return nil }
        guard image.isSymbolImage else { return image }
        let symbol = config.preferredSymbolConfigurationForImage
            ?? UIImage.SymbolConfiguration(font: config.titleFont, scale: .medium)
        return image.applyingSymbolConfiguration(symbol) ?? image
    }

    func applyConfigurationContent(_ config: UIButton.Configuration) {
        let foreground = config.resolvedForegroundColor
        backdrop.isHidden = true
        label.text = configurationTitle(config)
        label.font = config.titleFont
        label.textColor = foreground
        label.numberOfLines = 0
        label.lineBreakMode = config.titleLineBreakMode
        subtitleText.text = config.displayedSubtitle
        subtitleText.font = config.subtitleFont
        subtitleText.textColor = foreground
        subtitleText.numberOfLines = 0
        subtitleText.lineBreakMode = config.subtitleLineBreakMode
        if subtitleText.superview !== self { addSubview(subtitleText) }
        let alignment: NSTextAlignment
        switch resolvedTitleAlignment(config) {
        case .leading: alignment = .left
        case .trailing: alignment = .right
        case .center, .automatic: alignment = .center
        }
        label.textAlignment = alignment
        subtitleText.textAlignment = alignment
        icon.image = config.showsActivityIndicator ? nil : configurationImage(config)
        icon.contentMode = .scaleAspectFit
        icon.tintColor = config.imageColorTransformer?.callAsFunction(foreground) ?? foreground
        icon.isHidden = icon.image == nil
        if config.showsActivityIndicator {
            let spinner = configurationActivityIndicator ?? UIActivityIndicatorView(style: .medium)
            spinner.color = config.activityIndicatorColorTransformer?.callAsFunction(foreground) ?? foreground
            if spinner.superview !== self { addSubview(spinner) }
            if !spinner.isAnimating { spinner.startAnimating() }
            configurationActivityIndicator = spinner
        } else if let spinner = configurationActivityIndicator {
            spinner.stopAnimating()
            spinner.removeFromSuperview()
            configurationActivityIndicator = nil
        }
        let background = configurationBackground ?? BackgroundConfigurationView(configuration: .clear())
        background.host = self
        if background.superview !== self { insertSubview(background, at: 0) }
        configurationBackground = background
        background.configuration = resolvedBackground(config, height: bounds.height)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func resolvedBackground(_ config: UIButton.Configuration, height: CGFloat) -> UIBackgroundConfiguration {
        var background = config.background
        background.backgroundColor = config.resolvedBackgroundColor
        background.backgroundColorTransformer = nil
        background.cornerRadius = config.resolvedCornerRadius(height: height)
        return background
    }

    private func resolvedTitleAlignment(_ config: UIButton.Configuration) -> UIButton.Configuration.TitleAlignment {
        guard config.titleAlignment == .automatic else { return config.titleAlignment }
        return config.imagePlacement == .top || config.imagePlacement == .bottom ? .center : .leading
    }

    // MARK: Layout

    private struct ConfigurationLayout {
        var image: CGSize
        var title: CGSize
        var subtitle: CGSize
        var gap: CGFloat
        var block: CGSize
        var content: CGSize
        var vertical: Bool
    }

    private func imageSlot(_ config: UIButton.Configuration) -> CGSize {
        if config.showsActivityIndicator, let spinner = configurationActivityIndicator { return spinner.intrinsicContentSize }
        return icon.image?.size ?? .zero
    }

    private func textSize(_ label: UILabel, width: CGFloat) -> CGSize {
        guard let text = label.text, !text.isEmpty else { return .zero }
        let size = label.sizeThatFits(CGSize(width: max(0, width), height: .greatestFiniteMagnitude))
        return CGSize(width: min(ceil(size.width), max(0, width)), height: ceil(size.height))
    }

    /// The parts' sizes for a content area `width` wide (nil: unlimited).
    private func configurationLayout(_ config: UIButton.Configuration, contentWidth width: CGFloat?) -> ConfigurationLayout {
        let limit = width ?? .greatestFiniteMagnitude / 4
        let image = imageSlot(config)
        let vertical = config.imagePlacement == .top || config.imagePlacement == .bottom
        let hasImage = image != .zero
        let titleWidth = vertical || !hasImage ? limit : max(0, limit - image.width - config.imagePadding)
        let title = textSize(label, width: titleWidth)
        let subtitle = textSize(subtitleText, width: titleWidth)
        let titlePadding = title != .zero && subtitle != .zero ? config.titlePadding : 0
        let block = CGSize(width: max(title.width, subtitle.width), height: title.height + titlePadding + subtitle.height)
        let gap = hasImage && block != .zero ? config.imagePadding : 0
        let content = vertical
            ? CGSize(width: max(image.width, block.width), height: image.height + gap + block.height)
            : CGSize(width: image.width + gap + block.width, height: max(image.height, block.height))
        return ConfigurationLayout(image: image, title: title, subtitle: subtitle, gap: titlePadding,
                                   block: block, content: content, vertical: vertical)
    }

    /// The button's size for a width (nil: unlimited): content plus insets.
    func configurationSize(fittingWidth width: CGFloat?) -> CGSize {
        guard let config = shownConfiguration else { return .zero }
        let insets = config.contentInsets
        let layout = configurationLayout(config, contentWidth: width.map { $0 - insets.leading - insets.trailing })
        return CGSize(width: ceil(layout.content.width + insets.leading + insets.trailing),
                      height: ceil(layout.content.height + insets.top + insets.bottom))
    }

    func layoutConfigurationContent() {
        guard let config = shownConfiguration else { return }
        configurationBackground?.frame = bounds
        configurationBackground?.configuration = resolvedBackground(config, height: bounds.height)
        let insets = config.contentInsets
        let area = CGRect(x: insets.leading, y: insets.top,
                          width: max(0, bounds.width - insets.leading - insets.trailing),
                          height: max(0, bounds.height - insets.top - insets.bottom))
        let parts = configurationLayout(config, contentWidth: area.width)
        let group = CGRect(x: area.midX - parts.content.width / 2, y: area.midY - parts.content.height / 2,
                           width: parts.content.width, height: parts.content.height)
        var imageFrame = CGRect(origin: .zero, size: parts.image)
        var blockOrigin = CGPoint.zero
        let spacing = parts.image != .zero && parts.block != .zero ? config.imagePadding : 0
        switch config.imagePlacement {
        case .trailing:
            blockOrigin = CGPoint(x: group.minX, y: group.midY - parts.block.height / 2)
            imageFrame.origin = CGPoint(x: group.maxX - parts.image.width, y: group.midY - parts.image.height / 2)
        case .top:
            imageFrame.origin = CGPoint(x: group.midX - parts.image.width / 2, y: group.minY)
            blockOrigin = CGPoint(x: group.midX - parts.block.width / 2, y: group.minY + parts.image.height + spacing)
        case .bottom:
            blockOrigin = CGPoint(x: group.midX - parts.block.width / 2, y: group.minY)
            imageFrame.origin = CGPoint(x: group.midX - parts.image.width / 2, y: group.maxY - parts.image.height)
        default:
            imageFrame.origin = CGPoint(x: group.minX, y: group.midY - parts.image.height / 2)
            blockOrigin = CGPoint(x: group.minX + parts.image.width + spacing, y: group.midY - parts.block.height / 2)
        }
        imageFrame = imageFrame.integral
        icon.frame = imageFrame
        configurationActivityIndicator?.frame = imageFrame
        func x(for width: CGFloat) -> CGFloat {
            switch resolvedTitleAlignment(config) {
            case .leading: return blockOrigin.x
            case .trailing: return blockOrigin.x + parts.block.width - width
            case .center, .automatic: return blockOrigin.x + (parts.block.width - width) / 2
            }
        }
        label.frame = CGRect(x: x(for: parts.title.width), y: blockOrigin.y, width: parts.title.width, height: parts.title.height)
        subtitleText.frame = CGRect(x: x(for: parts.subtitle.width), y: blockOrigin.y + parts.title.height + parts.gap,
                                    width: parts.subtitle.width, height: parts.subtitle.height)
    }
}
