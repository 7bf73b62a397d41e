import Foundation

/// A reusable section header or footer (`UITableViewHeaderFooterView`).
///
/// Put custom subviews in `contentView`; `textLabel` (created on first
/// access) shows a title at the leading layout margin (twice the margin in
/// an inset-grouped table, in line with the rows' text), vertically centred
/// in a plain table and 6 pt above the bottom in a grouped one. The table
/// view uses this class for the titles from `titleForHeaderInSection` /
/// `titleForFooterInSection`: plain headers are 15 pt semibold on
/// `secondarySystemBackground`; grouped headers and footers are 13 pt in the
/// secondary label colour (headers upper-cased, as UIKit shows them).
///
/// Registered subclasses are created from their class, so
/// `init(reuseIdentifier:)` is `required` in Segue (see `UITableViewCell`).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier it was created or dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// The view holding the content.
    public let contentView: UIView

    var textLabelStorage: UILabel?
    /// Set by the table view: the look of its style's titles.
    var tableStyle: UITableView.Style = .plain { didSet { if tableStyle != oldValue { applyStyle() } } }
    /// Set by the table view: whether this is a footer (grouped footers sit at the top).
    var isFooter = false
    /// Set by the table view: its system margin.
    var systemHorizontalMargin: CGFloat = 16 { didSet { setNeedsLayout() } }

    /// A view behind the content (nil by default); setting one resets
    /// `backgroundConfiguration` to nil.
    open var backgroundView: UIView? {
        didSet {
            if backgroundView != nil { backgroundConfiguration = nil }
            if replaceOwnedSubview(oldValue, with: backgroundView, atBack: true) { setNeedsLayout() }
        }
    }

    // MARK: Configurations (UITableViewHeaderFooterView+Configuration.swift)

    let configurationHosting = ConfigurationHosting()
    var contentConfigurationStorage: UIContentConfiguration?
    var backgroundConfigurationStorage: UIBackgroundConfiguration?

    /// The configuration of the view's content (default nil). Setting one
    /// shows its content view inside `contentView`; while
    /// `automaticallyUpdatesContentConfiguration` is true the view shows,
    /// and stores, the configuration `updated(for: configurationState)`.
    open var contentConfiguration: UIContentConfiguration? {
        get { contentConfigurationStorage }
        set { setContentConfiguration(newValue) }
    }

    /// Whether the view re-applies `contentConfiguration.updated(for:)` when
    /// its configuration state changes (default true).
    open var automaticallyUpdatesContentConfiguration = true

    /// The configuration of the view's background (default nil). Setting one
    /// removes `backgroundView` and draws the configuration behind the content.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundConfigurationStorage }
        set { setBackgroundConfiguration(newValue) }
    }

    /// Whether the view re-applies `backgroundConfiguration.updated(for:)`
    /// when its configuration state changes (default true).
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The view's current state (its traits). Override the getter to add
    /// custom states (call super).
    open var configurationState: UIViewConfigurationState { UIViewConfigurationState(traitCollection: traitCollection) }

    /// Requests an update of the configurations, run at the next layout.
    open func setNeedsUpdateConfiguration() {
        configurationHosting.needsUpdate = true
        setNeedsLayout()
    }

    /// Called when the view's configuration should follow `state`. Override
    /// it to update the configurations; the default does nothing. The
    /// automatic updates run just before it, `configurationUpdateHandler`
    /// just after.
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    /// A block run after `updateConfiguration(using:)`; setting it requests an update.
    open var configurationUpdateHandler: UITableViewHeaderFooterView.ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The type of `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    /// The title label (created on first access).
    open var textLabel: UILabel? {
        if let label = textLabelStorage { return label }
        let label = UILabel()
        textLabelStorage = label
        contentView.addSubview(label)
        applyStyle()
        setNeedsLayout()
        return label
    }

    /// Required in Segue so the table view can create registered subclasses.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// UIKit's `init(frame:)` on a header: no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Called just before a dequeue hands the view out again (does nothing by default).
    open func prepareForReuse() {}

    func applyStyle() {
        setNeedsUpdateConfiguration()
        guard let label = textLabelStorage else { return }
        switch tableStyle {
        case .plain:
            label.font = .systemFont(ofSize: 15, weight: .semibold)
            label.textColor = .label
            if backgroundView == nil, backgroundConfigurationStorage == nil { contentView.backgroundColor = .secondarySystemBackground }
        case .grouped, .insetGrouped:
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            label.numberOfLines = 0
            contentView.backgroundColor = nil
        }
    }

    /// The height of a default title header or footer at `width` for `style`.
    static func titleHeight(_ title: String, width: CGFloat, style: UITableView.Style, margin: CGFloat) -> CGFloat {
        let probe = UILabel()
        switch style {
        case .plain:
            probe.font = .systemFont(ofSize: 15, weight: .semibold)
            return max(28, ceil(probe.font.lineHeight) + 10)
        case .grouped, .insetGrouped:
            probe.font = .systemFont(ofSize: 13)
            probe.numberOfLines = 0
            probe.text = title
            let leading = style == .insetGrouped ? 2 * margin : margin
            let h = probe.sizeThatFits(CGSize(width: max(0, width - 2 * leading), height: .greatestFiniteMagnitude)).height
            return ceil(h) + 6 + 16
        }
    }

    /// A trait change (appearance, text size) requests a configuration update.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    /// With a content configuration: the content view's height at `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        updateConfigurationIfNeeded()
        if let height = configurationHosting.contentHeight(forWidth: size.width) {
            return CGSize(width: size.width, height: ceil(height))
        }
        return super.sizeThatFits(size)
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        let b = bounds
        backgroundView?.frame = b
        contentView.frame = b
        guard let label = textLabelStorage else { return }
        // Inset-grouped titles line up with the text of the inset rows.
        let leading = tableStyle == .insetGrouped ? 2 * systemHorizontalMargin : systemHorizontalMargin
        let width = max(0, b.width - 2 * leading)
        let h = ceil(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        let y: CGFloat
        switch tableStyle {
        case .plain: y = ((b.height - h) / 2).rounded()
        case .grouped, .insetGrouped: y = isFooter ? 6 : b.height - 6 - h
        }
        label.frame = CGRect(x: leading, y: y, width: width, height: h)
    }
}
