import Foundation

/// A simple navigation bar (`UINavigationBar`): a translucent strip at the
/// top with the top item's title and a back button when there is a previous
/// item. Tapping the back button pops.
@MainActor
open class UINavigationBar: UIView {
    /// Height of the bar below the status bar (UIKit's compact bar).
    public static let barHeight: CGFloat = 44
    weak var navigationController: UINavigationController?
    public private(set) var items: [UINavigationItem] = []
    public var topItem: UINavigationItem? { items.last }
    public var backItem: UINavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 0.94)
        let hairline = CALayer()
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3).cgColor
        hairline.name = "hairline"
        layer.addSublayer(hairline)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    func setItems(_ items: [UINavigationItem]) {
        self.items = items
        setNeedsLayout()
    }

    /// The height of the status bar area above the bar (47 pt on a 390 × 844 portrait screen).
    var statusBarHeight: CGFloat { bounds.height - UINavigationBar.barHeight }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let hairline = layer.sublayers?.first(where: { $0.name == "hairline" }) {
            hairline.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
        }
    }

    /// A tap in the back button area pops the navigation controller.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, backItem != nil else { return }
        let p = touch.location(in: self)
        if p.x < 120 && p.y >= statusBarHeight { navigationController?.popViewController(animated: true) }
    }
}
