import Foundation
import Testing
@testable import OpenUIKit

/// Section snapshots: a hierarchy whose collapsed branches hide their descendants.
@MainActor
@Suite("NSDiffableDataSourceSectionSnapshot")
struct NSDiffableDataSourceSectionSnapshotTests {
    func outline() -> NSDiffableDataSourceSectionSnapshot<String> {
        var s = NSDiffableDataSourceSectionSnapshot<String>()
        s.append(["fruit", "veg"])
        s.append(["apple", "pear"], to: "fruit")
        s.append(["carrot"], to: "veg")
        s.append(["granny smith"], to: "apple")
        return s
    }

    @Test("items are depth first; visible items stop at collapsed parents")
    func visibility() {
        var s = outline()
        #expect(s.items == ["fruit", "apple", "granny smith", "pear", "veg", "carrot"])
        #expect(s.rootItems == ["fruit", "veg"])
        #expect(s.visibleItems == ["fruit", "veg"])
        s.expand(["fruit"])
        #expect(s.visibleItems == ["fruit", "apple", "pear", "veg"])
        s.expand(["apple"])
        #expect(s.visibleItems == ["fruit", "apple", "granny smith", "pear", "veg"])
        s.collapse(["fruit"])
        #expect(s.visibleItems == ["fruit", "veg"])
        #expect(!s.isVisible("granny smith") && s.isExpanded("apple"))
    }

    @Test("Levels, parents, indexes and subtrees")
    func structure() {
        let s = outline()
        #expect(s.level(of: "granny smith") == 2)
        #expect(s.parent(of: "pear") == "fruit")
        #expect(s.parent(of: "veg") == nil)
        #expect(s.index(of: "veg") == 4)
        #expect(s.snapshot(of: "fruit").items == ["apple", "granny smith", "pear"])
        #expect(s.snapshot(of: "fruit", includingParent: true).rootItems == ["fruit"])
    }

    @Test("Inserting beside an item; deleting takes the descendants")
    func insertDelete() {
        var s = outline()
        s.insert(["banana"], after: "apple")
        #expect(s.parent(of: "banana") == "fruit")
        #expect(s.items.prefix(5) == ["fruit", "apple", "granny smith", "banana", "pear"])
        s.delete(["apple"])
        #expect(!s.contains("granny smith"))
        #expect(s.items == ["fruit", "banana", "pear", "veg", "carrot"])
    }

    @Test("Applied to a section, the collection view shows the visible items")
    func applyToSection() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: listSection(height: 44)))
        window.addSubview(cv)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, _ in
            cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var s = outline()
        dataSource.apply(s, to: 0, animatingDifferences: false)
        #expect(cv.numberOfItems(inSection: 0) == 2)
        s.expand(["fruit"])
        dataSource.apply(s, to: 0)
        #expect(cv.numberOfItems(inSection: 0) == 4)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "pear")
        #expect(dataSource.snapshot(for: 0).isExpanded("fruit"))
    }
}
