import Foundation
import Testing
@testable import OpenUIKit

/// `UIImageView`: the image becomes the layer's contents; content modes become gravities.
@MainActor
@Suite("UIImageView")
struct UIImageViewTests {
    static let image = UIImage(cgImage: CGImage(width: 6, height: 4, premultipliedRGBA: Array(repeating: 255, count: 96))!,
                               scale: 2, orientation: .up)

    @Test("init(image:) sizes the view and sets contents and scale")
    func initWithImage() {
        let view = UIImageView(image: Self.image)
        #expect(view.frame.size == CGSize(width: 3, height: 2))
        #expect((view.layer.contents as? CGImage) === Self.image.cgImage)
        #expect(view.layer.contentsScale == 2)
        #expect(view.intrinsicContentSize == CGSize(width: 3, height: 2))
        #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 3, height: 2))
        #expect(!view.isUserInteractionEnabled)
        view.image = nil
        #expect(view.layer.contents == nil)
        #expect(view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }

    @Test("contentMode maps to contentsGravity")
    func gravity() {
        let view = UIImageView(frame: .zero)
        #expect(view.layer.contentsGravity == .resize)
        let expected: [(UIView.ContentMode, CALayerContentsGravity)] = [
            (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill), (.center, .center),
            (.top, .top), (.bottomRight, .bottomRight), (.scaleToFill, .resize),
        ]
        for (mode, gravity) in expected {
            view.contentMode = mode
            #expect(view.layer.contentsGravity == gravity)
        }
    }

    @Test("Highlighting shows the highlighted image")
    func highlighted() {
        let other = UIImage(cgImage: CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 255])!)
        let view = UIImageView(image: Self.image, highlightedImage: other)
        view.isHighlighted = true
        #expect((view.layer.contents as? CGImage) === other.cgImage)
        #expect(view.layer.contentsScale == 1)
        view.isHighlighted = false
        #expect((view.layer.contents as? CGImage) === Self.image.cgImage)
    }
}
