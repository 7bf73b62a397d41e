import Foundation
import SegueTesting
import Testing
@testable import OpenUIKit

/// `CALayer.render(in:)` draws the tree as it looks (Apple: "renders the layer and its
/// sublayers into the specified context"): text, masks, shadows, sublayers under
/// perspective, and the contents of a flipped layer's sublayers upright.
@MainActor
@Suite("CALayer.render(in:)")
struct CALayerRenderInContextTests {
    func render(_ layer: CALayer, _ width: Int, _ height: Int) -> CGImage {
        MediaClock.installVirtual()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
            .image { layer.render(in: $0.cgContext) }.cgImage!
    }

    func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    func layer(_ frame: CGRect, _ color: UIColor? = nil) -> CALayer {
        let l = CALayer()
        l.frame = frame
        l.backgroundColor = color?.cgColor
        return l
    }

    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// A 100-point root seen with perspective (`sublayerTransform.m34 = −1/500`) and a
    /// red 40-point square sublayer centred in it.
    func perspectiveScene() -> (root: CALayer, square: CALayer) {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        root.sublayerTransform = p
        let square = layer(CGRect(x: 30, y: 30, width: 40, height: 40), .red)
        root.addSublayer(square)
        return (root, square)
    }

    @Test("A text layer's glyphs are filled in its foreground colour at the laid-out pen positions")
    func text() throws {
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        text.fontSize = 20
        text.foregroundColor = red
        text.string = "\u{2588}" // FULL BLOCK: fills its character cell
        let glyph = try #require(text.textLayout?.runs.first?.glyphs.first)
        let image = render(text, 60, 40)
        let x = Int(glyph.position.x) + 3, y = Int(glyph.position.y) - 5
        #expect(pixel(image, x, y) == [255, 0, 0, 255])
        #expect(pixel(image, 55, y)[3] == 0) // beyond the block's advance
    }

