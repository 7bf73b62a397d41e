import Foundation
import OpenUIKit

/// The uniforms of one draw call (see `Shaders.fragment`).
struct DrawUniforms {
    var mode: DrawMode
    /// Premultiplied colour (for `.texture` only alpha is used, as opacity).
    var color: (Float, Float, Float, Float) = (0, 0, 0, 0)
    var shape: CGRect = .zero
    var radius: CGFloat = 0
    /// Which corners `radius` rounds: 1 or 0 for the minX-minY, maxX-minY,
    /// minX-maxY and maxX-maxY corners (`CACornerMask`).
    var corners: (Float, Float, Float, Float) = (1, 1, 1, 1)
    var inner: CGRect = .zero
    var innerRadius: CGFloat = 0
    var sigma: CGFloat = 0
    /// `.stencilShape` only: fragments with less corner coverage are discarded.
    var threshold: Float = 0
    /// Blur modes: one pixel along the blur direction, in texture units.
    var step: (Float, Float) = (0, 0)
    /// `.fill`, `.texture`, `.glyphs`: the layer-space rectangle whose straight edges are
    /// antialiased analytically (the quad before `RenderEngine.antialiased` outset it);
    /// nil for none (edges on whole pixels, or hard edges such as stencil clips).
    var edges: CGRect? = nil
    /// `.backdrop`, `.plainBackdrop`: the premultiplied colour laid over the blurred
    /// backdrop in the same draw (the layer's background).
    var tint: (Float, Float, Float, Float) = (0, 0, 0, 0)

    /// `color` premultiplied, with its alpha multiplied by `opacity`.
    static func premultiplied(_ color: CGColor, opacity: Double) -> (Float, Float, Float, Float) {
        let a = Double(color.alpha) * min(max(opacity, 0), 1)
        return (Float(Double(color.red) * a), Float(Double(color.green) * a), Float(Double(color.blue) * a), Float(a))
    }

    /// A layer's `maskedCorners` as the shader's per-corner factors.
    static func corners(of layer: RenderLayer) -> (Float, Float, Float, Float) {
        let mask = layer.maskedCorners
        func f(_ corner: CACornerMask) -> Float { mask.contains(corner) ? 1 : 0 }
        return (f(.layerMinXMinYCorner), f(.layerMaxXMinYCorner), f(.layerMinXMaxYCorner), f(.layerMaxXMaxYCorner))
    }

    /// The corner radius a layer's rounded parts are drawn with: 0 when no
    /// corner is masked in (then the square, cheaper paths draw it).
    static func radius(of layer: RenderLayer) -> CGFloat {
        layer.maskedCorners.isEmpty ? 0 : clampedRadius(layer.cornerRadius, for: layer.bounds)
    }

    /// The largest corner radius `rect` can carry.
    static func clampedRadius(_ r: CGFloat, for rect: CGRect) -> CGFloat {
        max(0, min(r, min(rect.width, rect.height) / 2))
    }
}
