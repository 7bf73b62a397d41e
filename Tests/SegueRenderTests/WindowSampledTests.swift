import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// The interior of window-sampled shapes (RenderEngine+WindowSampled.swift): the rectangle
/// drawn without shape maths must lie where the shader's rounded-corner coverage,
/// `clamp(0.5 − (|q| − r) / pixel, 0, 1)` with `q` the offset into a corner's square, is 1,
/// that is, at least half a pixel inside every corner's arc.
struct WindowSampledTests {
    /// The largest distance of a corner of `rect` from the centre of the corner arc of its
    /// quadrant, among the corners inside that arc's square (`q` > 0 in both axes; 0 when
    /// none is). The rectangle's corners are its points deepest in each quadrant.
    static func deepestCornerReach(of rect: CGRect, bounds: CGRect, radius r: CGFloat) -> CGFloat {
        var reach: CGFloat = 0
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            let qx = abs(x - bounds.midX) - (bounds.width / 2 - r)
            let qy = abs(y - bounds.midY) - (bounds.height / 2 - r)
            if qx > 0 && qy > 0 { reach = max(reach, (qx * qx + qy * qy).squareRoot()) }
        }
        return reach
    }

    @Test func aCirclesInteriorIsItsInscribedSquareLessAPixel() throws {
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        let rect = try #require(RenderEngine.fullCoverageRect((bounds, nil), bounds: bounds, radius: 100,
                                                              matrix: CATransform3DIdentity, scale: 2))
        // Within the arc by at least half a pixel (a pixel is half a point at 2x).
        #expect(Self.deepestCornerReach(of: rect, bounds: bounds, radius: 100) <= 100 - 0.25)
        // The inset square: side 200 − 2 · (100 (1 − 1/√2) + 0.5), about 140 points.
        #expect(abs(rect.width - (200 - 2 * (100 * (1 - 1 / 2.0.squareRoot()) + 0.5))) < 1e-9)
        #expect(rect.midX == 100 && rect.midY == 100 && rect.width == rect.height)
    }

    @Test func aWideRoundedRectangleKeepsItsFullHeightBetweenTheCorners() throws {
        let bounds = CGRect(x: 10, y: 20, width: 200, height: 50)
        let rect = try #require(RenderEngine.fullCoverageRect((bounds, nil), bounds: bounds, radius: 10,
                                                              matrix: CATransform3DIdentity, scale: 1))
        #expect(rect == CGRect(x: 20, y: 20, width: 180, height: 50))
    }

    @Test func antialiasedEdgesAndRotationKeepTheInteriorAPixelIn() throws {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        // A quad outset by one point for its antialiased edges: the interior stays a point inside them.
        let quad = bounds.insetBy(dx: -1, dy: -1)
        let rotation = CATransform3DMakeRotation(0.3, 0, 0, 1)
        let rect = try #require(RenderEngine.fullCoverageRect((quad, bounds), bounds: bounds, radius: 30,
                                                              matrix: rotation, scale: 1))
        #expect(bounds.insetBy(dx: 1, dy: 1).contains(rect))
        // A rotation keeps lengths: one pixel is one point, so the arc margin is at least half of one.
        #expect(Self.deepestCornerReach(of: rect, bounds: bounds, radius: 30) <= 30 - 0.5)
        #expect(rect.width > 0 && rect.height > 0)
        // Square corners: the whole inside of the edges.
        let square = try #require(RenderEngine.fullCoverageRect((quad, bounds), bounds: bounds, radius: 0,
                                                                matrix: rotation, scale: 1))
        #expect(square == bounds.insetBy(dx: 1, dy: 1))
    }
}
