import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// `masksToBounds` without multisampling (RenderEngine+Clipping.swift): a clipped
/// subtree keeps exactly the pixels whose centres lie inside the clipping layer's
/// rounded bounds, GL's sampling rule, whether the clip is drawn into the stencil or,
/// for square clips under a 2-D scale and translation, set as the scissor.
@MainActor
@Suite(.serialized) struct ClippingTests {
    /// A 40 × 30 black root holding a view at `frame` that clips to its bounds, with
    /// a green subview overflowing it on every side.
    static func frame(clipping frame: CGRect, cornerRadius: CGFloat = 0, scale: CGFloat) throws -> Frame {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        root.backgroundColor = .black
        let clip = UIView(frame: frame)
        clip.clipsToBounds = true
        clip.layer.cornerRadius = cornerRadius
        root.addSubview(clip)
        let child = UIView(frame: CGRect(x: -20, y: -20, width: frame.width + 40, height: frame.height + 40))
        child.backgroundColor = .green
        clip.addSubview(child)
        return try Renderer().render(RenderTree(capturing: root.layer, atMediaTime: 0), scale: scale)
    }

    /// Pixel `i` (centre i + 0.5) is kept when lo ≤ i + 0.5 < hi.
    static func kept(_ i: Int, _ lo: CGFloat, _ hi: CGFloat) -> Bool {
        CGFloat(i) + 0.5 >= lo && CGFloat(i) + 0.5 < hi
    }

    @Test(arguments: [1, 2] as [CGFloat])
    func aSquareClipOffThePixelGridKeepsThePixelsWhoseCentresItCovers(scale: CGFloat) throws {
        let rect = CGRect(x: 10.7, y: 5.75, width: 19.6, height: 14.5) // edges 10.7…30.3, 5.75…20.25
        let frame = try Self.frame(clipping: rect, scale: scale)
        for x in 0..<frame.width {
            for y in 0..<frame.height {
                let inside = Self.kept(x, rect.minX * scale, rect.maxX * scale)
                    && Self.kept(y, rect.minY * scale, rect.maxY * scale)
                #expect(frame.rgb(x, y) == (inside ? [0, 255, 0] : [0, 0, 0]), "pixel (\(x), \(y)) at \(scale)x")
            }
        }
    }

    @Test func aRoundedClipKeepsItsStraightEdgesAndCutsItsCorners() throws {
        let rect = CGRect(x: 4.5, y: 3.5, width: 30, height: 22)
        let frame = try Self.frame(clipping: rect, cornerRadius: 8, scale: 1)
        #expect(frame.rgb(19, 14) == [0, 255, 0])                         // the middle
        // Edges 4.5…34.5 and 3.5…25.5: a centre on the left or top edge is in, on the right or bottom out.
        #expect(frame.rgb(4, 14) == [0, 255, 0] && frame.rgb(3, 14) == [0, 0, 0])
        #expect(frame.rgb(33, 14) == [0, 255, 0] && frame.rgb(34, 14) == [0, 0, 0])
        #expect(frame.rgb(19, 3) == [0, 255, 0] && frame.rgb(19, 2) == [0, 0, 0])
        #expect(frame.rgb(19, 24) == [0, 255, 0] && frame.rgb(19, 25) == [0, 0, 0])
        // The corner arcs (radius 8, centres (12.5, 11.5) and (26.5, 17.5)).
        #expect(frame.rgb(5, 4) == [0, 0, 0])                             // outside the top-left arc
        #expect(frame.rgb(33, 24) == [0, 0, 0])                           // outside the bottom-right arc
        #expect(frame.rgb(8, 7) == [0, 255, 0])                           // inside the arc's reach
    }

    /// A 40 × 30 black view to render on.
    static func blackRoot() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        root.backgroundColor = .black
        return root
    }

    /// A view that clips its subviews to its bounds rounded by `radius`.
    static func roundedClip(_ frame: CGRect, radius: CGFloat) -> UIView {
        let view = UIView(frame: frame)
        view.clipsToBounds = true
        view.layer.cornerRadius = radius
        return view
    }

    @Test func aRoundedClipInsideARoundedClipIsCutByBoth() throws {
        // Outer: (4, 4, 32, 22), radius 8; inner: its child at (0, 0, 16, 22), radius 6, holding green.
        let root = Self.blackRoot()
        let outer = Self.roundedClip(CGRect(x: 4, y: 4, width: 32, height: 22), radius: 8)
        let inner = Self.roundedClip(CGRect(x: 0, y: 0, width: 16, height: 22), radius: 6)
        let fill = UIView(frame: CGRect(x: -10, y: -10, width: 60, height: 60))
        fill.backgroundColor = .green
        inner.addSubview(fill)
        outer.addSubview(inner)
        root.addSubview(outer)
        let frame = try Renderer().render(RenderTree(capturing: root.layer, atMediaTime: 0), scale: 1)
        #expect(frame.rgb(12, 15) == [0, 255, 0])      // inside both
        #expect(frame.rgb(4, 4) == [0, 0, 0])          // cut by the outer corner (and the inner)
        #expect(frame.rgb(19, 5) == [0, 0, 0])         // the inner's top-right corner, inside the outer
        #expect(frame.rgb(19, 15) == [0, 255, 0])      // the inner's right edge between its corners
        #expect(frame.rgb(25, 15) == [0, 0, 0])        // beyond the inner
    }

    @Test func whatIsDrawnAfterARoundedClipIsNotCut() throws {
        // A rounded clip, then a sibling over the same place: the clip's corners leave no trace.
        let root = Self.blackRoot()
        let clip = Self.roundedClip(CGRect(x: 4, y: 4, width: 32, height: 22), radius: 8)
        let red = UIView(frame: clip.bounds)
        red.backgroundColor = .red
        clip.addSubview(red)
        let over = UIView(frame: CGRect(x: 4, y: 4, width: 32, height: 22))
        over.backgroundColor = UIColor.green.withAlphaComponent(0.5)
        root.addSubview(clip)
        root.addSubview(over)
        let frame = try Renderer().render(RenderTree(capturing: root.layer, atMediaTime: 0), scale: 1)
        let corner = frame.rgb(4, 4), middle = frame.rgb(20, 15)
        #expect(corner[0] == 0 && abs(corner[1] - 128) <= 1)                       // green over black
        #expect(abs(middle[0] - 128) <= 1 && abs(middle[1] - 128) <= 1)            // green over red
    }
}
