import Foundation

/// The standard cell styles' metrics and layout.
///
/// Segue's metrics (UIKit documents none of them; these follow iOS 13 and
/// later on an iPhone in the light appearance):
/// - margins: `layoutMargins` (11 pt top and bottom, the system margin left
///   and right);
/// - fonts: title 17 pt system; subtitle detail 12 pt; value2 title 15 pt
///   medium in the tint colour, right-aligned in a 91 pt column, value2
///   detail 15 pt;
/// - image: at the leading margin, its own size, vertically centred; the
///   text starts 16 pt after it and the separator moves with the text;
/// - height: `max(44, top + text + bottom)`, where text is the title (all
///   its lines when `numberOfLines` allows), plus the subtitle below it for
///   `.subtitle` and the taller of the two labels for `.value1`/`.value2`.
extension UITableViewCell {
    static let titleFont = UIFont.systemFont(ofSize: 17)
    static let subtitleFont = UIFont.systemFont(ofSize: 12)
    static let value2TitleFont = UIFont.systemFont(ofSize: 15, weight: .medium)
    static let value2DetailFont = UIFont.systemFont(ofSize: 15)
    /// The standard row height, UIKit's `44`.
    static let standardRowHeight: CGFloat = 44
    /// Space between the image and the text.
    static let imageTextSpacing: CGFloat = 16
    /// Width of value2's title column.
    static let value2TitleWidth: CGFloat = 91
    /// Space between a value1/value2 title and detail.
    static let labelSpacing: CGFloat = 8
    /// Space between the content view and the accessory.
    static let accessorySpacing: CGFloat = 10
    /// Duration of an animated selection change.
    static let selectionFadeDuration: TimeInterval = 0.3

    /// The frame of the accessory (custom or drawn) for the cell's bounds, if any.
    /// The content view's width in a cell `width` wide: what the accessory leaves.
    func contentViewWidth(forCellWidth width: CGFloat) -> CGFloat {
        contentViewWidth(accessory: accessoryFrame(in: CGRect(x: 0, y: 0, width: width, height: bounds.height)),
                         cellWidth: width)
    }

    private func contentViewWidth(accessory: CGRect?, cellWidth: CGFloat) -> CGFloat {
        accessory.map { max(0, $0.minX - Self.accessorySpacing) } ?? cellWidth
    }

    private func accessoryFrame(in bounds: CGRect) -> CGRect? {
        let size: CGSize
        if let view = accessoryView { size = view.frame.size }
        else if let view = builtinAccessory { size = view.intrinsicContentSize }
        else { return nil }
        return CGRect(x: bounds.width - layoutMargins.right - size.width,
                      y: ((bounds.height - size.height) / 2).rounded(),
                      width: size.width, height: size.height)
    }

    /// The content view's width for a cell width.
    private func contentWidth(forCellWidth width: CGFloat) -> CGFloat {
        guard let accessory = accessoryFrame(in: CGRect(x: 0, y: 0, width: width, height: 44)) else { return width }
        return max(0, accessory.minX - Self.accessorySpacing)
    }

    /// Where the standard labels start (after the image when there is one).
    private var textLeading: CGFloat {
        if let image = imageViewIfCreated?.image {
            return layoutMargins.left + image.size.width + Self.imageTextSpacing
        }
        return layoutMargins.left
    }

    /// The right edge of the standard labels inside a content view of `width`.
    private func textTrailing(contentWidth width: CGFloat) -> CGFloat {
        (accessoryView ?? builtinAccessory) != nil ? width : width - layoutMargins.right
    }

    var imageViewIfCreated: UIImageView? { imageViewStorage }
    private var subviewsCreated: (title: UILabel?, detail: UILabel?, image: UIImageView?) {
        (textLabelStorage, detailTextLabelStorage, imageViewStorage)
    }

    /// The separator inset in effect when `separatorInset` was not set.
    var effectiveSeparatorInset: UIEdgeInsets {
        var inset = tableSeparatorInset
        if imageViewIfCreated?.image != nil { inset.left = max(inset.left, textLeading) }
        // A list content configuration's separator starts at its text, as in iOS.
        if let list = configurationHosting.contentView as? UIListContentView,
           let text = list.layout(width: contentViewWidth(forCellWidth: bounds.width)).text {
            inset.left = text.minX
        }
        return inset
    }

    /// Heights of a label for a width (0 without text).
    private func labelHeight(_ label: UILabel?, width: CGFloat) -> CGFloat {
        guard let label, let text = label.text, !text.isEmpty else { return 0 }
        return ceil(label.sizeThatFits(CGSize(width: max(0, width), height: .greatestFiniteMagnitude)).height)
    }

