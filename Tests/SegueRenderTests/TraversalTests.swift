import Foundation
import OpenUIKit
import Testing
@testable import SegueRender
import SegueTesting

@Suite(.serialized) struct TraversalTests {
    static let window = CGRect(x: 0, y: 0, width: 120, height: 120)

    @Test func parentTransformAppliesToChildren() throws {
        // CA's +90° about z maps (x, y) to (-y, x): clockwise on a y-down screen,
        // so the parent's top-left child lands at the top-right.
        let tree = makeTree(.frame(Self.window, children: [
            .frame(CGRect(x: 20, y: 20, width: 80, height: 80), { $0.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1) },
                   children: [.frame(CGRect(x: 0, y: 0, width: 20, height: 20)) { $0.backgroundColor = color(0, 1, 0) }]),
        ]))
        let frame = try Renderer().render(tree)
        #expect(frame.rgb(90, 30) == [0, 255, 0])
        #expect(frame.rgb(30, 30) == [0, 0, 0])
        #expect(frame.rgb(78, 30) == [0, 0, 0])
        #expect(frame.rgb(90, 42) == [0, 0, 0])
    }

    @Test func siblingsDrawInStableZPositionOrder() throws {
        let tree = makeTree(.frame(Self.window, children: [
            .frame(CGRect(x: 0, y: 0, width: 60, height: 60)) { $0.backgroundColor = color(1, 0, 0); $0.zPosition = 1 },
            .frame(CGRect(x: 30, y: 30, width: 60, height: 60)) { $0.backgroundColor = color(0, 0, 1) },
            .frame(CGRect(x: 40, y: 40, width: 60, height: 60)) { $0.backgroundColor = color(0, 1, 0) },
        ]))
        let frame = try Renderer().render(tree)
        #expect(frame.rgb(45, 45) == [255, 0, 0]) // red on top (higher zPosition)
        #expect(frame.rgb(70, 70) == [0, 255, 0]) // equal zPosition: sublayer order
    }

    @Test func hiddenLayersHideTheirSubtree() throws {
        let tree = makeTree(.frame(Self.window, children: [
            .frame(CGRect(x: 0, y: 0, width: 60, height: 60), { $0.isHidden = true },
                   children: [.frame(CGRect(x: 0, y: 0, width: 60, height: 60)) { $0.backgroundColor = .white }]),
            .frame(CGRect(x: 60, y: 60, width: 60, height: 60), { $0.opacity = 0 },
                   children: [.frame(CGRect(x: 0, y: 0, width: 60, height: 60)) { $0.backgroundColor = .white }]),
        ]))
        let frame = try Renderer().render(tree)
        #expect(frame.pixels.allSatisfy { $0 == 0 || $0 == 255 } && frame.rgb(30, 30) == [0, 0, 0] && frame.rgb(90, 90) == [0, 0, 0])
    }

    /// A card at 45° in perspective that masks to bounds: an overflowing child
    /// covers exactly the card's own (trapezoid) footprint.
    @Test func masksToBoundsClipsUnderPerspective() throws {
        func tree(child: Bool) -> RenderTree {
            makeTree(.frame(Self.window, children: [
                .frame(Self.window, { layer in
                    var p = CATransform3DIdentity
                    p.m34 = -1.0 / 500
                    layer.sublayerTransform = p
                }, children: [
                    .frame(CGRect(x: 30, y: 20, width: 60, height: 80), { layer in
                        layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
                        layer.masksToBounds = child
                        if !child { layer.backgroundColor = .white }
                    }, children: child ? [.frame(CGRect(x: -50, y: -50, width: 160, height: 180)) { $0.backgroundColor = .white }] : []),
                ]),
            ]))
        }
        let renderer = try Renderer()
        let clipped = try renderer.render(tree(child: true)), card = try renderer.render(tree(child: false))
        var differing = 0, lit = 0
        for i in stride(from: 0, to: card.pixels.count, by: 4) {
            if abs(Int(clipped.pixels[i]) - Int(card.pixels[i])) > 64 { differing += 1 }
            if card.pixels[i] > 128 { lit += 1 }
        }
        #expect(lit > 3000)
        #expect(differing <= 4, "\(differing) pixels differ")
    }

    @Test func missingFontFallsBackToDejaVu() throws {
        let rasterizer = GlyphRasterizer()
        let index = expectDiagnostic("cannot open font /nonexistent/font.ttf; falling back to DejaVuSans") {
            rasterizer.glyphIndex(fontPath: "/nonexistent/font.ttf", character: "A")
        }
        #expect(index != 0)
        #expect(rasterizer.glyph(fontPath: "/nonexistent/font.ttf", pixelSize: 20, index: index)?.width ?? 0 > 5)
    }

    @Test func errorsNameTheMissingPackages() {
        let error = RendererError.libraryMissing(library: "libEGL.so.1", debianPackages: ["libegl1", "libegl-mesa0"],
                                                 detail: "cannot open shared object file")
        #expect(error.description.contains("libEGL.so.1"))
        #expect(error.description.contains("libegl1, libegl-mesa0"))
    }
}

extension TraversalTests {
    /// A layer renders its sublayers into its own plane: a child's zPosition
    /// inside a 3-D-rotated parent changes nothing on screen, while the same
    /// zPosition on a direct child of the perspective layer moves it closer.
    @Test func sublayersAreFlattenedIntoTheirParentsPlane() throws {
        func tree(childZ: CGFloat, cardZ: CGFloat = 0) -> RenderTree {
            makeTree(.frame(Self.window, { layer in
                var p = CATransform3DIdentity
                p.m34 = -1.0 / 500
                layer.sublayerTransform = p
            }, children: [
                .frame(CGRect(x: 30, y: 20, width: 60, height: 80), { layer in
                    layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
                    layer.zPosition = cardZ
                }, children: [
                    .frame(CGRect(x: 10, y: 10, width: 40, height: 60)) { $0.backgroundColor = .white; $0.zPosition = childZ },
                ]),
            ]))
        }
        let renderer = try Renderer()
        let flat = try renderer.render(tree(childZ: 0))
        #expect(try renderer.render(tree(childZ: 150)).pixels == flat.pixels)
        #expect(try renderer.render(tree(childZ: 0, cardZ: 150)).pixels != flat.pixels)
    }
}
