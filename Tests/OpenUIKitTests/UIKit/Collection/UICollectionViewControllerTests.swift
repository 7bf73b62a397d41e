import Foundation
import Testing
@testable import OpenUIKit

/// `UICollectionViewController`, from Apple's documentation: the controller
/// creates a collection view with the layout given to
/// `init(collectionViewLayout:)`, is its data source and delegate, and with
/// `clearsSelectionOnViewWillAppear` deselects items when it appears.
@MainActor
@Suite("UICollectionViewController")
struct UICollectionViewControllerTests {
    final class Grid: UICollectionViewController {
        var selected: [Int] = []
        var scrolled = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath.item)
        }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
    }

    func flow() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        return layout
    }

    @Test("The collection view uses the controller's layout and has the controller as data source and delegate")
    func loadsCollectionView() {
        let layout = flow()
        let controller = Grid(collectionViewLayout: layout)
        #expect(controller.collectionViewLayout === layout)
        #expect(controller.collectionView.collectionViewLayout === layout)
        #expect(controller.view === controller.collectionView)
        #expect(controller.collectionView.dataSource === controller)
        #expect(controller.collectionView.delegate === controller)
        #expect(controller.clearsSelectionOnViewWillAppear)
        let other = UICollectionViewFlowLayout()
        controller.collectionView.collectionViewLayout = other
        #expect(controller.collectionViewLayout === other)
    }

    @Test("A subclass's overrides feed the items and hear the taps and scrolling")
    func overridesAreCalled() {
        let clock = MediaClock.installVirtual()
        let controller = Grid(collectionViewLayout: flow())
        let window = makeWindow(root: controller, clock: clock)
        window.layoutIfNeeded()
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 30)
        #expect(!controller.collectionView.visibleCells.isEmpty)
        guard let frame = controller.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame else {
            Issue.record("no attributes for item 0")
            return
        }
        let point = controller.collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: window)
        window.sendTouch(.began, at: point)
        clock.advance(by: 0.05)
        window.sendTouch(.ended, at: point)
        #expect(controller.selected == [0])
        controller.collectionView.contentOffset = CGPoint(x: 0, y: 50)
        #expect(controller.scrolled > 0)
    }

    @Test("viewWillAppear deselects the selected items unless clearsSelectionOnViewWillAppear is false")
    func clearsSelection() {
        _ = MediaClock.installVirtual()
        let controller = Grid(collectionViewLayout: flow())
        controller.collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.collectionView.reloadData()
        controller.collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        controller.viewWillAppear(false)
        #expect(controller.collectionView.indexPathsForSelectedItems?.isEmpty != false)
        controller.clearsSelectionOnViewWillAppear = false
        controller.collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        controller.viewWillAppear(false)
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }
}
