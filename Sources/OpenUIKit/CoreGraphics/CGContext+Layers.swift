import Foundation

/// Offscreen groups for CPU drawing of layer trees (`CALayer.render(in:)`): a
/// group is drawn into a transparent context of the same size, CTM and clip, can
/// be multiplied by another's alpha (a mask), and is then composited as one
/// picture, with the current shadow, blend mode and alpha.
extension CGContext {
    /// A transparent context with this one's size, base space, CTM, clip and scale.
    func makeTransparentLayer() -> CGContext {
        let layer = CGContext(width: width, height: height, ctm: baseCTM, opaque: false)
        layer.state.ctm = state.ctm
        layer.state.clip = state.clip
        layer.state.layerContentsFlipped = state.layerContentsFlipped
        layer.imageScale = imageScale
        return layer
    }

    /// Multiplies every pixel by the alpha of `mask`'s pixel at the same place
    /// (a context of the same size).
    func multiply(byAlphaOf mask: CGContext) {
        guard mask.width == width, mask.height == height else { return }
        mask.buffer.withUnsafeBufferPointer { m in
            for i in 0..<(width * height) {
                let a = m[4 * i + 3]
                if a >= 1 { continue }
                for k in 0..<4 { buffer[4 * i + k] *= a }
            }
        }
    }

    /// Paints `layer` (a context of the same size) over this one at `alpha` times the
    /// context's alpha, under the clip, with the current shadow and blend mode.
    func composite(_ layer: CGContext, alpha: Float) {
        guard layer.width == width, layer.height == height else { return }
        withShadow {
            paintCount += 1
            let clip = state.clip
            let k = min(max(alpha, 0), 1)
            for y in 0..<height {
                for x in 0..<width {
                    let i = y * width + x
                    let a = layer.buffer[4 * i + 3]
                    guard a > 0 else { continue }
                    let c = clip?.value(x: x, y: y) ?? 1
                    guard c > 0 else { continue }
                    let p = SIMD4(layer.buffer[4 * i], layer.buffer[4 * i + 1], layer.buffer[4 * i + 2], a) * k
                    blend(i, p, coverage: c)
                }
            }
        }
    }

    /// Paints `layer`, a picture whose pixel coordinates map to this context's device
    /// pixels through the projective `homography` (row vectors: `(x, y, 1) · H`), at
    /// `alpha`, under the clip. Each device pixel is sampled bilinearly at its inverse
    /// image; points of the picture that project from behind the eye (w ≤ 0) are not drawn.
    func compositeProjected(_ layer: CGContext, homography h: [CGFloat], alpha: Float) {
        guard h.count == 9, let inverse = Homography.inverse(h) else { return }
        paintCount += 1
        let clip = state.clip
        let k = min(max(alpha, 0), 1)
        let lw = layer.width, lh = layer.height
        func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
            guard x >= 0, y >= 0, x < lw, y < lh else { return .zero }
            let i = 4 * (y * lw + x)
            return SIMD4(layer.buffer[i], layer.buffer[i + 1], layer.buffer[i + 2], layer.buffer[i + 3])
        }
        for y in 0..<height {
            for x in 0..<width {
                let c = clip?.value(x: x, y: y) ?? 1
                guard c > 0 else { continue }
                let px = CGFloat(x) + 0.5, py = CGFloat(y) + 0.5
                let w = px * inverse[2] + py * inverse[5] + inverse[8]
                guard abs(w) > 1e-12 else { continue }
                let lx = (px * inverse[0] + py * inverse[3] + inverse[6]) / w
                let ly = (px * inverse[1] + py * inverse[4] + inverse[7]) / w
                guard lx * h[2] + ly * h[5] + h[8] > 0 else { continue }
                let u = Float(lx) - 0.5, v = Float(ly) - 0.5
                guard u > -1, v > -1, u < Float(lw), v < Float(lh) else { continue }
                let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
                let tx = u - Float(x0), ty = v - Float(y0)
                let top = texel(x0, y0) * (1 - tx) + texel(x0 + 1, y0) * tx
                let bottom = texel(x0, y0 + 1) * (1 - tx) + texel(x0 + 1, y0 + 1) * tx
                let p = (top * (1 - ty) + bottom * ty) * k
                if p.w > 0 { blend(y * width + x, p, coverage: c) }
            }
        }
    }
}
