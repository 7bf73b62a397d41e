import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// The first generation of image contexts (`UIGraphicsBeginImageContext…`),
/// context pushing, drawing images, rendering modes and tinting.
@MainActor
@Suite("Image contexts and image drawing")
struct ImageContextTests {
    func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        let cg = image.cgImage!
        let i = (y * cg.width + x) * 4
        return Array(cg.pixels[i..<i + 4])
    }

    /// A 2 × 2 pixel image: red, green on the top row; blue, clear below.
    func quadrants() -> UIImage {
        UIImage(cgImage: CGImage(width: 2, height: 2, premultipliedRGBA: [255, 0, 0, 255, 0, 255, 0, 255,
                                                                          0, 0, 255, 255, 0, 0, 0, 0])!)
    }

    @Test("Begin, draw, get the image, end: size × scale pixels, flipped like UIKit")
    func imageContext() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 3), false, 2)
        let context = UIGraphicsGetCurrentContext()
        #expect(context?.width == 8 && context?.height == 6)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image?.scale == 2 && image?.size == CGSize(width: 4, height: 3))
        #expect(pixel(image!, 1, 1) == [255, 0, 0, 255])   // the top-left point: y runs down
        #expect(pixel(image!, 2, 2)[3] == 0)
        UIGraphicsBeginImageContext(CGSize(width: 3, height: 3))
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 1)
        UIGraphicsEndImageContext()
    }

    @Test("UIRectFill replaces (copy blending); UIRectFrame draws a one-point frame inside the rectangle")
    func rectFill() {
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        UIColor.green.setFill()
        UIRectFrame(CGRect(x: 1, y: 1, width: 3, height: 3))
        let image = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        #expect(pixel(image, 0, 0) == [0, 0, 128, 128])
        #expect(pixel(image, 1, 1) == [0, 255, 0, 255] && pixel(image, 3, 2) == [0, 255, 0, 255])
        #expect(pixel(image, 2, 2) == [255, 0, 0, 255])
    }

    @Test("Scale 0 is the main screen's; an opaque context starts black")
    func screenScaleAndOpaque() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), true, 0)
        let image = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        #expect(image.scale == UIScreen.main.scale)
        #expect(pixel(image, 0, 0) == [0, 0, 0, 255])
    }

    @Test("Ending without an image context, or popping without a push, is logged and ignored")
    func unbalanced() {
        expectDiagnostic("UIGraphicsEndImageContext(): no image context") { UIGraphicsEndImageContext() }
        expectDiagnostic("UIGraphicsPopContext(): no context to pop") { UIGraphicsPopContext() }
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test("UIGraphicsPushContext makes a context current until UIGraphicsPopContext")
    func pushPop() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { outer in
            UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
            let inner = UIGraphicsGetCurrentContext()!
            UIGraphicsPushContext(outer.cgContext)
            #expect(UIGraphicsGetCurrentContext() === outer.cgContext)
            UIGraphicsPopContext()
            #expect(UIGraphicsGetCurrentContext() === inner)
            UIGraphicsEndImageContext()
            #expect(UIGraphicsGetCurrentContext() === outer.cgContext)
        }
        #expect(image.size == CGSize(width: 2, height: 2))
    }

    @Test("UIImage.draw(in:) draws upright; CGContext.draw(_:in:) draws y-up, so upside down in a UIKit context")
    func drawImages() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4), format: format).image { context in
            quadrants().draw(in: CGRect(x: 0, y: 0, width: 4, height: 4))
            context.cgContext.draw(quadrants().cgImage!, in: CGRect(x: 4, y: 0, width: 4, height: 4))
        }
        #expect(pixel(image, 0, 0) == [255, 0, 0, 255])
        #expect(pixel(image, 3, 0) == [0, 255, 0, 255])
        #expect(pixel(image, 0, 3) == [0, 0, 255, 255])
        #expect(pixel(image, 3, 3)[3] == 0)
        #expect(pixel(image, 4, 0) == [0, 0, 255, 255])   // the bottom row, now on top
        #expect(pixel(image, 4, 3) == [255, 0, 0, 255])
    }

    @Test("draw(at:blendMode:alpha:) places the image at its point size, faded by alpha")
    func drawAtPoint() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in
            quadrants().draw(at: CGPoint(x: 2, y: 2), blendMode: .normal, alpha: 0.5)
        }
        #expect(pixel(image, 2, 2) == [128, 0, 0, 128])
        #expect(pixel(image, 1, 1)[3] == 0)
    }

    @Test("Rendering modes: withRenderingMode and withTintColor; template images take the image view's tint")
    func renderingModes() {
        let plain = quadrants()
        #expect(plain.renderingMode == .automatic)
        let template = plain.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.cgImage === plain.cgImage)
        let tinted = plain.withTintColor(.white)
        #expect(tinted.renderingMode == .automatic)
        #expect(pixel(tinted, 0, 0) == [255, 255, 255, 255] && pixel(tinted, 1, 1) == [0, 0, 0, 0])
        #expect(plain.withTintColor(.white, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)

        let view = UIImageView(image: template)
        view.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let contents = view.layer.contents as! CGImage
        #expect(Array(contents.pixels[0..<4]) == [0, 0, 255, 255])
        #expect(Array(contents.pixels[12..<16]) == [0, 0, 0, 0])
        view.image = plain
        #expect((view.layer.contents as! CGImage) === plain.cgImage)
    }
}
