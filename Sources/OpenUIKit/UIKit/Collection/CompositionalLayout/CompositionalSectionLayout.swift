import Foundation

/// One section of a compositional layout, laid out (engine type).
///
/// Frames are in the collection view's content coordinates; for a section
/// with orthogonal scrolling they are where the items sit before the
/// section's own scroll view moves. `groups` are in layout order with the
/// running bounds a binary search needs.
@MainActor
struct CompositionalSectionLayout {
    struct GroupSlot {
        var frame: CGRect
        var cells: Range<Int>
        var supplementaries: Range<Int>
        /// The largest end, and the smallest start after this group, along the search axis.
        var maxEndSoFar: CGFloat = 0
        var minStartFromHere: CGFloat = 0
    }
    struct Boundary {
        var attributes: UICollectionViewLayoutAttributes
        var pinned: Bool
        /// Before the content (pinned to the visible start) or after it.
        var leading: Bool
    }

    var index: Int
    /// The whole section: headers, insets and content.
    var frame: CGRect = .zero
    var cells: [UICollectionViewLayoutAttributes] = []
    var supplementaries: [UICollectionViewLayoutAttributes] = []
    var groups: [GroupSlot] = []
    var boundaries: [Boundary] = []
    var decorations: [UICollectionViewLayoutAttributes] = []
    var orthogonal: OrthogonalScrollingSection?
    var handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// Whether groups are searched along x (a horizontal layout, or an
    /// orthogonal section of a vertical one).
    var searchesAlongX = false

    mutating func finishIndex() {
        var maxEnd = -CGFloat.infinity
        for i in groups.indices {
            let extent = extentOfGroup(i)
            maxEnd = max(maxEnd, searchesAlongX ? extent.maxX : extent.maxY)
            groups[i].maxEndSoFar = maxEnd
        }
        var minStart = CGFloat.infinity
        for i in groups.indices.reversed() {
            let extent = extentOfGroup(i)
            minStart = min(minStart, searchesAlongX ? extent.minX : extent.minY)
            groups[i].minStartFromHere = minStart
        }
    }

    /// The group's frame with its cells' and badges' frames.
    private func extentOfGroup(_ i: Int) -> CGRect {
        var r = groups[i].frame
        for c in groups[i].cells { r = r.union(cells[c].frame) }
        for s in groups[i].supplementaries { r = r.union(supplementaries[s].frame) }
        return r
    }

    /// The groups that may meet `rect` (unscrolled coordinates).
    func groupRange(meeting rect: CGRect) -> Range<Int> {
        let lo = searchesAlongX ? rect.minX : rect.minY
        let hi = searchesAlongX ? rect.maxX : rect.maxY
        // First group whose running end reaches the rectangle.
        var a = 0, b = groups.count
        while a < b {
            let m = (a + b) / 2
            if groups[m].maxEndSoFar < lo { a = m + 1 } else { b = m }
        }
        var end = a
        while end < groups.count, groups[end].minStartFromHere <= hi { end += 1 }
        return a..<end
    }
}
