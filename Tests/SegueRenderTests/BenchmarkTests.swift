import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// A phone-sized scene exercising every feature, for timing.
enum PhoneScene {
    static func tree(flip: CGFloat = 0.6) -> RenderTree {
        let font = GlyphRasterizer.fallbackFontPath
        let rasterizer = GlyphRasterizer()
        func text(_ s: String, size: CGFloat) -> TextLayout {
            var x: CGFloat = 12
            let glyphs = s.unicodeScalars.map { scalar -> PositionedGlyph in
                let index = rasterizer.glyphIndex(fontPath: font, character: scalar)
                defer { x += CGFloat(rasterizer.glyph(fontPath: font, pixelSize: Double(size), index: index)?.advance ?? 8) }
                return PositionedGlyph(glyphIndex: index, position: CGPoint(x: x, y: size + 8))
            }
            return TextLayout(runs: [GlyphRun(fontPath: font, pointSize: size, color: .black, glyphs: glyphs)])
        }
        let cards: [Node] = (0..<10).map { i in
            .frame(CGRect(x: 16, y: 100 + CGFloat(i) * 70, width: 358, height: 60)) { layer in
                layer.backgroundColor = .white
                layer.cornerRadius = 12
                layer.shadowOpacity = 0.25
                layer.shadowRadius = 6
                layer.shadowOffset = CGSize(width: 0, height: 3)
                layer.text = text("Row \(i): the quick brown fox", size: 17)
            }
        }
        return makeTree(.frame(CGRect(x: 0, y: 0, width: 390, height: 844), { $0.backgroundColor = color(0.95, 0.95, 0.97) },
                               children: [
            .frame(CGRect(x: 0, y: 0, width: 390, height: 844), { layer in
                var p = CATransform3DIdentity
                p.m34 = -1.0 / 500
                layer.sublayerTransform = p
            }, children: [
                .frame(CGRect(x: 0, y: 0, width: 390, height: 844), { layer in
                    layer.transform = CATransform3DMakeRotation(flip, 0, 1, 0)
                    layer.opacity = 0.9
                }, children: cards + [
                    .frame(CGRect(x: 95, y: 20, width: 200, height: 70)) { layer in
                        layer.contents = CompositingTests.quadrantImage()
                        layer.contentsGravity = .resizeAspectFill
                        layer.masksToBounds = true
                        layer.cornerRadius = 16
                    },
                ]),
            ]),
        ]))
    }
}

@Suite(.serialized) struct BenchmarkTests {
    @Test func phoneSceneTimings() throws {
        let results = try RenderBenchmark.measure(tree: PhoneScene.tree(), scales: [1, 2, 3], iterations: 5)
        for r in results where ProcessInfo.processInfo.environment["SEGUE_TEST_VERBOSE"] == "1" {
            print(String(format: "phone scene @%.0fx: median %.2f ms, memset floor %.3f ms", r.scale, r.medianMilliseconds,
                         r.floorMilliseconds))
        }
        #expect(results.count == 3)
    }

    @Test func phoneSceneRenders() throws {
        let frame = try Renderer().render(PhoneScene.tree(), scale: 1)
        goldens.check(frame, named: "phone-scene")
    }
}
