import Foundation
import Testing
@testable import OpenUIKit

@MainActor
final class TransitionRecordingLayout: UICollectionViewFlowLayout {
    var log: [String] = []
    override func prepareForTransition(to newLayout: UICollectionViewLayout) { log.append("to") }
    override func prepareForTransition(from oldLayout: UICollectionViewLayout) { log.append("from") }
    override func finalizeLayoutTransition() { log.append("finalize") }
}

@MainActor
final class TransitionDelegate: NSObject, UICollectionViewDelegate {
    var made: UICollectionViewTransitionLayout?
    func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                        newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        let layout = UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
        made = layout
        return layout
    }
}

/// Small items (100 × 100, one column from (10, 10), 110 apart) to large
/// ones (200 × 200, one column from (10, 10), 210 apart).
@MainActor
@Suite("UICollectionView layout transitions")
struct UICollectionViewLayoutTransitionTests {
    static func column(_ side: CGFloat) -> TransitionRecordingLayout {
        let layout = TransitionRecordingLayout()
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 390 - 10 - side)
        return layout
    }

    func make(delegate: UICollectionViewDelegate? = nil) -> (UIWindow, UICollectionView, GridSource, TransitionRecordingLayout) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let small = Self.column(100)
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: small)
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        let source = GridSource(counts: [3])
        cv.dataSource = source
        cv.delegate = delegate ?? source
        window.addSubview(cv)
        cv.layoutIfNeeded()
        return (window, cv, source, small)
    }

    @Test("A transition layout interpolates each item's frame linearly by transitionProgress")
    func interpolation() {
        let (window, cv, source, small) = make()
        defer { withExtendedLifetime((window, source)) {} }
        let large = Self.column(200)
        let transition = UICollectionViewTransitionLayout(currentLayout: small, nextLayout: large)
        cv.collectionViewLayout = transition
        transition.transitionProgress = 0.5
        cv.layoutIfNeeded()
        // Item 1: small (10, 120, 100, 100), centre (60, 170); large (10, 220, 200, 200), centre (110, 320).
        // Half way: centre (85, 245), size 150 → (10, 170, 150, 150).
        #expect(transition.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 10, y: 170, width: 150, height: 150))
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 10, y: 170, width: 150, height: 150))
        transition.transitionProgress = 0
        #expect(transition.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 10, y: 120, width: 100, height: 100))
        transition.transitionProgress = 1
        #expect(transition.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 10, y: 220, width: 200, height: 200))
        // Content height: small 10 + 3·110 = 340, large 10 + 3·210 = 640.
        transition.transitionProgress = 0.25
        #expect(transition.collectionViewContentSize.height == 340 + 0.25 * 300)
        transition.updateValue(12, forAnimatedKey: "PositionX")
        #expect(transition.value(forAnimatedKey: "PositionX") == 12)
        #expect(transition.value(forAnimatedKey: "other") == 0)
    }

    @Test("setCollectionViewLayout(_:animated:completion:) moves the cells from their old attributes to their new ones, then completes")
    func animatedChange() {
        let clock = MediaClock.installVirtual()
        let (window, cv, source, small) = make()
        defer { withExtendedLifetime((window, source)) {} }
        let large = Self.column(200)
        let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0))
        var finished: [Bool] = []
        cv.setCollectionViewLayout(large, animated: true) { finished.append($0) }
        #expect(cv.collectionViewLayout === large)
        #expect(small.log == ["to"] && large.log == ["from"])
        #expect(cell?.frame == CGRect(x: 10, y: 220, width: 200, height: 200))
        clock.tick()                                    // the animation starts
        clock.tick(at: clock.now + 0.15)                // half of 0.3 s: ease in-out is at 0.5
        let mid = cell?.layer.presentation()?.frame ?? .zero
        // Half way from (10, 120, 100, 100) to (10, 220, 200, 200): centre y 245, width 150.
        #expect(abs(mid.midY - 245) < 1e-3 && abs(mid.width - 150) < 1e-3)
        #expect(finished.isEmpty)
        clock.advance(by: 0.2)
        #expect(finished == [true])
        #expect(small.log == ["to", "finalize"] && large.log == ["from", "finalize"])
    }

    @Test("An interactive transition installs the delegate's transition layout; finishing installs the new layout")
    func interactiveFinish() {
        let clock = MediaClock.installVirtual()
        let delegate = TransitionDelegate()
        let (window, cv, source, small) = make(delegate: delegate)
        defer { withExtendedLifetime((window, source)) {} }
        let large = Self.column(200)
        var results: [String] = []
        let transition = cv.startInteractiveTransition(to: large) { completed, finished in results.append("\(completed) \(finished)") }
        #expect(transition === delegate.made)
        #expect(cv.collectionViewLayout === transition)
        #expect(transition.currentLayout === small && transition.nextLayout === large)
        transition.transitionProgress = 0.5
        cv.layoutIfNeeded()
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 10, y: 170, width: 150, height: 150))
        cv.finishInteractiveTransition()
        #expect(cv.collectionViewLayout === large)
        clock.advance(by: 0.4)
        #expect(results == ["true true"])
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 10, y: 220, width: 200, height: 200))
    }

    @Test("Cancelling an interactive transition reinstalls the current layout")
    func interactiveCancel() {
        let clock = MediaClock.installVirtual()
        let (window, cv, source, small) = make()
        defer { withExtendedLifetime((window, source)) {} }
        var results: [String] = []
        let transition = cv.startInteractiveTransition(to: Self.column(200)) { completed, finished in results.append("\(completed) \(finished)") }
        transition.transitionProgress = 0.3
        cv.cancelInteractiveTransition()
        #expect(cv.collectionViewLayout === small)
        clock.advance(by: 0.4)
        #expect(results == ["true false"])
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 10, y: 120, width: 100, height: 100))
    }
}

