import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// When image contents may skip mipmapped sampling: only where GL would use the
/// magnification filter anyway (fewer than one texel per output pixel on both axes).
@Suite struct MagnificationTests {
    let texels = CGSize(width: 160, height: 160)
    let rect = CGRect(x: 0, y: 0, width: 117, height: 117)

    @Test func aThumbnailIsMinifiedAt1xAndMagnifiedAt2x() {
        // 160 texels over 117 pixels: 1.37 texels a pixel; over 234 pixels: 0.68.
        #expect(!RenderEngine.isMagnified(texels: texels, over: rect, matrix: CATransform3DIdentity, scale: 1))
        #expect(RenderEngine.isMagnified(texels: texels, over: rect, matrix: CATransform3DIdentity, scale: 2))
    }

    @Test func theWorseAxisDecides() {
        // Squeezed to a third vertically at 2x: 160 texels over 78 pixels down.
        let squeezed = CATransform3DMakeScale(1, 1.0 / 3, 1)
        #expect(!RenderEngine.isMagnified(texels: texels, over: rect, matrix: squeezed, scale: 2))
    }

    @Test func rotationKeepsTheDensity() {
        // A rotation changes no lengths: 0.68 texels a pixel at 2x, at 90° and at 30°.
        for angle in [CGFloat.pi / 2, .pi / 6] {
            let turned = CATransform3DMakeRotation(angle, 0, 0, 1)
            #expect(RenderEngine.isMagnified(texels: texels, over: rect, matrix: turned, scale: 2))
            #expect(!RenderEngine.isMagnified(texels: texels, over: rect, matrix: turned, scale: 1))
        }
    }

    @Test func perspectiveAndDegenerateMatricesKeepMipmaps() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        // Turned about y under perspective: x feeds w (m14 ≠ 0), density varies across the quad.
        let turned = CATransform3DConcat(CATransform3DMakeRotation(.pi / 5, 0, 1, 0), perspective)
        #expect(!RenderEngine.isMagnified(texels: texels, over: rect, matrix: turned, scale: 3))
        #expect(!RenderEngine.isMagnified(texels: texels, over: rect, matrix: CATransform3DMakeScale(0, 1, 1), scale: 3))
    }
}
