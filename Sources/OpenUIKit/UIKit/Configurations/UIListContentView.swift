import Foundation

/// The view that shows a `UIListContentConfiguration` (`UIListContentView`):
/// an image at the leading margin, the text beside it and the secondary text
/// below it (or at the trailing edge, on the text's line, for a value cell
/// when both fit).
///
/// Layout, as iOS lays out list rows: the content sits inside
/// `directionalLayoutMargins` (horizontally at least the host cell's margins
/// while `axesPreservingSuperviewLayoutMargins` contains `.horizontal`); the
/// image, at most `maximumSize` and centred in its reserved width, is
/// vertically centred; the text starts `imageToTextPadding` after it; text
/// and secondary text are stacked `textToSecondaryTextVerticalPadding` apart
/// and centred together vertically. The view's height follows its width
/// (`sizeThatFits(_:)`, `intrinsicContentSize`).
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration
    /// Set by the cell, header or footer hosting the view: its layout margins.
    var hostLayoutMargins: (@MainActor () -> NSDirectionalEdgeInsets)?

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        setUp()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isUserInteractionEnabled = true
        imageView.contentMode = .scaleAspectFit
        imageView.clipsToBounds = true
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// The configuration shown. Setting a configuration that is not a
    /// `UIListContentConfiguration` is refused with a diagnostic (UIKit
    /// raises an exception) and the view keeps its configuration.
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                Log.uiKit.error("UIListContentView.configuration: \(type(of: newValue)) is not a UIListContentConfiguration; the view keeps its configuration")
                return
            }
            listConfiguration = list
            apply()
        }
    }

    /// Whether the view can show `configuration`: any list content configuration.
    open func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    // MARK: Applying

    private func apply() {
        let config = listConfiguration
        imageView.image = config.image.map { image in
            if let symbol = config.imageProperties.preferredSymbolConfiguration, image.isSymbolImage {
                return image.applyingSymbolConfiguration(symbol) ?? image
            }
            return image
        }
        imageView.isHidden = config.image == nil
        let properties = config.imageProperties
        // Nil with no transformer: the image view inherits the view's tint, as in UIKit.
        imageView.tintColor = properties.tintColor == nil && properties.tintColorTransformer == nil
            ? nil : properties.resolvedTintColor(for: tintColor ?? .systemBlue)
        imageView.layer.cornerRadius = config.imageProperties.cornerRadius
        Self.apply(config.textProperties, text: config.text, attributed: config.attributedText, to: textLabel)
        Self.apply(config.secondaryTextProperties, text: config.secondaryText,
                   attributed: config.secondaryAttributedText, to: secondaryTextLabel)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private static func apply(_ properties: UIListContentConfiguration.TextProperties, text: String?,
                              attributed: NSAttributedString?, to label: UILabel) {
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.textAlignment = properties.nsTextAlignment
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        if let attributed {
            label.attributedText = NSAttributedString(string: properties.transformed(attributed.string),
                                                      attributes: attributed.length > 0 ? attributed.attributes(at: 0, effectiveRange: nil) : [:])
        } else {
            label.text = text.map(properties.transformed)
        }
        label.isHidden = (label.text ?? "").isEmpty
    }

    // MARK: Layout

    struct Layout {
        var image: CGRect?
        var text: CGRect?
        var secondaryText: CGRect?
        var height: CGFloat
    }

    /// The margins in effect: the configuration's, at least the host's on the preserved axes.
    var effectiveMargins: NSDirectionalEdgeInsets {
        let config = listConfiguration
        var margins = config.directionalLayoutMargins
        let host = hostLayoutMargins?() ?? superview?.directionalLayoutMargins
        if let host {
            if config.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
                margins.leading = max(margins.leading, host.leading)
                margins.trailing = max(margins.trailing, host.trailing)
            }
            if config.axesPreservingSuperviewLayoutMargins.contains(.vertical) {
                margins.top = max(margins.top, host.top)
                margins.bottom = max(margins.bottom, host.bottom)
            }
        }
        return margins
    }

    /// The image's drawn size and the width reserved for it.
    private func imageSizes() -> (drawn: CGSize, reserved: CGSize)? {
        let config = listConfiguration
        guard let image = imageView.image else { return nil }
        var size = image.size
        let maximum = config.imageProperties.maximumSize
        var scale: CGFloat = 1
        if maximum.width > 0, size.width > maximum.width { scale = min(scale, maximum.width / size.width) }
        if maximum.height > 0, size.height > maximum.height { scale = min(scale, maximum.height / size.height) }
        size = CGSize(width: size.width * scale, height: size.height * scale)
        var reserved = config.imageProperties.reservedLayoutSize
        let standard = UIListContentConfiguration.ImageProperties.standardDimension
        if reserved.width == standard { reserved.width = Self.standardImageDimension }
        if reserved.height == standard { reserved.height = Self.standardImageDimension }
        return (size, CGSize(width: max(size.width, reserved.width), height: max(size.height, reserved.height)))
    }

    /// The side of the square a `standardDimension` reserves (an iPhone list's symbol column).
    static let standardImageDimension: CGFloat = 29

    private func labelSize(_ label: UILabel, width: CGFloat) -> CGSize {
        guard !label.isHidden else { return .zero }
        let size = label.sizeThatFits(CGSize(width: max(0, width), height: .greatestFiniteMagnitude))
        return CGSize(width: min(ceil(size.width), max(0, width)), height: ceil(size.height))
    }

    /// Frames of the parts for a view `width` wide (and its height).
    func layout(width: CGFloat, height fixedHeight: CGFloat? = nil) -> Layout {
        let config = listConfiguration
        let m = effectiveMargins
        let contentWidth = max(0, width - m.leading - m.trailing)
        let image = imageSizes()
        var textX = m.leading
        // Text starts on a whole point after the image.
        if let image { textX = (textX + image.reserved.width + config.imageToTextPadding).rounded(.up) }
        let textWidth = max(0, m.leading + contentWidth - textX)
        var text = labelSize(textLabel, width: textWidth)
        var secondary = labelSize(secondaryTextLabel, width: textWidth)
        var sideBySide = false
        if config.prefersSideBySideTextAndSecondaryText, text != .zero, secondary != .zero {
            let natural = labelSize(textLabel, width: .greatestFiniteMagnitude)
            let naturalSecondary = labelSize(secondaryTextLabel, width: .greatestFiniteMagnitude)
            if natural.width + config.textToSecondaryTextHorizontalPadding + naturalSecondary.width <= textWidth {
                sideBySide = true
                text = natural
                secondary = naturalSecondary
            }
        }
        let textBlock: CGFloat
        if sideBySide {
            textBlock = max(text.height, secondary.height)
        } else {
            let gap = text != .zero && secondary != .zero ? config.textToSecondaryTextVerticalPadding : 0
            textBlock = text.height + gap + secondary.height
        }
        let contentHeight = max(textBlock, image?.reserved.height ?? 0)
        let height = fixedHeight ?? (contentHeight + m.top + m.bottom)
        let midY = m.top + (height - m.top - m.bottom) / 2
        var result = Layout(height: height)
        if let image {
            let x = m.leading + (image.reserved.width - image.drawn.width) / 2
            result.image = CGRect(x: x, y: (midY - image.drawn.height / 2).rounded(),
                                  width: image.drawn.width, height: image.drawn.height)
        }
        if sideBySide {
            result.text = CGRect(x: textX, y: (midY - text.height / 2).rounded(), width: text.width, height: text.height)
            result.secondaryText = CGRect(x: m.leading + contentWidth - secondary.width, y: (midY - secondary.height / 2).rounded(),
                                          width: secondary.width, height: secondary.height)
        } else {
            var y = (midY - textBlock / 2).rounded()
            if text != .zero {
                result.text = CGRect(x: textX, y: y, width: textWidth, height: text.height)
                y += text.height + (secondary != .zero ? config.textToSecondaryTextVerticalPadding : 0)
            }
            if secondary != .zero {
                result.secondaryText = CGRect(x: textX, y: y, width: textWidth, height: secondary.height)
            }
        }
        return result
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let parts = layout(width: bounds.width, height: bounds.height)
        imageView.frame = parts.image ?? .zero
        textLabel.frame = parts.text ?? .zero
        secondaryTextLabel.frame = parts.secondaryText ?? .zero
    }

    /// The height the content needs at `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: layout(width: size.width).height)
    }

    /// The height for the current width (or the text's single-line width
    /// when the view has none yet); no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        let width = bounds.width > 0 ? bounds.width : CGFloat.greatestFiniteMagnitude / 4
        return CGSize(width: UIView.noIntrinsicMetric, height: layout(width: width).height)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        apply()
    }

    // MARK: Reading (tests, inspector)

    var textLabelForTesting: UILabel { textLabel }
    var secondaryTextLabelForTesting: UILabel { secondaryTextLabel }
    var imageViewForTesting: UIImageView { imageView }
}
