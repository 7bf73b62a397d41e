import Foundation

/// Section headers and footers: heights, views and floating.
///
/// Heights when `heightForHeaderInSection` (default `sectionHeaderHeight`) is
/// `automaticDimension` (Segue's choices; UIKit documents none):
/// - plain: a titled header is 28 pt (a 15 pt semibold line plus 10 pt,
///   at least 28), an untitled one 0; the same for footers;
/// - grouped and inset grouped: a titled header or footer is its wrapped
///   13 pt text plus 22 pt; untitled, a header is 35 pt in the first
///   section and 17.5 pt after it, a footer 17.5 pt;
/// - a custom view from `viewForHeaderInSection` without a height gets
///   `max(28, its frame's height)`.
extension UITableView {
    func headerHeight(inSection s: Int, width: CGFloat, delegate d: (any UITableViewDelegate)?) -> CGFloat {
        let h = d?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight
        if h >= 0 { return h }
        let title = dataSource?.tableView(self, titleForHeaderInSection: s)
        return automaticHeaderFooterHeight(title: title, width: width, isFooter: false, section: s)
    }

    func footerHeight(inSection s: Int, width: CGFloat, delegate d: (any UITableViewDelegate)?) -> CGFloat {
        let h = d?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight
        if h >= 0 { return h }
        let title = dataSource?.tableView(self, titleForFooterInSection: s)
        return automaticHeaderFooterHeight(title: title, width: width, isFooter: true, section: s)
    }

    private func automaticHeaderFooterHeight(title: String?, width: CGFloat, isFooter: Bool, section: Int) -> CGFloat {
        if let title, !title.isEmpty {
            return UITableViewHeaderFooterView.titleHeight(title, width: width, style: style, margin: systemMargin)
        }
        switch style {
        case .plain: return 0
        case .grouped, .insetGrouped: return !isFooter && section == 0 ? 35 : 17.5
        }
    }

    /// The custom or title view for a header or footer (nil: none).
    private func makeHeaderFooter(section s: Int, isFooter: Bool) -> UIView? {
        let d = tableDelegate
        if let view = isFooter ? d?.tableView(self, viewForFooterInSection: s) : d?.tableView(self, viewForHeaderInSection: s) {
            if let hf = view as? UITableViewHeaderFooterView {
                hf.tableStyle = style
                hf.isFooter = isFooter
                hf.systemHorizontalMargin = systemMargin
            }
            return view
        }
        let title = isFooter ? dataSource?.tableView(self, titleForFooterInSection: s)
                             : dataSource?.tableView(self, titleForHeaderInSection: s)
        guard let title, !title.isEmpty else { return nil }
        let view = titleViewPool.popLast() ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.tableStyle = style
        view.isFooter = isFooter
        view.systemHorizontalMargin = systemMargin
        view.textLabel?.text = style == .plain || isFooter ? title : title.uppercased()
        return view
    }

    func recycleHeaderFooter(_ view: UIView) {
        view.removeFromSuperview()
        guard let hf = view as? UITableViewHeaderFooterView else { return }
        if let id = hf.reuseIdentifier, headerFooterClasses[id] != nil || headerFooterNibs[id] != nil {
            headerFooterPool[id, default: []].append(hf)
        } else if hf.reuseIdentifier == nil, type(of: hf) == UITableViewHeaderFooterView.self {
            titleViewPool.append(hf)
        }
    }

    /// The header's rect where it is drawn: pinned to the top in the plain style.
    func displayedHeaderRect(_ s: Int, in g: TableGeometry) -> CGRect {
        let section = g.sections[s]
        var rect = CGRect(x: 0, y: section.top, width: bounds.width, height: section.header)
        if style == .plain {
            let pinned = contentOffset.y + adjustedContentInset.top
            rect.origin.y = max(section.top, min(pinned, section.bottom - section.header))
        }
        return rect
    }

    func footerRect(_ s: Int, in g: TableGeometry) -> CGRect {
        let section = g.sections[s]
        return CGRect(x: 0, y: section.bottom - section.footer, width: bounds.width, height: section.footer)
    }

    /// Shows the headers and footers of the sections in `rect`.
    func layoutHeadersAndFooters(_ g: TableGeometry, in rect: CGRect) {
        let range = g.sections(inMinY: rect.minY, maxY: rect.maxY)
        for (s, view) in visibleHeaders where !range.contains(s) || g.sections[s].header <= 0 {
            visibleHeaders[s] = nil
            recycleHeaderFooter(view)
        }
        for (s, view) in visibleFooters where !range.contains(s) || !footerRect(s, in: g).intersects(rect) || g.sections[s].footer <= 0 {
            visibleFooters[s] = nil
            recycleHeaderFooter(view)
        }
        for s in range {
            if g.sections[s].header > 0 {
                show(section: s, isFooter: false, frame: displayedHeaderRect(s, in: g), in: &visibleHeaders)
            }
            let footer = footerRect(s, in: g)
            if footer.height > 0, footer.intersects(rect) {
                show(section: s, isFooter: true, frame: footer, in: &visibleFooters)
            }
        }
    }

    /// Places a section's header or footer (made and announced when new).
    private func show(section s: Int, isFooter: Bool, frame: CGRect, in shown: inout [Int: UIView]) {
        guard let view = shown[s] ?? makeHeaderFooter(section: s, isFooter: isFooter) else { return }
        let isNew = shown[s] == nil
        shown[s] = view
        if view.frame != frame { view.frame = frame }
        if isNew {
            if isFooter { tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: s) }
            else { tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: s) }
        }
        // Cells are inserted below everything else, so headers and footers stay above them.
        if view.superview !== self { addSubview(view) }
    }

    /// The visible header of `section` if it is a `UITableViewHeaderFooterView`.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The visible footer of `section` if it is a `UITableViewHeaderFooterView`.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return visibleFooters[section] as? UITableViewHeaderFooterView
    }
}
