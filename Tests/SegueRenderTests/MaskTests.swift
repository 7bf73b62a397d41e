import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// `CALayer.mask`: the masked layer's whole drawing is multiplied by the
/// mask's alpha, with the mask placed in the masked layer's bounds space.
@MainActor
@Suite(.serialized) struct MaskTests {
    /// A 120 × 120 white window; a 100 × 100 layer at (10, 10) with a red left
    /// half and a blue right half (sublayers), masked by `mask`.
    static func tree(mask: Node, configure: (inout RenderLayer) -> Void = { _ in }) -> RenderTree {
        var maskedNode = Node.frame(CGRect(x: 10, y: 10, width: 100, height: 100), { layer in
            layer.hasMask = true
            configure(&layer)
        }, children: [
            .frame(CGRect(x: 0, y: 0, width: 50, height: 100)) { $0.backgroundColor = color(1, 0, 0) },
            .frame(CGRect(x: 50, y: 0, width: 50, height: 100)) { $0.backgroundColor = color(0, 0, 1) },
        ])
        maskedNode.children.append(mask)
        return makeTree(.frame(CGRect(x: 0, y: 0, width: 120, height: 120), { $0.backgroundColor = .white },
                               children: [maskedNode]))
    }

    @Test func maskAlphaMultipliesTheSubtreeInTheMaskedLayersSpace() throws {
        // Opaque over the top half, half transparent over the bottom half.
        let mask = Node.frame(CGRect(x: 0, y: 0, width: 100, height: 100), children: [
            .frame(CGRect(x: 0, y: 0, width: 100, height: 50)) { $0.backgroundColor = color(0, 0, 0) },
            .frame(CGRect(x: 0, y: 50, width: 100, height: 50)) { $0.backgroundColor = color(0, 0, 0, 0.5) },
        ])
        let frame = try Renderer().render(Self.tree(mask: mask))
        expectPixel(frame, 30, 30, to: [255, 0, 0])
        expectPixel(frame, 90, 30, to: [0, 0, 255])
        // Half the red over white: (255, 127.5, 127.5).
        expectPixel(frame, 30, 90, to: [255, 128, 128], tolerance: 1)
        expectPixel(frame, 90, 90, to: [128, 128, 255], tolerance: 1)
        expectPixel(frame, 5, 5, to: [255, 255, 255], tolerance: 0)
    }

    @Test func maskOutsideItsFrameHidesTheLayer() throws {
        // A 40 × 40 opaque square at (30, 30) of the masked layer: window (40, 40)...(80, 80).
        let mask = Node.frame(CGRect(x: 30, y: 30, width: 40, height: 40)) { $0.backgroundColor = .black }
        let frame = try Renderer().render(Self.tree(mask: mask))
        expectPixel(frame, 45, 60, to: [255, 0, 0])
        expectPixel(frame, 75, 60, to: [0, 0, 255])
        expectPixel(frame, 30, 60, to: [255, 255, 255], tolerance: 0)
        expectPixel(frame, 60, 90, to: [255, 255, 255], tolerance: 0)
        // A hidden mask lets nothing through.
        let hidden = Node.frame(CGRect(x: 0, y: 0, width: 100, height: 100)) { $0.backgroundColor = .black; $0.isHidden = true }
        let none = try Renderer().render(Self.tree(mask: hidden))
        expectPixel(none, 60, 60, to: [255, 255, 255], tolerance: 0)
    }

    @Test func maskedLayerOpacityAppliesOnceToTheMaskedGroup() throws {
        let mask = Node.frame(CGRect(x: 0, y: 0, width: 100, height: 100)) { $0.backgroundColor = .black }
        let frame = try Renderer().render(Self.tree(mask: mask) { $0.opacity = 0.5 })
        expectPixel(frame, 30, 30, to: [255, 128, 128], tolerance: 1)
    }

