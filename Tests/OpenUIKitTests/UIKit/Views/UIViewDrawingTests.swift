import Foundation
import Testing
@testable import OpenUIKit

/// `UIView.draw(_:)`: called only for classes that override it, with the
/// context current, at first display, after `setNeedsDisplay()`, and on
/// resizing with `contentMode = .redraw`; `drawHierarchy(in:afterScreenUpdates:)`.
@MainActor
@Suite("UIView drawing")
struct UIViewDrawingTests {
    final class Badge: UIView {
        var calls: [CGRect] = []
        override func draw(_ rect: CGRect) {
            calls.append(rect)
            UIColor.red.setFill()
            UIBezierPath(ovalIn: rect).fill()
        }
    }

    final class Plain: UIView {}

    func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    @Test("A view that overrides draw(_:) is drawn once at first display into a backing store at the screen's scale")
    func firstDisplay() {
        let clock = MediaClock.installVirtual()
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        clock.tick(at: 0)
        #expect(badge.calls.last == CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = badge.layer.contents as! CGImage
        let scale = UIScreen.main.scale
        #expect(image.width == Int(10 * scale) && badge.layer.contentsScale == scale)
        #expect(pixel(image, image.width / 2, image.height / 2) == [255, 0, 0, 255])
        #expect(pixel(image, 0, 0)[3] == 0)
        let count = badge.calls.count
        clock.tick(at: 0.1)
        #expect(badge.calls.count == count)
        badge.setNeedsDisplay()
        clock.tick(at: 0.2)
        #expect(badge.calls.count == count + 1)
    }

    @Test("A drawing view displayed before it has a size draws when it gets one")
    func drawnOnceSized() {
        let clock = MediaClock.installVirtual()
        let badge = Badge()
        clock.tick(at: 0)
        #expect(badge.layer.contents == nil)
        badge.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        clock.tick(at: 0.1)
        #expect(badge.calls.last == CGRect(x: 0, y: 0, width: 8, height: 8) && badge.layer.contents != nil)
    }

    @Test("Marking a view for display does not keep it alive")
    func markedViewDeallocates() {
        let clock = MediaClock.installVirtual()
        weak var gone: Badge?
        do {
            let badge = Badge(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
            badge.setNeedsDisplay()
            gone = badge
        }
        #expect(gone == nil)
        clock.tick(at: 0)
    }

    @Test("Views that do not override draw(_:) get no backing store")
    func noOverride() {
        let clock = MediaClock.installVirtual()
        let plain = Plain(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        plain.setNeedsDisplay()
        clock.tick(at: 0)
        #expect(plain.layer.contents == nil && view.layer.contents == nil)
    }

    @Test("contentMode .redraw redraws when the size changes; other modes do not")
    func redraw() {
        let clock = MediaClock.installVirtual()
        let redrawing = Badge(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        redrawing.contentMode = .redraw
        let stretching = Badge(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        clock.tick(at: 0)
        let before = (redrawing.calls.count, stretching.calls.count)
        redrawing.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        stretching.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        clock.tick(at: 0.1)
        #expect(redrawing.calls.count == before.0 + 1 && redrawing.calls.last == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(stretching.calls.count == before.1)
    }

    @Test("drawHierarchy draws the view's layer tree scaled into the rectangle")
    func drawHierarchy() {
        let clock = MediaClock.installVirtual()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        container.backgroundColor = .blue
        let child = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        child.backgroundColor = .green
        container.addSubview(child)
        clock.tick(at: 0)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var drew = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { _ in
            drew = container.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: true)
        }.cgImage!
        #expect(drew)
        #expect(pixel(image, 5, 10) == [0, 0, 255, 255])
        #expect(pixel(image, 30, 10) == [0, 255, 0, 255])
        #expect(!container.drawHierarchy(in: .zero, afterScreenUpdates: false))  // no current context
    }
}
