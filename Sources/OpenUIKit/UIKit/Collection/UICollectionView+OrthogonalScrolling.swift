import Foundation

/// The scroll view of a section that scrolls along the other axis (engine
/// type; UIKit's is private too). It spans the section's band of the
/// collection view and holds that section's cells, so a drag inside it
/// scrolls the section on its own. Its offset is what the layout reads when
/// it places the section's items; `.paging` pages by its width (height),
/// the group-paging behaviours settle on group boundaries.
@MainActor
final class OrthogonalSectionScroller: UIScrollView, UIScrollViewDelegate {
    weak var owner: UICollectionView?
    var geometry: OrthogonalScrollingSection

    init(geometry: OrthogonalScrollingSection, owner: UICollectionView) {
        self.geometry = geometry
        self.owner = owner
        super.init(frame: geometry.band)
        contentInsetAdjustmentBehavior = .never
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        delegate = self
    }

    required init?(coder: NSCoder) {
        geometry = OrthogonalScrollingSection(section: 0, band: .zero, contentSize: .zero, behavior: .none,
                                              groupFrames: [], horizontal: true)
        super.init(coder: coder)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let owner else { return }
        owner.orthogonalOffsets[geometry.section] = contentOffset
        owner.setNeedsLayout()
    }

    /// The group-paging behaviours' resting offsets: each group's leading
    /// edge where the first group's is at rest, or each group centred.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let g = geometry
        guard let first = g.groupFrames.first else { return }
        let h = g.horizontal
        let lo: CGFloat = 0
        let hi = max(0, h ? contentSize.width - bounds.width : contentSize.height - bounds.height)
        let stops: [CGFloat]
        switch g.behavior {
        case .continuousGroupLeadingBoundary, .groupPaging:
            stops = g.groupFrames.map { h ? $0.minX - first.minX : $0.minY - first.minY }
        case .groupPagingCentered:
            stops = g.groupFrames.map { h ? $0.midX - g.band.minX - bounds.width / 2 : $0.midY - g.band.minY - bounds.height / 2 }
        default:
            return
        }
        let natural = h ? targetContentOffset.pointee.x : targetContentOffset.pointee.y
        let current = h ? contentOffset.x : contentOffset.y
        let v = h ? velocity.x : velocity.y
        var target: CGFloat
        if g.behavior == .continuousGroupLeadingBoundary {
            target = stops.min { abs($0 - natural) < abs($1 - natural) } ?? natural
        } else {
            // One group per drag: the nearest stop, or the next one the flick points at.
            let nearest = stops.indices.min { abs(stops[$0] - current) < abs(stops[$1] - current) } ?? 0
            var index = nearest
            if v > 0.05, stops[nearest] <= current { index = min(stops.count - 1, nearest + 1) }
            if v < -0.05, stops[nearest] >= current { index = max(0, nearest - 1) }
            target = stops[index]
        }
        target = min(max(target, lo), hi)
        if h { targetContentOffset.pointee.x = target } else { targetContentOffset.pointee.y = target }
    }
}

extension UICollectionView {
    /// Makes, moves and removes the sections' own scroll views after the
    /// layout was prepared.
    func syncOrthogonalScrollers() {
        let sections = collectionViewLayout.orthogonalScrollingSections()
        let keep = Set(sections.map(\.section))
        for (section, scroller) in orthogonalScrollers where !keep.contains(section) {
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
            orthogonalOffsets[section] = nil
        }
        for info in sections {
            let scroller: OrthogonalSectionScroller
            if let existing = orthogonalScrollers[info.section] {
                scroller = existing
                scroller.geometry = info
            } else {
                scroller = OrthogonalSectionScroller(geometry: info, owner: self)
                orthogonalScrollers[info.section] = scroller
                addSubview(scroller)
            }
            scroller.frame = info.band
            scroller.contentSize = info.contentSize
            scroller.isPagingEnabled = info.behavior == .paging
            scroller.decelerationRate = info.behavior == .continuous ? .normal : .fast
            scroller.alwaysBounceHorizontal = info.horizontal
            scroller.alwaysBounceVertical = !info.horizontal
            // Keep the offset within the new content.
            var o = scroller.contentOffset
            o.x = min(max(0, o.x), max(0, info.contentSize.width - info.band.width))
            o.y = min(max(0, o.y), max(0, info.contentSize.height - info.band.height))
            if o != scroller.contentOffset { scroller.contentOffset = o }
            orthogonalOffsets[info.section] = scroller.contentOffset
        }
    }
}
