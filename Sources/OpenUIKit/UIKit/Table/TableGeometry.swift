import Foundation

/// The vertical geometry of a table view's content (engine type): the table
/// header view, then per section its header, rows and footer, then the table
/// footer view. Row positions are prefix sums per section, so finding the
/// rows in a rect is a binary search and 10,000 rows cost one array each.
///
/// A row whose height is `automaticDimension` starts at its estimate and is
/// marked unmeasured; the table view measures it when it comes on screen
/// (`setMeasuredHeight`), which moves everything below it.
struct TableGeometry {
    struct Section {
        var top: CGFloat = 0
        var header: CGFloat = 0
        var footer: CGFloat = 0
        var rowHeights: [CGFloat] = []
        /// `rowTops[r]` is row r's top relative to the first row; one extra entry: the rows' total.
        var rowTops: [CGFloat] = [0]
        /// Rows still showing an estimate (nil: none are self-sizing).
        var unmeasured: [Bool]?

        var rowsTop: CGFloat { top + header }
        var rowsHeight: CGFloat { rowTops[rowTops.count - 1] }
        var height: CGFloat { header + rowsHeight + footer }
        var bottom: CGFloat { top + height }

        mutating func recomputeRowTops() {
            var tops = [CGFloat](repeating: 0, count: rowHeights.count + 1)
            var y: CGFloat = 0
            for (r, h) in rowHeights.enumerated() {
                tops[r] = y
                y += h
            }
            tops[rowHeights.count] = y
            rowTops = tops
        }
    }

    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    var sections: [Section] = []

    var tableFooterTop: CGFloat { sections.last?.bottom ?? tableHeaderHeight }
    var contentHeight: CGFloat { tableFooterTop + tableFooterHeight }

    /// Places the sections one after the other from `index` on.
    mutating func restack(from index: Int = 0) {
        var y = index > 0 && index <= sections.count ? sections[index - 1].bottom : tableHeaderHeight
        for s in max(0, index)..<sections.count {
            sections[s].top = y
            y += sections[s].height
        }
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rowHeights.count
    }

    /// The row's rect at full `width` (the caller insets it for inset-grouped tables).
    func rowRect(_ indexPath: IndexPath, width: CGFloat) -> CGRect {
        let s = sections[indexPath.section]
        return CGRect(x: 0, y: s.rowsTop + s.rowTops[indexPath.row], width: width, height: s.rowHeights[indexPath.row])
    }

    func needsMeasure(_ indexPath: IndexPath) -> Bool {
        sections[indexPath.section].unmeasured?[indexPath.row] ?? false
    }

    /// Replaces an estimate with the measured height and restacks below it.
    mutating func setMeasuredHeight(_ height: CGFloat, at indexPath: IndexPath) {
        let (s, r) = (indexPath.section, indexPath.row)
        sections[s].unmeasured?[r] = false
        guard sections[s].rowHeights[r] != height else { return }
        sections[s].rowHeights[r] = height
        sections[s].recomputeRowTops()
        restack(from: s + 1)
    }

    /// Marks a self-sizing row to be measured again.
    mutating func invalidateMeasurement(at indexPath: IndexPath) {
        guard isValid(indexPath), sections[indexPath.section].unmeasured != nil else { return }
        sections[indexPath.section].unmeasured?[indexPath.row] = true
    }

    /// The first section whose extent reaches below `y`.
    private func firstSection(endingAfter y: CGFloat) -> Int {
        var lo = 0, hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sections[mid].bottom <= y { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The rows whose rects intersect `minY..<maxY`, in order.
    func rows(inMinY minY: CGFloat, maxY: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        guard maxY > minY else { return result }
        var s = firstSection(endingAfter: minY)
        while s < sections.count, sections[s].top < maxY {
            let section = sections[s]
            let lo = minY - section.rowsTop, hi = maxY - section.rowsTop
            let count = section.rowHeights.count
            // First row whose bottom is below lo.
            var a = 0, b = count
            while a < b {
                let mid = (a + b) / 2
                if section.rowTops[mid + 1] <= lo { a = mid + 1 } else { b = mid }
            }
            var r = a
            while r < count, section.rowTops[r] < hi {
                if section.rowHeights[r] > 0 { result.append(IndexPath(row: r, section: s)) }
                r += 1
            }
            s += 1
        }
        return result
    }

    /// The row containing `y`, if any.
    func row(atY y: CGFloat) -> IndexPath? {
        let s = firstSection(endingAfter: y)
        guard s < sections.count else { return nil }
        let section = sections[s]
        let local = y - section.rowsTop
        guard local >= 0, local < section.rowsHeight else { return nil }
        var a = 0, b = section.rowHeights.count
        while a < b {
            let mid = (a + b) / 2
            if section.rowTops[mid + 1] <= local { a = mid + 1 } else { b = mid }
        }
        return a < section.rowHeights.count ? IndexPath(row: a, section: s) : nil
    }

    /// Sections whose extent intersects `minY..<maxY`.
    func sections(inMinY minY: CGFloat, maxY: CGFloat) -> Range<Int> {
        let first = firstSection(endingAfter: minY)
        var last = first
        while last < sections.count, sections[last].top < maxY { last += 1 }
        return first..<last
    }
}
