import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// `shouldRasterize`: the subtree drawn from a cached bitmap at
/// `rasterizationScale`, reused while the subtree draws the same picture.
@Suite(.serialized) struct RasterizeTests {
    /// A 120 × 120 black window; at (10, 10) a 100 × 100 layer with a red left
    /// and a blue right half (sublayers) and a white disc in the middle.
    static func tree(rasterized: Bool, scale: CGFloat = 1, position: CGPoint = CGPoint(x: 60, y: 60),
                     right: CGColor = color(0, 0, 1)) -> RenderTree {
        var card = Node.frame(CGRect(x: 10, y: 10, width: 100, height: 100), { layer in
            layer.shouldRasterize = rasterized
            layer.rasterizationScale = scale
        }, children: [
            .frame(CGRect(x: 0, y: 0, width: 50, height: 100)) { $0.backgroundColor = color(1, 0, 0) },
            .frame(CGRect(x: 50, y: 0, width: 50, height: 100)) { $0.backgroundColor = right },
            .frame(CGRect(x: 30, y: 30, width: 40, height: 40)) { $0.backgroundColor = .white; $0.cornerRadius = 20 },
        ])
        card.layer.position = position
        return makeTree(.frame(CGRect(x: 0, y: 0, width: 120, height: 120), { $0.backgroundColor = .black },
                               children: [card]))
    }

    @Test func rasterizedAtTheScreenScaleLooksLikeTheLayer() throws {
        let renderer = try Renderer()
        let direct = try renderer.render(Self.tree(rasterized: false), scale: 2)
        let cached = try renderer.render(Self.tree(rasterized: true, scale: 2), scale: 2)
        var differing = 0
        for i in 0..<direct.pixels.count where abs(Int(direct.pixels[i]) - Int(cached.pixels[i])) > 3 { differing += 1 }
        // Only the antialiased fringe of the disc may differ (resampled once more).
        #expect(differing < 200)
        expectPixel(cached, 40, 40, to: [255, 0, 0], tolerance: 0)
    }

    @Test func aLowRasterizationScaleLooksCoarse() throws {
        let frame = try Renderer().render(Self.tree(rasterized: true, scale: 0.25), scale: 2)
        goldens.check(frame, named: "rasterized-quarter-scale")
        // The red–blue edge (window x = 60, pixel 120 at 2x) is spread over the bitmap's
        // 8-pixel texels instead of one pixel: two pixels from it the colours still mix.
        let near = frame.rgb(117, 40)
        #expect(near[0] > 20 && near[2] > 20)
        // Far from any edge the colours are exact.
        expectPixel(frame, 40, 40, to: [255, 0, 0], tolerance: 0)
        expectPixel(frame, 200, 200, to: [0, 0, 255], tolerance: 0)
        let sharp = try Renderer().render(Self.tree(rasterized: false), scale: 2)
        #expect(sharp.rgb(117, 40) == [255, 0, 0])
    }

    @Test func theBitmapIsReusedUntilTheSubtreeChanges() throws {
        // One tree, changed the way commits change snapshots: a node's boxed values
        // (colours) are replaced, plain ones (position) written in place.
        let renderer = try Renderer()
        let tree = Self.tree(rasterized: true)
        _ = try renderer.render(tree)
        _ = try renderer.render(tree)
        #expect(renderer.rasterBitmapsDrawn == 1)
        // Moving the rasterized layer reuses its bitmap.
        let moved = try renderer.render(tree.withLayer(named: nil, at: 1) { $0.position.x += 5 })
        #expect(renderer.rasterBitmapsDrawn == 1)
        expectPixel(moved, 17, 60, to: [255, 0, 0], tolerance: 0)
        expectPixel(moved, 13, 60, to: [0, 0, 0], tolerance: 0)
        // A sublayer's change redraws it.
        let green = try renderer.render(tree.withLayer(named: nil, at: 3) { $0.backgroundColor = color(0, 1, 0) })
        #expect(renderer.rasterBitmapsDrawn == 2)
        expectPixel(green, 100, 20, to: [0, 255, 0], tolerance: 0)
        // A frame without the layer drops the bitmap.
        _ = try renderer.render(Self.tree(rasterized: false))
        #expect(renderer.rasterBitmapsKept == 0)
    }
}

extension RasterizeTests {
    @Test func groupOpacityInsideARasterizedLayerLooksTheSame() throws {
        // A half-transparent group (two overlapping squares) inside the rasterized layer.
        func tree(rasterized: Bool) -> RenderTree {
            makeTree(.frame(CGRect(x: 0, y: 0, width: 120, height: 120), { $0.backgroundColor = .black }, children: [
                .frame(CGRect(x: 20, y: 20, width: 60, height: 60), { $0.shouldRasterize = rasterized; $0.rasterizationScale = 2 },
                       children: [
                    .frame(CGRect(x: 0, y: 0, width: 60, height: 60), { $0.opacity = 0.5 }, children: [
                        .frame(CGRect(x: 0, y: 0, width: 40, height: 40)) { $0.backgroundColor = color(1, 0, 0) },
                        .frame(CGRect(x: 20, y: 20, width: 40, height: 40)) { $0.backgroundColor = color(0, 0, 1) },
                    ]),
                ]),
            ]))
        }
        let renderer = try Renderer()
        let direct = try renderer.render(tree(rasterized: false), scale: 2)
        let cached = try renderer.render(tree(rasterized: true), scale: 2)
        expectPixel(cached, 100, 100, to: [0, 0, 128], tolerance: 1) // the overlap (points 40–60): blue once at 0.5
        expectPixel(cached, 60, 60, to: [128, 0, 0], tolerance: 1)
        expectPixel(cached, 50, 50, to: direct.rgb(50, 50), tolerance: 1)
        expectPixel(cached, 140, 140, to: direct.rgb(140, 140), tolerance: 1)
    }
}
