import Foundation
import Testing
@testable import OpenUIKit

/// Frames of `UICollectionViewCompositionalLayout`, from the arithmetic
/// Apple's documentation describes: fractional dimensions of the container,
/// groups repeated along the axis, insets, spacings and boundary items.
@MainActor
@Suite("UICollectionViewCompositionalLayout")
struct UICollectionViewCompositionalLayoutTests {
    @Test("A list: full-width items 44 points tall follow each other at 0, 44, 88 …")
    func list() {
        let layout = UICollectionViewCompositionalLayout(section: listSection(height: 44))
        let (window, cv, _) = makeCompositionalCollection(layout: layout, counts: [30])
        defer { withExtendedLifetime(window) {} }
        for i in 0..<30 {
            #expect(itemFrame(cv, i) == CGRect(x: 0, y: CGFloat(i) * 44, width: 390, height: 44))
        }
        #expect(cv.contentSize == CGSize(width: 390, height: 30 * 44))
        // 844 / 44 = 19.2: items 0 … 19 are on screen.
        #expect(cv.indexPathsForVisibleItems.count == 20)
    }

    @Test("A grid: half-width items two to a horizontal group")
    func grid() {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)),
                                                       repeatingSubitem: item, count: 2)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (window, cv, _) = makeCompositionalCollection(layout: layout, counts: [5])
        defer { withExtendedLifetime(window) {} }
        #expect(itemFrame(cv, 0) == CGRect(x: 0, y: 0, width: 195, height: 100))
        #expect(itemFrame(cv, 1) == CGRect(x: 195, y: 0, width: 195, height: 100))
        #expect(itemFrame(cv, 2) == CGRect(x: 0, y: 100, width: 195, height: 100))
        #expect(itemFrame(cv, 4) == CGRect(x: 0, y: 200, width: 195, height: 100))
        // The last group is whole even with one item in it.
        #expect(cv.contentSize.height == 300)
    }

    @Test("A group of subitems repeats them while they fit its width")
    func subitemsRepeatWhileFitting() {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(100), .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (window, cv, _) = makeCompositionalCollection(layout: layout, counts: [7])
        defer { withExtendedLifetime(window) {} }
        // 390 holds three 100-point items.
        #expect(itemFrame(cv, 2) == CGRect(x: 200, y: 0, width: 100, height: 50))
        #expect(itemFrame(cv, 3) == CGRect(x: 0, y: 50, width: 100, height: 50))
        #expect(itemFrame(cv, 6) == CGRect(x: 0, y: 100, width: 100, height: 50))
    }

    @available(iOS, deprecated: 16.0)
    func equalItemsGroup() -> NSCollectionLayoutGroup {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(10), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(80)), subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        return group
    }

    @Test("subitem:count: makes count equal items sharing the width, interItemSpacing between them")
    @available(iOS, deprecated: 16.0)
    func equalCount() {
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: equalItemsGroup()))
        let (window, cv, _) = makeCompositionalCollection(layout: layout, counts: [2])
        defer { withExtendedLifetime(window) {} }
        #expect(itemFrame(cv, 0) == CGRect(x: 0, y: 0, width: 190, height: 80))
        #expect(itemFrame(cv, 1) == CGRect(x: 200, y: 0, width: 190, height: 80))
    }

    @Test("contentInsets shrink the item's frame, not its group")
    func itemContentInsets() {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)),
                                                       repeatingSubitem: item, count: 2)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (window, cv, _) = makeCompositionalCollection(layout: layout, counts: [4])
        defer { withExtendedLifetime(window) {} }
        #expect(itemFrame(cv, 0) == CGRect(x: 5, y: 5, width: 185, height: 90))
        #expect(itemFrame(cv, 1) == CGRect(x: 200, y: 5, width: 185, height: 90))
        #expect(itemFrame(cv, 2) == CGRect(x: 5, y: 105, width: 185, height: 90))
        #expect(cv.contentSize.height == 200)
    }

    @Test("An estimated dimension ignores the content insets on its axis")
    func estimatedAxisIgnoresInsets() {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(50)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 8, bottom: 5, trailing: 8)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(.fractionalWidth(1), .estimated(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (window, cv, _) = makeCompositionalCollection(layout: layout, counts: [2])
        defer { withExtendedLifetime(window) {} }
        #expect(itemFrame(cv, 0) == CGRect(x: 8, y: 0, width: 374, height: 50))
        #expect(itemFrame(cv, 1) == CGRect(x: 8, y: 50, width: 374, height: 50))
    }

    @Test("interGroupSpacing separates groups; section insets surround them")
    func interGroupSpacingAndSectionInsets() {
        let section = listSection(height: 44)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 30, trailing: 16)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (window, cv, _) = makeCompositionalCollection(layout: layout, counts: [3])
        defer { withExtendedLifetime(window) {} }
        #expect(itemFrame(cv, 0) == CGRect(x: 16, y: 20, width: 358, height: 44))
        #expect(itemFrame(cv, 1) == CGRect(x: 16, y: 74, width: 358, height: 44))
        #expect(itemFrame(cv, 2) == CGRect(x: 16, y: 128, width: 358, height: 44))
        let height: CGFloat = 20 + 3 * 44 + 2 * 10 + 30
        #expect(cv.contentSize.height == height)
    }

    @Test("interSectionSpacing separates sections")
    func interSectionSpacing() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in listSection(height: 44) }, configuration: configuration)
        let (window, cv, _) = makeCompositionalCollection(layout: layout, counts: [2, 2])
        defer { withExtendedLifetime(window) {} }
        #expect(itemFrame(cv, 0, section: 1) == CGRect(x: 0, y: 100, width: 390, height: 44))
        let expected: CGFloat = 4 * 44 + 12
        #expect(cv.contentSize.height == expected)
    }

    @Test("Fixed edge spacing moves an item; flexible spacing shares the space left over")
    func edgeAndFlexibleSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(100), .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(60)),
                                                       repeatingSubitem: item, count: 3)
        group.interItemSpacing = .flexible(0)
        let spaced = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(100), .absolute(40)))
        spaced.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(8), top: .fixed(6), trailing: nil, bottom: nil)
        let second = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(60)), subitems: [spaced])
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { s, _ in
            NSCollectionLayoutSection(group: s == 0 ? group : second)
        })
        let (window, cv, _) = makeCompositionalCollection(layout: layout, counts: [3, 1])
        defer { withExtendedLifetime(window) {} }
        // (390 − 300) / 2 = 45 between the items.
        #expect(itemFrame(cv, 0) == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(itemFrame(cv, 1) == CGRect(x: 145, y: 0, width: 100, height: 40))
        #expect(itemFrame(cv, 2) == CGRect(x: 290, y: 0, width: 100, height: 40))
        #expect(itemFrame(cv, 0, section: 1) == CGRect(x: 8, y: 66, width: 100, height: 40))
    }

    @Test("Nested groups: a large item beside a vertical pair")
    func nestedGroups() {
        let large = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
        let pair = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)),
                                                    repeatingSubitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(200)), subitems: [large, pair])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (window, cv, _) = makeCompositionalCollection(layout: layout, counts: [6])
        defer { withExtendedLifetime(window) {} }
        #expect(itemFrame(cv, 0) == CGRect(x: 0, y: 0, width: 195, height: 200))
        #expect(itemFrame(cv, 1) == CGRect(x: 195, y: 0, width: 195, height: 100))
        #expect(itemFrame(cv, 2) == CGRect(x: 195, y: 100, width: 195, height: 100))
        #expect(itemFrame(cv, 3) == CGRect(x: 0, y: 200, width: 195, height: 200))
    }

    @Test("A custom group places items at its provider's frames, group after group")
    func customGroup() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: layoutSize(.fractionalWidth(1), .absolute(120))) { environment in
            let w = environment.container.effectiveContentSize.width
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: w / 3, height: 120)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: w / 3, y: 20, width: w / 3, height: 80), zIndex: 2)]
        }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (window, cv, _) = makeCompositionalCollection(layout: layout, counts: [3])
        defer { withExtendedLifetime(window) {} }
        #expect(itemFrame(cv, 1) == CGRect(x: 130, y: 20, width: 130, height: 80))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 2)
        #expect(itemFrame(cv, 2) == CGRect(x: 0, y: 120, width: 130, height: 120))
    }

    @Test("The section provider sees the collection view's size as the container")
    func environment() {
        var seen: [CGSize] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            seen.append(environment.container.contentSize)
            return listSection(height: 44)
        }
        _ = makeCompositionalCollection(layout: layout, counts: [1, 1])
        #expect(seen.suffix(2) == [CGSize(width: 390, height: 844), CGSize(width: 390, height: 844)])
    }

    @Test("A horizontal configuration lays sections out left to right")
    func horizontalScrollDirection() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.absolute(150), .absolute(100)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let (window, cv, _) = makeCompositionalCollection(layout: layout, counts: [3, 1])
        defer { withExtendedLifetime(window) {} }
        #expect(itemFrame(cv, 1) == CGRect(x: 150, y: 0, width: 150, height: 100))
        #expect(itemFrame(cv, 0, section: 1) == CGRect(x: 450, y: 0, width: 150, height: 100))
        #expect(cv.contentSize == CGSize(width: 600, height: 844))
    }

    @Test("10,000 items: a query returns exactly the items meeting the rectangle, quickly")
    func largeSectionQueries() {
        let layout = UICollectionViewCompositionalLayout(section: listSection(height: 44))
        let (window, cv, _) = makeCompositionalCollection(layout: layout, counts: [10_000])
        defer { withExtendedLifetime(window) {} }
        #expect(cv.contentSize.height == 440_000)
        let rect = CGRect(x: 0, y: 200_000, width: 390, height: 844)
        let found = layout.layoutAttributesForElements(in: rect) ?? []
        // Items k with 44k < 200844 and 44(k+1) > 200000: 4545 … 4564.
        #expect(found.map(\.indexPath.item).sorted() == Array(4545...4564))
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for k in 0..<2_000 {
                _ = layout.layoutAttributesForElements(in: rect.offsetBy(dx: 0, dy: CGFloat(k * 97)))
            }
        }
        // A linear scan of 10,000 attributes 2,000 times takes seconds; the search takes milliseconds.
        #expect(elapsed < .seconds(1))
        cv.contentOffset = CGPoint(x: 0, y: 200_000)
        cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems.map(\.item) == Array(4545...4564))
    }
}
