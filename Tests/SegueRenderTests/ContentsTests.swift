import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

@Suite(.serialized) struct ContentsTests {
    /// A 1-pixel black/white checkerboard drawn at a quarter of its size averages
    /// to mid grey (mipmapped sampling) instead of aliasing to black or white.
    @Test func minifiedImagesAreFiltered() throws {
        var pixels = [UInt8](repeating: 255, count: 128 * 128 * 4)
        for y in 0..<128 { for x in 0..<128 where (x + y) % 2 == 0 { for c in 0..<3 { pixels[(y * 128 + x) * 4 + c] = 0 } } }
        let image = try #require(CGImage(width: 128, height: 128, premultipliedRGBA: pixels))
        let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 40, height: 40), children: [
            .frame(CGRect(x: 4, y: 4, width: 32, height: 32)) { $0.contents = image },
        ]))
        let frame = try Renderer().render(tree)
        for (x, y) in [(10, 10), (20, 20), (30, 12)] {
            let v = frame.rgb(x, y)[0]
            #expect(abs(v - 128) <= 8, "pixel (\(x), \(y)) = \(v)")
        }
    }

    /// Gravity and contentsScale: a 20×20-pixel image at contentsScale 2 is
    /// 10×10 points, centred in a 30×30 layer (window 15..25).
    @Test func gravityUsesPointSize() throws {
        let image = try #require(CGImage(width: 20, height: 20, premultipliedRGBA: [UInt8](repeating: 255, count: 1600)))
        let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 40, height: 40), children: [
            .frame(CGRect(x: 5, y: 5, width: 30, height: 30)) { layer in
                layer.contents = image
                layer.contentsScale = 2
                layer.contentsGravity = .center
            },
        ]))
        let frame = try Renderer().render(tree)
        #expect(frame.rgb(15, 15) == [255, 255, 255] && frame.rgb(24, 24) == [255, 255, 255])
        #expect(frame.rgb(14, 20) == [0, 0, 0] && frame.rgb(25, 20) == [0, 0, 0])
    }
}

extension ContentsTests {
    /// Texturing is perspective-correct: on a card turned 60° under m34 = -1/300 the
    /// boundary between the image's red left half and blue right half lands where the
    /// card's centre projects (x = 60), not at the screen midpoint of its edges (≈ 58.7),
    /// where screen-space (affine) interpolation would put it.
    @Test func texturingIsPerspectiveCorrect() throws {
        var pixels = [UInt8](repeating: 255, count: 60 * 80 * 4)
        for y in 0..<80 { for x in 0..<60 { let i = (y * 60 + x) * 4; pixels[i] = x < 30 ? 255 : 0; pixels[i + 1] = 0; pixels[i + 2] = x < 30 ? 0 : 255 } }
        let image = try #require(CGImage(width: 60, height: 80, premultipliedRGBA: pixels))
        let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 120, height: 120), { layer in
            var p = CATransform3DIdentity
            p.m34 = -1.0 / 300
            layer.sublayerTransform = p
        }, children: [
            .frame(CGRect(x: 30, y: 20, width: 60, height: 80)) { layer in
                layer.contents = image
                layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
            },
        ]))
        let frame = try Renderer().render(tree)
        let left = frame.rgb(59, 60), right = frame.rgb(60, 60), affineSide = frame.rgb(58, 60)
        #expect(left[0] > left[2], "x 59 should be red: \(left)")
        #expect(right[2] > right[0], "x 60 should be blue: \(right)")
        #expect(affineSide[0] > affineSide[2], "x 58 should be red: \(affineSide)")
    }
}
