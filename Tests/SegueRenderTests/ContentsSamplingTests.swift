import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// `contentsRect`, `contentsCenter` and the contents filters.
@Suite(.serialized) struct ContentsSamplingTests {
    /// An image of `size` pixels coloured by `color(x, y)` (opaque).
    static func image(_ size: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8)) -> CGImage {
        var pixels = [UInt8](repeating: 255, count: size * size * 4)
        for y in 0..<size {
            for x in 0..<size {
                let c = color(x, y)
                pixels[(y * size + x) * 4] = c.0; pixels[(y * size + x) * 4 + 1] = c.1; pixels[(y * size + x) * 4 + 2] = c.2
            }
        }
        return CGImage(width: size, height: size, premultipliedRGBA: pixels)!
    }

    /// Quadrants: red top-left, green top-right, blue bottom-left, white bottom-right (40 × 40).
    static let sheet = image(40) { x, y in
        switch (x < 20, y < 20) {
        case (true, true): return (255, 0, 0)
        case (false, true): return (0, 255, 0)
        case (true, false): return (0, 0, 255)
        default: return (255, 255, 255)
        }
    }

    static func tree(_ image: CGImage, bounds: CGSize = CGSize(width: 100, height: 100),
                     _ configure: (inout RenderLayer) -> Void) -> RenderTree {
        makeTree(.frame(CGRect(x: 0, y: 0, width: 120, height: 120), { $0.backgroundColor = .black }, children: [
            .frame(CGRect(origin: CGPoint(x: 10, y: 10), size: bounds)) { layer in
                layer.contents = image
                configure(&layer)
            },
        ]))
    }

    @Test func contentsRectDrawsOneFrameOfASpriteSheet() throws {
        let frame = try Renderer().render(Self.tree(Self.sheet) {
            $0.contentsSampling.rect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
        })
        // The green quadrant fills the whole layer.
        for (x, y) in [(15, 15), (60, 60), (105, 105)] { expectPixel(frame, x, y, to: [0, 255, 0], tolerance: 2) }
    }

    @Test func nearestMagnificationKeepsHardPixelEdges() throws {
        let sampling: (inout RenderLayer) -> Void = { $0.contentsSampling.magnificationFilter = .nearest }
        let nearest = try Renderer().render(Self.tree(Self.sheet, sampling))
        // Each image pixel covers 2.5 points: at the quadrant border (window x = 60) the
        // nearest filter switches from red to green within one pixel; linear blends them.
        expectPixel(nearest, 58, 30, to: [255, 0, 0], tolerance: 0)
        expectPixel(nearest, 61, 30, to: [0, 255, 0], tolerance: 0)
        let linear = try Renderer().render(Self.tree(Self.sheet) { _ in })
        #expect(linear.rgb(59, 30)[1] > 20 && linear.rgb(59, 30)[0] > 20)
    }

    /// Black and white one-pixel columns, 120 × 120, shrunk 3:1 into a 40-point layer at 1x.
    /// Output pixel i's centre maps to image x = 3i + 1.5, the centre of column 3i + 1.
    static func stripes(_ minification: CALayerContentsFilter) throws -> Frame {
        let stripes = image(120) { x, _ in x % 2 == 0 ? (0, 0, 0) : (255, 255, 255) }
        return try Renderer().render(tree(stripes, bounds: CGSize(width: 40, height: 40)) {
            $0.contentsSampling.minificationFilter = minification
        })
    }

    @Test func linearMinificationFiltersTheImagesOwnPixels() throws {
        // Core Animation's default: bilinear over the image itself (no mipmaps), so each
        // pixel takes exactly the column under its centre: white (odd), black (even), white…
        let frame = try Self.stripes(.linear)
        for i in 2..<38 {
            let column = 3 * i + 1
            expectPixel(frame, 10 + i, 30, to: column % 2 == 1 ? [255, 255, 255] : [0, 0, 0], tolerance: 1)
        }
    }

    @Test func trilinearMinificationAveragesThroughMipmaps() throws {
        // "Enables mipmap generation": the columns average to grey.
        let frame = try Self.stripes(.trilinear)
        for i in 2..<38 { expectPixel(frame, 10 + i, 30, to: [128, 128, 128], tolerance: 12) }
    }

    @Test func contentsCenterStretchesOnlyTheCentre() throws {
        // 30 × 30: a 10-pixel red frame around a blue centre; the centre third stretches.
        let framed = Self.image(30) { x, y in (10..<20).contains(x) && (10..<20).contains(y) ? (0, 0, 255) : (255, 0, 0) }
        let frame = try Renderer().render(Self.tree(framed, bounds: CGSize(width: 100, height: 60)) {
            $0.contentsSampling.center = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
            $0.contentsSampling.magnificationFilter = .nearest
        })
        goldens.check(frame, named: "contents-center-nine-part")
        // The frame keeps its 10 points on every side of the 100 × 60 layer at (10, 10).
        expectPixel(frame, 15, 40, to: [255, 0, 0], tolerance: 0)    // left border
        expectPixel(frame, 104, 40, to: [255, 0, 0], tolerance: 0)   // right border
        expectPixel(frame, 60, 15, to: [255, 0, 0], tolerance: 0)    // top border
        expectPixel(frame, 60, 64, to: [255, 0, 0], tolerance: 0)    // bottom border
        expectPixel(frame, 21, 40, to: [0, 0, 255], tolerance: 0)    // the stretched centre
        expectPixel(frame, 98, 58, to: [0, 0, 255], tolerance: 0)
        expectPixel(frame, 60, 75, to: [0, 0, 0], tolerance: 0)      // below the layer
    }
}
