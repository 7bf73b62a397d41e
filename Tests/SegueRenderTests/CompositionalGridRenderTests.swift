import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// A grid built with a compositional layout and a diffable data source,
/// drawn: each cell's colour fills its frame inside the item insets, the
/// section background shows in the gaps, the header sits above the grid and
/// the carousel section's cells sit in a row of their own.
@MainActor
@Suite(.serialized) struct CompositionalGridRenderTests {
    static let colours: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple, .systemPink]

    final class TileCell: UICollectionViewCell {
        let label = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            contentView.layer.cornerRadius = 8
            label.textAlignment = .center
            label.textColor = .white
            label.font = .boldSystemFont(ofSize: 20)
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = contentView.bounds
        }
    }

    final class HeaderView: UICollectionReusableView {
        let label = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .boldSystemFont(ofSize: 22)
            addSubview(label)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = bounds.insetBy(dx: 16, dy: 0)
        }
    }

    final class BackgroundView: UICollectionReusableView {
        required init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor(white: 0.9, alpha: 1)
            layer.cornerRadius = 12
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    static func layout() -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { section, _ in
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: "header", alignment: .top)
            if section == 0 {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                                   heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(116)),
                    repeatingSubitem: item, count: 3)
                let s = NSCollectionLayoutSection(group: group)
                s.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                s.boundarySupplementaryItems = [header]
                let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
                background.contentInsets = NSDirectionalEdgeInsets(top: 44, leading: 8, bottom: 0, trailing: 8)
                s.decorationItems = [background]
                return s
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(140)), subitems: [item])
            let s = NSCollectionLayoutSection(group: group)
            s.orthogonalScrollingBehavior = .groupPaging
            s.interGroupSpacing = 12
            s.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            s.boundarySupplementaryItems = [header]
            return s
        }
        layout.register(BackgroundView.self, forDecorationViewOfKind: "background")
        return layout
    }

    @Test("A compositional grid with diffable data draws its cells at their frames")
    func grid() throws {
        _ = MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: Self.layout())
        cv.contentInsetAdjustmentBehavior = .never
        cv.backgroundColor = .white
        window.addSubview(cv)
        let cells = UICollectionView.CellRegistration<TileCell, Int> { cell, _, item in
            cell.contentView.backgroundColor = Self.colours[item % Self.colours.count]
            cell.label.text = "\(item)"
        }
        let headers = UICollectionView.SupplementaryRegistration<HeaderView>(elementKind: "header") { view, _, indexPath in
            view.label.text = indexPath.section == 0 ? "Grid" : "Carousel"
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { cv, _, indexPath in cv.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(0..<9), toSection: 0)
        snapshot.appendItems(Array(100..<105), toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()

        let frame = try Renderer().render(RenderTree(capturing: window.layer), scale: 1)
        let png = PNGCodec.encode(frame)
        try Data(png).write(to: URL(fileURLWithPath: "/tmp/segue-compositional-grid.png"))

        // Columns: (390 − 32) / 3 = 119.33 wide from x = 16; rows 116 tall from y = 44 + 8.
        // Sampled 30 points above each centre, clear of the number.
        func centre(column: Int, row: Int) -> (Int, Int) {
            (Int(16 + (CGFloat(column) + 0.5) * 358 / 3), Int(52 + (CGFloat(row) + 0.5) * 116) - 30)
        }
        func rgb(_ colour: UIColor) -> (UInt8, UInt8, UInt8) {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            colour.getRed(&r, green: &g, blue: &b, alpha: &a)
            return (UInt8((r * 255).rounded()), UInt8((g * 255).rounded()), UInt8((b * 255).rounded()))
        }
        for item in 0..<9 {
            let (x, y) = centre(column: item % 3, row: item / 3)
            let p = frame.pixel(x: x, y: y)
            let expected = rgb(Self.colours[item])
            #expect(abs(Int(p.r) - Int(expected.0)) <= 2 && abs(Int(p.g) - Int(expected.1)) <= 2 && abs(Int(p.b) - Int(expected.2)) <= 2,
                    "item \(item) at (\(x), \(y)): \(p)")
        }
        // Between items 0 and 1 (x = 16 + 119.33 ± 4): the section background, light grey.
        let gap = frame.pixel(x: 135, y: 110)
        #expect(abs(Int(gap.r) - 230) <= 1 && gap.r == gap.g && gap.g == gap.b, "\(gap)")
        // The carousel's first cell (item 100: orange): x 16 … 16 + 0.7 · 358, y 408 + 44 + 8 = 460 … 600.
        let carousel = frame.pixel(x: 60, y: 490)
        let first = rgb(Self.colours[100 % Self.colours.count])
        #expect(abs(Int(carousel.r) - Int(first.0)) <= 2 && abs(Int(carousel.g) - Int(first.1)) <= 2)
        withExtendedLifetime(dataSource) {}
    }
}
