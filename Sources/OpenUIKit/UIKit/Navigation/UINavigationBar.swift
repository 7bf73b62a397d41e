import Foundation

/// A simple navigation bar (`UINavigationBar`): a translucent strip at the
/// top with the top item's title, a back button when there is a previous
/// item, and the top item's left and right bar button items as tinted
/// titles. Tapping the back button pops; tapping an item runs its action.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// Height of the bar below the status bar (UIKit's compact bar).
    public static let barHeight: CGFloat = 44
    weak var navigationController: UINavigationController?
    /// The display mode button a column-style split view puts at the bar's leading edge, if any.
    var splitDisplayModeItem: UIBarButtonItem? { didSet { if splitDisplayModeItem !== oldValue { setNeedsLayout() } } }
    let titleLabel = UILabel(frame: .zero)
    let backLabel = UILabel(frame: .zero)
    public private(set) var items: [UINavigationItem] = []
    public var topItem: UINavigationItem? { items.last }
    public var backItem: UINavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

    // MARK: Legacy appearance customisation

    /// The bar's background colour (`barTintColor`); nil is the default
    /// light bar. As UIKit documents, the colour is made translucent unless
    /// `isTranslucent` is false.
    open var barTintColor: UIColor? { didSet { updateBackground() } }
    /// Whether the bar's background is translucent (default true); an
    /// opaque bar draws its background colour at full alpha.
    open var isTranslucent = true { didSet { updateBackground() } }
    /// The title's font (`.font`) and colour (`.foregroundColor`); nil or
    /// a missing key uses the bar's defaults (bold 17 pt, label colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }
    /// The image of the bar's bottom hairline. As UIKit documents, it is
    /// used only together with a custom background image
    /// (`setBackgroundImage(_:for:)`); an empty `UIImage()` removes the
    /// hairline.
    open var shadowImage: UIImage? { didSet { updateBackground() } }
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    // MARK: Appearances (iOS 13)

    /// The appearance of the bar at standard height; a copy of what is set
    /// (`@NSCopying`). Until one is set the bar draws as its legacy
    /// properties (`barTintColor`, `isTranslucent`…) say.
    open var standardAppearance: UINavigationBarAppearance {
        get { standardAppearanceStorage ?? UINavigationBarAppearance() }
        set { standardAppearanceStorage = newValue.copy() as? UINavigationBarAppearance; appearanceDidChange() }
    }
    /// The appearance in a compact-height environment (iPhone landscape); nil uses `standardAppearance`.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { compactAppearance = compactAppearance?.copy() as? UINavigationBarAppearance; appearanceDidChange() }
    }
    /// The appearance while the content's scroll view is at its top edge
    /// (or the top controller has none); nil uses `standardAppearance`.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copy() as? UINavigationBarAppearance; appearanceDidChange() }
    }
    /// The scroll-edge appearance in a compact-height environment; nil uses `scrollEdgeAppearance`.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy() as? UINavigationBarAppearance; appearanceDidChange() }
    }
    private var standardAppearanceStorage: UINavigationBarAppearance?
    var hasStandardAppearance: Bool { standardAppearanceStorage != nil }
    /// The appearance the background was last drawn with (nil: the legacy look).
    var appliedAppearance: UINavigationBarAppearance?

    /// Sets the image drawn, stretched, as the bar's background for
    /// `barMetrics` in place of its colour; an empty `UIImage()` makes the
    /// bar's background transparent (the common "transparent bar" idiom).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
        updateBackground()
    }

    /// The background image set for `barMetrics`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }

    /// UIKit's `.font` and `.foregroundColor` attribute keys, by raw value.
    static let fontKey = NSAttributedString.Key("NSFont")
    static let foregroundColorKey = NSAttributedString.Key("NSColor")

    /// The translucent alpha of the default bar and of `barTintColor`.
    static let translucentAlpha: CGFloat = 0.94

    func updateBackground() {
        let hairline = layer.sublayers?.first { $0.name == "hairline" }
        if let appearance = resolvedAppearance {
            apply(appearance, hairline: hairline)
            return
        }
        appliedAppearance = nil
        hairline?.isHidden = false
        if let image = backgroundImages[.default] {
            backgroundColor = nil
            layer.contents = image.cgImage
            layer.contentsGravity = .resize
            layer.contentsScale = image.scale
        } else {
            layer.contents = nil
            let base = barTintColor ?? .barBackground
            backgroundColor = isTranslucent ? base.withAlphaComponent(base.cgColor.alpha * Self.translucentAlpha) : base
        }
        guard let hairline else { return }
        if backgroundImages[.default] != nil, let shadow = shadowImage {
            hairline.backgroundColor = nil
            hairline.contents = shadow.cgImage
            hairline.contentsGravity = .resize
        } else {
            hairline.backgroundColor = UIColor(white: 0, alpha: 0.3).cgColor
            hairline.contents = nil
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.barBackground.withAlphaComponent(Self.translucentAlpha)
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        backLabel.font = .systemFont(ofSize: 17)
        backLabel.textColor = .systemBlue
        addSubview(titleLabel)
        addSubview(backLabel)
        let hairline = CALayer()
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3).cgColor
        hairline.name = "hairline"
        layer.addSublayer(hairline)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    func setItems(_ items: [UINavigationItem]) {
        self.items = items
        for item in items { item.bar = self }
        setNeedsLayout()
    }

    /// The views showing the top item's bar button items, with their items:
    /// the item's `customView`, an image view for an image item, or a label.
    private var itemViews: [(view: UIView, item: UIBarButtonItem)] = []

    /// Lays out the top item's left and right items: right items from the
    /// trailing edge inwards, left items from the leading edge (after the
    /// back button when they supplement it).
    private func layoutBarButtonItems(barTop: CGFloat, backShown: Bool) {
        for entry in itemViews where entry.view !== entry.item.customView { entry.view.removeFromSuperview() }
        let previousCustomViews = itemViews.compactMap { $0.item.customView }
        itemViews = []
        guard let item = topItem else {
            previousCustomViews.forEach { $0.removeFromSuperview() }
            return
        }
        func view(for barItem: UIBarButtonItem) -> UIView {
            let color = barItem.isEnabled ? buttonTitleColor(for: barItem) ?? barItem.tintColor ?? tintColor : UIColor.tertiaryLabel
            let shown = barItem.makeBarContentView(color: color)
            if shown.superview !== self { addSubview(shown) }
            itemViews.append((shown, barItem))
            return shown
        }
        func frame(_ shown: UIView, _ barItem: UIBarButtonItem, x: CGFloat, width: CGFloat) -> CGRect {
            guard barItem.customView != nil else { return CGRect(x: x, y: barTop, width: width, height: UINavigationBar.barHeight) }
            let height = min(shown.bounds.height, UINavigationBar.barHeight)
            return CGRect(x: x, y: barTop + (UINavigationBar.barHeight - height) / 2, width: width, height: height)
        }
        var trailing = bounds.width - 16
        for barItem in item.rightBarButtonItems ?? [] {
            let shown = view(for: barItem)
            let width = max(barItem.width, shown.bounds.width)
            shown.frame = frame(shown, barItem, x: trailing - width, width: width)
            trailing -= width + 16
        }
        var leading: CGFloat = backShown ? 8 + backLabel.intrinsicContentSize.width + 16 : 16
        // A split view's display mode button leads the root item's bar (UISplitViewController+Columns.swift).
        let systemLeading = backShown ? [] : splitDisplayModeItem.map { [$0] } ?? []
        for barItem in systemLeading + (item.leftBarButtonItems ?? []) {
            let shown = view(for: barItem)
            let width = max(barItem.width, shown.bounds.width)
            shown.frame = frame(shown, barItem, x: leading, width: width)
            leading += width + 16
        }
        for custom in previousCustomViews where !itemViews.contains(where: { $0.view === custom }) { custom.removeFromSuperview() }
    }

    /// Where the bar shows `item`, in the bar's coordinates (a popover's anchor).
    func frame(for item: UIBarButtonItem) -> CGRect? {
        itemViews.first { $0.item === item }?.view.frame
    }

    /// The height of the status bar area above the bar (47 pt on a 390 × 844 portrait screen).
    var statusBarHeight: CGFloat { bounds.height - UINavigationBar.barHeight }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let barTop = statusBarHeight
        titleLabel.text = topItem?.title
        let appearance = resolvedAppearance
        if appearance !== appliedAppearance { updateBackground() }
        let titleTextAttributes = appearance?.titleTextAttributes ?? self.titleTextAttributes
        let titleFont = titleTextAttributes?[Self.fontKey] as? UIFont ?? .boldSystemFont(ofSize: 17)
        if titleLabel.font != titleFont { titleLabel.font = titleFont }
        let titleColor = titleTextAttributes?[Self.foregroundColorKey] as? UIColor ?? .label
        if titleLabel.textColor != titleColor { titleLabel.textColor = titleColor }
        if backLabel.textColor != tintColor { backLabel.textColor = tintColor }
        titleLabel.frame = CGRect(x: 100, y: barTop, width: max(bounds.width - 200, 0), height: UINavigationBar.barHeight)
        layoutTitleView(barTop: barTop)
        backLabel.text = backItem.map { "‹ " + ($0.backBarButtonItem?.title ?? $0.backButtonTitle ?? $0.title ?? "Back") }
        let hasLeftItems = !(topItem?.leftBarButtonItems ?? []).isEmpty
        let backShown = backItem != nil && topItem?.hidesBackButton != true
            && (!hasLeftItems || topItem?.leftItemsSupplementBackButton == true)
        backLabel.isHidden = !backShown
        backLabel.frame = CGRect(x: 8, y: barTop, width: 120, height: UINavigationBar.barHeight)
        layoutBarButtonItems(barTop: barTop, backShown: backShown)
        if let hairline = layer.sublayers?.first(where: { $0.name == "hairline" }) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            defer { CATransaction.commit() }
            hairline.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
        }
    }

    /// Shows the top item's `titleView` at the bar's centre, in place of the
    /// title, at its own size no wider than the title's space; the views of
    /// other items leave the bar.
    private weak var shownTitleView: UIView?

    private func layoutTitleView(barTop: CGFloat) {
        let shown = topItem?.titleView
        if let previous = shownTitleView, previous !== shown, previous.superview === self { previous.removeFromSuperview() }
        shownTitleView = shown
        titleLabel.isHidden = shown != nil
        guard let shown else { return }
        if shown.superview !== self { addSubview(shown) }
        let room = CGSize(width: max(bounds.width - 200, 0), height: UINavigationBar.barHeight)
        var size = shown.frame.size == .zero ? shown.sizeThatFits(room) : shown.frame.size
        size.width = min(size.width, room.width)
        size.height = min(size.height, room.height)
        shown.frame = CGRect(x: bounds.midX - size.width / 2, y: barTop + (UINavigationBar.barHeight - size.height) / 2,
                             width: size.width, height: size.height)
    }

    // MARK: Transitions

    /// Copies of the labels as they were when the items last changed for an
    /// animated push or pop, shown in their place until the transition
    /// animates away from them.
    private var heldContent: (title: UILabel, back: UILabel)?
    /// Counts holds: a transition's completion leaves the labels alone when
    /// a newer push or pop is already holding them.
    private var holdCount = 0

    /// Keeps showing the current title and back button (as copies) while
    /// the real labels, hidden, take the new items.
    func holdCurrentContent() {
        holdCount += 1
        guard heldContent == nil else { return }
        let title = Self.copy(of: titleLabel), back = Self.copy(of: backLabel)
        addSubview(title)
        addSubview(back)
        titleLabel.alpha = 0
        backLabel.alpha = 0
        heldContent = (title, back)
    }

    /// Drops held content (the stack changed without an animated transition).
    func releaseHeldContent() {
        guard let held = heldContent else { return }
        heldContent = nil
        held.title.removeFromSuperview()
        held.back.removeFromSuperview()
        titleLabel.alpha = 1
        backLabel.alpha = 1
        setNeedsLayout()
    }

    /// Moves the bar from what it showed to its current items alongside a
    /// push or pop, as UIKit's bar transition does: the outgoing title
    /// slides away and fades, the incoming one slides in and fades in (with
    /// the built-in push's parallax: from the right edge on a push, from
    /// 30 % of the width to the left on a pop), and the back button
    /// cross-fades. Interactive pops scrub it with the transition.
    func animateTransition(push: Bool, coordinator: TransitionContext) {
        // What was on screen when the items changed (or is now).
        if heldContent == nil { holdCurrentContent() }
        guard let (oldTitle, oldBack) = heldContent else { return }
        heldContent = nil
        let hold = holdCount
        layoutIfNeeded()
        let titleFrame = titleLabel.frame
        let width = bounds.width
        let enter: CGFloat = push ? 0.5 * width : -0.3 * width
        let leave: CGFloat = push ? -0.3 * width : 0.5 * width
        titleLabel.frame = titleFrame.offsetBy(dx: enter, dy: 0)
        titleLabel.alpha = 0
        backLabel.alpha = 0
        coordinator.animateAlongsideTransition(in: self, animation: { [weak self] _ in
            guard let self else { return }
            self.titleLabel.frame = titleFrame
            self.titleLabel.alpha = 1
            self.backLabel.alpha = 1
            oldTitle.frame = oldTitle.frame.offsetBy(dx: leave, dy: 0)
            oldTitle.alpha = 0
            oldBack.alpha = 0
        }, completion: { [weak self] _ in
            oldTitle.removeFromSuperview()
            oldBack.removeFromSuperview()
            // Completed or cancelled, the labels show the (possibly restored)
            // items in place, unless a queued push or pop holds them already.
            guard let self, self.holdCount == hold else { return }
            self.titleLabel.alpha = 1
            self.backLabel.alpha = 1
            self.setNeedsLayout()
        })
    }

    /// A label showing what `label` shows, where it shows it.
    private static func copy(of label: UILabel) -> UILabel {
        let copy = UILabel(frame: label.frame)
        copy.text = label.text
        copy.font = label.font
        copy.textColor = label.textColor
        copy.textAlignment = label.textAlignment
        copy.isHidden = label.isHidden
        return copy
    }

    /// A tap on a bar button item runs its action; one in the back button
    /// area pops the navigation controller.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let p = touch.location(in: self)
        guard p.y >= statusBarHeight else { return }
        if let hit = itemViews.first(where: { $0.item.customView == nil && $0.view.frame.insetBy(dx: -8, dy: 0).contains(p) }) {
            if hit.item.showsMenuOnTap { return hit.item.presentMenu(from: hit.view) }
            hit.item.sendAction()
            return
        }
        if !backLabel.isHidden && p.x < 120 { navigationController?.popViewController(animated: true) }
    }
}
