import Foundation

extension CGContext {
    /// Draws `image` scaled to `rect` (user space), as Core Graphics does: in
    /// its y-up convention, the image's first row at `rect.maxY`. In a
    /// flipped UIKit context the image therefore appears upside down, as on
    /// iOS; `UIImage.draw(in:)` draws it upright. With `byTiling`, the image
    /// repeats at `rect`'s size over the whole clip. Sampling is bilinear.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        drawImage(image, in: rect, topDown: false, tiled: byTiling)
    }

    /// Paints `image` into `rect`; `topDown`: row 0 at `rect.minY`.
    func drawImage(_ image: CGImage, in rect: CGRect, topDown: Bool, tiled: Bool) {
        if state.shadow != nil { return withShadow { drawImage(image, in: rect, topDown: topDown, tiled: tiled) } }
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.isFiniteRect else { return }
        let area: CoverageMask
        if tiled {
            area = state.clip ?? CoverageMask(x0: 0, y0: 0, width: width, height: height,
                                              coverage: [Float](repeating: 1, count: width * height))
        } else {
            let p = CGMutablePath()
            p.addRect(r, transform: state.ctm)
            area = fillMask(of: p, rule: .winding)
        }
        let inverse = state.ctm.inverted()
        let w = image.width, h = image.height
        image.pixels.withUnsafeBufferPointer { px in
            func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
                let i = (min(max(y, 0), h - 1) * w + min(max(x, 0), w - 1)) * 4
                return SIMD4(Float(px[i]), Float(px[i + 1]), Float(px[i + 2]), Float(px[i + 3])) / 255
            }
            forEachPixel(of: area, clipped: !tiled) { index, coverage in
                let centre = CGPoint(x: CGFloat(index % width) + 0.5, y: CGFloat(index / width) + 0.5).applying(inverse)
                var u = (centre.x - r.minX) / r.width, v = (centre.y - r.minY) / r.height
                if tiled { u -= u.rounded(.down); v -= v.rounded(.down) }
                if !topDown { v = 1 - v }
                let fx = Float(u) * Float(w) - 0.5, fy = Float(v) * Float(h) - 0.5
                let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
                let tx = fx - Float(x0), ty = fy - Float(y0)
                let top = texel(x0, y0) * (1 - tx) + texel(x0 + 1, y0) * tx
                let bottom = texel(x0, y0 + 1) * (1 - tx) + texel(x0 + 1, y0 + 1) * tx
                blend(index, top * (1 - ty) + bottom * ty, coverage: coverage)
            }
        }
    }
}
