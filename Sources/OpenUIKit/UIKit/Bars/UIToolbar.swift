import Foundation

/// A bar of buttons (`UIToolbar`), usually at the bottom of the screen.
///
/// The items are drawn as a navigation bar draws its bar button items
/// (titles, template images in the item's colour, custom views), from the
/// leading edge, with flexible spaces sharing what is left and fixed
/// spaces taking their `width`; a tap on an item runs its action or shows
/// its menu. The background is the translucent bar material (or
/// `barTintColor`, `barStyle`, a background image, or the appearance in
/// effect: `standardAppearance`, `compactAppearance` in a compact-height
/// environment, `scrollEdgeAppearance` while the content is scrolled to
/// its bottom), with a hairline along the edge facing the content. A
/// navigation controller's toolbar extends its background below its
/// bounds over the bottom safe area, as UIKit's does.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
    /// The height of a toolbar in a regular-height environment (32 in a compact-height one).
    static let barHeight: CGFloat = 44
    static let compactBarHeight: CGFloat = 32
    /// The margin before the first item and after the last, and the space between items (Segue's choice, docs/FIDELITY.md).
    static let itemMargin: CGFloat = 16

    weak var navigationController: UINavigationController?
    /// The toolbar's delegate, which may give its position.
    open weak var delegate: (any UIToolbarDelegate)?

    /// The items shown, leading first. Setting it is `setItems(_:animated: false)`.
    open var items: [UIBarButtonItem]? {
        get { itemsStorage }
        set { setItems(newValue, animated: false) }
    }
    private var itemsStorage: [UIBarButtonItem]?

    /// The legacy bar style: `.black` draws a dark bar.
    open var barStyle: UIBarStyle = .default { didSet { updateBackground() } }
    /// The background colour (translucent unless `isTranslucent` is false); nil for the default bar.
    open var barTintColor: UIColor? { didSet { updateBackground() } }
    /// Whether the background is translucent (default true).
    open var isTranslucent = true { didSet { updateBackground() } }

    /// The appearance at standard height (a copy of what is set); until
    /// one is set the legacy properties decide the look.
    open var standardAppearance: UIToolbarAppearance {
        get { standardAppearanceStorage ?? UIToolbarAppearance() }
        set { standardAppearanceStorage = newValue.copy() as? UIToolbarAppearance; updateBackground() }
    }
    /// The appearance in a compact-height environment; nil uses `standardAppearance`.
    open var compactAppearance: UIToolbarAppearance? {
        didSet { compactAppearance = compactAppearance?.copy() as? UIToolbarAppearance; updateBackground() }
    }
    /// The appearance while the content is scrolled to its bottom edge; nil uses `standardAppearance`.
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copy() as? UIToolbarAppearance; updateBackground() }
    }
    /// The scroll-edge appearance in a compact-height environment; nil uses `scrollEdgeAppearance`.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        didSet { compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy() as? UIToolbarAppearance; updateBackground() }
    }
    private var standardAppearanceStorage: UIToolbarAppearance?
    private var backgroundImages: [String: UIImage] = [:]
    private var shadowImages: [UIBarPosition: UIImage] = [:]

    /// The background, which reaches `backgroundExtension` below the bounds.
    let backgroundView = UIView(frame: .zero)
    /// How far the background reaches below the bounds (the bottom safe area under a navigation controller's toolbar).
    var backgroundExtension: CGFloat = 0 { didSet { setNeedsLayout() } }
    private let hairline = CALayer()
    /// The views showing the items, with their items.
    private var itemViews: [(view: UIView, item: UIBarButtonItem)] = []
    /// Whether the next layout fades the item views in (an animated `setItems`).
    private var fadeInItems = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        hairline.name = "hairline"
        layer.addSublayer(hairline)
        updateBackground()
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Where the toolbar is: what its delegate says, else `.bottom` under a navigation controller and `.any` alone.
    open var barPosition: UIBarPosition {
        if let position = delegate?.position(for: self), position != .any { return position }
        return navigationController != nil ? .bottom : .any
    }

    /// Sets the items; animated (in a window), the new items fade in.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        itemsStorage = items
        fadeInItems = animated && window != nil
        setNeedsLayout()
    }

    // MARK: Images

    /// Sets the image drawn, stretched, as the background at `topOrBottom` for `barMetrics`.
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[Self.key(topOrBottom, barMetrics)] = backgroundImage
        updateBackground()
    }

    /// The background image set for `topOrBottom` and `barMetrics`.
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[Self.key(topOrBottom, barMetrics)]
    }

    /// Sets the hairline's image at `topOrBottom`; as UIKit documents, it
    /// is drawn only with a custom background image.
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        shadowImages[topOrBottom] = shadowImage
        updateBackground()
    }

    /// The hairline image set for `topOrBottom`.
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? { shadowImages[topOrBottom] }

    private static func key(_ position: UIBarPosition, _ metrics: UIBarMetrics) -> String { "\(position.rawValue)-\(metrics.rawValue)" }

    // MARK: Drawing

    /// The appearance in effect, or nil for the legacy look.
    var resolvedAppearance: UIToolbarAppearance? {
        let compact = traitCollection.verticalSizeClass == .compact
        if isAtScrollEdge {
            if compact, let edge = compactScrollEdgeAppearance { return edge }
            if let edge = scrollEdgeAppearance { return edge }
        }
        if compact, let appearance = compactAppearance { return appearance }
        return standardAppearanceStorage
    }

    /// Whether the navigation controller's content is scrolled to its bottom (or has no scroll view).
    var isAtScrollEdge: Bool {
        guard let scrollView = navigationController?.topViewController?.contentScrollView else { return true }
        let bottom = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height
        return scrollView.contentOffset.y >= bottom - 0.5
    }

    /// The background image for the current position (or any position), default metrics.
    private var currentBackgroundImage: UIImage? {
        backgroundImage(forToolbarPosition: barPosition, barMetrics: .default) ?? backgroundImage(forToolbarPosition: .any, barMetrics: .default)
    }

    func updateBackground() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        backgroundColor = nil
        if let appearance = resolvedAppearance {
            backgroundView.backgroundColor = appearance.resolvedBackgroundColor
            backgroundView.layer.contents = appearance.backgroundImage?.cgImage
            backgroundView.layer.contentsGravity = .resize
            hairline.contents = appearance.shadowImage?.cgImage
            hairline.backgroundColor = appearance.shadowImage == nil ? appearance.resolvedShadowColor?.cgColor : nil
            hairline.isHidden = appearance.resolvedShadowColor == nil && appearance.shadowImage == nil
            return
        }
        if let image = currentBackgroundImage {
            backgroundView.backgroundColor = nil
            backgroundView.layer.contents = image.cgImage
            backgroundView.layer.contentsGravity = .resize
            let shadow = shadowImage(forToolbarPosition: barPosition) ?? shadowImage(forToolbarPosition: .any)
            hairline.contents = shadow?.cgImage
            hairline.backgroundColor = shadow == nil ? UIBarAppearance.standardShadowColor.cgColor : nil
            hairline.isHidden = false
            return
        }
        backgroundView.layer.contents = nil
        let base = barTintColor ?? (barStyle == .default ? .barBackground : Self.blackBarColor)
        backgroundView.backgroundColor = isTranslucent ? base.withAlphaComponent(base.cgColor.alpha * UINavigationBar.translucentAlpha) : base
        hairline.contents = nil
        hairline.backgroundColor = UIBarAppearance.standardShadowColor.cgColor
        hairline.isHidden = false
    }

    /// The background of a `.black` bar (the HIG's dark `systemGray6`, docs/FIDELITY.md).
    static let blackBarColor = UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1)

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: traitCollection.verticalSizeClass == .compact ? Self.compactBarHeight : Self.barHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateBackground()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        backgroundView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + backgroundExtension)
        sendSubviewToBack(backgroundView)
        let hairlineHeight = 1 / max(traitCollection.displayScale, 1)
        let atTop = barPosition == .top || barPosition == .topAttached
        hairline.frame = CGRect(x: 0, y: atTop ? bounds.height : -hairlineHeight, width: bounds.width, height: hairlineHeight)
        CATransaction.commit()
        layoutItems()
    }

    /// The title colour the appearance gives `item`'s style, if any.
    private func buttonTitleColor(for item: UIBarButtonItem) -> UIColor? {
        guard let appearance = resolvedAppearance else { return nil }
        let buttons = item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
        return buttons.normal.titleTextAttributes[UINavigationBar.foregroundColorKey] as? UIColor
    }

    /// Places the items from the leading edge: fixed spaces take their
    /// width, flexible spaces share what is left, other items their
    /// drawn width (at least `width`), `itemMargin` apart.
    private func layoutItems() {
        let previousCustomViews = itemViews.compactMap { $0.item.customView }
        for entry in itemViews where entry.view !== entry.item.customView { entry.view.removeFromSuperview() }
        itemViews = []
        let items = itemsStorage ?? []
        var views: [UIView?] = []
        var widths: [CGFloat] = []
        for item in items {
            if item.systemItem == .flexibleSpace { views.append(nil); widths.append(0); continue }
            if item.systemItem == .fixedSpace { views.append(nil); widths.append(max(item.width, 0)); continue }
            let color = item.isEnabled ? buttonTitleColor(for: item) ?? item.tintColor ?? tintColor : UIColor.tertiaryLabel
            let shown = item.makeBarContentView(color: color)
            if shown.superview !== self { addSubview(shown) }
            itemViews.append((shown, item))
            views.append(shown)
            widths.append(max(item.width, shown.bounds.width))
        }
        let drawn = views.compactMap { $0 }.count
        let gaps = CGFloat(max(drawn - 1, 0)) * Self.itemMargin
        let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
        let used = widths.reduce(0, +) + gaps + 2 * Self.itemMargin
        let share = flexible > 0 ? max(bounds.width - used, 0) / CGFloat(flexible) : 0
        var x = Self.itemMargin
        var previousDrawn = false
        let height = bounds.height
        for (index, item) in items.enumerated() {
            guard let shown = views[index] else {
                x += item.systemItem == .flexibleSpace ? share : widths[index]
                continue
            }
            if previousDrawn { x += Self.itemMargin }
            let width = widths[index]
            if item.customView != nil {
                let viewHeight = min(shown.bounds.height, height)
                shown.frame = CGRect(x: x, y: (height - viewHeight) / 2, width: width, height: viewHeight)
            } else {
                shown.frame = CGRect(x: x, y: 0, width: width, height: height)
            }
            x += width
            previousDrawn = true
        }
        for custom in previousCustomViews where !itemViews.contains(where: { $0.view === custom }) { custom.removeFromSuperview() }
        if fadeInItems {
            fadeInItems = false
            let shown = itemViews.map(\.view)
            for view in shown { view.alpha = 0 }
            UIView.animate(withDuration: 0.25) { for view in shown { view.alpha = 1 } }
        }
    }

    /// Where the toolbar shows `item`, in its coordinates.
    func frame(for item: UIBarButtonItem) -> CGRect? { itemViews.first { $0.item === item }?.view.frame }

    /// A tap on an item runs its action or shows its menu.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard let hit = itemViews.first(where: { $0.item.customView == nil && $0.view.frame.insetBy(dx: -8, dy: 0).contains(point) }) else { return }
        if hit.item.showsMenuOnTap { return hit.item.presentMenu(from: hit.view) }
        hit.item.sendAction()
    }
}
