import Foundation

/// A collection view item (`UICollectionViewCell`): put custom subviews in
/// `contentView`. Selection and highlight are set by the collection view.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view for the cell's content, filling the cell.
    public let contentView: UIView
    /// The storyboard segue connected from the prototype the cell was made from.
    var storyboardSelectionSegue: StoryboardCellSegue?

    /// A view behind the content; setting one resets `backgroundConfiguration` to nil.
    open var backgroundView: UIView? {
        didSet {
            if backgroundView != nil { backgroundConfiguration = nil }
            oldValue?.removeFromSuperview()
            if let v = backgroundView {
                v.frame = bounds
                v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                insertSubview(v, at: 0)
            }
        }
    }

    /// A view shown above `backgroundView` and behind `contentView` while the
    /// cell is selected or highlighted; nil (the default) shows nothing.
    /// Setting one resets `backgroundConfiguration` to nil.
    open var selectedBackgroundView: UIView? {
        didSet {
            if selectedBackgroundView != nil { backgroundConfiguration = nil }
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            updateSelectedBackground()
        }
    }

    open var isSelected = false {
        didSet { updateSelectedBackground(); if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }
    open var isHighlighted = false {
        didSet { updateSelectedBackground(); if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }

    // MARK: Configurations (UICollectionViewCell+Configuration.swift)

    let configurationHosting = ConfigurationHosting()
    var contentConfigurationStorage: UIContentConfiguration?
    var backgroundConfigurationStorage: UIBackgroundConfiguration?

    /// The configuration of the cell's content (default nil). Setting one
    /// shows its content view inside `contentView` (or hands it to the view
    /// already there when that view supports it); while
    /// `automaticallyUpdatesContentConfiguration` is true the cell shows, and
    /// stores, the configuration `updated(for: configurationState)`.
    open var contentConfiguration: UIContentConfiguration? {
        get { contentConfigurationStorage }
        set { setContentConfiguration(newValue) }
    }

    /// Whether the cell re-applies `contentConfiguration.updated(for:)` when
    /// its configuration state changes (default true).
    open var automaticallyUpdatesContentConfiguration = true

    /// The configuration of the cell's background (default nil). Setting one
    /// removes `backgroundView` and `selectedBackgroundView` and draws the
    /// configuration behind the content.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundConfigurationStorage }
        set { setBackgroundConfiguration(newValue) }
    }

    /// Whether the cell re-applies `backgroundConfiguration.updated(for:)`
    /// when its configuration state changes (default true).
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The cell's current state: traits, selection, highlight. Override the
    /// getter to add custom states (call super).
    open var configurationState: UICellConfigurationState { currentConfigurationState }

    /// Requests an update of the configurations for the current state, run
    /// at the next layout (requests are combined). The cell calls it when
    /// its state changes; call it when a custom state changes.
    open func setNeedsUpdateConfiguration() {
        configurationHosting.needsUpdate = true
        setNeedsLayout()
    }

    /// Called when the cell's configuration should follow `state`. Override
    /// it to update the configurations; the default does nothing. The
    /// automatic updates run just before it, `configurationUpdateHandler`
    /// just after.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// A block run after `updateConfiguration(using:)` with the cell and its
    /// state; setting it requests an update.
    open var configurationUpdateHandler: UICollectionViewCell.ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The type of `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// Puts `selectedBackgroundView` in place while the cell is selected or
    /// highlighted, and takes it out otherwise.
    private func updateSelectedBackground() {
        guard let view = selectedBackgroundView, backgroundConfigurationStorage == nil else { return }
        let shows = isSelected || isHighlighted
        if shows, view.superview !== self {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, belowSubview: contentView)
        } else if !shows, view.superview === self {
            view.removeFromSuperview()
        }
    }

    public required init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A trait change (appearance, text size) requests a configuration update.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    /// With a content configuration: the content view's height at
    /// `size.width` (a list cell's self-sized height); otherwise UIView's answer.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        configurationFittingSize(size) ?? super.sizeThatFits(size)
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        if selectedBackgroundView?.superview === self { selectedBackgroundView?.frame = bounds }
    }
}
