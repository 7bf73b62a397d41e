import Foundation
import Testing
@testable import OpenUIKit

@MainActor
final class PrefetchRecorder: NSObject, UICollectionViewDataSourcePrefetching {
    var prefetched: [[Int]] = []
    var cancelled: [[Int]] = []
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched.append(indexPaths.map(\.item))
    }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancelled.append(indexPaths.map(\.item))
    }
}

/// One column of 100-point items with no spacing in a 350-point-tall view:
/// item i spans y = 100 i … 100 (i + 1).
@MainActor
@Suite("UICollectionView prefetching")
struct UICollectionViewPrefetchingTests {
    func make() -> (UICollectionView, PrefetchRecorder, GridSource) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.sectionInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 290)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 350), collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        let source = GridSource(counts: [40])
        let recorder = PrefetchRecorder()
        cv.dataSource = source
        cv.prefetchDataSource = recorder
        cv.layoutIfNeeded()
        return (cv, recorder, source)
    }

    @Test("The items of the next screen are announced before they appear; scrolling back cancels those not shown")
    func prefetchAhead() {
        let (cv, recorder, source) = make()
        #expect(cv.isPrefetchingEnabled)
        // Shown 0…3 (y 0…350); the next screen (350…700) holds 4…6 beyond them.
        #expect(recorder.prefetched == [[4, 5, 6]])
        cv.contentOffset = CGPoint(x: 0, y: 200)
        cv.layoutIfNeeded()
        // Shown 2…5 (200…550); ahead (550…900): 6…8 — 7 and 8 are new.
        #expect(recorder.prefetched.last == [7, 8])
        #expect(recorder.cancelled.isEmpty)
        cv.contentOffset = CGPoint(x: 0, y: 120)
        cv.layoutIfNeeded()
        // Scrolling up (120…470): ahead is −230…120, item 0 beyond the shown 1…4; 6…8 are withdrawn.
        #expect(recorder.cancelled.last == [6, 7, 8])
        #expect(recorder.prefetched.last == [0])
        withExtendedLifetime(source) {}
    }

    @Test("With prefetching disabled the prefetch data source is not told")
    func disabled() {
        let (cv, recorder, source) = make()
        cv.isPrefetchingEnabled = false
        recorder.prefetched = []
        cv.contentOffset = CGPoint(x: 0, y: 300)
        cv.layoutIfNeeded()
        #expect(recorder.prefetched.isEmpty)
        withExtendedLifetime(source) {}
    }
}
