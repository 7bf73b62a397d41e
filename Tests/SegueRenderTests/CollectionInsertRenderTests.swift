import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// A collection view half way through inserting an item, drawn: the new
/// item (red) is partly transparent over the white background in its final
/// place, and the item it displaced (blue) is between its old and new rows.
@MainActor
@Suite(.serialized) struct CollectionInsertRenderTests {
    final class Source: NSObject, UICollectionViewDataSource {
        var colours: [UIColor] = [.systemGreen, .systemBlue, .systemOrange]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { colours.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.contentView.backgroundColor = colours[indexPath.item]
            return cell
        }
    }

    @Test("Mid-insert: the new item fades in in place while the next one slides down")
    func midInsert() throws {
        let clock = MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 370, height: 100)
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.backgroundColor = .white
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        cv.dataSource = source
        window.addSubview(cv)
        cv.layoutIfNeeded()
        source.colours.insert(.systemRed, at: 1)
        cv.insertItems(at: [IndexPath(item: 1, section: 0)])
        clock.advance(by: 0.15)

        let frame = try Renderer().render(RenderTree(capturing: window.layer), scale: 1)
        try Data(PNGCodec.encode(frame)).write(to: URL(fileURLWithPath: "/tmp/segue-collection-insert.png"))
        // The new item's row (y 120 … 220) near its top, clear of the sliding blue item
        // (which moves from y 120 to 230): red blended with white — red full, green and blue raised.
        let red = frame.pixel(x: 195, y: 112 + 10)
        #expect(red.r > 240 && red.g > 80 && red.g < 230, "\(red)")
        // The blue item slides from y 120 … 220 to 230 … 330: mid-way it covers y 250, which
        // neither its old nor its new frame alone would at the start (white gap at 220 … 230 aside).
        let blue = frame.pixel(x: 195, y: 250)
        #expect(blue.b > 200 && blue.r < 60, "\(blue)")
        // The orange item (from 230 … 330 to 340 … 440) has left y 235 uncovered and not yet reached 430.
        let gapBelowOrange = frame.pixel(x: 195, y: 430)
        #expect(gapBelowOrange.r > 240 && gapBelowOrange.g > 240 && gapBelowOrange.b > 240, "\(gapBelowOrange)")
        withExtendedLifetime((window, source)) {}
    }
}
