import CEGL
import Foundation
import OpenUIKit

/// Contents drawn with a `contentsRect` (a part of the image), a
/// `contentsCenter` (nine-part stretching) or non-default filters.
extension RenderEngine {
    func drawSampledContents(_ layer: RenderLayer, image: CGImage, matrix: CATransform3D, opacity: Double) {
        let sampling = layer.contentsSampling
        let cut = sampling.rect
        guard cut.width.isFinite, cut.height.isFinite, cut.width != 0, cut.height != 0 else { return }
        let contentsScale = layer.contentsScale > 0 ? layer.contentsScale : 1
        let imageSize = CGSize(width: CGFloat(image.width) * abs(cut.width) / contentsScale,
                               height: CGFloat(image.height) * abs(cut.height) / contentsScale)
        let rect = layer.contentsGravity.rect(forImageSize: imageSize, in: layer.bounds)
        guard rect.width > 0, rect.height > 0 else { return }
        // Unit coordinates of the cut image → texture coordinates.
        func texture(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: cut.minX + x * cut.width, y: cut.minY + y * cut.height)
        }
        // The (destination, source) pieces: one, or nine with a stretchable centre.
        var pieces: [(rect: CGRect, unit: CGRect)] = []
        let center = sampling.center
        if center != ContentsSampling().center, layer.contentsGravity == .resize,
           center.minX >= 0, center.maxX <= 1, center.minY >= 0, center.maxY <= 1 {
            func splits(_ lo: CGFloat, _ hi: CGFloat, size: CGFloat, into length: CGFloat, from origin: CGFloat)
                -> [(CGFloat, CGFloat, CGFloat, CGFloat)] {
                var a = lo * size, b = (1 - hi) * size
                if a + b > length, a + b > 0 { let f = length / (a + b); a *= f; b *= f }
                let d = [origin, origin + a, origin + length - b, origin + length]
                let u: [CGFloat] = [0, lo, hi, 1]
                return (0..<3).map { (d[$0], d[$0 + 1], u[$0], u[$0 + 1]) }
            }
            let xs = splits(center.minX, center.maxX, size: imageSize.width, into: rect.width, from: rect.minX)
            let ys = splits(center.minY, center.maxY, size: imageSize.height, into: rect.height, from: rect.minY)
            for y in ys where y.1 > y.0 {
                for x in xs where x.1 > x.0 {
                    pieces.append((CGRect(x: x.0, y: y.0, width: x.1 - x.0, height: y.1 - y.0),
                                   CGRect(x: x.2, y: y.2, width: x.3 - x.2, height: y.3 - y.2)))
                }
            }
        } else {
            pieces = [(rect, CGRect(x: 0, y: 0, width: 1, height: 1))]
        }
        let clip = contentClip(layer)
        gl.bindTexture(GLenum(GL_TEXTURE_2D), images.texture(for: image, minification: sampling.minificationFilter,
                                                             magnification: sampling.magnificationFilter))
        for piece in pieces {
            let limit = clip.rect.map { $0.intersection(piece.rect) } ?? piece.rect
            guard !limit.isNull, limit.width > 0, limit.height > 0,
                  let visible = LayerGeometry.clampedToGuardBand(limit, matrix, guardBand: guardBand) else { continue }
            // Outset for antialiased edges only when the contents are one piece.
            let aa = pieces.count == 1 ? antialiased(visible, matrix: matrix) : (quad: visible, edges: nil)
            func uv(_ p: CGPoint) -> CGPoint {
                texture(piece.unit.minX + (p.x - piece.rect.minX) / piece.rect.width * piece.unit.width,
                        piece.unit.minY + (p.y - piece.rect.minY) / piece.rect.height * piece.unit.height)
            }
            let a = uv(CGPoint(x: aa.quad.minX, y: aa.quad.minY)), b = uv(CGPoint(x: aa.quad.maxX, y: aa.quad.maxY))
            var batch = QuadBatch()
            batch.append(aa.quad, uv: CGRect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y))
            draw(batch, matrix: matrix, uniforms: DrawUniforms(
                mode: .texture, color: (0, 0, 0, Float(opacity)), shape: layer.bounds, radius: clip.radius,
                corners: DrawUniforms.corners(of: layer), edges: aa.edges))
        }
    }
}
