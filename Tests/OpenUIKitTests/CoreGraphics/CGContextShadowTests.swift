import Foundation
import SegueTesting
import Testing
@testable import OpenUIKit

/// `CGContext.setShadow(offset:blur:)` and `setShadow(offset:blur:color:)`: Core Graphics
/// paints, under every object drawn, its alpha offset in base space (y down in UIKit
/// contexts) and blurred, in the shadow colour (default black at 1/3 alpha). Segue's blur
/// is a Gaussian of standard deviation blur / 2 (docs/FIDELITY.md), so a straight shadow
/// edge passes through half the shadow's alpha.
@MainActor
@Suite("CGContext shadows")
struct CGContextShadowTests {
    func render(_ width: Int, _ height: Int, scale: CGFloat = 1, _ draw: (CGContext) -> Void) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
            .image { draw($0.cgContext) }.cgImage!
    }

    func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    @Test("A sharp shadow is the shape offset down by a positive height, painted under the shape")
    func sharpShadow() {
        let image = render(40, 40) { cg in
            cg.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: red)
            cg.setFillColor(blue)
            cg.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        #expect(pixel(image, 15, 15) == [0, 0, 255, 255])   // the shape itself
        #expect(pixel(image, 15, 25) == [255, 0, 0, 255])   // its shadow, 10 points lower
        #expect(pixel(image, 15, 35)[3] == 0)               // beyond the shadow
        #expect(pixel(image, 25, 15)[3] == 0)               // no horizontal offset
    }

    @Test("setShadow(offset:blur:) shadows in black at one-third alpha")
    func defaultColor() {
        let image = render(30, 30) { cg in
            cg.setShadow(offset: CGSize(width: 10, height: 0), blur: 0)
            cg.setFillColor(blue)
            cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let p = pixel(image, 15, 5)
        #expect(p[0] == 0 && p[1] == 0 && p[2] == 0)
        #expect(abs(Int(p[3]) - 85) <= 1) // 255 / 3
    }

    @Test("The blur is a Gaussian of sigma blur / 2: half the alpha on the edge, full inside, none beyond 3 sigma")
    func gaussianEdge() {
        let image = render(100, 100) { cg in
            cg.setShadow(offset: CGSize(width: 0, height: 40), blur: 8, color: red) // sigma 4
            cg.setFillColor(blue)
            cg.fill(CGRect(x: 10, y: 10, width: 40, height: 30))
        }
        // The shadow's rectangle spans y 50...80; rows 79 and 80 straddle its lower edge.
        let inside = Double(pixel(image, 30, 65)[3]) / 255
        let above = Double(pixel(image, 30, 79)[3]) / 255, below = Double(pixel(image, 30, 80)[3]) / 255
        #expect(inside > 0.99)
        // Φ(±0.5 / 4) = 0.550, 0.450.
        #expect(abs(above - 0.550) < 0.03)
        #expect(abs(below - 0.450) < 0.03)
        #expect(pixel(image, 30, 95)[3] == 0)
    }

    @Test("The offset is in base space: the CTM neither scales nor turns it (2x context: 10 points = 20 pixels)")
    func offsetIgnoresCTM() {
        let image = render(40, 40, scale: 2) { cg in
            cg.scaleBy(x: 3, y: 3)
            cg.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: red)
            cg.setFillColor(blue)
            cg.fill(CGRect(x: 0, y: 0, width: 5, height: 5)) // 30 × 30 pixels
        }
        #expect(pixel(image, 10, 10) == [0, 0, 255, 255])
        #expect(pixel(image, 40, 10) == [255, 0, 0, 255])  // 30...50: the shadow
        #expect(pixel(image, 55, 10)[3] == 0)              // an offset scaled by the CTM would reach 90
    }

    @Test("The shadow is graphics state: restoreGState and a nil colour turn it off")
    func stateAndNilColor() {
        let image = render(40, 20) { cg in
            cg.saveGState()
            cg.setShadow(offset: CGSize(width: 0, height: 5), blur: 0, color: red)
            cg.restoreGState()
            cg.setFillColor(blue)
            cg.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            cg.setShadow(offset: CGSize(width: 0, height: 5), blur: 0, color: red)
            cg.setShadow(offset: CGSize(width: 0, height: 5), blur: 0, color: nil)
            cg.fill(CGRect(x: 20, y: 0, width: 10, height: 5))
        }
        #expect(pixel(image, 5, 7)[3] == 0)
        #expect(pixel(image, 25, 7)[3] == 0)
    }

    @Test("Images, gradients and strokes cast shadows too; the clip cuts the shadow")
    func everythingCasts() {
        let image = render(60, 40) { cg in
            cg.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: red)
            cg.setStrokeColor(blue)
            cg.setLineWidth(4)
            cg.stroke(CGRect(x: 4, y: 4, width: 12, height: 12)) // top edge band y 2...6
            let gradient = CGGradient(colorsSpace: nil, colors: [blue, blue], locations: [0, 1])!
            cg.saveGState()
            cg.clip(to: CGRect(x: 30, y: 0, width: 10, height: 15))
            cg.drawLinearGradient(gradient, start: CGPoint(x: 30, y: 0), end: CGPoint(x: 40, y: 0), options: [])
            cg.restoreGState()
        }
        #expect(pixel(image, 10, 14) == [0, 0, 255, 255]) // the stroke's lower band, over its shadow
        #expect(pixel(image, 10, 24) == [255, 0, 0, 255]) // shadow of the lower band (y 14...18 + 10)
        #expect(pixel(image, 35, 10) == [0, 0, 255, 255])
        #expect(pixel(image, 35, 20)[3] == 0)              // the gradient's shadow lies outside its clip
    }

    @Test("A negative blur is refused with a diagnostic and the state kept")
    func negativeBlur() {
        let image = render(20, 20) { cg in
            expectDiagnostic("CGContext.setShadow") {
                cg.setShadow(offset: CGSize(width: 0, height: 5), blur: -1, color: red)
            }
            cg.setFillColor(blue)
            cg.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(pixel(image, 2, 7)[3] == 0)
    }

    @Test("UIBezierPath.fill() honours the context's shadow")
    func bezierPath() {
        let image = render(40, 40) { cg in
            cg.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: red)
            cg.setFillColor(blue)
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        }
        #expect(pixel(image, 5, 5) == [0, 0, 255, 255])
        #expect(pixel(image, 15, 5) == [255, 0, 0, 255])
    }
}
