import Foundation

/// Self-sizing rows: the one place a cell's height for a width is measured.
///
/// UIKit measures a self-sizing cell with Auto Layout
/// (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
/// at the row's width, fitting height). Until Segue's constraint solver
/// drives it, the measurement is the cell's `sizeThatFits(_:)` at the
/// row's width: the standard styles answer from their labels' fonts and
/// wrapped lines (at least 44 pt), and a custom cell may override it.
extension UITableView {
    /// The height of `cell` laid out at `width` (rounded up to whole points, never negative).
    func selfSizingHeight(of cell: UITableViewCell, width: CGFloat) -> CGFloat {
        if cell.bounds.width != width { cell.frame.size.width = width }
        let size = cell.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
        guard size.height.isFinite else { return UITableViewCell.standardRowHeight }
        return max(0, ceil(size.height))
    }
}
