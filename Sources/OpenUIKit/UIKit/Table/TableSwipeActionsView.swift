import Foundation

/// One action a swipe reveals, whichever API it came from (engine type).
@MainActor
struct TableSwipeAction {
    var title: String?
    var image: UIImage?
    var color: UIColor
    var isDestructive: Bool
    /// Runs the action: the button it was shown as, and the completion the
    /// app calls (for row actions and the default Delete, called at once).
    var perform: (UIView, @escaping (Bool) -> Void) -> Void
}

/// The buttons a swiped row shows beside its content (engine type).
///
/// Segue's metrics (UIKit documents none): a button is at least 74 pt wide,
/// else its title (17 pt, white) plus 15 pt each side; an image is centred
/// above the title. While the row opens less than the buttons' total width
/// they share the revealed width in proportion; beyond it the outermost
/// button (the first action) takes the extra, and once a full swipe is
/// armed it covers the whole revealed width.
@MainActor
final class TableSwipeActionsView: UIView {
    static let minimumButtonWidth: CGFloat = 74
    static let titlePadding: CGFloat = 15
    static let titleFont = UIFont.systemFont(ofSize: 17)

    let actions: [TableSwipeAction]
    /// Trailing actions sit right of the content, first action rightmost.
    let isTrailing: Bool
    let performsFirstActionWithFullSwipe: Bool
    private(set) var buttons: [UIView] = []
    private var naturalWidths: [CGFloat] = []
    /// Whether the first action covers the revealed width (full swipe armed).
    var expandsFirstAction = false { didSet { if expandsFirstAction != oldValue { setNeedsLayout() } } }

    init(actions: [TableSwipeAction], isTrailing: Bool, performsFirstActionWithFullSwipe: Bool) {
        self.actions = actions
        self.isTrailing = isTrailing
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        clipsToBounds = true
        for action in actions {
            let button = UIView()
            button.backgroundColor = action.color
            button.clipsToBounds = true
            var width = Self.minimumButtonWidth
            if let image = action.image {
                let view = UIImageView(image: image.withTintColor(.white))
                view.tag = 1
                button.addSubview(view)
                width = max(width, image.size.width + 2 * Self.titlePadding)
            }
            if let title = action.title, !title.isEmpty {
                let label = UILabel()
                label.text = title
                label.font = Self.titleFont
                label.textColor = .white
                label.textAlignment = .center
                label.tag = 2
                button.addSubview(label)
                let size = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
                width = max(width, ceil(size.width) + 2 * Self.titlePadding)
            }
            naturalWidths.append(width)
            buttons.append(button)
            addSubview(button)
        }
    }

    required init?(coder: NSCoder) {
        actions = []
        isTrailing = true
        performsFirstActionWithFullSwipe = false
        super.init(coder: coder)
    }

    /// The width the buttons take fully open.
    var totalWidth: CGFloat { naturalWidths.reduce(0, +) }

    /// The index of the button under `point` (in this view's coordinates).
    func actionIndex(at point: CGPoint) -> Int? {
        buttons.firstIndex { $0.frame.contains(point) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let revealed = bounds.width
        let total = totalWidth
        var widths: [CGFloat]
        if expandsFirstAction {
            widths = naturalWidths.indices.map { $0 == 0 ? revealed : 0 }
        } else if revealed <= total || total == 0 {
            let scale = total > 0 ? revealed / total : 0
            widths = naturalWidths.map { $0 * scale }
        } else {
            widths = naturalWidths
            widths[0] += revealed - total
        }
        // Lay out from the outer edge inwards: the first action is outermost.
        var edge = isTrailing ? revealed : 0
        for (i, button) in buttons.enumerated() {
            let w = widths[i]
            let x = isTrailing ? edge - w : edge
            button.frame = CGRect(x: x, y: 0, width: w, height: bounds.height)
            edge = isTrailing ? x : x + w
            layoutContent(of: button, naturalWidth: naturalWidths[i])
        }
        // Inner buttons stay above the outer ones while they slide.
        for button in buttons.reversed() { bringSubviewToFront(button) }
    }

    /// Centres the image over the title within the button's natural width,
    /// kept next to the content side while the button stretches.
    private func layoutContent(of button: UIView, naturalWidth: CGFloat) {
        let b = button.bounds
        let width = min(b.width, naturalWidth)
        let x = isTrailing ? 0 : b.width - width
        let image = button.subviews.first { $0.tag == 1 }
        let label = button.subviews.first { $0.tag == 2 }
        let imageHeight = image.map { ($0 as? UIImageView)?.image?.size.height ?? 0 } ?? 0
        let labelHeight = label.map { ceil(($0 as? UILabel)?.font.lineHeight ?? 20) } ?? 0
        let spacing: CGFloat = image != nil && label != nil ? 4 : 0
        var y = ((b.height - imageHeight - spacing - labelHeight) / 2).rounded()
        if let image = image as? UIImageView, let size = image.image?.size {
            image.frame = CGRect(x: x + ((naturalWidth - size.width) / 2).rounded(), y: y, width: size.width, height: size.height)
            y += size.height + spacing
        }
        label?.frame = CGRect(x: x + Self.titlePadding, y: y, width: max(0, naturalWidth - 2 * Self.titlePadding), height: labelHeight)
    }
}
