import Foundation
import Testing
@testable import OpenUIKit

@MainActor
final class CountingCell: UICollectionViewCell {
    static var created = 0
    var reuses = 0
    required init(frame: CGRect) { super.init(frame: frame); CountingCell.created += 1 }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func prepareForReuse() { super.prepareForReuse(); reuses += 1 }
}

@MainActor
final class GridSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    var selections: [String] = []
    var displayed: [IndexPath] = []
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        selections.append("should \(indexPath.item)"); return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selections.append("did \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { selections.append("deselect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }
}

@MainActor
@Suite("UICollectionView")
struct UICollectionViewTests {
    func makeCollection(counts: [Int] = [100], configure: (UICollectionViewFlowLayout) -> Void = { _ in })
        -> (UIWindow, UICollectionView, GridSource) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 10)
        configure(layout)
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        // Offsets here are measured from the top of the content; `.never`
        // keeps the notched window's safe area out of the insets.
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        let source = GridSource(counts: counts)
        cv.dataSource = source
        cv.delegate = source
        window.addSubview(cv)
        cv.layoutIfNeeded()
        return (window, cv, source)
    }

    @Test("IndexPath(item:section:) stores section then item")
    func indexPath() {
        let ip = IndexPath(item: 3, section: 1)
        #expect(ip.item == 3 && ip.section == 1 && Array(ip) == [1, 3])
    }

    @Test("Flow layout frames follow itemSize, spacing and insets (vertical, justified rows)")
    func verticalFrames() {
        _ = MediaClock.installVirtual()
        let (_, cv, _) = makeCollection(counts: [7, 2])
        // Width 390 − 20 insets = 370; 3 items of 100 fit; justified gap (370 − 300)/2 = 35.
        let xs: [CGFloat] = [10, 145, 280]
        for item in 0..<7 {
            let f = cv.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
            let row = CGFloat(item / 3)
            #expect(f == CGRect(x: xs[item % 3], y: 20 + row * 110, width: 100, height: 100))
        }
        // Section 0: 20 + 3 rows (3·100 + 2·10) + 30 = 370. Section 1 (single line of 2, justified).
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 10, y: 390, width: 100, height: 100))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame == CGRect(x: 280, y: 390, width: 100, height: 100))
        #expect(cv.contentSize == CGSize(width: 390, height: 370 + 20 + 100 + 30))
    }

    @Test("Flow layout frames in horizontal direction fill columns")
    func horizontalFrames() {
        _ = MediaClock.installVirtual()
        let (_, cv, _) = makeCollection(counts: [20]) { $0.scrollDirection = .horizontal }
        // Height 844 − 50 = 794; 7 items (7·100 + 6·10 = 760) fit; gap (794 − 700)/6.
        let gap: CGFloat = 94.0 / 6.0
        let f = cv.layoutAttributesForItem(at: IndexPath(item: 8, section: 0))?.frame
        #expect(f.map { isClose($0, CGRect(x: 10 + 110, y: 20 + 100 + gap, width: 100, height: 100)) } == true)
        #expect(cv.contentSize == CGSize(width: 10 + 3 * 100 + 2 * 10 + 10, height: 844))
    }

    @Test("Cells exist only for visible items; scrolling reuses them")
    func reuse() {
        let clock = MediaClock.installVirtual()
        CountingCell.created = 0
        let (_, cv, source) = makeCollection(counts: [300])
        // Rows at y = 20 + 110·r: rows 0…7 intersect 0…844 (row 7 starts at 790).
        #expect(cv.visibleCells.count == 24)
        #expect(CountingCell.created == 24)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
        #expect(cv.cellForItem(at: IndexPath(item: 60, section: 0)) == nil)
        #expect(source.displayed.count == 24)
        cv.contentOffset = CGPoint(x: 0, y: 2200)
        cv.layoutIfNeeded()
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(cv.cellForItem(at: IndexPath(item: 60, section: 0)) != nil)
        #expect(CountingCell.created == 24 || CountingCell.created == 27)
        let reused = cv.visibleCells.compactMap { $0 as? CountingCell }.filter { $0.reuses > 0 }
        #expect(!reused.isEmpty)
        #expect(cv.indexPathsForVisibleItems.first == IndexPath(item: 57, section: 0))
        _ = clock
    }

    @Test("Dequeuing an unregistered identifier reports UIKit's exception")
    func missingRegistration() {
        _ = MediaClock.installVirtual()
        let (_, cv, _) = makeCollection(counts: [1])
        var reasons: [String] = []
        let saved = UIKitException.handler
        UIKitException.handler = { reasons.append($0.reason) }
        defer { UIKitException.handler = saved }
        let cell = cv.dequeueReusableCell(withReuseIdentifier: "X", for: IndexPath(item: 0, section: 0))
        #expect(cell.reuseIdentifier == "X")
        #expect(reasons == ["could not dequeue a view of kind: UICollectionElementKindCell with identifier X - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"])
    }

    @Test("A tap selects the item on touch up and updates indexPathsForSelectedItems")
    func tapSelects() {
        let clock = MediaClock.installVirtual()
        let (window, cv, source) = makeCollection(counts: [30])
        // Item 4: row 1, column 1 → frame (145, 130, 100, 100).
        window.sendTouch(.began, at: CGPoint(x: 195, y: 180))
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0))?.isHighlighted == true)
        #expect(source.selections.isEmpty)
        clock.advance(by: 0.05)
        window.sendTouch(.ended, at: CGPoint(x: 195, y: 180))
        #expect(source.selections == ["should 4", "did 4"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0))?.isHighlighted == false)
        clock.advance(by: 1)
        window.sendTouch(.began, at: CGPoint(x: 60, y: 70))
        clock.advance(by: 0.05)
        window.sendTouch(.ended, at: CGPoint(x: 60, y: 70))
        #expect(source.selections == ["should 4", "did 4", "should 0", "deselect 4", "did 0"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(cv.indexPathForItem(at: CGPoint(x: 60, y: 70)) == IndexPath(item: 0, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: 5, y: 70)) == nil)
    }

    @Test("A drag scrolls instead of selecting")
    func dragDoesNotSelect() {
        let clock = MediaClock.installVirtual()
        let (window, cv, source) = makeCollection(counts: [100])
        window.sendTouch(.began, at: CGPoint(x: 195, y: 500))
        for i in 1...10 { clock.advance(by: 1.0 / 60.0); window.sendTouch(.moved, at: CGPoint(x: 195, y: 500 - Double(i) * 10)) }
        window.sendTouch(.ended, at: CGPoint(x: 195, y: 400))
        #expect(source.selections.isEmpty)
        #expect(cv.contentOffset.y > 0)
    }

    @Test("selectItem with a scroll position scrolls; scrollToItem clamps")
    func programmaticSelection() {
        _ = MediaClock.installVirtual()
        let (_, cv, source) = makeCollection(counts: [100])
        cv.selectItem(at: IndexPath(item: 30, section: 0), animated: false, scrollPosition: .top)
        let expectedY: CGFloat = 20 + 10 * 110
        #expect(cv.contentOffset.y == expectedY, "\(cv.contentOffset.y - expectedY)")
        #expect(source.selections.isEmpty)
        #expect(cv.cellForItem(at: IndexPath(item: 30, section: 0))?.isSelected == true)
        cv.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        #expect(cv.contentOffset.y == cv.contentSize.height - 844)
        cv.reloadData()
        #expect(cv.indexPathsForSelectedItems == [])
    }
}