    @Test func maskFollowsTheMaskedLayersThreeDTransform() throws {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 300
        let turned = CATransform3DConcat(CATransform3DMakeRotation(.pi / 5, 0, 1, 0), perspective)
        // A mask covering the whole layer lets through exactly what the unmasked layer draws.
        let full = Node.frame(CGRect(x: 0, y: 0, width: 100, height: 100)) { $0.backgroundColor = .black }
        let masked = try Renderer().render(Self.tree(mask: full) { $0.transform = turned })
        var plain = Self.tree(mask: full) { $0.transform = turned }
        plain.layers[1].hasMask = false
        plain.layers.removeLast()
        plain.layers[0].subtreeEnd = plain.layers.count
        plain.layers[1].subtreeEnd = plain.layers.count
        let unmasked = try Renderer().render(plain)
        // Away from the layer's edges (where the mask's antialiased edge multiplies the
        // layer's own, as coverage × coverage) the pictures are the same.
        var differing = 0, interior = 0
        for y in 1..<(unmasked.height - 1) {
            for x in 1..<(unmasked.width - 1) {
                let p = unmasked.rgb(x, y)
                let uniform = [(-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (-1, 1), (1, -1)]
                    .allSatisfy { unmasked.rgb(x + $0.0, y + $0.1) == p }
                guard uniform else { continue }
                interior += 1
                if zip(p, masked.rgb(x, y)).contains(where: { abs($0 - $1) > 2 }) { differing += 1 }
            }
        }
        #expect(interior > 10_000)
        #expect(differing == 0)
        // The turned layer is narrower than 100 pt on screen: the perspective really applied.
        #expect(masked.rgb(12, 60) == [255, 255, 255])
    }

    /// A circular reveal: the mask's bounds and corner radius animate from a
    /// point to a circle enclosing the layer; the frame is taken half-way.
    @Test func circularRevealHalfWay() throws {
        MediaClock.installVirtual()
        CATransaction.begin()
        CATransaction.setDisableActions(true) // set-up, not implicit animations
        let window = CALayer()
        window.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        window.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        card.backgroundColor = CGColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 1)
        let stripe = CALayer()
        stripe.frame = CGRect(x: 0, y: 40, width: 100, height: 20)
        stripe.backgroundColor = CGColor(red: 1, green: 0.8, blue: 0, alpha: 1)
        card.addSublayer(stripe)
        window.addSublayer(card)
        let circle = CALayer()
        circle.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        circle.position = CGPoint(x: 50, y: 50)
        circle.bounds = CGRect(x: 0, y: 0, width: 142, height: 142)
        circle.cornerRadius = 71
        card.mask = circle
        CATransaction.commit()
        let duration = 1.0
        for (key, from, to) in [("bounds.size", CGSize.zero, CGSize(width: 142, height: 142))] {
            let grow = CABasicAnimation(keyPath: key)
            grow.fromValue = NSValue(cgSize: from)
            grow.toValue = NSValue(cgSize: to)
            grow.duration = duration
            grow.beginTime = 10
            circle.add(grow, forKey: key)
        }
        let radius = CABasicAnimation(keyPath: "cornerRadius")
        radius.fromValue = 0
        radius.toValue = 71
        radius.duration = duration
        radius.beginTime = 10
        circle.add(radius, forKey: "cornerRadius")
        let tree = RenderTree(capturing: window, atMediaTime: 10.5)
        let maskNode = tree.layers[tree.maskIndex(of: 1)!]
        #expect(maskNode.bounds.width == 71 && maskNode.cornerRadius == 35.5)
        let frame = try Renderer().render(tree)
        goldens.check(frame, named: "mask-circular-reveal")
        // A circle of radius 35.5 about the card's centre (window (60, 60)).
        expectPixel(frame, 60, 60, to: [255, 204, 0])                 // the stripe at the centre
        expectPixel(frame, 60, 30, to: [26, 77, 204])                 // 30 pt above: inside
        expectPixel(frame, 60, 22, to: [255, 255, 255], tolerance: 0) // 38 pt above: outside
        expectPixel(frame, 88, 88, to: [255, 255, 255], tolerance: 0) // diagonal 39.6 pt: outside the circle
        expectPixel(frame, 82, 82, to: [26, 77, 204])                 // diagonal 31 pt: inside
        expectPixel(frame, 15, 15, to: [255, 255, 255], tolerance: 0) // corner of the card, not yet revealed
    }

