import Foundation
import Testing
@testable import OpenUIKit

/// `isGeometryFlipped`: "whether the geometry of the layer and its
/// sublayers is flipped vertically" (default false). A flipped layer's
/// sublayers are placed with y growing up from the bottom of its bounds:
/// `y ↦ minY + maxY − y` in its children's space.
@MainActor
@Suite("CALayer isGeometryFlipped")
struct CALayerGeometryFlippedTests {
    func makePair() -> (parent: CALayer, child: CALayer) {
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        parent.addSublayer(child)
        return (parent, child)
    }

    @Test("Defaults to false and leaves conversion unchanged")
    func defaultIsUnflipped() {
        MediaClock.installVirtual()
        let (parent, child) = makePair()
        #expect(parent.isGeometryFlipped == false)
        #expect(child.convert(CGPoint(x: 10, y: 0), to: parent) == CGPoint(x: 10, y: 0))
    }

    @Test("A sublayer at y = 0 sits against the bottom edge: points map through y ↦ height − y")
    func conversionIsMirrored() {
        MediaClock.installVirtual()
        let (parent, child) = makePair()
        parent.isGeometryFlipped = true
        #expect(child.convert(CGPoint(x: 10, y: 0), to: parent) == CGPoint(x: 10, y: 200))
        #expect(child.convert(CGPoint(x: 10, y: 50), to: parent) == CGPoint(x: 10, y: 150))
        #expect(child.convert(CGPoint(x: 10, y: 160), from: parent) == CGPoint(x: 10, y: 40))
        // The flipped layer's own geometry in its superlayer does not move.
        #expect(parent.convert(CGPoint(x: 10, y: 10), to: nil) == CGPoint(x: 10, y: 10))
    }

    @Test("The mirror is about the bounds' centre line, so a bounds origin shifts it")
    func boundsOriginShiftsTheMirror() {
        MediaClock.installVirtual()
        let (parent, child) = makePair()
        parent.bounds.origin = CGPoint(x: 0, y: 20)
        parent.isGeometryFlipped = true
        // Bounds y runs 20…220: y ↦ 240 − y in bounds space, then −20 to the frame.
        #expect(child.convert(CGPoint(x: 0, y: 0), to: parent) == CGPoint(x: 0, y: 240))
        #expect(child.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 0, y: 220))
    }

    @Test("Sublayers of sublayers inherit the flipped space; a second flip restores it")
    func nestedFlips() {
        MediaClock.installVirtual()
        let (parent, child) = makePair()
        let grandchild = CALayer()
        grandchild.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        child.addSublayer(grandchild)
        parent.isGeometryFlipped = true
        // Child occupies parent y 150…200; its own y = 0 is at parent y 200.
        #expect(grandchild.convert(CGPoint(x: 0, y: 0), to: parent) == CGPoint(x: 0, y: 200))
        child.isGeometryFlipped = true
        // The child's children are flipped back: its y = 0 edge (parent y 150) is the child's top again.
        #expect(grandchild.convert(CGPoint(x: 0, y: 0), to: parent) == CGPoint(x: 0, y: 150))
    }

    @Test("Hit testing follows the flipped placement")
    func hitTesting() {
        MediaClock.installVirtual()
        let (parent, child) = makePair()
        parent.isGeometryFlipped = true
        #expect(parent.hitTest(CGPoint(x: 50, y: 190)) === child)
        #expect(parent.hitTest(CGPoint(x: 50, y: 10)) === parent)
    }

    @Test("The flag reaches the render tree and the child-space transform")
    func capture() {
        MediaClock.installVirtual()
        let (parent, _) = makePair()
        parent.isGeometryFlipped = true
        let node = RenderTree(capturing: parent, atMediaTime: 0).layers[0]
        #expect(node.isGeometryFlipped)
        var flipped = RenderLayer(layerID: 1, bounds: CGRect(x: 0, y: 0, width: 100, height: 200))
        flipped.isGeometryFlipped = true
        let m = flipped.childSpaceTransform
        #expect(m.m11 == 1 && m.m41 == 0)
        #expect(m.m22 == -1)
        #expect(m.m42 == 200)
    }

    @Test("render(in:) places sublayers flipped")
    func renderInContext() {
        MediaClock.installVirtual()
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        parent.backgroundColor = UIColor.white.cgColor
        parent.isGeometryFlipped = true
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 5)
        child.backgroundColor = UIColor.red.cgColor
        parent.addSublayer(child)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20), format: format).image { context in
            parent.render(in: context.cgContext)
        }
        #expect(pixel(image, x: 5, y: 17) == [255, 0, 0, 255])
        #expect(pixel(image, x: 5, y: 2) == [255, 255, 255, 255])
    }

    func pixel(_ image: UIImage, x: Int, y: Int) -> [UInt8] {
        guard let cg = image.cgImage else { return [] }
        let i = (y * cg.width + x) * 4
        return Array(cg.pixels[i..<i + 4])
    }
}
