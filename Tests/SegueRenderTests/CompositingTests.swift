import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

@Suite(.serialized) struct CompositingTests {
    /// An 80×80 image in four quadrants: red, green / blue, yellow.
    static func quadrantImage() -> CGImage {
        var pixels = [UInt8](repeating: 255, count: 80 * 80 * 4)
        for y in 0..<80 {
            for x in 0..<80 {
                let c: [UInt8] = switch (x < 40, y < 40) {
                case (true, true): [255, 0, 0]
                case (false, true): [0, 255, 0]
                case (true, false): [0, 0, 255]
                case (false, false): [255, 255, 0]
                }
                pixels.replaceSubrange((y * 80 + x) * 4 ..< (y * 80 + x) * 4 + 3, with: c)
            }
        }
        return CGImage(width: 80, height: 80, premultipliedRGBA: pixels)!
    }

    /// An 80×80 image layer at the window centre, masksToBounds, corner radius
    /// 20, scaled 0.5 (so 40×40 on screen, corners of radius 10), with a white
    /// child overflowing its bottom-right corner.
    @Test func roundedClippedImageScaledHalf() throws {
        let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 120, height: 120), children: [
            .frame(CGRect(x: 20, y: 20, width: 80, height: 80), { layer in
                layer.contents = Self.quadrantImage()
                layer.masksToBounds = true
                layer.cornerRadius = 20
                layer.transform = CATransform3DMakeScale(0.5, 0.5, 1)
            }, children: [
                .frame(CGRect(x: 60, y: 60, width: 40, height: 40)) { $0.backgroundColor = .white },
            ]),
        ]))
        let frame = try Renderer().render(tree)
        goldens.check(frame, named: "rounded-clipped-image")
        // Screen = 60 + (local - 40) / 2. Corners (outside the radius-10 arcs) stay black.
        for (x, y) in [(40, 40), (41, 41), (79, 40), (40, 79)] { #expect(frame.rgb(x, y) == [0, 0, 0], "(\(x), \(y))") }
        // Quadrants of the image.
        expectPixel(frame, 50, 50, to: [255, 0, 0])
        expectPixel(frame, 70, 50, to: [0, 255, 0])
        expectPixel(frame, 50, 70, to: [0, 0, 255])
        // The child shows inside the parent and is clipped by its rounded corner and bounds.
        expectPixel(frame, 74, 74, to: [255, 255, 255])
        #expect(frame.rgb(79, 79) == [0, 0, 0])
        #expect(frame.rgb(85, 70) == [0, 0, 0])
        #expect(frame.rgb(90, 90) == [0, 0, 0])
        // Straight edges of the clip: just inside / outside the left edge at x = 40.
        expectPixel(frame, 41, 60, to: [0, 0, 255], tolerance: 3)
        #expect(frame.rgb(38, 60) == [0, 0, 0])
    }

    static func groupTree(groupOpacity: Bool) -> RenderTree {
        makeTree(.frame(CGRect(x: 0, y: 0, width: 120, height: 120), children: [
            .frame(CGRect(x: 10, y: 10, width: 100, height: 100), { layer in
                layer.opacity = 0.5
                layer.allowsGroupOpacity = groupOpacity
            }, children: [
                .frame(CGRect(x: 0, y: 0, width: 60, height: 60)) { $0.backgroundColor = color(1, 0, 0) },
                .frame(CGRect(x: 30, y: 30, width: 60, height: 60)) { $0.backgroundColor = color(0, 0, 1) },
            ]),
        ]))
    }

    @Test func groupOpacityDoesNotDoubleBlend() throws {
        let renderer = try Renderer()
        let frame = try renderer.render(Self.groupTree(groupOpacity: true))
        goldens.check(frame, named: "group-opacity")
        // The overlap (blue over red) looks exactly like the blue-only part: the group is
        // composited once at 0.5 over black, 255 × 0.5 = 127.5.
        expectPixel(frame, 55, 55, to: frame.rgb(90, 90), tolerance: 1)
        expectPixel(frame, 90, 90, to: [0, 0, 128], tolerance: 1)
        expectPixel(frame, 20, 20, to: [128, 0, 0], tolerance: 1)
        #expect(frame.rgb(5, 5) == [0, 0, 0])

        // Without group opacity each child blends on its own: red shows through the overlap.
        let separate = try renderer.render(Self.groupTree(groupOpacity: false))
        expectPixel(separate, 55, 55, to: [64, 0, 128], tolerance: 1)
    }

    @Test func crossFadeMidpoint() throws {
        let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 120, height: 120), children: [
            .frame(CGRect(x: 0, y: 0, width: 120, height: 120)) { $0.backgroundColor = color(1, 0, 0); $0.opacity = 0.5 },
            .frame(CGRect(x: 0, y: 0, width: 120, height: 120)) { $0.backgroundColor = color(0, 0, 1); $0.opacity = 0.5 },
        ]))
        let frame = try Renderer().render(tree)
        goldens.check(frame, named: "cross-fade-midpoint")
        // Over black: red·0.5 = 127.5, then blue·0.5 over it: red 127.5·0.5 = 63.75, blue 127.5.
        for (x, y) in [(0, 0), (60, 60), (119, 119)] {
            expectPixel(frame, x, y, to: [64, 0, 128], tolerance: 1)
            #expect(frame.pixel(x: x, y: y).a == 255)
        }
    }

    @Test func shadowDarkensBelowTheCardAndFades() throws {
        let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 120, height: 120), { $0.backgroundColor = color(0.9, 0.9, 0.9) },
                                   children: [
            .frame(CGRect(x: 30, y: 30, width: 60, height: 40)) { layer in
                layer.backgroundColor = .white
                layer.cornerRadius = 8
                layer.shadowOpacity = 0.8
                layer.shadowRadius = 8
                layer.shadowOffset = CGSize(width: 0, height: 6)
            },
        ]))
        let frame = try Renderer().render(tree)
        goldens.check(frame, named: "shadow-card")
        let background = 230
        let below = [71, 73, 76, 80, 86].map { frame.rgb(60, $0)[0] }
        #expect(below.allSatisfy { $0 < background }, "\(below)")
        #expect(zip(below, below.dropFirst()).allSatisfy { $0 < $1 }, "brightness increases with distance: \(below)")
        #expect(abs(frame.rgb(60, 115)[0] - background) <= 1)
        #expect(frame.rgb(60, 50) == [255, 255, 255])
        // The shadow is offset down: above the card it is lighter than below.
        #expect(frame.rgb(60, 27)[0] > frame.rgb(60, 73)[0])
    }

    @Test func multiLineTextStaysInsideItsLabel() throws {
        let font = GlyphRasterizer.fallbackFontPath
        let rasterizer = GlyphRasterizer()
        func line(_ text: String, baseline: CGFloat) -> [PositionedGlyph] {
            var x: CGFloat = 4
            return text.unicodeScalars.map { scalar in
                let index = rasterizer.glyphIndex(fontPath: font, character: scalar)
                defer { x += CGFloat(rasterizer.glyph(fontPath: font, pixelSize: 16, index: index)?.advance ?? 8) }
                return PositionedGlyph(glyphIndex: index, position: CGPoint(x: x, y: baseline))
            }
        }
        let label = CGRect(x: 10, y: 30, width: 100, height: 50)
        let run = GlyphRun(fontPath: font, pointSize: 16, color: .black,
                           glyphs: line("Segue", baseline: 18) + line("Render", baseline: 42))
        let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 120, height: 120), { $0.backgroundColor = .white }, children: [
            .frame(label) { $0.text = TextLayout(runs: [run]) },
        ]))
        let frame = try Renderer().render(tree)
        goldens.check(frame, named: "multiline-text")
        var darkInsideFirstLine = 0, darkInsideSecondLine = 0, darkOutside = 0
        for y in 0..<120 {
            for x in 0..<120 where frame.rgb(x, y)[0] < 128 {
                if label.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                    if y < 30 + 24 { darkInsideFirstLine += 1 } else { darkInsideSecondLine += 1 }
                } else {
                    darkOutside += 1
                }
            }
        }
        #expect(darkInsideFirstLine > 40)
        #expect(darkInsideSecondLine > 40)
        #expect(darkOutside == 0)
    }
}
