import Foundation

/// Self-sizing rows: the one place a cell's height for a width is measured.
///
/// UIKit measures a self-sizing cell with Auto Layout: the cell's
/// `contentView` is fitted with
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
/// at the row's content width (required) and the compressed height
/// (fitting-size level), so the constraints from the content view's top to
/// its bottom decide the height. A cell whose content view has no
/// constraints (the standard styles, or a cell laid out by hand) is
/// measured by its `sizeThatFits(_:)`: the standard styles answer from
/// their labels' fonts and wrapped lines (at least 44 pt), and a custom
/// cell may override it.
extension UITableView {
    /// The height of `cell` laid out at `width` (rounded up to whole points, never negative).
    func selfSizingHeight(of cell: UITableViewCell, width: CGFloat) -> CGFloat {
        if cell.bounds.width != width { cell.frame.size.width = width }
        let height: CGFloat
        if cell.contentView.constraints.isEmpty {
            height = cell.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude)).height
        } else {
            let contentWidth = cell.contentViewWidth(forCellWidth: width)
            let fitted = cell.contentView.systemLayoutSizeFitting(
                CGSize(width: contentWidth, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            height = fitted.height
        }
        guard height.isFinite else { return UITableViewCell.standardRowHeight }
        return max(0, ceil(height))
    }
}
