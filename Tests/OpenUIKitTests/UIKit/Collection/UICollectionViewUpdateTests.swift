import Foundation
import Testing
@testable import OpenUIKit

/// A flow layout that records the update calls UIKit makes to a layout.
@MainActor
final class RecordingFlowLayout: UICollectionViewFlowLayout {
    var log: [String] = []
    var updateItems: [UICollectionViewUpdateItem] = []
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    override func prepare() { super.prepare(); log.append("prepare") }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        self.updateItems = updateItems
        log.append("prepareForUpdates items=\(collectionView?.numberOfItems(inSection: 0) ?? -1)")
    }
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("initial \(itemIndexPath.item)")
        return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("final \(itemIndexPath.item)")
        return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }
    override func finalizeCollectionViewUpdates() { super.finalizeCollectionViewUpdates(); log.append("finalize") }
}

@MainActor
final class ReconfigureSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    var asked: [IndexPath] = []
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        asked.append(indexPath)
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// One column of 100 × 100 items, 10 apart: item i of section 0 is at y = 10 + 110 i.
@MainActor
@Suite("UICollectionView batch updates")
struct UICollectionViewUpdateTests {
    func makeCollection(counts: [Int]) -> (UIWindow, UICollectionView, GridSource, RecordingFlowLayout) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let layout = RecordingFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 280)
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        let source = GridSource(counts: counts)
        cv.dataSource = source
        cv.delegate = source
        window.addSubview(cv)
        cv.layoutIfNeeded()
        return (window, cv, source, layout)
    }

    func y(_ item: Int) -> CGFloat { 10 + 110 * CGFloat(item) }

    @Test("Inserting an item moves the items after it, keeping their cells; the new one fades in where it will be")
    func insertItem() {
        let clock = MediaClock.installVirtual()
        let (window, cv, source, _) = makeCollection(counts: [3])
        defer { withExtendedLifetime((window, source)) {} }
        let second = cv.cellForItem(at: IndexPath(item: 1, section: 0))
        source.counts = [4]
        var finished: [Bool] = []
        cv.performBatchUpdates({ cv.insertItems(at: [IndexPath(item: 1, section: 0)]) }, completion: { finished.append($0) })
        #expect(cv.numberOfItems(inSection: 0) == 4)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === second)
        #expect(second?.frame.minY == y(2))
        let inserted = cv.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(inserted != nil && inserted !== second)
        #expect(inserted?.frame.minY == y(1))
        clock.tick()                                    // the animation starts
        clock.tick(at: clock.now + 0.15)                // half of 0.3 s: ease in-out is at 0.5
        // Half way: the moved cell half way between its places, the new one half opaque, in place.
        let mid = second?.layer.presentation()?.frame.minY ?? 0
        #expect(abs(mid - (y(1) + y(2)) / 2) < 1e-3)
        let alpha = inserted?.layer.presentation()?.opacity ?? 1
        #expect(abs(alpha - 0.5) < 1e-4)
        #expect(inserted?.layer.presentation()?.frame.minY == y(1))
        #expect(finished.isEmpty)
        clock.advance(by: 0.2)
        #expect(finished == [true])
        // 10 + 4 · 100 + 3 · 10 + 10.
        #expect(abs(cv.contentSize.height - 450) < 0.001)
    }

    @Test("Deletions and reloads use index paths before the update, insertions after; moves keep their cells")
    func batchMapping() {
        let clock = MediaClock.installVirtual()
        let (window, cv, source, layout) = makeCollection(counts: [5])
        defer { withExtendedLifetime((window, source)) {} }
        let cells = (0..<5).map { cv.cellForItem(at: IndexPath(item: $0, section: 0)) }
        cv.performBatchUpdates({
            cv.deleteItems(at: [IndexPath(item: 1, section: 0)])
            cv.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
            cv.insertItems(at: [IndexPath(item: 0, section: 0)])
        })
        // Old 2, 3, 4 fill the free new slots 1, 2, 4; old 0 goes to 3.
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) === cells[2])
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === cells[3])
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0)) === cells[0])
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0)) === cells[4])
        let described = layout.updateItems.map { "\($0.updateAction) \($0.indexPathBeforeUpdate.map { "\($0.item)" } ?? "-") \($0.indexPathAfterUpdate.map { "\($0.item)" } ?? "-")" }
        #expect(described == ["delete 1 -", "insert - 0", "move 0 3"])
        clock.advance(by: 0.4)
        #expect(cells[1]?.superview == nil)
    }

    @Test("The layout is prepared with the new counts, then gets the update items, the appearing and disappearing items, and finalize inside the animation")
    func callOrder() {
        _ = MediaClock.installVirtual()
        let (window, cv, source, layout) = makeCollection(counts: [3])
        defer { withExtendedLifetime((window, source)) {} }
        layout.log = []
        source.counts = [3]
        cv.performBatchUpdates({
            cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
            cv.insertItems(at: [IndexPath(item: 2, section: 0)])
        })
        #expect(layout.log.first == "prepare")
        #expect(layout.log.contains("prepareForUpdates items=3"))
        let prepareAt = layout.log.firstIndex(of: "prepareForUpdates items=3") ?? 99
        #expect(layout.log.firstIndex(of: "final 0").map { $0 > prepareAt } == true)
        #expect(layout.log.firstIndex(of: "initial 2").map { $0 > prepareAt } == true)
        #expect(layout.log.last == "finalize")
        #expect(layout.contexts.last?.invalidateDataSourceCounts == true)
        #expect(layout.contexts.last?.invalidateEverything == false)
    }

    @Test("By default an inserted item starts, and a deleted item ends, at its own frame with alpha 0")
    func defaultAppearingAttributes() {
        let clock = MediaClock.installVirtual()
        let (window, cv, source, layout) = makeCollection(counts: [3])
        defer { withExtendedLifetime((window, source)) {} }
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        source.counts = [3]
        cv.performBatchUpdates({
            cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
            cv.insertItems(at: [IndexPath(item: 2, section: 0)])
            // Inside the update the layout answers for the items it animates.
        })
        clock.advance(by: 0.15)
        #expect(first.superview === cv)
        #expect(first.layer.presentation()?.frame.minY == y(0))
        let alpha = first.layer.presentation()?.opacity ?? 0
        #expect(alpha > 0.2 && alpha < 0.8)
        clock.advance(by: 0.2)
        #expect(first.superview == nil)
        // Outside an update there is nothing appearing: nil.
        #expect(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 2, section: 0)) == nil)
    }

    @Test("Counts that do not add up report UIKit's inconsistency exception, reload, and complete with false")
    func inconsistentUpdate() {
        _ = MediaClock.installVirtual()
        let (window, cv, source, _) = makeCollection(counts: [3])
        defer { withExtendedLifetime((window, source)) {} }
        var reasons: [String] = []
        let saved = UIKitException.handler
        UIKitException.handler = { reasons.append($0.reason) }
        defer { UIKitException.handler = saved }
        source.counts = [5]
        var finished: [Bool] = []
        cv.performBatchUpdates({ cv.insertItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { finished.append($0) })
        #expect(reasons == ["Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."])
        #expect(finished == [false])
        #expect(cv.numberOfItems(inSection: 0) == 5)
        #expect(cv.visibleCells.count == 5)
        source.counts = [5, 2, 3]
        cv.insertSections(IndexSet([1]))
        #expect(reasons.last == "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (3) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted).")
        #expect(cv.numberOfSections == 3)
        source.counts = [5, 2, 3]
        cv.deleteItems(at: [IndexPath(item: 7, section: 0)])
        #expect(reasons.last == "attempt to delete item 7 from section 0 which only contains 5 items before the update")
    }

    @Test("Section insertions, deletions and moves carry their items; sections' update items name NSNotFound as the item")
    func sections() {
        _ = MediaClock.installVirtual()
        let (window, cv, source, layout) = makeCollection(counts: [1, 1, 1])
        defer { withExtendedLifetime((window, source)) {} }
        let cells = (0..<3).map { cv.cellForItem(at: IndexPath(item: 0, section: $0)) }
        source.counts = [1, 1, 1]
        cv.performBatchUpdates({
            cv.moveSection(0, toSection: 2)
        })
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === cells[1])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1)) === cells[2])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 2)) === cells[0])
        #expect(layout.updateItems.count == 1)
        #expect(layout.updateItems.first?.updateAction == .move)
        #expect(layout.updateItems.first?.indexPathBeforeUpdate == IndexPath(item: NSNotFound, section: 0))
        #expect(layout.updateItems.first?.indexPathAfterUpdate == IndexPath(item: NSNotFound, section: 2))
        // Now [cells[1], cells[2], cells[0]]: delete section 0, insert a new section 1 of four items.
        source.counts = [1, 4, 1]
        cv.performBatchUpdates({
            cv.deleteSections(IndexSet([0]))
            cv.insertSections(IndexSet([1]))
        })
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === cells[2])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 2)) === cells[0])
        #expect(cv.numberOfItems(inSection: 1) == 4)
        #expect(layout.updateItems.map(\.updateAction) == [.delete, .insert])
    }

    @Test("Reconfiguring keeps the cell: the data source is asked again and the dequeue call returns the cell shown, not reused")
    func reconfigure() {
        _ = MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        let source = ReconfigureSource(counts: [3])
        cv.dataSource = source
        window.addSubview(cv)
        cv.layoutIfNeeded()
        let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? CountingCell
        let reuses = cell?.reuses
        source.asked = []
        cv.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
        #expect(source.asked == [IndexPath(item: 1, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(cell?.reuses == reuses)
        // A reload replaces the cell.
        cv.reloadItems(at: [IndexPath(item: 1, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) !== cell)
    }

    @Test("Selection follows the items through an update")
    func selection() {
        _ = MediaClock.installVirtual()
        let (window, cv, source, _) = makeCollection(counts: [4])
        defer { withExtendedLifetime((window, source)) {} }
        cv.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        source.counts = [3]
        cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(cv.hasUncommittedUpdates == false)
    }

    @Test("invalidateLayout(with:) moves the content by the context's offset adjustment; custom context classes are used")
    func invalidationContext() {
        _ = MediaClock.installVirtual()
        final class Context: UICollectionViewLayoutInvalidationContext {}
        final class BoundsLayout: UICollectionViewFlowLayout {
            var asked: [CGRect] = []
            override class var invalidationContextClass: AnyClass { Context.self }
            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
            override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
                asked.append(newBounds)
                return super.invalidationContext(forBoundsChange: newBounds)
            }
        }
        let layout = BoundsLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
        let source = GridSource(counts: [60])
        cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = source
        cv.layoutIfNeeded()
        #expect(layout.invalidationContext(forBoundsChange: .zero) is Context)
        cv.contentOffset = CGPoint(x: 0, y: 50)
        #expect(layout.asked.last?.origin.y == 50)
        let context = UICollectionViewLayoutInvalidationContext()
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 30)
        context.invalidateItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 0)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 0, section: 0)])
        #expect(context.invalidateEverything == false)
        layout.invalidateLayout(with: context)
        #expect(cv.contentOffset.y == 80)
    }

    @Test("reloadData invalidates everything and the counts")
    func reloadContext() {
        _ = MediaClock.installVirtual()
        let (window, cv, source, layout) = makeCollection(counts: [3])
        defer { withExtendedLifetime((window, source)) {} }
        cv.reloadData()
        #expect(layout.contexts.last?.invalidateEverything == true)
        #expect(layout.contexts.last?.invalidateDataSourceCounts == true)
    }

    @Test("Registering a class that is not a cell is reported as UIKit reports it")
    func registerNonCell() {
        let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        var reasons: [String] = []
        let saved = UIKitException.handler
        UIKitException.handler = { reasons.append($0.name) }
        defer { UIKitException.handler = saved }
        cv.register(UIView.self, forCellWithReuseIdentifier: "x")
        #expect(reasons == [UIKitException.invalidArgument])
        cv.register(nil as AnyClass?, forCellWithReuseIdentifier: "x")
    }
}
