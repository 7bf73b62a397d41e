import Foundation
import Testing
@testable import OpenUIKit

/// `UICollectionViewLayout.targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
/// (Apple: "returns the point at which to stop scrolling"; velocity in
/// points per second): a layout that snaps decides where a flick ends,
/// before the delegate's `scrollViewWillEndDragging` sees the target.
@MainActor
@Suite("Layout target content offset")
struct LayoutTargetContentOffsetTests {
    /// Rows of 100-point items; stops only on multiples of 300.
    final class SnappingLayout: UICollectionViewFlowLayout {
        var asked: [(proposed: CGPoint, velocity: CGPoint)] = []
        override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                          withScrollingVelocity velocity: CGPoint) -> CGPoint {
            asked.append((proposedContentOffset, velocity))
            return CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 300).rounded() * 300)
        }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 200 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test("A flick ends where the layout says, and the delegate is shown that target")
    func snapping() {
        let clock = MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let layout = SnappingLayout()
        layout.itemSize = CGSize(width: 390, height: 100)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        collection.dataSource = source
        let log = ScrollEventLog()
        collection.delegate = log
        window.addSubview(collection)
        window.layoutIfNeeded()
        window.sendTouch(.began, at: CGPoint(x: 200, y: 700))
        for i in 1...10 {
            clock.advance(by: 1.0 / 60)
            window.sendTouch(.moved, at: CGPoint(x: 200, y: 700 - 20 * Double(i)))
        }
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 500))
        #expect(layout.asked.count == 1)
        // 20 pt a frame at 60 fps: 1200 points per second upwards in content.
        #expect(abs((layout.asked.first?.velocity.y ?? 0) - 1200) < 1)
        let target = log.targets.first ?? .zero
        #expect(target.y.truncatingRemainder(dividingBy: 300) == 0 && target.y > 0)
        clock.advance(by: 10)
        #expect(abs(collection.contentOffset.y - target.y) < 0.5)
        withExtendedLifetime(source) {}
    }
}
