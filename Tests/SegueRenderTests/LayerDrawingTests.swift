import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// Custom drawing reaching the screen, and `CALayer.render(in:)`.
@MainActor
@Suite(.serialized) struct LayerDrawingTests {
    /// A gauge drawn in `draw(_:)`: a grey track, a blue arc over 3/4 of it, a dot at its end.
    final class Gauge: UIView {
        override func draw(_ rect: CGRect) {
            let centre = CGPoint(x: rect.midX, y: rect.midY)
            let track = UIBezierPath(arcCenter: centre, radius: 30, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            track.lineWidth = 8
            UIColor(white: 0.85, alpha: 1).setStroke()
            track.stroke()
            let arc = UIBezierPath(arcCenter: centre, radius: 30, startAngle: -.pi / 2, endAngle: .pi, clockwise: true)
            arc.lineWidth = 8
            arc.lineCapStyle = .round
            UIColor.blue.setStroke()
            arc.stroke()
            UIColor.orange.setFill()
            UIBezierPath(ovalIn: CGRect(x: centre.x - 6, y: centre.y - 6, width: 12, height: 12)).fill()
        }
    }

    @Test func customDrawViewOnScreen() throws {
        let clock = MediaClock.installVirtual()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let gauge = Gauge(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        gauge.backgroundColor = .clear
        root.addSubview(gauge)
        clock.tick(at: 0)
        let frame = try Renderer().render(RenderTree(capturing: root.layer), scale: UIScreen.main.scale)
        goldens.check(frame, named: "custom-draw-gauge")
        let s = Int(UIScreen.main.scale)
        // The arc runs clockwise on screen from the top to the left: the right side is blue,
        // the top-left quarter only the grey track.
        expectPixel(frame, 80 * s, 50 * s, to: [0, 0, 255], tolerance: 8)
        expectPixel(frame, 50 * s, 80 * s, to: [0, 0, 255], tolerance: 8)
        let grey = frame.rgb(Int(50 - 21.2) * s, Int(50 - 21.2) * s)
        #expect(grey[0] > 180 && grey[0] == grey[2])
        expectPixel(frame, 50 * s, 50 * s, to: [255, 128, 0], tolerance: 2)  // UIColor.orange is (1, 0.5, 0)
    }

    @Test func renderInContext() throws {
        let root = CALayer()
        let card = CALayer()
        let shape = CAShapeLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        root.backgroundColor = CGColor(red: 0.9, green: 0.9, blue: 0.95, alpha: 1)
        card.frame = CGRect(x: 20, y: 10, width: 80, height: 60)
        card.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        card.cornerRadius = 12
        card.borderWidth = 3
        card.borderColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        card.transform = CATransform3DMakeRotation(.pi / 12, 0, 0, 1)
        shape.frame = CGRect(x: 20, y: 10, width: 40, height: 40)
        shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        shape.fillColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        shape.opacity = 0.5
        card.addSublayer(shape)
        root.addSublayer(card)
        CATransaction.commit()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80), format: format).image { context in
            root.render(in: context.cgContext)
        }.cgImage!
        let frame = Frame(width: image.width, height: image.height, pixels: image.pixels)
        goldens.check(frame, named: "render-in-context")
        // Background at a corner, the card's white inside, its centre under the half-opaque orange disc.
        expectPixel(frame, 4, 4, to: [230, 230, 242])
        expectPixel(frame, 170, 80, to: [255, 255, 255], tolerance: 3)
        // The disc's centre in card space (40, 30) is the card's centre, rotated in place: (60, 40) in the root.
        expectPixel(frame, 120, 80, to: [255, 191, 128], tolerance: 3)
    }

    /// `render(in:)` with what it used to leave out: text, a mask, a shadow and a sublayer
    /// under perspective, checked against the GPU renderer's picture of the same tree.
    @Test func renderInContextTextMaskShadowPerspective() throws {
        let root = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.frame = CGRect(x: 0, y: 0, width: 160, height: 100)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let text = CATextLayer()
        text.frame = CGRect(x: 8, y: 4, width: 150, height: 30)
        text.fontSize = 20
        text.foregroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.4, alpha: 1)
        text.string = "Segue render"
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 44, width: 50, height: 40)
        card.backgroundColor = CGColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)
        card.cornerRadius = 8
        card.shadowOpacity = 0.6
        card.shadowRadius = 4
        card.shadowOffset = CGSize(width: 3, height: 4)
        let masked = CALayer()
        masked.frame = CGRect(x: 70, y: 40, width: 40, height: 50)
        masked.backgroundColor = CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1)
        let circle = CAShapeLayer()
        circle.frame = masked.bounds
        circle.path = CGPath(ellipseIn: CGRect(x: 0, y: 5, width: 40, height: 40), transform: nil)
        masked.mask = circle
        let tilted = CALayer()
        tilted.frame = CGRect(x: 118, y: 44, width: 36, height: 44)
        tilted.backgroundColor = CGColor(red: 0.3, green: 0.3, blue: 0.9, alpha: 1)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 120
        tilted.transform = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        for layer in [text, card, masked, tilted] { root.addSublayer(layer) }
        CATransaction.commit()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: root.bounds.size, format: format).image { context in
            root.render(in: context.cgContext)
        }.cgImage!
        let cpu = Frame(width: image.width, height: image.height, pixels: image.pixels)
        goldens.check(cpu, named: "render-in-context-text-mask-shadow-perspective")
        expectPixel(cpu, 35, 64, to: [51, 153, 77])           // the card
        expectPixel(cpu, 90, 65, to: [230, 77, 26])           // inside the mask's circle
        expectPixel(cpu, 72, 42, to: [255, 255, 255])         // masked out (outside the circle)
        let shadow = cpu.rgb(58, 87)                          // below the card's corner, in its shadow
        #expect(shadow[0] < 250 && shadow[0] == shadow[2])
        // Against the GPU renderer: the same tree agrees except along edges; the text, filled from
        // outlines here and from hinted bitmaps there, carries the same ink (within 10 %).
        let tree = RenderTree(capturing: root)
        let gpu = try Renderer().render(tree, scale: 1, background: CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        var differing = 0
        var ink = (cpu: 0, gpu: 0)
        for y in 0..<cpu.height { for x in 0..<cpu.width {
            let a = cpu.rgb(x, y), b = gpu.rgb(x, y)
            if y < 36 {
                ink.cpu += 255 - a[0]; ink.gpu += 255 - b[0]
            } else if zip(a, b).contains(where: { abs($0 - $1) > 24 }) {
                differing += 1
            }
        } }
        #expect(Double(differing) / Double(cpu.width * (cpu.height - 36)) < 0.01, "\(differing) pixels differ")
        #expect(ink.gpu > 0 && abs(Double(ink.cpu - ink.gpu)) / Double(ink.gpu) < 0.1, "ink \(ink)")
    }
}
