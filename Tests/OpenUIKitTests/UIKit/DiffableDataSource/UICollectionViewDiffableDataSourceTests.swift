import Foundation
import Testing
@testable import OpenUIKit

@MainActor
final class LabelCell: UICollectionViewCell {
    var text: String?
}

/// A diffable data source driving a compositional collection view.
@MainActor
@Suite("UICollectionViewDiffableDataSource")
struct UICollectionViewDiffableDataSourceTests {
    func make(items: Int, requests: @escaping (IndexPath, Int) -> Void = { _, _ in })
        -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>, UICollectionView.CellRegistration<LabelCell, Int>) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: listSection(height: 100)))
        cv.contentInsetAdjustmentBehavior = .never
        window.addSubview(cv)
        let registration = UICollectionView.CellRegistration<LabelCell, Int> { cell, _, item in cell.text = "item \(item)" }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, indexPath, item in
            requests(indexPath, item)
            return cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<items))
        dataSource.apply(snapshot, animatingDifferences: false)
        return (window, cv, dataSource, registration)
    }

    @Test("apply asks the cell provider for the visible items only, and the registration configures them")
    func applyAsksVisibleItems() {
        var asked: [Int] = []
        let (window, cv, dataSource, _) = make(items: 100) { _, item in asked.append(item) }
        defer { withExtendedLifetime(window) {} }
        cv.layoutIfNeeded()
        // 844 / 100: items 0 … 8 are visible.
        #expect(asked.sorted() == Array(0...8))
        #expect((cv.cellForItem(at: IndexPath(item: 3, section: 0)) as? LabelCell)?.text == "item 3")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 5, section: 0)) == 5)
        #expect(dataSource.indexPath(for: 42) == IndexPath(item: 42, section: 0))
        #expect(dataSource.snapshot().numberOfItems == 100)
    }

    @Test("A new snapshot replaces the shown items and keeps the selection of items that stay")
    func applyNewSnapshot() {
        let clock = MediaClock.installVirtual()
        let (window, cv, dataSource, _) = make(items: 3)
        defer { withExtendedLifetime(window) {} }
        cv.layoutIfNeeded()
        cv.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([1])
        snapshot.appendItems([7])
        var completed = false
        dataSource.apply(snapshot) { completed = true }
        // A batch update: the completion runs when its animations end.
        #expect(!completed)
        clock.advance(by: 0.4)
        #expect(completed)
        #expect(cv.numberOfItems(inSection: 0) == 3)
        #expect((cv.cellForItem(at: IndexPath(item: 2, section: 0)) as? LabelCell)?.text == "item 7")
        // Item 2 moved to index 1 and is still selected.
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("Applying without animation moves the cells at once; moved items keep their cells")
    func applyWithoutAnimation() {
        let clock = MediaClock.installVirtual()
        let (window, cv, dataSource, _) = make(items: 3)
        defer { withExtendedLifetime(window) {} }
        cv.layoutIfNeeded()
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0))
        var snapshot = dataSource.snapshot()
        snapshot.moveItem(0, afterItem: 2)
        var completed = false
        dataSource.apply(snapshot, animatingDifferences: false) { completed = true }
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === first)
        #expect(first?.layer.animationKeys()?.isEmpty ?? true)
        #expect(first?.frame.minY == 200)
        clock.advance(by: 0.05)
        #expect(completed)
    }

    @Test("A registration's cells are reused and configured again")
    func registrationReuse() {
        let (window, cv, dataSource, _) = make(items: 100)
        defer { withExtendedLifetime(dataSource) {} }
        defer { withExtendedLifetime(window) {} }
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0))
        cv.contentOffset = CGPoint(x: 0, y: 2_000)
        cv.layoutIfNeeded()
        let reused = cv.visibleCells.contains { $0 === first }
        #expect(reused)
        #expect((first as? LabelCell)?.text == "item \(cv.indexPath(for: first!)!.item)")
    }

    @Test("The supplementary view provider supplies headers through a supplementary registration")
    func supplementaryProvider() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let section = listSection(height: 50)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top)]
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        window.addSubview(cv)
        let cells = UICollectionView.CellRegistration<LabelCell, String> { cell, _, item in cell.text = item }
        var configured: [IndexPath] = []
        let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: "header") { _, kind, indexPath in
            #expect(kind == "header")
            configured.append(indexPath)
        }
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: cv) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { cv, _, indexPath in
            cv.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["one", "two"])
        snapshot.appendItems(["a"], toSection: "one")
        snapshot.appendItems(["b"], toSection: "two")
        dataSource.apply(snapshot)
        cv.layoutIfNeeded()
        #expect(configured.sorted() == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        #expect(cv.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 1))?.frame.minY == 80)
    }
}