    private func labelWidth(_ label: UILabel?) -> CGFloat {
        guard let label, let text = label.text, !text.isEmpty else { return 0 }
        return ceil(label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width)
    }

    /// The height the standard style needs at `width` (at least 44 pt).
    func standardHeight(forWidth width: CGFloat) -> CGFloat {
        let (title, detail, image) = subviewsCreated
        let content = contentWidth(forCellWidth: width)
        let leading = textLeading
        let available = textTrailing(contentWidth: content) - leading
        var text: CGFloat
        switch style {
        case .default:
            text = labelHeight(title, width: available)
        case .subtitle:
            text = labelHeight(title, width: available) + labelHeight(detail, width: available)
        case .value1:
            let detailWidth = min(labelWidth(detail), available)
            text = max(labelHeight(title, width: available - detailWidth - Self.labelSpacing),
                       labelHeight(detail, width: detailWidth))
        case .value2:
            text = max(labelHeight(title, width: Self.value2TitleWidth),
                       labelHeight(detail, width: available - Self.value2TitleWidth - Self.labelSpacing))
        }
        let imageHeight = image?.image?.size.height ?? 0
        let margins = layoutMargins
        return max(Self.standardRowHeight, ceil(max(text, imageHeight) + margins.top + margins.bottom))
    }

    /// Lays out the background, selected background, accessory, content view,
    /// standard labels, image and separator.
    func layoutStandardContent() {
        let b = bounds
        backgroundView?.frame = b
        effectiveSelectedBackground.frame = b
        let accessory = accessoryFrame(in: b)
        if let frame = accessory { (accessoryView ?? builtinAccessory)?.frame = frame }
        let contentWidth = contentViewWidth(accessory: accessory, cellWidth: b.width)
        contentView.frame = CGRect(x: 0, y: 0, width: contentWidth, height: b.height)
        layoutLabels(contentWidth: contentWidth, height: b.height)
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let line = 1 / max(scale, 1)
        let inset = separatorInset
        separatorView.isHidden = !showsSeparator
        separatorView.frame = CGRect(x: inset.left, y: b.height - line,
                                     width: max(0, b.width - inset.left - inset.right), height: line)
        // Reordering requests layout: only when something was added above the line.
        if subviews.last !== separatorView { bringSubviewToFront(separatorView) }
    }

    private func layoutLabels(contentWidth: CGFloat, height: CGFloat) {
        let (title, detail, image) = subviewsCreated
        let margins = layoutMargins
        if let image {
            let size = image.image?.size ?? .zero
            image.frame = CGRect(x: margins.left, y: ((height - size.height) / 2).rounded(),
                                 width: size.width, height: size.height)
        }
        let leading = textLeading
        let trailing = textTrailing(contentWidth: contentWidth)
        let available = max(0, trailing - leading)
        func centred(_ h: CGFloat) -> CGFloat { ((height - h) / 2).rounded() }
        switch style {
        case .default:
            let h = labelHeight(title, width: available)
            title?.frame = CGRect(x: leading, y: centred(h), width: available, height: h)
        case .subtitle:
            let h1 = labelHeight(title, width: available)
            let h2 = labelHeight(detail, width: available)
            let top = centred(h1 + h2)
            title?.frame = CGRect(x: leading, y: top, width: available, height: h1)
            detail?.frame = CGRect(x: leading, y: top + h1, width: available, height: h2)
        case .value1:
            let detailWidth = min(labelWidth(detail), available)
            let titleWidth = max(0, available - detailWidth - (detailWidth > 0 ? Self.labelSpacing : 0))
            let h1 = labelHeight(title, width: titleWidth)
            let h2 = labelHeight(detail, width: detailWidth)
            title?.frame = CGRect(x: leading, y: centred(h1), width: titleWidth, height: h1)
            detail?.frame = CGRect(x: trailing - detailWidth, y: centred(h2), width: detailWidth, height: h2)
        case .value2:
            let titleWidth = min(Self.value2TitleWidth, available)
            let detailX = leading + titleWidth + Self.labelSpacing
            let detailWidth = max(0, trailing - detailX)
            let h1 = labelHeight(title, width: titleWidth)
            let h2 = labelHeight(detail, width: detailWidth)
            title?.frame = CGRect(x: leading, y: centred(h1), width: titleWidth, height: h1)
            detail?.frame = CGRect(x: detailX, y: centred(h2), width: detailWidth, height: h2)
        }
    }
}
