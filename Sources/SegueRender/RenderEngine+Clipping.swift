import CEGL
import Foundation
import OpenUIKit

/// `masksToBounds` clipping with the stencil buffer.
extension RenderEngine {
    /// Draws only where the stencil equals the current clip depth.
    func applyStencil() {
        gl.stencilMask(0xFF)
        gl.stencilFunc(GLenum(GL_EQUAL), GLint(stencilDepth), 0xFF)
        gl.stencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_KEEP))
    }

    /// Writes the layer's rounded bounds into the stencil with `operation` (INCR or DECR)
    /// where the stencil equals the current depth; colour writes off.
    func drawClipShape(_ layer: RenderLayer, matrix: CATransform3D, operation: Int32) {
        guard let quad = LayerGeometry.clampedToGuardBand(layer.bounds, matrix, guardBand: guardBand) else { return }
        gl.colorMask(GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE))
        gl.stencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(operation))
        // With MSAA the rounded corners' coverage selects samples (alpha to coverage), so
        // clipped children get antialiased corners; the same samples are hit on enter and leave.
        if samples > 0 { gl.enable(GLenum(GL_SAMPLE_ALPHA_TO_COVERAGE)) }
        var batch = QuadBatch()
        batch.append(quad)
        draw(batch, matrix: matrix, uniforms: DrawUniforms(
            mode: .stencilShape, shape: layer.bounds,
            radius: DrawUniforms.clampedRadius(layer.cornerRadius, for: layer.bounds),
            threshold: samples > 0 ? 1.0 / 255 : 0.5))
        if samples > 0 { gl.disable(GLenum(GL_SAMPLE_ALPHA_TO_COVERAGE)) }
        gl.colorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
    }

    /// Children drawn after this see only the inside of the layer's rounded bounds.
    func pushClip(_ layer: RenderLayer, matrix: CATransform3D) {
        drawClipShape(layer, matrix: matrix, operation: GL_INCR)
        stencilDepth += 1
        applyStencil()
    }

    /// Undoes `pushClip` for the same layer and matrix.
    func popClip(_ layer: RenderLayer, matrix: CATransform3D) {
        drawClipShape(layer, matrix: matrix, operation: GL_DECR)
        stencilDepth -= 1
        applyStencil()
    }
}
