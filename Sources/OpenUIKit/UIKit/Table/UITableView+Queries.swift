import Foundation

/// Geometry queries and scrolling to a row.
extension UITableView {
    /// The geometry when `indexPath` is a row of it; otherwise UIKit's
    /// `NSRangeException` for scrolling to an out-of-bounds row, and nil.
    private func checkedRow(_ indexPath: IndexPath) -> TableGeometry? {
        let g = geometry ?? loadGeometryIfNeeded()
        guard !g.isValid(indexPath) else { return g }
        let section = indexPath.count == 2 ? indexPath.section : 0
        let row = indexPath.count == 2 ? indexPath.row : 0
        if g.sections.indices.contains(section) {
            UIKitException.raise("NSRangeException",
                                 "Attempted to scroll the table view to an out-of-bounds row (\(row)) when there are only \(numberOfRows(inSection: section)) rows in section \(section). Table view: \(uiKitDescription(self))")
        } else {
            UIKitException.raise("NSRangeException",
                                 "Attempted to scroll the table view to an out-of-bounds section (\(section)) when there are only \(numberOfSections) sections. Table view: \(uiKitDescription(self))")
        }
        return nil
    }

    /// The row's rect in table (content) coordinates; `.zero` for an invalid row.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        let g = geometry ?? loadGeometryIfNeeded()
        guard g.isValid(indexPath) else { return .zero }
        return cellFrame(indexPath, in: g)
    }

    /// The rect of a whole section: header, rows and footer.
    public func rect(forSection section: Int) -> CGRect {
        let g = geometry ?? loadGeometryIfNeeded()
        guard g.sections.indices.contains(section) else { return .zero }
        let s = g.sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.height)
    }

    /// The header's rect in the content (where it lies, not where it floats).
    public func rectForHeader(inSection section: Int) -> CGRect {
        let g = geometry ?? loadGeometryIfNeeded()
        guard g.sections.indices.contains(section) else { return .zero }
        let s = g.sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.header)
    }

    public func rectForFooter(inSection section: Int) -> CGRect {
        let g = geometry ?? loadGeometryIfNeeded()
        guard g.sections.indices.contains(section) else { return .zero }
        return footerRect(section, in: g)
    }

    /// The visible cell of a row (nil when it is off screen).
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return visible[indexPath]
    }

    /// The row of a visible cell.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// The row at `point` (table coordinates, i.e. content space), if any.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        let g = geometry ?? loadGeometryIfNeeded()
        guard let ip = g.row(atY: point.y) else { return nil }
        let frame = cellFrame(ip, in: g)
        return point.x >= frame.minX && point.x < frame.maxX ? ip : nil
    }

    /// The rows whose rects intersect `rect`.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        let g = geometry ?? loadGeometryIfNeeded()
        return g.rows(inMinY: rect.minY, maxY: rect.maxY)
    }

    /// The on-screen cells, in row order.
    public var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return visible.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The on-screen rows, in order.
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return visible.keys.sorted()
    }

    /// Scrolls so the row sits at `scrollPosition`: `.top`, `.middle` and
    /// `.bottom` align it with that edge of the bounds (inside the adjusted
    /// insets), `.none` scrolls the least distance that shows it; the offset
    /// is clamped to the scrollable range. An invalid row raises, as in UIKit.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let g = checkedRow(indexPath) else { return }
        let f = cellFrame(indexPath, in: g)
        let b = bounds
        let inset = adjustedContentInset
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = f.minY - inset.top
        case .middle: y = f.midY - (b.height - inset.top - inset.bottom) / 2 - inset.top
        case .bottom: y = f.maxY - b.height + inset.bottom
        case .none:
            if f.minY < y + inset.top { y = f.minY - inset.top }
            else if f.maxY > y + b.height - inset.bottom { y = f.maxY - b.height + inset.bottom }
        }
        let r = scrollRange
        y = min(max(y, r.minY), r.maxY)
        guard y != contentOffset.y else { return }
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }
}
