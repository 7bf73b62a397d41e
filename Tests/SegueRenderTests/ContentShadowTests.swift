import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// Without a shadowPath or an opaque background, a layer's shadow follows the
/// alpha of what it and its sublayers draw (as Core Animation's does).
@Suite(.serialized) struct ContentShadowTests {
    static func tree(opacity: Float = 1) -> RenderTree {
        makeTree(.frame(CGRect(x: 0, y: 0, width: 120, height: 120), { $0.backgroundColor = .white }, children: [
            .frame(CGRect(x: 10, y: 10, width: 100, height: 100), { layer in
                layer.shadowOpacity = 1
                layer.shadowRadius = 4          // sigma 2 pt
                layer.shadowOffset = CGSize(width: 0, height: 10)
                layer.opacity = opacity
            }, children: [
                .frame(CGRect(x: 30, y: 30, width: 40, height: 40)) { $0.backgroundColor = color(1, 0, 0); $0.cornerRadius = 20 },
            ]),
        ]))
    }

    @Test func shadowFollowsTheSublayersShape() throws {
        let frame = try Renderer().render(Self.tree())
        goldens.check(frame, named: "content-shadow")
        // The red circle, centre (60, 60), radius 20; its shadow: centre (60, 70).
        expectPixel(frame, 60, 60, to: [255, 0, 0])
        #expect(frame.rgb(60, 86)[0] < 60, "shadow under the circle: \(frame.rgb(60, 86))")
        // Not a box: the parent's bounds corner and the circle's bounding-box corner stay light.
        expectPixel(frame, 20, 100, to: [255, 255, 255])
        #expect(frame.rgb(43, 90)[0] > 200, "outside the circle's shadow: \(frame.rgb(43, 90))")
        // Fades beyond the shifted circle (bottom at y 90): 3 sigma below is nearly white.
        #expect(frame.rgb(60, 97)[0] > 230)
        #expect(frame.rgb(60, 88)[0] < frame.rgb(60, 92)[0])
    }

    @Test func contentShadowHonoursOpacityAndIsDeterministic() throws {
        let renderer = try Renderer()
        let half = try renderer.render(Self.tree(opacity: 0.5))
        #expect(try renderer.render(Self.tree(opacity: 0.5)).pixels == half.pixels)
        expectPixel(half, 60, 60, to: [255, 128, 128], tolerance: 1)  // red at 0.5 over white
        let shadow = half.rgb(60, 86)[0]
        #expect(shadow > 100 && shadow < 160, "half-strength shadow: \(shadow)")
    }
}

extension ContentShadowTests {
    /// A label's layer shadow follows its glyphs, not its bounds.
    @Test func textCastsGlyphShapedShadow() throws {
        let font = GlyphRasterizer.fallbackFontPath
        let rasterizer = GlyphRasterizer()
        var x: CGFloat = 2
        let glyphs = "Shadow".unicodeScalars.map { scalar -> PositionedGlyph in
            let index = rasterizer.glyphIndex(fontPath: font, character: scalar)
            defer { x += CGFloat(rasterizer.glyph(fontPath: font, pixelSize: 20, index: index)?.advance ?? 10) }
            return PositionedGlyph(glyphIndex: index, position: CGPoint(x: x, y: 22))
        }
        let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 120, height: 60), { $0.backgroundColor = .white }, children: [
            .frame(CGRect(x: 10, y: 10, width: 100, height: 30)) { layer in
                layer.text = TextLayout(runs: [GlyphRun(fontPath: font, pointSize: 20, color: .black, glyphs: glyphs)])
                layer.shadowColor = color(1, 0, 0)
                layer.shadowOpacity = 1
                layer.shadowRadius = 0.5
                layer.shadowOffset = CGSize(width: 3, height: 3)
            },
        ]))
        let frame = try Renderer().render(tree)
        var red = 0, dark = 0
        for y in 0..<60 {
            for x in 0..<120 {
                let p = frame.rgb(x, y)
                if p[0] > 200 && p[1] < 100 { red += 1 }
                if p[0] < 80 && p[1] < 80 { dark += 1 }
            }
        }
        #expect(red > 40, "red shadow pixels: \(red)")
        #expect(dark > 40, "black glyph pixels: \(dark)")
        // The label's bounds are not shadowed as a box: the bottom-right corner area stays white.
        expectPixel(frame, 110, 42, to: [255, 255, 255])
        expectPixel(frame, 100, 15, to: [255, 255, 255])
    }
}

