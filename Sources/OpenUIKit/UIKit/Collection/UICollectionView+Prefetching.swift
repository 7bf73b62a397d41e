import Foundation

/// Data prefetching: after each layout pass the collection view finds the
/// items of the screen just ahead in the direction the content last
/// scrolled (down or right at first) that are not shown, announces the
/// new ones to the prefetch data source in index-path order, and cancels
/// those announced before that are neither ahead nor shown. How far ahead
/// UIKit looks is not documented: Segue looks one screen (docs/FIDELITY.md).
extension UICollectionView {
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource, itemCounts != nil else {
            prefetchedItems = []
            prefetchOrigin = nil
            return
        }
        let b = bounds
        if let origin = prefetchOrigin {
            if b.origin.y != origin.y { prefetchDirection.y = b.origin.y > origin.y ? 1 : -1 }
            if b.origin.x != origin.x { prefetchDirection.x = b.origin.x > origin.x ? 1 : -1 }
        }
        prefetchOrigin = b.origin
        let vertical = contentSize.height > b.height || contentSize.width <= b.width
        let ahead = vertical
            ? b.offsetBy(dx: 0, dy: b.height * prefetchDirection.y)
            : b.offsetBy(dx: b.width * prefetchDirection.x, dy: 0)
        var wanted = Set<IndexPath>()
        for attrs in collectionViewLayout.layoutAttributesForElements(in: ahead) ?? []
        where attrs.representedElementCategory == .cell && Self.overlaps(attrs.frame, ahead) && !Self.overlaps(attrs.frame, b) {
            let ip = attrs.indexPath
            if ip.count == 2, ip.item < numberOfItems(inSection: ip.section), visible[ip] == nil { wanted.insert(ip) }
        }
        let cancelled = prefetchedItems.subtracting(wanted).filter { visible[$0] == nil }
        let added = wanted.subtracting(prefetchedItems)
        prefetchedItems = wanted
        if !cancelled.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: cancelled.sorted()) }
        if !added.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: added.sorted()) }
    }

    /// Whether two rectangles share some area (touching edges do not count).
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
