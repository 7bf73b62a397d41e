import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

@Suite(.serialized) struct OutputTests {
    static let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 40, height: 30), children: [
        .frame(CGRect(x: 0, y: 0, width: 20, height: 10)) { $0.backgroundColor = color(1, 0, 0, 0.5) },
        .frame(CGRect(x: 30, y: 20, width: 10, height: 10)) { $0.backgroundColor = color(0, 0, 1) },
    ]))

    /// Without a background the frame is transparent and premultiplied.
    @Test func transparentBackgroundIsPremultiplied() throws {
        let frame = try Renderer().render(Self.tree, background: nil)
        #expect(frame.pixel(x: 35, y: 5) == (0, 0, 0, 0))
        let p = frame.pixel(x: 5, y: 5)
        #expect(abs(Int(p.r) - 128) <= 1 && p.g == 0 && p.b == 0 && abs(Int(p.a) - 128) <= 1)
        let image = try #require(frame.cgImage())
        #expect(image.width == 40 && image.height == 30 && image.pixels == frame.pixels)
    }

    /// `scale` multiplies the size; an explicit `size` (pixels) crops or extends
    /// the picture, anchored at the top-left, drawn at `scale`.
    @Test func scaleAndExplicitSize() throws {
        let renderer = try Renderer()
        let doubled = try renderer.render(Self.tree, scale: 2)
        #expect(doubled.width == 80 && doubled.height == 60)
        #expect(doubled.pixel(x: 70, y: 50) == (0, 0, 255, 255))
        #expect(doubled.pixel(x: 58, y: 38) == (0, 0, 0, 255))

        let cropped = try renderer.render(Self.tree, scale: 2, size: CGSize(width: 30, height: 100))
        #expect(cropped.width == 30 && cropped.height == 100)
        #expect(cropped.pixel(x: 5, y: 5).r > 100)          // the red layer, top-left
        #expect(cropped.pixel(x: 5, y: 90) == (0, 0, 0, 255)) // beyond the tree: background
        #expect(cropped.time == Self.tree.time)
    }
}

extension OutputTests {
    /// A tree captured from a layer inside a window frames that layer's bounds:
    /// the root's position and transform (its place in its superlayer) are ignored.
    @Test func rootIsDrawnInItsOwnBoundsSpace() throws {
        var tree = Self.tree
        tree.layers[0].position = CGPoint(x: 500, y: -300)
        tree.layers[0].transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        let renderer = try Renderer()
        #expect(try renderer.render(tree).pixels == (try renderer.render(Self.tree)).pixels)
        // A bounds origin scrolls the content, as in a UIScrollView.
        tree.layers[0].bounds.origin = CGPoint(x: 20, y: 10)
        let scrolled = try renderer.render(tree)
        #expect(scrolled.pixel(x: 15, y: 15) == (0, 0, 255, 255)) // blue layer was at (30, 20)
    }
}
