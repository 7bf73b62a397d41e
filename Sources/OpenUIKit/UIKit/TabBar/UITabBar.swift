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

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.barBackground.withAlphaComponent(0.94)
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
        for (i, item) in (items ?? []).enumerated() {
            let colour = i == selectedIndex ? UIColor.systemBlue : UIColor.systemGray
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
