import CEGL
import Foundation
import OpenUIKit

/// Vibrancy (`UIVibrancyEffect`): the content of a vibrant layer takes its colour from
/// what is already drawn behind it. The layer's subtree is drawn into an offscreen target
/// limited to its extent, and only its alpha is used: each pixel of the picture behind is
/// brightened (plus-lighter) or darkened (plus-darker) by the style's grey level times
/// that alpha, by the blending hardware, so the colour comes from the backdrop and no copy
/// of it is read.
extension RenderEngine {
    /// Draws the vibrant layer `index` (drawn under `matrix`, sublayers `children`) with
    /// `opacity`. Returns false when no offscreen target could be had (the caller then
    /// draws the layer as it is).
    ///
    /// With `a` the group's alpha at a pixel times `opacity`, `k = |layer.vibrancy|` and `D`
    /// the premultiplied colour behind: positive vibrancy gives `min(1, D + a·k)` (colour)
    /// and `min(1, Dα + a)` (alpha); negative gives `max(0, D − a·k)` and `min(1, Dα + a)`:
    /// the plus-lighter compositing of a grey of level `k` (or plus-darker of one of level
    /// `1 − k`) masked by the content's alpha (docs/FIDELITY.md, "Vibrancy").
    func drawVibrant(_ index: Int, layer: RenderLayer, matrix: CATransform3D, children: [Int],
                     opacity: Double, depth: Int) -> Bool {
        let whole = PixelRegion(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        let region = groupRegion(of: index, matrix: matrix).intersection(regions.last.flatMap { $0 } ?? whole)
        if region.isEmpty { return true }
        guard let content = pushGroupTarget(region: region) else { return false }
        drawLayerContents(layer, matrix: matrix, children: children, opacity: 1, childOpacity: 1, depth: depth)
        content.target.resolve(region: content.region)
        returnToEnclosingTarget(from: content)
        let level = Float(min(abs(layer.vibrancy), 1))
        let alpha = Float(min(max(opacity, 0), 1))
        gl.blendFunc(GLenum(GL_ONE), GLenum(GL_ONE))
        if layer.vibrancy < 0 {
            gl.blendEquationSeparate(GLenum(GL_FUNC_REVERSE_SUBTRACT), GLenum(GL_FUNC_ADD))
        }
        gl.bindTexture(GLenum(GL_TEXTURE_2D), content.target.resolvedTexture)
        drawPixels(region, uniforms: DrawUniforms(mode: .vibrancy, color: (level, level, level, alpha)))
        gl.blendEquationSeparate(GLenum(GL_FUNC_ADD), GLenum(GL_FUNC_ADD))
        gl.blendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        return true
    }
}
