import Foundation

/// A simple tab bar (`UITabBar`): a strip of equal-width items along the
/// bottom; a tap selects the item under the finger.
@preconcurrency @MainActor
open class UITabBar: UIView {
    open var items: [UITabBarItem]? {
        didSet {
            for item in items ?? [] { item.bar = self }
            setNeedsLayout()
        }
    }
    public var selectedItem: UITabBarItem? {
        guard let items, items.indices.contains(selectedIndex) else { return nil }
        return items[selectedIndex]
    }
    var selectedIndex = 0 { didSet { setNeedsLayout() } }
    var onSelect: ((Int) -> Void)?
    private var markers: [CALayer] = []
    weak var tabBarController: UITabBarController?

    /// How items sit in a stacked layout (`UITabBar.ItemPositioning`).
    public enum ItemPositioning: Int, Sendable {
        case automatic = 0, fill, centered
    }

    /// The colour of unselected items' images; nil for the system grey.
    open var unselectedItemTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The bar's background colour, made translucent unless `isTranslucent` is false; nil for the default bar.
    open var barTintColor: UIColor? { didSet { updateBackground() } }
    open var isTranslucent = true { didSet { updateBackground() } }

    /// The bar's appearance (iOS 13); a copy of what is set. Until one is set
    /// the bar draws as `barTintColor` and `isTranslucent` say.
    open var standardAppearance: UITabBarAppearance {
        get { standardAppearanceStorage ?? UITabBarAppearance() }
        set { standardAppearanceStorage = newValue.copy() as? UITabBarAppearance; updateBackground() }
    }
    /// The appearance while the selected controller's content is scrolled to
    /// its bottom edge (or it has no scroll view); nil uses `standardAppearance`.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance?.copy() as? UITabBarAppearance
            if scrollEdgeAppearance != nil { UINavigationBar.tracksScrollEdges = true }
            updateBackground()
        }
    }
    private var standardAppearanceStorage: UITabBarAppearance?

    /// The appearance drawn now; nil for the legacy look.
    var resolvedAppearance: UITabBarAppearance? {
        if let edge = scrollEdgeAppearance, isAtScrollEdge { return edge }
        return standardAppearanceStorage
    }

    /// Whether the selected controller's content is scrolled to its bottom (or it has no scroll view).
    var isAtScrollEdge: Bool {
        guard let selected = tabBarController?.selectedViewController else { return true }
        let controller = (selected as? UINavigationController)?.topViewController ?? selected
        guard let scrollView = controller.contentScrollView else { return true }
        let bottom = scrollView.contentSize.height - scrollView.bounds.height + scrollView.adjustedContentInset.bottom
        return scrollView.contentOffset.y >= bottom - 0.5
    }

    private var appliedAppearance: UITabBarAppearance?

    func updateBackground() {
        let appearance = resolvedAppearance
        appliedAppearance = appearance
        if let appearance {
            backgroundColor = appearance.resolvedBackgroundColor
            layer.contents = appearance.backgroundImage?.cgImage
            layer.contentsGravity = .resize
        } else {
            layer.contents = nil
            let base = barTintColor ?? .barBackground
            backgroundColor = isTranslucent ? base.withAlphaComponent(base.cgColor.alpha * 0.94) : base
        }
        setNeedsLayout()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.barBackground.withAlphaComponent(0.94)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        if resolvedAppearance !== appliedAppearance { updateBackground() }
        for m in markers { m.removeFromSuperlayer() }
        markers = []
        let itemAppearance = resolvedAppearance?.stackedLayoutAppearance
        let selectedColour = itemAppearance?.selected.iconColor ?? tintColor ?? .systemBlue
        let normalColour = itemAppearance?.normal.iconColor ?? unselectedItemTintColor ?? .systemGray
        let count = max(items?.count ?? 0, 1)
        let width = bounds.width / CGFloat(count)
        for (i, item) in (items ?? []).enumerated() {
            let colour = i == selectedIndex ? selectedColour : normalColour
            let marker = CALayer()
            marker.frame = CGRect(x: width * (CGFloat(i) + 0.5) - 12, y: 8, width: 24, height: 24)
            if let image = (i == selectedIndex ? item.selectedImage ?? item.image : item.image), let cgImage = image.cgImage {
                // A template: the image's alpha, filled with the item's colour.
                let mask = CALayer()
                mask.frame = marker.bounds
                mask.contents = cgImage
                mask.contentsGravity = .resizeAspect
                marker.mask = mask
                marker.backgroundColor = colour.cgColor
            } else {
                marker.cornerRadius = 6
                marker.backgroundColor = colour.cgColor
            }
            layer.addSublayer(marker)
            markers.append(marker)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let count = items?.count, count > 0 else { return }
        let x = touch.location(in: self).x
        let index = min(max(Int(x / (bounds.width / CGFloat(count))), 0), count - 1)
        onSelect?(index)
    }
}
