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

    /// A view behind the content (nil by default; the cell's background colour shows).
    open var backgroundView: UIView? {
        didSet { if replaceOwnedSubview(oldValue, with: backgroundView, atBack: true) { setNeedsLayout() } }
    }

    /// The view shown behind the content while selected or highlighted
    /// (nil: UIKit's gray fill).
    open var selectedBackgroundView: UIView? {
        didSet {
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
        isSelectedStorage = selected
        updateSelectionAppearance(animated: animated)
    }

    /// Shows or hides the highlighted (selected) background.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlightedStorage = highlighted
        updateSelectionAppearance(animated: animated)
    }

    /// The view used as the selected background now.
    var effectiveSelectedBackground: UIView { selectedBackgroundView ?? defaultSelectedBackground }

    private func updateSelectionAppearance(animated: Bool) {
        let background = effectiveSelectedBackground
        let shows = (isSelectedStorage || isHighlightedStorage) && selectionStyle != .none
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

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutStandardContent()
        layoutEditingState()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: standardHeight(forWidth: size.width))
    }
}
