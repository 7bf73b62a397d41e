import Foundation

/// One row (or, in a palette, one cell) of a drawn menu: a title with an
/// optional subtitle beneath, the element's image on the trailing side
/// (above the title in a `.medium` cell, alone in a `.small` one), and a
/// checkmark or dash in the leading column for `.on` or `.mixed` actions.
/// Destructive elements are drawn in `systemRed`, disabled ones in
/// `tertiaryLabel`, the rest in `label` (metrics: `MenuMetrics`).
@MainActor
final class MenuRowView: UIView {
    enum Target {
        case action(UIAction, scope: UIMenu?)
        case submenu(UIMenu)
        /// The title row of an open submenu; choosing it goes back.
        case back(UIMenu)
        /// A menu's or section's title.
        case header(String)
        /// A deferred element waiting for its provider.
        case loading
    }

    let target: Target
    let size: UIMenu.ElementSize
    let titleLabel = UILabel(frame: .zero)
    let subtitleLabel = UILabel(frame: .zero)
    let imageView = UIImageView(frame: .zero)
    let checkView = UIImageView(frame: .zero)
    /// Whether the leading checkmark column is reserved.
    var reservesCheckColumn = false

    init(target: Target, size: UIMenu.ElementSize) {
        self.target = target
        self.size = size
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        titleLabel.font = .systemFont(ofSize: size == .medium ? MenuMetrics.mediumTitleSize : MenuMetrics.titleSize)
        titleLabel.lineBreakMode = .byTruncatingTail
        subtitleLabel.font = .systemFont(ofSize: MenuMetrics.subtitleSize)
        subtitleLabel.textColor = .secondaryLabel
        imageView.contentMode = .center
        checkView.contentMode = .center
        checkView.tintColor = .label
        for view in [titleLabel, subtitleLabel, imageView, checkView] { addSubview(view) }
        configure()
    }

    required init?(coder: NSCoder) { nil }

    var isEnabled: Bool {
        switch target {
        case .action(let action, _): return !action.attributes.contains(.disabled)
        case .submenu, .back: return true
        case .header, .loading: return false
        }
    }

    private var isDestructive: Bool {
        switch target {
        case .action(let action, _): return action.attributes.contains(.destructive)
        case .submenu(let menu): return menu.options.contains(.destructive)
        default: return false
        }
    }

    private func symbol(_ name: String) -> UIImage? {
        UIImage(systemName: name)?.withConfiguration(UIImage.SymbolConfiguration(pointSize: MenuMetrics.symbolPointSize))
    }

    private func configure() {
        let color: UIColor = !isEnabled ? .tertiaryLabel : isDestructive ? .systemRed : .label
        titleLabel.textColor = color
        imageView.tintColor = color
        switch target {
        case .action(let action, _):
            titleLabel.text = action.title
            subtitleLabel.text = action.subtitle
            imageView.image = action.state == .on ? (action.selectedImage ?? action.image) : action.image
            checkView.image = action.state == .on ? symbol("checkmark") : action.state == .mixed ? symbol("minus") : nil
        case .submenu(let menu):
            titleLabel.text = menu.title
            subtitleLabel.text = menu.subtitle
            imageView.image = symbol("chevron.right")
        case .back(let menu):
            titleLabel.text = menu.title
            titleLabel.font = .systemFont(ofSize: MenuMetrics.titleSize, weight: .semibold)
            imageView.image = symbol("chevron.down")
        case .header(let title):
            titleLabel.text = title
            titleLabel.font = .systemFont(ofSize: MenuMetrics.headerSize)
            titleLabel.textColor = .secondaryLabel
        case .loading:
            titleLabel.text = "Loading…"
            titleLabel.textColor = .secondaryLabel
        }
        if size == .small { titleLabel.isHidden = true }
        if size != .large { subtitleLabel.text = nil; titleLabel.textAlignment = .center }
    }

    var hasState: Bool { checkView.image != nil }

    private var hasSubtitle: Bool { !(subtitleLabel.text ?? "").isEmpty }

    private var leadingInset: CGFloat { reservesCheckColumn ? MenuMetrics.checkedLeadingInset : MenuMetrics.horizontalInset }

    /// The width the row needs to show its title (and subtitle) unclipped.
    var preferredWidth: CGFloat {
        let text = max(titleLabel.intrinsicContentSize.width, hasSubtitle ? subtitleLabel.intrinsicContentSize.width : 0)
        let image = imageView.image == nil ? 0 : MenuMetrics.imageColumnWidth + MenuMetrics.imageSpacing
        return leadingInset + ceil(text) + image + MenuMetrics.horizontalInset
    }

    var preferredHeight: CGFloat {
        switch (target, size) {
        case (.header, _): return ceil(titleLabel.intrinsicContentSize.height) + 2 * MenuMetrics.headerVerticalInset
        case (_, .small): return MenuMetrics.rowHeight
        case (_, .medium): return MenuMetrics.mediumCellHeight
        default:
            guard hasSubtitle else { return MenuMetrics.rowHeight }
            let text = titleLabel.intrinsicContentSize.height + subtitleLabel.intrinsicContentSize.height
            return max(MenuMetrics.rowHeight, ceil(text) + 2 * MenuMetrics.subtitleVerticalInset)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let imageSize = imageView.image?.size ?? .zero
        switch size {
        case .small:
            imageView.frame = CGRect(x: 0, y: 0, width: b.width, height: b.height)
            return
        case .medium:
            imageView.frame = CGRect(x: 0, y: MenuMetrics.mediumImageTop, width: b.width, height: max(imageSize.height, 22))
            let h = titleLabel.intrinsicContentSize.height
            titleLabel.frame = CGRect(x: 4, y: b.height - MenuMetrics.mediumTitleBottom - h, width: b.width - 8, height: h)
            return
        default:
            break
        }
        checkView.frame = CGRect(x: MenuMetrics.horizontalInset, y: 0, width: MenuMetrics.checkColumnWidth, height: b.height)
        let trailing = imageView.image == nil ? 0 : MenuMetrics.imageColumnWidth + MenuMetrics.imageSpacing
        let textWidth = max(b.width - leadingInset - trailing - MenuMetrics.horizontalInset, 0)
        let titleHeight = titleLabel.intrinsicContentSize.height
        if hasSubtitle {
            let subtitleHeight = subtitleLabel.intrinsicContentSize.height
            let top = (b.height - titleHeight - subtitleHeight) / 2
            titleLabel.frame = CGRect(x: leadingInset, y: top, width: textWidth, height: titleHeight)
            subtitleLabel.frame = CGRect(x: leadingInset, y: top + titleHeight, width: textWidth, height: subtitleHeight)
        } else {
            titleLabel.frame = CGRect(x: leadingInset, y: (b.height - titleHeight) / 2, width: textWidth, height: titleHeight)
            subtitleLabel.frame = .zero
        }
        imageView.frame = CGRect(x: b.width - MenuMetrics.horizontalInset - MenuMetrics.imageColumnWidth, y: 0,
                                 width: MenuMetrics.imageColumnWidth, height: b.height)
    }
}
