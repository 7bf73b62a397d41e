import Foundation

/// The drawn standard accessories of a table view cell (engine type).
///
/// Each is built from plain views so it renders with the layer compositor:
/// - disclosure indicator: a chevron 8 × 13 pt of two 2 pt strokes with
///   round caps, `systemGray3`;
/// - checkmark: 14 × 12 pt, two strokes in the tint colour;
/// - detail button: a 22 pt circle stroked 1.5 pt with a bold "i", tint colour;
/// - detail disclosure button: the detail button, 12 pt, then the chevron.
@MainActor
final class TableCellAccessoryView: UIView {
    let type: UITableViewCell.AccessoryType
    private var tinted: [UIView] = []
    private var infoLabel: UILabel?
    private var circle: UIView?

    static let chevronSize = CGSize(width: 8, height: 13)
    static let checkmarkSize = CGSize(width: 14, height: 12)
    static let detailButtonSize = CGSize(width: 22, height: 22)
    static let detailChevronSpacing: CGFloat = 12
    static let strokeWidth: CGFloat = 2

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        build()
        frame.size = intrinsicContentSize
    }

    required init?(coder: NSCoder) {
        type = .none
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize {
        switch type {
        case .none: return .zero
        case .disclosureIndicator: return Self.chevronSize
        case .checkmark: return Self.checkmarkSize
        case .detailButton: return Self.detailButtonSize
        case .detailDisclosureButton:
            return CGSize(width: Self.detailButtonSize.width + Self.detailChevronSpacing + Self.chevronSize.width,
                          height: Self.detailButtonSize.height)
        }
    }

    /// A stroke from `a` to `b` (round caps) as a rotated rounded rectangle.
    private func stroke(from a: CGPoint, to b: CGPoint, color: UIColor?) -> UIView {
        let w = Self.strokeWidth
        let length = hypot(b.x - a.x, b.y - a.y) + w
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: length, height: w))
        bar.backgroundColor = color
        bar.layer.cornerRadius = w / 2
        bar.center = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        bar.transform = CGAffineTransform(rotationAngle: atan2(b.y - a.y, b.x - a.x))
        bar.isUserInteractionEnabled = false
        return bar
    }

    private func addChevron(originX x: CGFloat, height: CGFloat) {
        let top = (height - Self.chevronSize.height) / 2
        let color = UIColor.systemGray3
        let inset: CGFloat = 1
        let tip = CGPoint(x: x + Self.chevronSize.width - inset, y: top + Self.chevronSize.height / 2)
        addSubview(stroke(from: CGPoint(x: x + inset, y: top + inset), to: tip, color: color))
        addSubview(stroke(from: tip, to: CGPoint(x: x + inset, y: top + Self.chevronSize.height - inset), color: color))
    }

    private func addDetailButton() {
        let ring = UIView(frame: CGRect(origin: .zero, size: Self.detailButtonSize))
        ring.layer.cornerRadius = Self.detailButtonSize.width / 2
        ring.layer.borderWidth = 1.5
        ring.isUserInteractionEnabled = false
        addSubview(ring)
        circle = ring
        let label = UILabel(frame: ring.frame)
        label.text = "i"
        label.font = .boldSystemFont(ofSize: 15)
        label.textAlignment = .center
        addSubview(label)
        infoLabel = label
    }

    private func build() {
        let size = intrinsicContentSize
        switch type {
        case .none:
            break
        case .disclosureIndicator:
            addChevron(originX: 0, height: size.height)
        case .checkmark:
            let mid = CGPoint(x: 5, y: 11)
            let a = stroke(from: CGPoint(x: 1, y: 6.5), to: mid, color: tintColor)
            let b = stroke(from: mid, to: CGPoint(x: 13, y: 1), color: tintColor)
            addSubview(a)
            addSubview(b)
            tinted = [a, b]
        case .detailButton:
            addDetailButton()
        case .detailDisclosureButton:
            addDetailButton()
            addChevron(originX: Self.detailButtonSize.width + Self.detailChevronSpacing, height: size.height)
        }
        applyTint()
    }

    private func applyTint() {
        let color = tintColor ?? .systemBlue
        for view in tinted { view.backgroundColor = color }
        circle?.layer.borderColor = color.cgColor
        infoLabel?.textColor = color
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        applyTint()
    }
}
