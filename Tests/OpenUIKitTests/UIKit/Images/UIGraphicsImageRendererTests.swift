import Foundation
import Testing
@testable import OpenUIKit

/// Drawing artwork in code: `UIGraphicsImageRenderer` and its `CGContext`.
@MainActor
@Suite("UIGraphicsImageRenderer")
struct UIGraphicsImageRendererTests {
    func format(scale: CGFloat = 1, opaque: Bool = false) -> UIGraphicsImageRendererFormat {
        let f = UIGraphicsImageRendererFormat()
        f.scale = scale
        f.opaque = opaque
        return f
    }

    func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        let cg = image.cgImage!
        let i = (y * cg.width + x) * 4
        return Array(cg.pixels[i..<i + 4])
    }

    @Test("The bitmap is size × scale pixels and starts transparent")
    func geometry() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 4), format: format(scale: 3)).image { _ in }
        #expect(image.cgImage?.width == 30 && image.cgImage?.height == 12)
        #expect(image.scale == 3 && image.size == CGSize(width: 10, height: 4))
        #expect(pixel(image, 0, 0) == [0, 0, 0, 0])
        let opaque = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format(opaque: true)).image { _ in }
        #expect(pixel(opaque, 0, 0) == [0, 0, 0, 255])
    }

    @Test("setFill and fill paint whole pixels inside and none outside")
    func fillRect() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format(scale: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
        }
        #expect(pixel(image, 2, 2) == [255, 0, 0, 255])
        #expect(pixel(image, 5, 5) == [255, 0, 0, 255])
        #expect(pixel(image, 1, 1) == [0, 0, 0, 0])
        #expect(pixel(image, 6, 6) == [0, 0, 0, 0])
    }

    @Test("A half-covered pixel is half painted (anti-aliasing)")
    func antiAliasing() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format()).image { context in
            context.cgContext.setFillColor(CGColor.white)
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 1.5, height: 1))
        }
        #expect(pixel(image, 0, 0) == [255, 255, 255, 255])
        #expect(pixel(image, 1, 0)[3] == 128)
    }

    @Test("An ellipse covers about π/4 of its box")
    func ellipseArea() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format()).image { context in
            UIColor.blue.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        let alpha = stride(from: 3, to: image.cgImage!.pixels.count, by: 4).reduce(0.0) { $0 + Double(image.cgImage!.pixels[$1]) / 255 }
        #expect(abs(alpha - Double.pi * 400) < 8)
        #expect(pixel(image, 20, 20) == [0, 0, 255, 255])
        #expect(pixel(image, 0, 0)[3] == 0)
    }

    @Test("Stroking a rectangle paints a band centred on its edge")
    func strokeRect() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format()).image { context in
            UIColor.green.setStroke()
            context.cgContext.setLineWidth(2)
            context.cgContext.stroke(CGRect(x: 2, y: 2, width: 6, height: 6))
        }
        #expect(pixel(image, 1, 5) == [0, 255, 0, 255])
        #expect(pixel(image, 2, 5) == [0, 255, 0, 255])
        #expect(pixel(image, 5, 5)[3] == 0)
        #expect(pixel(image, 0, 5)[3] == 0)
    }

    @Test("A linear gradient interpolates between its end points and stops there")
    func linearGradient() throws {
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                               colors: [CGColor.black, CGColor.white], locations: [0, 1]))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 1), format: format()).image { context in
            context.cgContext.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 50, y: 0), options: [])
        }
        #expect(pixel(image, 0, 0) == [3, 3, 3, 255])      // t = 0.5 / 50
        #expect(pixel(image, 25, 0) == [130, 130, 130, 255]) // t = 25.5 / 50
        #expect(pixel(image, 75, 0)[3] == 0)
        let extended = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 1), format: format()).image { context in
            context.cgContext.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 50, y: 0), options: .drawsAfterEndLocation)
        }
        #expect(pixel(extended, 75, 0) == [255, 255, 255, 255])
    }

    @Test("A gradient clipped to a rounded rectangle paints only inside it")
    func clippedGradient() throws {
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [CGColor.white, CGColor.white], locations: nil))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format()).image { context in
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 8).addClip()
            context.cgContext.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 20), options: [])
        }
        #expect(pixel(image, 0, 0)[3] == 0)
        #expect(pixel(image, 10, 10) == [255, 255, 255, 255])
        #expect(pixel(image, 10, 0) == [255, 255, 255, 255])
    }

    @Test("Translucent colours composite source-over")
    func sourceOver() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format()).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.black.withAlphaComponent(0.5).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(pixel(image, 0, 0) == [128, 128, 128, 255])
    }

    @Test("The CTM moves and scales drawing; restoreGState undoes it")
    func transforms() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format()).image { context in
            let cg = context.cgContext
            UIColor.red.setFill()
            cg.saveGState()
            cg.translateBy(x: 5, y: 5)
            cg.scaleBy(x: 2, y: 2)
            cg.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            cg.restoreGState()
            cg.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(pixel(image, 6, 6) == [255, 0, 0, 255])
        #expect(pixel(image, 7, 7)[3] == 0)
        #expect(pixel(image, 0, 0) == [255, 0, 0, 255])
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("UIBezierPath shapes and bounds")
    func bezierPath() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(oval.bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 4), cornerRadius: 9)
        #expect(rounded.cgPath == CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 4), cornerWidth: 2, cornerHeight: 2, transform: nil))
        oval.append(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)))
        #expect(oval.bounds == CGRect(x: 0, y: 0, width: 4, height: 6))
    }
}
