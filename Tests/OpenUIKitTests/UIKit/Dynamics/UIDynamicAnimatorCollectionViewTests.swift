import Foundation
import Testing
@testable import OpenUIKit

/// A layout whose cells fall to the bottom of its content: it makes its
/// attributes once, gives them to a collection-view animator with gravity
/// and a collision with the reference bounds (the content size), and returns
/// what the animator holds, as Apple's collection-view animator pattern does.
@MainActor
final class FallingLayout: UICollectionViewLayout {
    lazy var animator = UIDynamicAnimator(collectionViewLayout: self)
    var prepares = 0

    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 480) }

    override func prepare() {
        super.prepare()
        prepares += 1
        guard animator.behaviors.isEmpty, let count = collectionView?.numberOfItems(inSection: 0) else { return }
        let attributes = (0..<count).map { index -> UICollectionViewLayoutAttributes in
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
            a.frame = CGRect(x: 20 + CGFloat(index) * 100, y: 20, width: 80, height: 80)
            return a
        }
        let collision = UICollisionBehavior(items: attributes)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: attributes))
        animator.addBehavior(collision)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        animator.items(in: rect).compactMap { $0 as? UICollectionViewLayoutAttributes }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        animator.layoutAttributesForCell(at: indexPath)
    }
}

@MainActor
@Suite("UIDynamicAnimator with a collection view layout")
struct UIDynamicAnimatorCollectionViewTests {
    @Test("Cells follow their attributes as the animator moves them, and rest on the content's bottom edge")
    func cellsFall() {
        let clock = MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let layout = FallingLayout()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        let source = GridSource(counts: [3])
        collection.dataSource = source
        window.addSubview(collection)
        collection.layoutIfNeeded()
        #expect(layout.animator.referenceView == nil)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 120, y: 20, width: 80, height: 80))

        clock.advance(by: 0.2)
        // 20 + ½ × 1000 × 0.2² = 40 points lower.
        #expect(isClose(Double(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY ?? 0), 40, within: 0.01))
        #expect(clock.advance(until: { !layout.animator.isRunning }, timeout: 5))
        clock.advance(by: 1.0 / 60)
        let cell = collection.cellForItem(at: IndexPath(item: 2, section: 0))
        #expect(isClose(Double(cell?.frame.maxY ?? 0), 480, within: 1))
        #expect(isClose(Double(layout.animator.layoutAttributesForCell(at: IndexPath(item: 2, section: 0))?.frame.maxY ?? 0), 480, within: 1))
        #expect(layout.animator.layoutAttributesForCell(at: IndexPath(item: 7, section: 0)) == nil)
        withExtendedLifetime((window, source)) {}
    }
}
