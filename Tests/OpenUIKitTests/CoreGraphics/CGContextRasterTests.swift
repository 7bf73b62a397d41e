import Foundation
import Testing
@testable import OpenUIKit

/// `CGContext` painting of general paths: coverage is exact area, so
/// painted amounts are checked against closed-form areas.
@MainActor
@Suite("CGContext rasterisation")
struct CGContextRasterTests {
    /// A 1× bitmap of `size` points with `draw` run on its context.
    func render(_ width: Int, _ height: Int, _ draw: (CGContext) -> Void) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
            .image { draw($0.cgContext) }.cgImage!
    }

    /// The painted area in pixels: the sum of alpha.
    func area(_ image: CGImage) -> Double {
        stride(from: 3, to: image.pixels.count, by: 4).reduce(0.0) { $0 + Double(image.pixels[$1]) / 255 }
    }

    func alpha(_ image: CGImage, _ x: Int, _ y: Int) -> UInt8 { image.pixels[(y * image.width + x) * 4 + 3] }

    @Test("A filled circle covers πr², less at most flatness × perimeter (the inscribed flattened polygon)")
    func circleArea() {
        let image = render(50, 50) { cg in
            cg.addArc(center: CGPoint(x: 25.3, y: 24.6), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            cg.fillPath()
        }
        let exact = Double.pi * 400, perimeter = 2 * Double.pi * 20
        #expect(area(image) <= exact + 0.05)
        #expect(area(image) >= exact - CGContext.flatness * perimeter)
    }

    @Test("A triangle covers half its box, edges included")
    func triangleArea() {
        let image = render(20, 20) { cg in
            cg.move(to: CGPoint(x: 2, y: 3)); cg.addLine(to: CGPoint(x: 17.5, y: 3)); cg.addLine(to: CGPoint(x: 2, y: 16.25))
            cg.closePath()
            cg.fillPath()
        }
        #expect(abs(area(image) - 15.5 * 13.25 / 2) < 0.05)
    }

    @Test("Even-odd leaves a hole where two same-direction rectangles overlap; nonzero does not")
    func fillRules() {
        func draw(_ rule: CGPathFillRule) -> CGImage {
            render(20, 20) { cg in
                cg.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
                cg.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
                cg.fillPath(using: rule)
            }
        }
        #expect(alpha(draw(.winding), 10, 10) == 255)
        #expect(alpha(draw(.evenOdd), 10, 10) == 0)
        #expect(abs(area(draw(.evenOdd)) - 300) < 0.01)
        // Drawn the other way round, the inner square winds to zero: a hole under nonzero too.
        let reversed = render(20, 20) { cg in
            cg.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
            cg.addLines(between: [CGPoint(x: 5, y: 5), CGPoint(x: 5, y: 15), CGPoint(x: 15, y: 15), CGPoint(x: 15, y: 5)])
            cg.closePath()
            cg.fillPath(using: .winding)
        }
        #expect(alpha(reversed, 10, 10) == 0)
    }

    @Test("Stroke extents: butt ends at the points, square adds half the width, round a half disc")
    func caps() {
        func stroke(_ cap: CGLineCap) -> Double {
            area(render(30, 20) { cg in
                cg.setLineWidth(4)
                cg.setLineCap(cap)
                cg.move(to: CGPoint(x: 5, y: 10)); cg.addLine(to: CGPoint(x: 21, y: 10))
                cg.strokePath()
            })
        }
        #expect(abs(stroke(.butt) - 64) < 0.05)
        #expect(abs(stroke(.square) - 80) < 0.05)
        #expect(abs(stroke(.round) - (64 + .pi * 4)) < 0.3)
    }

    @Test("A miter join adds the corner triangle (h²/2 at a right angle) that a bevel cuts off")
    func joins() {
        func stroke(_ join: CGLineJoin, limit: CGFloat = 10) -> Double {
            area(render(30, 30) { cg in
                cg.setLineWidth(2)
                cg.setLineJoin(join)
                cg.setMiterLimit(limit)
                cg.addLines(between: [CGPoint(x: 5, y: 5), CGPoint(x: 20, y: 5), CGPoint(x: 20, y: 20)])
                cg.strokePath()
            })
        }
        let bevel = stroke(.bevel), miter = stroke(.miter), round = stroke(.round)
        // Two 15 × 2 bands overlapping in a 1 × 1 square, plus the bevel triangle.
        #expect(abs(bevel - (30 + 30 - 1 + 0.5)) < 0.1)
        #expect(abs(miter - bevel - 0.5) < 0.05)
        #expect(abs(round - bevel - (Double.pi / 4 - 0.5)) < 0.05)
        #expect(abs(stroke(.miter, limit: 1.4) - bevel) < 0.01)
    }

    @Test("Dashes paint their on lengths only")
    func dashes() {
        let image = render(20, 10) { cg in
            cg.setLineWidth(2)
            cg.setLineDash(phase: 0, lengths: [4, 4])
            cg.move(to: CGPoint(x: 2, y: 5)); cg.addLine(to: CGPoint(x: 18, y: 5))
            cg.strokePath()
        }
        #expect(abs(area(image) - 16) < 0.05)
        #expect(alpha(image, 3, 5) == 255 && alpha(image, 7, 5) == 0 && alpha(image, 11, 5) == 255)
    }

    @Test("Line width is in user space: a stroke under a 2× scale is twice as wide")
    func userSpaceWidth() {
        let image = render(40, 20) { cg in
            cg.scaleBy(x: 2, y: 2)
            cg.setLineWidth(1)
            cg.move(to: CGPoint(x: 2, y: 5)); cg.addLine(to: CGPoint(x: 12, y: 5))
            cg.strokePath()
        }
        #expect(abs(area(image) - 20 * 2) < 0.05)
    }

    @Test("clip(using:) limits painting to the path's area")
    func clipToPath() {
        let image = render(20, 20) { cg in
            cg.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
            cg.clip()
            cg.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        }
        #expect(abs(area(image) - .pi * 100 / 2) < CGContext.flatness * (.pi * 10 + 20))
        #expect(alpha(image, 0, 0) == 0 && alpha(image, 5, 10) == 255 && alpha(image, 15, 10) == 0)
    }

    @Test("drawPath(.fillStroke) fills, then strokes on top")
    func fillStroke() {
        let image = render(20, 20) { cg in
            cg.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            cg.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            cg.setLineWidth(2)
            cg.addRect(CGRect(x: 4, y: 4, width: 12, height: 12))
            cg.drawPath(using: .fillStroke)
            #expect(cg.isPathEmpty)
        }
        let centre = (10 * 20 + 10) * 4, edge = (10 * 20 + 4) * 4
        #expect(Array(image.pixels[centre..<centre + 4]) == [255, 0, 0, 255])
        #expect(Array(image.pixels[edge..<edge + 4]) == [0, 0, 255, 255])
    }

    @Test("Blend modes: copy replaces, clear erases, multiply darkens")
    func blendModes() {
        let image = render(3, 1) { cg in
            cg.setFillColor(CGColor(red: 1, green: 1, blue: 0, alpha: 1))
            cg.fill(CGRect(x: 0, y: 0, width: 3, height: 1))
            cg.setBlendMode(.copy)
            cg.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
            cg.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            cg.setBlendMode(.clear)
            cg.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            cg.setBlendMode(.multiply)
            cg.setFillColor(CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
            cg.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        }
        #expect(Array(image.pixels[0..<4]) == [0, 0, 128, 128])
        #expect(Array(image.pixels[4..<8]) == [0, 0, 0, 0])
        #expect(Array(image.pixels[8..<12]) == [128, 128, 0, 255])
    }

    @Test("The current path is kept in device space: points added before a CTM change stay put")
    func devicePath() {
        let image = render(20, 10) { cg in
            cg.move(to: CGPoint(x: 0, y: 0)); cg.addLine(to: CGPoint(x: 5, y: 0)); cg.addLine(to: CGPoint(x: 5, y: 5))
            cg.translateBy(x: 10, y: 0)
            cg.addLine(to: CGPoint(x: -10, y: 5))
            cg.fillPath()
        }
        #expect(abs(area(image) - 25) < 0.01)
        #expect(alpha(image, 12, 2) == 0)
    }
}