extension ContentShadowTests {
    /// The Gaussian (sigma) blur of a disc (centre, radius) at `point`, by numeric integration.
    static func blurredDisc(at point: (Double, Double), centre: (Double, Double), radius: Double, sigma: Double) -> Double {
        var sum = 0.0
        let step = 0.25
        for i in stride(from: -radius, through: radius, by: step) {
            for j in stride(from: -radius, through: radius, by: step) where i * i + j * j <= radius * radius {
                let dx = centre.0 + i - point.0, dy = centre.1 + j - point.1
                sum += exp(-(dx * dx + dy * dy) / (2 * sigma * sigma))
            }
        }
        return sum * step * step / (2 * Double.pi * sigma * sigma)
    }

    /// A wide shadow (sigma 8 px, blurred at quarter resolution) matches the
    /// Gaussian-blurred disc computed numerically.
    @Test func wideShadowMatchesBlurredDisc() throws {
        let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 120, height: 160), { $0.backgroundColor = .white }, children: [
            .frame(CGRect(x: 10, y: 10, width: 100, height: 140), { layer in
                layer.shadowOpacity = 1
                layer.shadowRadius = 16         // sigma 8
                layer.shadowOffset = CGSize(width: 0, height: 45)
            }, children: [
                .frame(CGRect(x: 30, y: 10, width: 40, height: 40)) { $0.backgroundColor = color(1, 0, 0); $0.cornerRadius = 20 },
            ]),
        ]))
        let frame = try Renderer().render(tree)
        // Disc centre (60, 40), radius 20; shadow centre (60, 85).
        for (x, y) in [(60, 85), (60, 105), (80, 85), (60, 112), (45, 100)] {
            let alpha = Self.blurredDisc(at: (Double(x) + 0.5, Double(y) + 0.5), centre: (60, 85), radius: 20, sigma: 8)
            let expected = 255 * (1 - alpha)
            #expect(abs(Double(frame.rgb(x, y)[0]) - expected) <= 10, "(\(x), \(y)): \(frame.rgb(x, y)[0]) vs \(expected)")
        }
        #expect(frame.rgb(60, 135)[0] > 235, "beyond 3σ: \(frame.rgb(60, 135))")
        // Monotonic falloff along the vertical through the centre.
        let column = (85...130).map { frame.rgb(60, $0)[0] }
        #expect(zip(column, column.dropFirst()).allSatisfy { $0 <= $1 + 1 }, "\(column)")
    }
}

extension ContentShadowTests {
    /// Content shadows follow layers under perspective (screen-space blur), and
    /// give way to nothing drawn when the layer turns its back (single-sided).
    @Test func contentShadowUnderPerspective() throws {
        func tree(angle: CGFloat) -> RenderTree {
            makeTree(.frame(CGRect(x: 0, y: 0, width: 120, height: 120), { layer in
                layer.backgroundColor = .white
                var p = CATransform3DIdentity
                p.m34 = -1.0 / 300
                layer.sublayerTransform = p
            }, children: [
                .frame(CGRect(x: 20, y: 20, width: 80, height: 60), { layer in
                    layer.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
                    layer.isDoubleSided = false
                    layer.shadowOpacity = 1
                    layer.shadowRadius = 6
                    layer.shadowOffset = CGSize(width: 0, height: 12)
                }, children: [
                    .frame(CGRect(x: 10, y: 10, width: 60, height: 40)) { $0.backgroundColor = color(0, 0.5, 0) },
                ]),
            ]))
        }
        let renderer = try Renderer()
        let turned = try renderer.render(tree(angle: 0.8))
        #expect(turned.rgb(60, 75)[0] < 200, "shadow below the turned card: \(turned.rgb(60, 75))")
        #expect(turned.rgb(60, 50)[1] > 100 && turned.rgb(60, 50)[0] < 40, "card: \(turned.rgb(60, 50))")
        // Turned away: the single-sided layer draws nothing of its own (no shadow); its child still draws.
        let away = try renderer.render(tree(angle: .pi))
        #expect(away.rgb(60, 75) == [255, 255, 255] || away.rgb(60, 75)[1] > 100)
    }
}
