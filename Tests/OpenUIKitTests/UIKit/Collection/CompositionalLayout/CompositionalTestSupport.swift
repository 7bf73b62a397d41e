import Foundation
@testable import OpenUIKit

/// A data source of fixed counts whose cells and supplementary views come
/// from registered classes (compositional layout tests).
@MainActor
final class CompositionalSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    var supplementaryRequests: [(String, IndexPath)] = []
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryRequests.append((kind, indexPath))
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
    }
}

/// A collection view that keeps its (weakly held) data source alive for a test.
@MainActor
final class RetainingCollectionView: UICollectionView {
    var retainedDataSource: AnyObject?
}

/// A 390 × 844 collection view in a window, with no content insets, laid out.
@MainActor
func makeCompositionalCollection(layout: UICollectionViewLayout, counts: [Int], kinds: [String] = [],
                                 size: CGSize = CGSize(width: 390, height: 844)) -> (UIWindow, UICollectionView, CompositionalSource) {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.makeKeyAndVisible()
    let cv = RetainingCollectionView(frame: window.bounds, collectionViewLayout: layout)
    cv.contentInsetAdjustmentBehavior = .never
    cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in kinds {
        cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
    }
    let source = CompositionalSource(counts: counts)
    cv.dataSource = source
    cv.retainedDataSource = source
    window.addSubview(cv)
    cv.layoutIfNeeded()
    return (window, cv, source)
}

@MainActor
func layoutSize(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// A list section: full-width items `height` points tall, one per vertical group.
@MainActor
func listSection(height: CGFloat) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(height)))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(.fractionalWidth(1), .absolute(height)), subitems: [item])
    return NSCollectionLayoutSection(group: group)
}

@MainActor
func itemFrame(_ cv: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
    cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}
