import Foundation

/// A simple tab bar (`UITabBar`): a strip of equal-width items along the
/// bottom; a tap selects the item under the finger.
@preconcurrency @MainActor
open class UITabBar: UIView {
    public var items: [UITabBarItem]? { didSet { setNeedsLayout() } }
    public var selectedItem: UITabBarItem? {
        guard let items, items.indices.contains(selectedIndex) else { return nil }
        return items[selectedIndex]
    }
    var selectedIndex = 0 { didSet { setNeedsLayout() } }
    var onSelect: ((Int) -> Void)?
    private var markers: [CALayer] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 0.94)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        for m in markers { m.removeFromSuperlayer() }
        markers = []
        let count = max(items?.count ?? 0, 1)
        let width = bounds.width / CGFloat(count)
        for i in 0..<(items?.count ?? 0) {
            let dot = CALayer()
            dot.frame = CGRect(x: width * (CGFloat(i) + 0.5) - 12, y: 8, width: 24, height: 24)
            dot.cornerRadius = 6
            dot.backgroundColor = (i == selectedIndex ? UIColor.systemBlue : UIColor.systemGray).cgColor
            layer.addSublayer(dot)
            markers.append(dot)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let count = items?.count, count > 0 else { return }
        let x = touch.location(in: self).x
        let index = min(max(Int(x / (bounds.width / CGFloat(count))), 0), count - 1)
        onSelect?(index)
    }
}