@MainActor
final class ColumnController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.contentInsetAdjustmentBehavior = .never
    }
}

@MainActor
@Suite("UICollectionViewController layout-to-layout navigation")
struct LayoutToLayoutNavigationTests {
    @Test("A push with useLayoutToLayoutNavigationTransitions shares the collection view and animates to the pushed layout; the pop animates back")
    func pushAndPop() {
        let clock = MediaClock.installVirtual()
        let small = UICollectionViewLayoutTransitionTests.column(100), large = UICollectionViewLayoutTransitionTests.column(200)
        let root = ColumnController(collectionViewLayout: small)
        let nav = UINavigationController(rootViewController: root)
        nav.setNavigationBarHidden(true, animated: false)
        let window = makeWindow(root: nav, clock: clock)
        defer { withExtendedLifetime(window) {} }
        window.layoutIfNeeded()
        let shared = root.collectionView!
        let cell = shared.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(cell?.frame == CGRect(x: 10, y: 120, width: 100, height: 100))

        let detail = ColumnController(collectionViewLayout: large)
        detail.useLayoutToLayoutNavigationTransitions = true
        nav.pushViewController(detail, animated: true)
        clock.tick()
        clock.tick(at: clock.now + 0.15)
        #expect(detail.collectionView === shared)
        #expect(shared.collectionViewLayout === large)
        let mid = cell?.layer.presentation()?.frame ?? .zero
        #expect(mid.midY > 170 && mid.midY < 320 && mid.width > 100 && mid.width < 200)
        clock.advance(by: 0.5)
        #expect(nav.topViewController === detail)
        #expect(shared.window === window && shared.isDescendant(of: detail.view))
        #expect(shared.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 10, y: 220, width: 200, height: 200))

        nav.popViewController(animated: true)
        clock.tick()
        clock.advance(by: 0.5)
        #expect(nav.topViewController === root)
        #expect(shared.collectionViewLayout === small)
        #expect(root.view === shared && shared.window === window)
        #expect(shared.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 10, y: 120, width: 100, height: 100))
    }
}
