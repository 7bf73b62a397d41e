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
