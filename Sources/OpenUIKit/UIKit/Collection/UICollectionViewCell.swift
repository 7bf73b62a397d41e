import Foundation

/// A collection view item (`UICollectionViewCell`): put custom subviews in
/// `contentView`. Selection and highlight are set by the collection view.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view for the cell's content, filling the cell.
    public let contentView: UIView
    /// The storyboard segue connected from the prototype the cell was made from.
    var storyboardSelectionSegue: StoryboardCellSegue?

    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = backgroundView {
                v.frame = bounds
                v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                insertSubview(v, at: 0)
            }
        }
    }

    /// A view shown above `backgroundView` and behind `contentView` while the
    /// cell is selected or highlighted; nil (the default) shows nothing.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            updateSelectedBackground()
        }
    }

    open var isSelected = false { didSet { updateSelectedBackground() } }
    open var isHighlighted = false { didSet { updateSelectedBackground() } }

    /// Puts `selectedBackgroundView` in place while the cell is selected or
    /// highlighted, and takes it out otherwise.
    private func updateSelectedBackground() {
        guard let view = selectedBackgroundView else { return }
        let shows = isSelected || isHighlighted
        if shows, view.superview !== self {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, belowSubview: contentView)
        } else if !shows, view.superview === self {
            view.removeFromSuperview()
        }
    }

    public required init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        if selectedBackgroundView?.superview === self { selectedBackgroundView?.frame = bounds }
    }
}