    @Test("A mask lets the layer through where the mask is opaque only")
    func mask() {
        let l = layer(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
        l.mask = layer(CGRect(x: 0, y: 0, width: 10, height: 20), .black)
        let image = render(l, 20, 20)
        #expect(pixel(image, 5, 10) == [255, 0, 0, 255])
        #expect(pixel(image, 15, 10)[3] == 0)
    }

    @Test("The mask's alpha scales the layer; a mask's sublayers mask too; a hidden mask hides everything")
    func maskAlpha() {
        let l = layer(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
        let m = layer(CGRect(x: 0, y: 0, width: 20, height: 10), UIColor(white: 0, alpha: 0.5))
        m.addSublayer(layer(CGRect(x: 0, y: 10, width: 20, height: 10), .black))
        l.mask = m
        let image = render(l, 20, 20)
        #expect(abs(Int(pixel(image, 10, 5)[3]) - 128) <= 1)
        #expect(pixel(image, 10, 15) == [255, 0, 0, 255])
        m.isHidden = true
        #expect(render(l, 20, 20).pixels.allSatisfy { $0 == 0 })
    }

    @Test("A shadow is the layer's alpha offset by shadowOffset in shadowColor at shadowOpacity, under the layer")
    func shadow() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 60))
        let l = layer(CGRect(x: 10, y: 10, width: 20, height: 20), .blue)
        l.shadowColor = red
        l.shadowOpacity = 0.5
        l.shadowRadius = 0
        l.shadowOffset = CGSize(width: 0, height: 20)
        root.addSublayer(l)
        let image = render(root, 40, 60)
        #expect(pixel(image, 20, 20) == [0, 0, 255, 255])
        let shadow = pixel(image, 20, 40)
        #expect(abs(Int(shadow[0]) - 128) <= 1 && shadow[1] == 0 && shadow[2] == 0 && abs(Int(shadow[3]) - 128) <= 1)
        #expect(pixel(image, 20, 55)[3] == 0)
        // masksToBounds cuts the shadow, as in Core Animation.
        l.masksToBounds = true
        #expect(pixel(render(root, 40, 60), 20, 40)[3] == 0)
    }

    @Test("With a shadowPath, the shadow has the path's shape, not the layer's")
    func shadowPath() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 60))
        let l = layer(CGRect(x: 10, y: 10, width: 20, height: 20), .blue)
        l.shadowOpacity = 1
        l.shadowRadius = 0
        l.shadowOffset = CGSize(width: 0, height: 20)
        l.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        root.addSublayer(l)
        let image = render(root, 40, 60)
        #expect(pixel(image, 12, 32) == [0, 0, 0, 255]) // default shadowColor: opaque black
        #expect(pixel(image, 25, 45)[3] == 0)
    }

    @Test("A sublayer at zPosition z under a sublayerTransform with m34 = −1/d is scaled by d / (d − z) about the centre")
    func perspective() {
        let (root, square) = perspectiveScene()
        square.zPosition = 100
        let image = render(root, 100, 100)
        // 40 × 500/400 = 50: the square spans 25...75.
        #expect(pixel(image, 27, 50) == [255, 0, 0, 255])
        #expect(pixel(image, 73, 72) == [255, 0, 0, 255])
        #expect(pixel(image, 23, 50)[3] == 0)
        #expect(pixel(image, 50, 77)[3] == 0)
    }

    @Test("A layer turned edge-on about y under perspective draws nothing; half-turned, it is foreshortened")
    func rotationUnderPerspective() {
        let (root, square) = perspectiveScene()
        square.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        #expect(render(root, 100, 100).pixels.allSatisfy { $0 < 2 })
        square.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        let image = render(root, 100, 100)
        // A point u from the centre goes to z = −u sin 60° and x = u cos 60° / (1 + u sin 60° / 500):
        // the edges land at 50 − 10.36 (u = −20, nearer the eye) and 50 + 9.67.
        #expect(pixel(image, 57, 50) == [255, 0, 0, 255])
        #expect(pixel(image, 42, 50) == [255, 0, 0, 255])
        #expect(pixel(image, 61, 50)[3] == 0)
        #expect(pixel(image, 38, 50)[3] == 0)
        // Foreshortened unevenly: the nearer half is wider than the farther.
        let row = (0..<100).map { pixel(image, $0, 50)[3] }
        let left = row[0..<50].reduce(0) { $0 + Int($1) }, right = row[50...].reduce(0) { $0 + Int($1) }
        #expect(abs(Double(left - right) / 255 - (10.36 - 9.67)) < 0.2)
    }

    @Test("Sublayers of a geometry-flipped layer keep their contents upright")
    func flippedContentsUpright() throws {
        let parent = layer(CGRect(x: 0, y: 0, width: 10, height: 20))
        parent.isGeometryFlipped = true
        // Top half red, bottom half blue.
        var bytes = [UInt8]()
        for row in 0..<10 { for _ in 0..<10 { bytes += row < 5 ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        let child = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        child.contents = CGImage(width: 10, height: 10, premultipliedRGBA: bytes)
        parent.addSublayer(child)
        let image = render(parent, 10, 20)
        // Flipped geometry puts the child at the bottom (y 10...20), its picture the right way up.
        #expect(pixel(image, 5, 12) == [255, 0, 0, 255])
        #expect(pixel(image, 5, 18) == [0, 0, 255, 255])
        #expect(pixel(image, 5, 5)[3] == 0)
    }

    @Test("drawHierarchy draws a label's text and its view's mask")
    func drawHierarchy() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        let label = UILabel(frame: view.bounds)
        label.text = "\u{2588}\u{2588}\u{2588}"
        label.textColor = .red
        label.font = UIFont.systemFont(ofSize: 20)
        view.addSubview(label)
        let maskView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        maskView.backgroundColor = .black
        view.mask = maskView
        MediaClock.installVirtual()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { _ in
            _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }.cgImage!
        let inkLeft = (0..<30).flatMap { x in (0..<40).map { y in pixel(image, x, y) } }.filter { $0 == [255, 0, 0, 255] }
        #expect(!inkLeft.isEmpty)
        #expect((30..<60).allSatisfy { x in (0..<40).allSatisfy { y in pixel(image, x, y)[3] == 0 } })
    }
}
