import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// `isGeometryFlipped`: a flipped layer's sublayers are placed with y up
/// from the bottom of its bounds, and their own sublayers inherit that
/// space; the flipped layer itself and its background do not move.
@Suite(.serialized) struct GeometryFlippedTests {
    @Test func sublayersAreMirroredAboutTheBoundsCentreLine() throws {
        // Flipped grey layer at window (10, 10, 80, 80): child y ↦ 80 − y.
        let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 100, height: 100), { $0.backgroundColor = .white }, children: [
            .frame(CGRect(x: 10, y: 10, width: 80, height: 80), { layer in
                layer.backgroundColor = color(0.5, 0.5, 0.5)
                layer.isGeometryFlipped = true
            }, children: [
                // y 0…20 → window y 70…90, x 10…40.
                .frame(CGRect(x: 0, y: 0, width: 30, height: 20)) { $0.backgroundColor = color(1, 0, 0) },
                // y 0…40 → window y 50…90, x 50…90.
                .frame(CGRect(x: 40, y: 0, width: 40, height: 40), { $0.backgroundColor = color(0, 1, 0) }, children: [
                    // Inherits the flipped space: y 0…10 → window y 80…90.
                    .frame(CGRect(x: 0, y: 0, width: 40, height: 10)) { $0.backgroundColor = color(1, 1, 0) },
                ]),
            ]),
        ]))
        let frame = try Renderer().render(tree)
        expectPixel(frame, 20, 80, to: [255, 0, 0])
        expectPixel(frame, 20, 20, to: [128, 128, 128], tolerance: 3)
        expectPixel(frame, 20, 65, to: [128, 128, 128], tolerance: 3)
        expectPixel(frame, 70, 55, to: [0, 255, 0])
        expectPixel(frame, 70, 85, to: [255, 255, 0])
        expectPixel(frame, 70, 45, to: [128, 128, 128], tolerance: 3)
        expectPixel(frame, 5, 5, to: [255, 255, 255])
        goldens.check(frame, named: "geometry-flipped")
    }

    /// Core Animation: flipping affects the sublayers' geometry, not how their contents
    /// are drawn ("image orientation remains the same"): a sublayer's image stays upright.
    @Test func sublayerContentsStayUpright() throws {
        // Top half red, bottom half blue; a flipped grandchild is mirrored twice.
        var pixels = [UInt8]()
        for row in 0..<20 { for _ in 0..<20 { pixels += row < 10 ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        let image = try #require(CGImage(width: 20, height: 20, premultipliedRGBA: pixels))
        let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 100, height: 100), { $0.backgroundColor = .white }, children: [
            .frame(CGRect(x: 0, y: 0, width: 100, height: 100), { $0.isGeometryFlipped = true }, children: [
                // y 0…40 → window y 60…100; its image upright.
                .frame(CGRect(x: 10, y: 0, width: 40, height: 40)) { $0.contents = image },
                // A flipped sublayer of the flipped space: its own sublayer is back to y down.
                .frame(CGRect(x: 55, y: 0, width: 40, height: 40), { $0.isGeometryFlipped = true }, children: [
                    .frame(CGRect(x: 0, y: 0, width: 40, height: 40)) { $0.contents = image },
                ]),
            ]),
        ]))
        let frame = try Renderer().render(tree)
        expectPixel(frame, 30, 65, to: [255, 0, 0])
        expectPixel(frame, 30, 95, to: [0, 0, 255])
        expectPixel(frame, 75, 65, to: [255, 0, 0])
        expectPixel(frame, 75, 95, to: [0, 0, 255])
        expectPixel(frame, 30, 30, to: [255, 255, 255])
        goldens.check(frame, named: "geometry-flipped-contents-upright")
    }
}
