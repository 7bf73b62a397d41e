import Foundation

/// A simple navigation bar (`UINavigationBar`): a translucent strip at the
/// top with the top item's title and a back button when there is a previous
/// item. Tapping the back button pops.
@MainActor
open class UINavigationBar: UIView {
    /// Height of the bar below the status bar (UIKit's compact bar).
    public static let barHeight: CGFloat = 44
    weak var navigationController: UINavigationController?
    let titleLabel = UILabel(frame: .zero)
    let backLabel = UILabel(frame: .zero)
    public private(set) var items: [UINavigationItem] = []
    public var topItem: UINavigationItem? { items.last }
    public var backItem: UINavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 0.94)
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
        setNeedsLayout()
    }

    /// The height of the status bar area above the bar (47 pt on a 390 × 844 portrait screen).
    var statusBarHeight: CGFloat { bounds.height - UINavigationBar.barHeight }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let barTop = statusBarHeight
        titleLabel.text = topItem?.title
        titleLabel.frame = CGRect(x: 100, y: barTop, width: max(bounds.width - 200, 0), height: UINavigationBar.barHeight)
        backLabel.text = backItem.map { "‹ " + ($0.backButtonTitle ?? $0.title ?? "Back") }
        backLabel.isHidden = backItem == nil || topItem?.hidesBackButton == true
        backLabel.frame = CGRect(x: 8, y: barTop, width: 120, height: UINavigationBar.barHeight)
        if let hairline = layer.sublayers?.first(where: { $0.name == "hairline" }) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            defer { CATransaction.commit() }
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