    /// The classic circular reveal through a `CAShapeLayer` mask whose `path`
    /// animates between two circles (same elements, so Core Animation
    /// interpolates them point by point): half-way through a linear
    /// animation the circle's radius is the mean of the two.
    @Test func circularRevealThroughAnAnimatingShapeMask() throws {
        MediaClock.installVirtual()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let window = CALayer()
        window.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        window.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        card.backgroundColor = CGColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 1)
        window.addSublayer(card)
        func circle(radius r: CGFloat) -> CGPath {
            UIBezierPath(ovalIn: CGRect(x: 50 - r, y: 50 - r, width: 2 * r, height: 2 * r)).cgPath
        }
        let shape = CAShapeLayer()
        shape.frame = card.bounds
        shape.path = circle(radius: 71)
        card.mask = shape
        CATransaction.commit()
        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = circle(radius: 4)
        grow.toValue = circle(radius: 71)
        grow.duration = 1
        grow.beginTime = 10
        shape.add(grow, forKey: "reveal")
        let frame = try Renderer().render(RenderTree(capturing: window, atMediaTime: 10.5))
        goldens.check(frame, named: "mask-shape-circular-reveal")
        // Radius (4 + 71) / 2 = 37.5 about the card's centre, window (60, 60).
        expectPixel(frame, 60, 60, to: [26, 77, 204])
        expectPixel(frame, 60, 26, to: [26, 77, 204])                 // 34 pt above: inside
        expectPixel(frame, 60, 20, to: [255, 255, 255], tolerance: 0) // 40 pt above: outside
        expectPixel(frame, 84, 84, to: [26, 77, 204])                 // diagonal 34.6 pt: inside
        expectPixel(frame, 90, 90, to: [255, 255, 255], tolerance: 0) // diagonal 42.4 pt: outside
        // At the end the circle (radius 71) covers the whole card.
        let end = try Renderer().render(RenderTree(capturing: window, atMediaTime: 12))
        expectPixel(end, 12, 12, to: [26, 77, 204])
    }

    /// A mask whose contents is an image with an alpha ramp: the layer fades
    /// out from left to right following the image's alpha.
    @Test func imageAlphaMask() throws {
        var pixels = [UInt8](repeating: 0, count: 100 * 100 * 4)
        for y in 0..<100 {
            for x in 0..<100 {
                // Alpha falls from 255 at the left to 0 at the right; a transparent hole in the middle.
                var a = 255 - x * 255 / 99
                if (x - 50) * (x - 50) + (y - 50) * (y - 50) < 15 * 15 { a = 0 }
                pixels[(y * 100 + x) * 4 + 3] = UInt8(a) // premultiplied black
            }
        }
        let image = try #require(CGImage(width: 100, height: 100, premultipliedRGBA: pixels))
        let mask = Node.frame(CGRect(x: 0, y: 0, width: 100, height: 100)) { $0.contents = image }
        let frame = try Renderer().render(Self.tree(mask: mask))
        goldens.check(frame, named: "mask-image-alpha")
        expectPixel(frame, 10, 30, to: [255, 0, 0], tolerance: 3)         // alpha 255 at image x = 0
        expectPixel(frame, 60, 60, to: [255, 255, 255], tolerance: 0)     // the hole
        // Image column 75 has alpha 255 − 75·255/99 = 62 (of 255): blue at 24 %.
        let a = Double(255 - 75 * 255 / 99) / 255
        expectPixel(frame, 85, 30, to: [Int((255 * (1 - a)).rounded()), Int((255 * (1 - a)).rounded()), 255], tolerance: 3)
    }
}
