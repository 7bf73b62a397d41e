import Foundation

/// A control that runs actions when tapped (`UIButton`).
///
/// A button shows an optional image followed by a title, centred together
/// in its bounds inset by `contentEdgeInsets`. Titles, title colours and
/// images are set per `UIControl.State`; a state without its own value
/// uses the `.normal` one, as in UIKit.
///
/// Styles, as in UIKit:
/// - `.system`: the title is drawn in the `tintColor`, faded to 20 % while
///   highlighted and grey while disabled; tapping sends
///   `.primaryActionTriggered` with `.touchUpInside`.
/// - `.custom` (also `init(frame:)`): white titles, no automatic dimming.
/// - `.close`: a 30-point grey circle with a cross.
///
/// A button with a `configuration` (iOS 15, `UIButton.Configuration`) draws
/// that instead: see UIButton+Configuration.swift.
///
/// The title font is the 15-point system font. The intrinsic size is the
/// image and title side by side plus `contentEdgeInsets`; with zero insets
/// a titled button gets UIKit's implicit 6 points above and below.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The button's style, fixed at creation.
    public private(set) var buttonType: UIButton.ButtonType = .custom

    /// Padding between the bounds and the content.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { invalidateIntrinsicContentSize(); setNeedsLayout() }
    }

    let label = UILabel(frame: .zero)
    let icon = UIImageView(frame: .zero)
    /// The background image, stretched to the bounds behind the content.
    let backdrop = UIImageView(frame: .zero)
    var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// The menu the button shows: on a touch when `showsMenuAsPrimaryAction`
    /// is true, else on a long press (UIButton+Menu.swift).
    open var menu: UIMenu? { didSet { menuDidChange() } }
    /// Whether the button keeps a selection: with a menu shown as its
    /// primary action it is a pop-up button (one `.on` action, whose title
    /// the button shows); otherwise a tap toggles `isSelected` (iOS 15).
    open var changesSelectionAsPrimaryAction = false { didSet { menuDidChange() } }
    /// The menu opened by the touch being tracked, which follows the finger.
    weak var menuForTrackedTouch: MenuContainerView?
    /// The long-press interaction that shows `menu` when it is not the primary action.
    var menuInteraction: UIContextMenuInteraction?
    /// The interaction's delegate (the interaction holds it weakly).
    var buttonMenuDelegate: ButtonMenuDelegate?

    // MARK: Configuration (UIButton+Configuration.swift)

    var configurationStorage: UIButton.Configuration?
    /// The configuration drawn: `configuration`, updated for the state while
    /// `automaticallyUpdatesConfiguration` is true.
    var shownConfiguration: UIButton.Configuration?
    var needsConfigurationUpdate = false
    let subtitleText = UILabel(frame: .zero)
    var configurationBackground: BackgroundConfigurationView?
    var configurationActivityIndicator: UIActivityIndicatorView?

    /// The label that shows a configuration's subtitle (nil without a configuration).
    open var subtitleLabel: UILabel? { configurationStorage == nil ? nil : subtitleText }

    /// Whether the button draws `configuration.updated(for: self)` when its
    /// state changes (default true).
    open var automaticallyUpdatesConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// A closure run after `updateConfiguration()` when the button's state
    /// changes; setting it requests an update.
    open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Requests an update of the configuration, run once at the next
    /// layout however often it is requested. The button calls it when its
    /// state (enabled, highlighted, selected) or tint changes.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Override to update `configuration` for the button's state; do not
    /// call it (call `setNeedsUpdateConfiguration()`). The automatic update
    /// runs just before it and `configurationUpdateHandler` just after. The
    /// default does nothing.
    open func updateConfiguration() {}

    /// Implicit vertical padding of a titled button with zero `contentEdgeInsets`.
    static let implicitVerticalPadding: CGFloat = 6
    static let titleFontSize: CGFloat = 15

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSubviews()
    }

    /// A button from a storyboard or nib reads its type (`buttonType=`;
    /// none is `.custom`), titles, title colours and images by state, and
    /// its font, here, so a subclass sees them after `super.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSubviews()
        if let document = coder as? InterfaceBuilderCoder {
            let types: [String: UIButton.ButtonType] = [
                "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
                "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
            ]
            buttonType = document.element["buttonType"].flatMap { types[$0] } ?? .custom
            if buttonType == .close { setImage(Self.closeImage, for: .normal) }
            document.loader.decodeButton(self, from: document.element)
            updateContent()
        }
    }

    /// A button of `buttonType`.
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if buttonType == .close {
            setImage(Self.closeImage, for: .normal)
            frame.size = Self.closeImage.size
        }
        updateContent()
    }

    /// A button that runs `primaryAction` when tapped and shows its title and image.
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { adopt(primaryAction) }
    }

    /// A custom-style button with a frame that runs `primaryAction` when tapped.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { adopt(primaryAction) }
    }

    private func adopt(_ action: UIAction) {
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
        addAction(action, for: .primaryActionTriggered)
    }

    private func setUpSubviews() {
        label.font = .systemFont(ofSize: Self.titleFontSize)
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        icon.contentMode = .center
        addSubview(backdrop)
        addSubview(icon)
        addSubview(label)
        updateContent()
    }

    // MARK: Per-state content

    /// The label that shows the current title.
    open var titleLabel: UILabel? { label }
    /// The view that shows the current image.
    open var imageView: UIImageView? { icon }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        updateContent()
    }

    /// The title for `state`, falling back to the `.normal` title.
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// The title colour for `state`: the one set for it or for `.normal`,
    /// else the style's default.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[0] ?? defaultTitleColor(for: state)
    }

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        updateContent()
    }

    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// Sets the image drawn behind the title and image in `state`,
    /// stretched to the bounds (nil removes it).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        updateContent()
    }

    /// The background image for `state`, falling back to the `.normal` one.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[0] }

    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentImage: UIImage? { image(for: state) }

    private var isSystemStyle: Bool { buttonType != .custom && buttonType != .close }

    private func defaultTitleColor(for state: UIControl.State) -> UIColor {
        guard isSystemStyle else { return .white }
        if state.contains(.disabled) { return .systemGray }
        let tint: UIColor = tintColor ?? .systemBlue
        return state.contains(.highlighted) ? tint.withAlphaComponent(0.2) : tint
    }

    open override func stateDidChange() {
        super.stateDidChange()
        updateContent()
        setNeedsUpdateConfiguration()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
        setNeedsUpdateConfiguration()
    }

    /// A trait change (appearance, text size) requests a configuration update.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    func updateContent() {
        if let shown = shownConfiguration {
            applyConfigurationContent(shown)
            return
        }
        label.text = currentTitle
        label.textColor = currentTitleColor
        icon.image = currentImage
        backdrop.image = currentBackgroundImage
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override var eventsForTouchUpInside: UIControl.Event {
        showsMenuAsPrimaryAction && menu != nil ? .touchUpInside : [.touchUpInside, .primaryActionTriggered]
    }

    // MARK: Menu touches

    /// A touch down on a button whose menu is its primary action opens the
    /// menu there; the finger then highlights the row under it and, lifted
    /// on a row, chooses it (UIButton+Menu.swift).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if isTracking, showsMenuAsPrimaryAction, menu != nil { presentMenuForTouch() }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if let container = menuForTrackedTouch, let touch = touches.first {
            container.trackForwardedTouch(at: touch.location(in: nil), ended: false)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if let container = menuForTrackedTouch, let touch = touches.first {
            menuForTrackedTouch = nil
            container.trackForwardedTouch(at: touch.location(in: nil), ended: true)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        menuForTrackedTouch = nil
    }

    override func willSendTouchUpInside() {
        if changesSelectionAsPrimaryAction, !(showsMenuAsPrimaryAction && menu != nil) { isSelected.toggle() }
    }

    override func menuSettingsDidChange() { menuDidChange() }

    // MARK: Layout

    private var titleSize: CGSize {
        (currentTitle ?? "").isEmpty ? .zero : label.intrinsicContentSize
    }

    /// Image and title side by side plus the insets (see the type's notes).
    open override var intrinsicContentSize: CGSize {
        if shownConfiguration != nil { return configurationSize(fittingWidth: nil) }
        let image = currentImage?.size ?? .zero, title = titleSize
        var height = max(image.height, title.height) + contentEdgeInsets.top + contentEdgeInsets.bottom
        if contentEdgeInsets == .zero, title.height > 0 { height += 2 * Self.implicitVerticalPadding }
        let width = image.width + title.width + contentEdgeInsets.left + contentEdgeInsets.right
        // At least the background image's size, as in UIKit.
        let background = currentBackgroundImage?.size ?? .zero
        return CGSize(width: max(width, background.width), height: max(height, background.height))
    }

    /// With a configuration: its content at `size.width` (titles wrap) plus
    /// the insets; otherwise `intrinsicContentSize`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        updateConfigurationIfNeeded()
        if shownConfiguration != nil { return configurationSize(fittingWidth: size.width) }
        return intrinsicContentSize
    }

    /// Centres the image and the title (in that order, side by side) in the
    /// content rectangle; a title too wide is truncated in the middle.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        if shownConfiguration != nil { layoutConfigurationContent(); return }
        backdrop.frame = bounds
        let content = bounds.inset(by: contentEdgeInsets)
        let image = currentImage?.size ?? .zero
        var title = titleSize
        title.width = min(title.width, max(content.width - image.width, 0))
        let left = content.midX - (image.width + title.width) / 2
        icon.frame = CGRect(x: left, y: content.midY - image.height / 2, width: image.width, height: image.height)
        label.frame = CGRect(x: left + image.width, y: content.midY - title.height / 2,
                             width: title.width, height: title.height)
    }

    // MARK: Close button artwork

    /// A grey 30-point circle with a dark cross, drawn once.
    static let closeImage: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        return UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: format).image { context in
            let cg = context.cgContext
            UIColor.systemGray5.setFill()
            cg.fillEllipse(in: CGRect(x: 0, y: 0, width: 30, height: 30))
            UIColor.secondaryLabel.setFill()
            cg.translateBy(x: 15, y: 15)
            for angle in [CGFloat.pi / 4, -CGFloat.pi / 4] {
                cg.saveGState()
                cg.rotate(by: angle)
                UIBezierPath(roundedRect: CGRect(x: -6, y: -1.25, width: 12, height: 2.5), cornerRadius: 1.25).fill()
                cg.restoreGState()
            }
        }
    }()
}
