import Foundation
import Testing
@testable import OpenUIKit

/// Headers, footers, badges, backgrounds, orthogonal scrolling and the
/// visible-items handler of compositional sections, shown by the collection view.
@MainActor
@Suite("Compositional layout: supplementary items and orthogonal sections")
struct CompositionalSupplementaryTests {
    let header = "header", footer = "footer", badge = "badge", background = "background"

    func headerItem(pinned: Bool = false) -> NSCollectionLayoutBoundarySupplementaryItem {
        let item = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)),
                                                               elementKind: header, alignment: .top)
        item.pinToVisibleBounds = pinned
        return item
    }

    @Test("A boundary header of estimated height sits at the top of its section; the items follow it")
    func sectionHeaderAndFooter() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { [header, footer] _, _ in
            let section = listSection(height: 44)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)),
                                                            elementKind: header, alignment: .top),
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)),
                                                            elementKind: footer, alignment: .bottom),
            ]
            return section
        }, configuration: configuration)
        let (window, cv, source) = makeCompositionalCollection(layout: layout, counts: [2, 1], kinds: [header, footer])
        defer { withExtendedLifetime(window) {} }
        let h0 = cv.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))
        #expect(h0?.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(h0?.representedElementCategory == .supplementaryView)
        #expect(itemFrame(cv, 0) == CGRect(x: 0, y: 54, width: 390, height: 44))
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 152, width: 390, height: 30))
        // Section 1 starts after the footer: 182.
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame.minY == 182)
        #expect(itemFrame(cv, 0, section: 1)?.minY == 236)
        // The data source was asked for the four visible views, which are shown.
        #expect(source.supplementaryRequests.count == 4)
        let shown = cv.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))
        #expect(shown?.superview === cv)
        #expect(shown?.frame == CGRect(x: 0, y: 182, width: 390, height: 44))
        #expect(cv.visibleSupplementaryViews(ofKind: footer).count == 2)
    }

    @Test("Supplementary views sit in front of the cells")
    func supplementaryInFront() {
        let section = listSection(height: 44)
        section.boundarySupplementaryItems = [headerItem()]
        let (window, cv, _) = makeCompositionalCollection(layout: UICollectionViewCompositionalLayout(section: section),
                                                          counts: [5], kinds: [header])
        defer { withExtendedLifetime(window) {} }
        let view = cv.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
        let cellIndexes = cv.visibleCells.compactMap { cell in cv.subviews.firstIndex { $0 === cell } }
        let headerIndex = cv.subviews.firstIndex { $0 === view }
        #expect(headerIndex != nil && cellIndexes.allSatisfy { $0 < headerIndex! })
    }

    @Test("A pinned header stays at the top of the visible bounds until its section's end pushes it away")
    func pinnedHeader() {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in
            let section = listSection(height: 44)
            section.boundarySupplementaryItems = [headerItem(pinned: true)]
            return section
        })
        // Section 0: header 0…44, items 44…484; section 1 from 484.
        let (window, cv, _) = makeCompositionalCollection(layout: layout, counts: [10, 30], kinds: [header])
        defer { withExtendedLifetime(window) {} }
        cv.contentOffset = CGPoint(x: 0, y: 200)
        cv.layoutIfNeeded()
        let path0 = IndexPath(item: 0, section: 0)
        #expect(cv.supplementaryView(forElementKind: header, at: path0)?.frame.minY == 200)
        cv.contentOffset = CGPoint(x: 0, y: 460)
        cv.layoutIfNeeded()
        // 484 − 44: pushed up by the section's end.
        #expect(cv.supplementaryView(forElementKind: header, at: path0)?.frame.minY == 440)
        #expect(cv.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))?.frame.minY == 484)
    }

    @Test("A badge anchored to the top-trailing corner with a fractional offset sticks out by that fraction")
    func badgeAnchor() {
        let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badgeItem = NSCollectionLayoutSupplementaryItem(layoutSize: layoutSize(.absolute(20), .absolute(20)),
                                                            elementKind: badge, containerAnchor: anchor)
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badgeItem])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)),
                                                       repeatingSubitem: item, count: 2)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (window, cv, _) = makeCompositionalCollection(layout: layout, counts: [2], kinds: [badge])
        defer { withExtendedLifetime(window) {} }
        // Item 1 spans x 195…390: the badge's top-trailing corner is at (390 + 6, 0 − 6).
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: badge, at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 376, y: -6, width: 20, height: 20))
        #expect(cv.supplementaryView(forElementKind: badge, at: IndexPath(item: 0, section: 0)) != nil)
    }

    @Test("A background decoration covers its section, inset by its own content insets, behind the cells")
    func backgroundDecoration() {
        let section = listSection(height: 44)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let decoration = NSCollectionLayoutDecorationItem.background(elementKind: background)
        decoration.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [decoration]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: background)
        let (window, cv, _) = makeCompositionalCollection(layout: layout, counts: [3])
        defer { withExtendedLifetime(window) {} }
        let attrs = layout.layoutAttributesForDecorationView(ofKind: background, at: IndexPath(item: 0, section: 0))
        // Section: 0…390 × 0…(10 + 132 + 10).
        #expect(attrs?.frame == CGRect(x: 5, y: 5, width: 380, height: 142))
        #expect(attrs?.representedElementCategory == .decorationView)
        let view = cv.subviews.first
        #expect(view.map { !($0 is UICollectionViewCell) && $0.frame == CGRect(x: 5, y: 5, width: 380, height: 142) } == true)
    }

    func carousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { s, _ in
            if s == 1 { return listSection(height: 44) }
            let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(0.8), .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = behavior
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            return section
        }
    }

    @Test("An orthogonal section lays its groups out across the layout's axis and scrolls on its own")
    func orthogonalSection() {
        let layout = carousel(.continuous)
        let (window, cv, _) = makeCompositionalCollection(layout: layout, counts: [5, 3])
        defer { withExtendedLifetime(window) {} }
        // Group width: 0.8 × (390 − 32) = 286.4; groups 10 apart from x = 16.
        #expect(isClose(itemFrame(cv, 0) ?? .null, CGRect(x: 16, y: 0, width: 286.4, height: 100), within: 1e-6))
        #expect(isClose(itemFrame(cv, 1) ?? .null, CGRect(x: 312.4, y: 0, width: 286.4, height: 100), within: 1e-6))
        // The section is one group tall; the next section follows it.
        #expect(itemFrame(cv, 0, section: 1) == CGRect(x: 0, y: 100, width: 390, height: 44))
        #expect(cv.contentSize == CGSize(width: 390, height: 100 + 3 * 44))
        // The section's cells live in a scroll view of its own, 5 groups wide.
        let scroller = cv.subviews.compactMap { $0 as? UIScrollView }.first
        #expect(scroller?.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
        let width: Double = 16 + 5 * 286.4 + 4 * 10 + 16
        #expect(isClose(Double(scroller?.contentSize.width ?? 0), width, within: 1e-6))
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.superview === scroller)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) == nil)
        // Scrolling it moves only that section's items.
        scroller?.contentOffset = CGPoint(x: 600, y: 0)
        cv.layoutIfNeeded()
        #expect(isClose(itemFrame(cv, 2) ?? .null, CGRect(x: 608.8 - 600, y: 0, width: 286.4, height: 100), within: 1e-6))
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        let cell = cv.cellForItem(at: IndexPath(item: 2, section: 0))
        #expect(cell.map { $0.convert($0.bounds, to: cv).origin.x.isClose(to: 8.8) } == true)
        #expect(itemFrame(cv, 0, section: 1) == CGRect(x: 0, y: 100, width: 390, height: 44))
    }

    @Test("A sideways drag in the section scrolls the section, not the collection view")
    func orthogonalDrag() {
        let clock = MediaClock.installVirtual()
        let (window, cv, source) = makeCompositionalCollection(layout: carousel(.continuous), counts: [5, 40])
        defer { withExtendedLifetime((window, source)) {} }
        let scroller = cv.subviews.compactMap { $0 as? UIScrollView }.first
        window.sendTouch(.began, at: CGPoint(x: 300, y: 50))
        for i in 1...20 {
            clock.advance(by: 1.0 / 60)
            window.sendTouch(.moved, at: CGPoint(x: 300 - 10 * Double(i), y: 50))
        }
        #expect((scroller?.contentOffset.x ?? 0) > 100)
        #expect(cv.contentOffset == .zero)
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 50))
        cv.layoutIfNeeded()
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)).map { $0.convert($0.bounds, to: cv).minX < 16 } == true)
    }

    @Test("Group paging comes to rest on a group's leading edge")
    func groupPaging() {
        let (window, cv, _) = makeCompositionalCollection(layout: carousel(.groupPaging), counts: [5, 0])
        defer { withExtendedLifetime(window) {} }
        let scroller = cv.subviews.compactMap { $0 as? UIScrollView }.first
        var target = CGPoint(x: 120, y: 0)
        scroller?.delegate?.scrollViewWillEndDragging(scroller!, withVelocity: CGPoint(x: 1, y: 0), targetContentOffset: &target)
        // From offset 0 a forward flick goes one group on: 286.4 + 10.
        #expect(target.x.isClose(to: 296.4))
    }

    @Test("The visible-items handler's changes show on the cells in the same pass")
    func visibleItemsHandler() {
        var offsets: [CGPoint] = []
        let section = listSection(height: 44)
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            offsets.append(offset)
            for item in items where item.indexPath.item == 1 { item.alpha = 0.5 }
        }
        let (window, cv, _) = makeCompositionalCollection(layout: UICollectionViewCompositionalLayout(section: section), counts: [4])
        defer { withExtendedLifetime(window) {} }
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.alpha == 0.5)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.alpha == 1)
        #expect(offsets.last == .zero)
    }

    @Test("Without a registered supplementary class the dequeue is reported as UIKit raises it")
    func unregisteredSupplementary() {
        var raised: [UIKitException] = []
        let saved = UIKitException.handler
        UIKitException.handler = { raised.append($0) }
        defer { UIKitException.handler = saved }
        let section = listSection(height: 44)
        section.boundarySupplementaryItems = [headerItem()]
        _ = makeCompositionalCollection(layout: UICollectionViewCompositionalLayout(section: section), counts: [1])
        #expect(raised.first?.name == UIKitException.internalInconsistency)
        #expect(raised.first?.reason.hasPrefix("could not dequeue a view of kind: header with identifier supplementary") == true)
    }
}

extension CGFloat {
    fileprivate func isClose(to other: CGFloat) -> Bool { Swift.abs(self - other) < 0.001 }
}
