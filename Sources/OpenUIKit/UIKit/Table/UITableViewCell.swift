import Foundation

/// A row of a table view (`UITableViewCell`).
///
/// - **Content.** Put custom subviews in `contentView`. The standard styles
///   (`CellStyle`) create `textLabel`, `detailTextLabel` (not for
///   `.default`) and `imageView` lazily, on first access, inside the content
///   view, and lay them out in `layoutSubviews` (see
///   `UITableViewCell+Layout.swift` for the metrics).
/// - **Accessory.** `accessoryView` if set, otherwise the drawn
///   `accessoryType`, sits at the trailing layout margin, vertically
///   centred; the content view ends 10 pt before it.
/// - **Selection.** The table view sets `isSelected`/`isHighlighted` through
///   `setSelected(_:animated:)`/`setHighlighted(_:animated:)`. While either
///   is true and `selectionStyle` is not `.none`, `selectedBackgroundView`
///   (UIKit's default: a `systemGray4` fill) shows behind the content;
///   animated changes fade it over 0.3 s.
/// - **Separator.** The table view decides whether a cell shows its
///   separator; the line is one pixel high at the bottom, inset by
///   `separatorInset` (by default the table's, moved to the text when an
///   image is shown).
/// - **Creation.** Segue creates registered subclasses from their class with
///   `init(style:reuseIdentifier:)`, which is therefore `required`
///   (subclasses write `required init(style:reuseIdentifier:)`; `segue-port`
///   rewrites `override init(style:reuseIdentifier:)`).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The style it was created with.
    let style: CellStyle

    /// The identifier it was created or dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// The view holding the cell's content (left of the accessory).
    public let contentView: UIView

    var textLabelStorage: UILabel?
    var detailTextLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    let separatorView = UIView()
    let defaultSelectedBackground = UIView()
    var builtinAccessory: TableCellAccessoryView?
    /// The storyboard segues connected from the prototype the cell was made from.
    var storyboardSelectionSegue: StoryboardCellSegue?
    var storyboardAccessorySegue: StoryboardCellSegue?
    /// Set by the table view: whether this row shows its separator line.
    var showsSeparator = false { didSet { if showsSeparator != oldValue { setNeedsLayout() } } }
    /// Set by the table view: its separator inset, used until `separatorInset` is set.
    var tableSeparatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0) {
        didSet { if tableSeparatorInset != oldValue { setNeedsLayout() } }
    }
    private var separatorInsetStorage: UIEdgeInsets?
    var layoutMarginsStorage: UIEdgeInsets?
    /// Set by the table view: the system margin for its width (16 pt, 20 pt from 414 pt wide).
    var systemHorizontalMargin: CGFloat = 16 { didSet { if systemHorizontalMargin != oldValue { setNeedsLayout() } } }

    /// The primary label (nil never; created on first access).
    open var textLabel: UILabel? {
        if let label = textLabelStorage { return label }
        let label = UILabel()
        label.font = style == .value2 ? Self.value2TitleFont : Self.titleFont
        if style == .value2 {
            label.textAlignment = .right
            label.textColor = tintColor
        }
        textLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The secondary label: nil for `.default`, created on first access otherwise.
    open var detailTextLabel: UILabel? {
        if let label = detailTextLabelStorage { return label }
        guard style != .default else { return nil }
        let label = UILabel()
        switch style {
        case .value1:
            label.font = Self.titleFont
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case .value2:
            label.font = Self.value2DetailFont
        case .subtitle:
            label.font = Self.subtitleFont
        case .default:
            break
        }
        detailTextLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The image at the leading edge (created on first access; shown when it has an image).
    open var imageView: UIImageView? {
        if let view = imageViewStorage { return view }
        let view = UIImageView()
        imageViewStorage = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// A view behind the content (nil by default; the cell's background
    /// colour shows). Setting a view resets `backgroundConfiguration` to nil.
    open var backgroundView: UIView? {
        didSet {
            if backgroundView != nil { backgroundConfiguration = nil }
            if replaceOwnedSubview(oldValue, with: backgroundView, atBack: true) { setNeedsLayout() }
        }
    }

    /// The view shown behind the content while selected or highlighted
    /// (nil: UIKit's gray fill).
    open var selectedBackgroundView: UIView? {
        didSet {
            if selectedBackgroundView != nil { backgroundConfiguration = nil }
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            updateSelectionAppearance(animated: false)
            setNeedsLayout()
        }
    }

    open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionAppearance(animated: false) } }

    open var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { updateAccessory() } } }

    /// A custom accessory; replaces `accessoryType` when set.
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            updateAccessory()
        }
    }

    /// The separator's insets (by default the table view's; with an image,
    /// the left inset follows the text).
    open var separatorInset: UIEdgeInsets {
        get { separatorInsetStorage ?? effectiveSeparatorInset }
        set { separatorInsetStorage = newValue; setNeedsLayout() }
    }

    /// The margins the standard styles lay out in: 11 pt top and bottom, the
    /// system margin (16 pt, or 20 pt in a table at least 414 pt wide) left
    /// and right, until set.
    open override var layoutMargins: UIEdgeInsets {
        get {
            layoutMarginsStorage ?? UIEdgeInsets(top: 11, left: systemHorizontalMargin,
                                                 bottom: 11, right: systemHorizontalMargin)
        }
        set {
            layoutMarginsStorage = newValue
            super.layoutMargins = newValue
            setNeedsLayout()
        }
    }

    private var isSelectedStorage = false
    private var isHighlightedStorage = false

    /// Whether the cell is selected; setting it is `setSelected(_:animated: false)`.
    open var isSelected: Bool {
        get { isSelectedStorage }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted (finger down on it); setting it is
    /// `setHighlighted(_:animated: false)`.
    open var isHighlighted: Bool {
        get { isHighlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }

    // MARK: Configurations (UITableViewCell+Configuration.swift)

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

    /// The configuration of the cell's background (default nil: the
    /// background and selected background views draw). Setting one removes
    /// `backgroundView` and `selectedBackgroundView` and clears the cell's
    /// background colour, and draws the configuration behind the content.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundConfigurationStorage }
        set { setBackgroundConfiguration(newValue) }
    }

    /// Whether the cell re-applies `backgroundConfiguration.updated(for:)`
    /// when its configuration state changes (default true).
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The cell's current state: its traits, selection, highlight and
    /// editing. Override the getter to add custom states (call super).
    open var configurationState: UICellConfigurationState { currentConfigurationState }

    /// Called when the cell's configuration should follow `state` (after
    /// `setNeedsUpdateConfiguration()`, at the next layout). Override it to
    /// update the configurations; the default does nothing. The automatic
    /// updates run just before it, `configurationUpdateHandler` just after.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// A block run after `updateConfiguration(using:)` with the cell and its
    /// state; setting it requests an update.
    open var configurationUpdateHandler: UITableViewCell.ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Requests an update of the configurations for the current state, run
    /// at the next layout (requests are combined). The cell calls it when
    /// its state changes; call it when a custom state changes.
    open func setNeedsUpdateConfiguration() {
        configurationHosting.needsUpdate = true
        setNeedsLayout()
    }

    /// The type of `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    // MARK: Editing (UITableViewCell+Editing.swift)

    let editingState = CellEditingState()

    /// Whether the cell is in editing mode (the table view sets it); setting
    /// it is `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editingState.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: the editing control and reorder
    /// control slide in and the content indents (0.3 s when animated).
    open func setEditing(_ editing: Bool, animated: Bool) { applyEditing(editing, animated: animated) }

    /// The editing control the row shows in editing mode (`.none` outside
    /// it), from the table view's delegate.
    open var editingStyle: EditingStyle { editingState.style }

    /// Whether the reorder control shows in editing mode (default false);
    /// the data source must also implement `moveRowAt` and allow the row.
    open var showsReorderControl: Bool {
        get { editingState.showsReorderControl }
        set { editingState.showsReorderControl = newValue; setNeedsLayout() }
    }

    /// The accessory shown in editing mode instead of `accessoryType` (default `.none`).
    open var editingAccessoryType: AccessoryType {
        get { editingState.editingAccessoryType }
        set { editingState.editingAccessoryType = newValue; setNeedsLayout() }
    }

    /// A cell of a standard style. Required in Segue so the table view can
    /// create registered subclasses from their class.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        commonInit()
    }

    /// UIKit's `init(frame:)` on a cell: a `.default` cell with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A cell from a document (a prototype or a nib): the document's
    /// background colour, when it gives one, wins over the default.
    public required init?(coder: NSCoder) {
        style = .default
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        let decodedBackground = backgroundColor
        commonInit()
        if coder.containsValue(forKey: "backgroundColor") { backgroundColor = decodedBackground }
    }

    private func commonInit() {
        backgroundColor = .systemBackground
        contentView.frame = bounds
        // As in UIKit: the content view follows the cell's size at once, so
        // constraints inside it see the row's height before layout runs.
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        defaultSelectedBackground.backgroundColor = .systemGray4
        separatorView.backgroundColor = .separator
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
    }

    /// Called by the table view just before a dequeue hands the cell out
    /// again. The default resets nothing of the content (as in UIKit, which
    /// only resets its own state: highlight and selection are already off).
    open func prepareForReuse() {}

    /// Shows or hides the selected background (animated: a 0.3 s fade).
    open func setSelected(_ selected: Bool, animated: Bool) {
        let changed = isSelectedStorage != selected
        isSelectedStorage = selected
        updateSelectionAppearance(animated: animated)
        if changed { setNeedsUpdateConfiguration() }
    }

    /// Shows or hides the highlighted (selected) background.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        let changed = isHighlightedStorage != highlighted
        isHighlightedStorage = highlighted
        updateSelectionAppearance(animated: animated)
        if changed { setNeedsUpdateConfiguration() }
    }

    /// The view used as the selected background now.
    var effectiveSelectedBackground: UIView { selectedBackgroundView ?? defaultSelectedBackground }

    private func updateSelectionAppearance(animated: Bool) {
        let background = effectiveSelectedBackground
        // A background configuration draws the selection itself.
        let shows = (isSelectedStorage || isHighlightedStorage) && selectionStyle != .none
            && backgroundConfigurationStorage == nil
        if shows && background.superview !== self {
            background.frame = bounds
            background.alpha = 0
            insertBehindContent(background)
        }
        guard background.superview === self else { return }
        let apply = { background.alpha = shows ? 1 : 0 }
        if animated {
            UIView.animate(withDuration: Self.selectionFadeDuration, animations: apply) { [weak self, weak background] _ in
                guard let self, let background, !((self.isSelectedStorage || self.isHighlightedStorage)
                                                  && self.selectionStyle != .none) else { return }
                if background.alpha == 0 { background.removeFromSuperview() }
            }
        } else {
            UIView.performWithoutAnimation(apply)
            if !shows { background.removeFromSuperview() }
        }
    }

    /// Puts the selected background just above `backgroundView` (or at the back).
    private func insertBehindContent(_ view: UIView) {
        if let bg = backgroundView, bg.superview === self {
            insertSubview(view, aboveSubview: bg)
        } else {
            insertSubview(view, at: 0)
        }
    }

    private func updateAccessory() {
        builtinAccessory?.removeFromSuperview()
        builtinAccessory = nil
        if let view = accessoryView {
            addSubview(view)
        } else if accessoryType != .none {
            let view = TableCellAccessoryView(type: accessoryType)
            view.tintColor = tintColor
            builtinAccessory = view
            addSubview(view)
        }
        setNeedsLayout()
    }

    /// A trait change (appearance, text size) requests a configuration update.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        layoutStandardContent()
        layoutEditingState()
    }

    /// The standard style's height, or, with a content configuration, the
    /// height its content view needs at the content view's width (at least
    /// the standard 44 pt).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        updateConfigurationIfNeeded()
        if let height = configurationHosting.contentHeight(forWidth: contentViewWidth(forCellWidth: size.width)) {
            return CGSize(width: size.width, height: max(Self.standardRowHeight, ceil(height)))
        }
        return CGSize(width: size.width, height: standardHeight(forWidth: size.width))
    }
}
