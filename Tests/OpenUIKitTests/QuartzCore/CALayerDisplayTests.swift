import Foundation
import Testing
@testable import OpenUIKit

/// Layer drawing: `setNeedsDisplay()`, the display pass at each tick, the
/// backing store and the delegate's `display(_:)`, `draw(_:in:)` and `layerWillDraw(_:)`.
@MainActor
@Suite("CALayer display")
struct CALayerDisplayTests {
    func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    final class RedTopLeft: CALayer {
        var draws = 0
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: bounds.minX, y: bounds.minY, width: 2, height: 1))
        }
    }

    @Test("setNeedsDisplay marks the layer; the next tick draws a backing store of bounds × contentsScale, flipped")
    func backingStore() {
        let clock = MediaClock.installVirtual()
        let layer = RedTopLeft()
        layer.bounds = CGRect(x: 10, y: 20, width: 4, height: 3)
        layer.contentsScale = 2
        #expect(!layer.needsDisplay() && layer.contents == nil)
        layer.setNeedsDisplay()
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.needsDisplay() && layer.draws == 0)
        clock.tick(at: 0)
        #expect(layer.draws == 1 && !layer.needsDisplay())
        let image = layer.contents as! CGImage
        #expect(image.width == 8 && image.height == 6)
        #expect(pixel(image, 3, 1) == [255, 0, 0, 255])   // the bounds' origin is the top-left
        #expect(pixel(image, 4, 2)[3] == 0)
        clock.tick(at: 0.1)
        #expect(layer.draws == 1)  // not marked again: not redrawn
    }

    @Test("displayIfNeeded draws at once; needsDisplayOnBoundsChange redraws when the size changes")
    func immediateAndBoundsChange() {
        let clock = MediaClock.installVirtual()
        let layer = RedTopLeft()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.displayIfNeeded()
        #expect(layer.draws == 0)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.draws == 1)
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 6, height: 4)
        layer.position = CGPoint(x: 50, y: 50)
        clock.tick(at: 0)
        #expect(layer.draws == 2)
        #expect((layer.contents as? CGImage)?.width == 6)
        layer.bounds = CGRect(x: 3, y: 3, width: 6, height: 4)  // same size
        clock.tick(at: 0.1)
        #expect(layer.draws == 2)
    }

    final class Delegate: NSObject, CALayerDelegate {
        var events: [String] = []
        var fillsContents = false
        func display(_ layer: CALayer) {
            events.append("display")
            if fillsContents {
                layer.contents = CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 255, 255])
            } else {
                layer.displayBackingStore()
            }
        }
        func layerWillDraw(_ layer: CALayer) { events.append("willDraw") }
        func draw(_ layer: CALayer, in ctx: CGContext) {
            events.append("draw")
            ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
            ctx.fill(layer.bounds)
        }
    }

    @Test("The delegate's display(_:) replaces drawing; otherwise layerWillDraw then draw(_:in:)")
    func delegatePath() {
        let clock = MediaClock.installVirtual()
        let filling = Delegate()
        filling.fillsContents = true
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 2, height: 2)
        layer.delegate = filling
        layer.setNeedsDisplay()
        clock.tick(at: 0)
        #expect(filling.events == ["display"])
        #expect((layer.contents as? CGImage)?.width == 1)

        final class Drawing: NSObject, CALayerDelegate {
            var events: [String] = []
            func layerWillDraw(_ layer: CALayer) { events.append("willDraw") }
            func draw(_ layer: CALayer, in ctx: CGContext) { events.append("draw"); ctx.fill(layer.bounds) }
        }
        let drawing = Drawing()
        let other = CALayer()
        other.bounds = CGRect(x: 0, y: 0, width: 2, height: 2)
        other.delegate = drawing
        other.setNeedsDisplay()
        clock.tick(at: 0.1)
        #expect(drawing.events == ["willDraw", "draw"])
        #expect((other.contents as? CGImage).map { pixel($0, 1, 1) } == [0, 0, 0, 255])
    }
}
