import CEGL
import Foundation
import OpenUIKit

/// Issuing draw calls and one-time warnings.
extension RenderEngine {
    /// Logs `message` the first time it occurs in this renderer's life.
    func warnOnce(_ message: String) {
        if loggedWarnings.insert(message).inserted { renderLog.warning("\(message)") }
    }

    /// Draws `batch` (layer space) under `matrix` (layer → window points).
    func draw(_ batch: QuadBatch, matrix: CATransform3D, uniforms: DrawUniforms) {
        draw(batch, clipMatrix: matrix.then(projection), uniforms: uniforms)
    }

    /// Draws `batch` with `clipMatrix` (vertex → clip space) and the program of `u.mode`.
    func draw(_ batch: QuadBatch, clipMatrix: CATransform3D, uniforms u: DrawUniforms) {
        guard !batch.isEmpty else { return }
        guard let program = programs[u.mode] else { return }
        if currentMode != u.mode {
            gl.useProgram(program.program)
            gl.uniform1i(program.texture, 0)
            currentMode = u.mode
        }
        LayerGeometry.withUniformElements(clipMatrix) { gl.uniformMatrix4fv(program.matrix, 1, GLboolean(GL_FALSE), $0) }
        gl.uniform4f(program.color, u.color.0, u.color.1, u.color.2, u.color.3)
        gl.uniform4f(program.shape, Float(u.shape.minX), Float(u.shape.minY), Float(u.shape.width), Float(u.shape.height))
        gl.uniform1f(program.radius, Float(u.radius))
        gl.uniform4f(program.inner, Float(u.inner.minX), Float(u.inner.minY), Float(u.inner.width), Float(u.inner.height))
        gl.uniform1f(program.innerRadius, Float(u.innerRadius))
        gl.uniform1f(program.sigma, Float(u.sigma))
        gl.uniform1f(program.threshold, u.threshold)
        gl.uniform2f(program.step, u.step.0, u.step.1)
        batch.floats.withUnsafeBytes { bytes in
            gl.bufferData(GLenum(GL_ARRAY_BUFFER), GLsizeiptr(bytes.count), bytes.baseAddress, GLenum(GL_STREAM_DRAW))
        }
        gl.drawArrays(GLenum(GL_TRIANGLES), 0, GLsizei(batch.vertexCount))
    }
}
