import Foundation

/// A context's shadow (`setShadow(offset:blur:color:)`), part of the graphics state.
struct ContextShadow {
    /// The offset in device pixels.
    var offset: CGSize
    /// The Gaussian's standard deviation in device pixels.
    var sigma: CGFloat
    /// Premultiplied RGBA.
    var color: SIMD4<Float>
}

extension CGContext {
    /// Shadows everything painted from now on (`setShadow(offset:blur:)`) in
    /// Core Graphics' default colour, black at one-third alpha.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0))
    }

    /// Shadows everything painted from now on with `color` (`setShadow(offset:blur:color:)`);
    /// a nil or transparent colour turns shadowing off. As in Core Graphics, the
    /// offset is in the context's base space, which the CTM does not affect: for the
    /// UIKit contexts Segue creates (image renderers, image contexts, layer
    /// backing stores) that is points with y down, so a positive height moves the
    /// shadow down, as Apple's Quartz 2D guide states for UIKit contexts. The blur
    /// is a Gaussian of the painted alpha with a standard deviation of `blur / 2`
    /// base-space points (Core Graphics documents no kernel; see docs/FIDELITY.md).
    /// A negative or non-finite blur or offset is logged and the shadow left as it was.
    /// Saved and restored with the graphics state.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite, blur >= 0 else {
            return Log.quartzCore.warning("CGContext.setShadow: ignoring offset \(offset), blur \(blur)")
        }
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        let base = baseCTM
        let device = CGSize(width: base.a * offset.width + base.c * offset.height,
                            height: base.b * offset.width + base.d * offset.height)
        let baseScale = abs(base.a * base.d - base.b * base.c).squareRoot()
        let c = Self.rgba(color)
        state.shadow = ContextShadow(offset: device, sigma: blur / 2 * baseScale,
                                     color: SIMD4(c.x * c.w, c.y * c.w, c.z * c.w, c.w))
    }

    /// Runs `paint` (one painting operation) with the current shadow: the operation is
    /// drawn alone into a transparent layer, the layer's alpha is blurred, offset and
    /// painted in the shadow colour under the clip, then the layer is composited on top,
    /// both with the current blend mode, as Core Graphics composites a shadowed object.
    func withShadow(_ paint: () -> Void) {
        guard let shadow = state.shadow, width > 0, height > 0 else { return paint() }
        let saved = buffer
        let mode = state.blendMode, alpha = state.alpha
        buffer = [Float](repeating: 0, count: buffer.count)
        state.shadow = nil
        state.blendMode = .normal
        paint()
        state.shadow = shadow
        state.blendMode = mode
        let layer = buffer
        buffer = saved
        guard let box = Self.alphaBox(layer, width: width, height: height) else { return }
        state.alpha = 1
        defer { state.alpha = alpha }
        compositeShadow(shadow, of: layer, box: box)
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 {
                let i = y * width + x, a = layer[4 * i + 3]
                guard a > 0 else { continue }
                blend(i, SIMD4(layer[4 * i], layer[4 * i + 1], layer[4 * i + 2], a), coverage: 1)
            }
        }
    }

    /// Paints only the current shadow of `layer`'s alpha (a context of the same size).
    func paintShadow(ofAlphaIn layer: CGContext) {
        guard let shadow = state.shadow, layer.width == width, layer.height == height,
              let box = Self.alphaBox(layer.buffer, width: width, height: height) else { return }
        paintCount += 1
        compositeShadow(shadow, of: layer.buffer, box: box)
    }

    /// The blurred, offset alpha of `layer` painted in the shadow colour (times the clip).
    private func compositeShadow(_ shadow: ContextShadow, of layer: [Float], box: (x0: Int, y0: Int, x1: Int, y1: Int)) {
        let reach = Int((3 * shadow.sigma).rounded(.up))
        let dx = Int(shadow.offset.width.rounded()), dy = Int(shadow.offset.height.rounded())
        // The shadow's pixels: the layer's box moved by the offset and grown by the reach.
        let x0 = max(box.x0 + dx - reach, 0), x1 = min(box.x1 + dx + reach, width)
        let y0 = max(box.y0 + dy - reach, 0), y1 = min(box.y1 + dy + reach, height)
        guard x0 < x1, y0 < y1 else { return }
        let w = x1 - x0, h = y1 - y0
        var plane = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            let sy = y + y0 - dy
            guard sy >= 0, sy < height else { continue }
            for x in 0..<w {
                let sx = x + x0 - dx
                if sx >= 0, sx < width { plane[y * w + x] = layer[4 * (sy * width + sx) + 3] }
            }
        }
        if shadow.sigma > 0.1 { plane = Self.gaussianBlur(plane, width: w, height: h, sigma: Float(shadow.sigma)) }
        let clip = state.clip
        for y in y0..<y1 {
            for x in x0..<x1 {
                var c = plane[(y - y0) * w + (x - x0)]
                if let clip { c *= clip.value(x: x, y: y) }
                if c > 1e-4 { blend(y * width + x, shadow.color, coverage: min(c, 1)) }
            }
        }
    }

    /// The box (x0, y0 inclusive; x1, y1 exclusive) of pixels with nonzero alpha.
    static func alphaBox(_ pixels: [Float], width: Int, height: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var x0 = width, y0 = height, x1 = -1, y1 = -1
        for y in 0..<height {
            for x in 0..<width where pixels[4 * (y * width + x) + 3] > 0 {
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
            }
        }
        return x1 < 0 ? nil : (x0, y0, x1 + 1, y1 + 1)
    }

    /// A separable Gaussian of standard deviation `sigma` pixels, truncated at 3σ and
    /// normalised; outside the plane counts as zero.
    static func gaussianBlur(_ plane: [Float], width: Int, height: Int, sigma: Float) -> [Float] {
        let reach = Int((3 * sigma).rounded(.up))
        var kernel = (-reach...reach).map { exp(-Float($0 * $0) / (2 * sigma * sigma)) }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        var across = [Float](repeating: 0, count: plane.count)
        for y in 0..<height {
            for x in 0..<width {
                var sum: Float = 0
                for k in max(-reach, -x)...min(reach, width - 1 - x) { sum += kernel[k + reach] * plane[y * width + x + k] }
                across[y * width + x] = sum
            }
        }
        var result = [Float](repeating: 0, count: plane.count)
        for y in 0..<height {
            for x in 0..<width {
                var sum: Float = 0
                for k in max(-reach, -y)...min(reach, height - 1 - y) { sum += kernel[k + reach] * across[(y + k) * width + x] }
                result[y * width + x] = sum
            }
        }
        return result
    }
}
