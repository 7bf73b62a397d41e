import CEGL
import Foundation
import OpenUIKit

/// Issuing draw calls and one-time warnings.
extension RenderEngine {
    /// Logs `message` the first time it occurs in this renderer's life.
    func warnOnce(_ message: String) {
        if loggedWarnings.insert(message).inserted { renderLog.warning("\(message)") }
    }

    /// The quad to draw for the layer-space rectangle `rect` under `matrix` with analytically
    /// antialiased edges: `rect` itself and no edges when `matrix` puts its edges on whole
    /// pixels (2-D scale and translation); otherwise `rect` outset in layer space so that
    /// every edge moves at least one output pixel outwards (from the Jacobian of the
    /// projection at the four corners: conservative for perspective too), with `edges` = `rect`
    /// for the shader's coverage ramp.
    func antialiased(_ rect: CGRect, matrix m: CATransform3D) -> (quad: CGRect, edges: CGRect?) {
        if pixelAlignedRegion(of: rect, m) != nil { return (rect, nil) }
        var outX: CGFloat = 0, outY: CGFloat = 0
        for i in 0..<4 {
            let c = LayerGeometry.corner(i, of: rect)
            let h = LayerGeometry.homogeneous(c, m)
            guard h.w > 1e-9 else { outX = .infinity; outY = .infinity; break }
            let X = h.x / h.w, Y = h.y / h.w
            // Columns of the Jacobian of window position by layer x and y.
            let jx = ((Double(m.m11) - X * Double(m.m14)) / h.w, (Double(m.m12) - Y * Double(m.m14)) / h.w)
            let jy = ((Double(m.m21) - X * Double(m.m24)) / h.w, (Double(m.m22) - Y * Double(m.m24)) / h.w)
            let det = abs(jx.0 * jy.1 - jx.1 * jy.0) * Double(scale)
            // Screen distance per layer unit across the x edges is |det| / |jy|, across the y edges |det| / |jx|.
            let lx = (jy.0 * jy.0 + jy.1 * jy.1).squareRoot(), ly = (jx.0 * jx.0 + jx.1 * jx.1).squareRoot()
            outX = max(outX, CGFloat(det > 0 ? lx / det : .infinity))
            outY = max(outY, CGFloat(det > 0 ? ly / det : .infinity))
        }
        // Nearly edge-on layers: the quad is sub-pixel thin on screen; cap the outset.
        let cap = max(rect.width, rect.height)
        outX = outX.isFinite ? min(outX, cap) : cap
        outY = outY.isFinite ? min(outY, cap) : cap
        return (rect.insetBy(dx: -outX, dy: -outY), rect)
    }

    /// Draws the square-cornered `aa` (from `antialiased`) in `uniforms.mode` (`.solid` or
    /// `.plainTexture`, no shape maths) where it is fully covered, and only the ring within a
    /// pixel of its edges with the antialiasing program `rampMode` (`.fill` or `.texture`).
    /// `uv` maps layer points to texture coordinates.
    func drawSquare(_ aa: (quad: CGRect, edges: CGRect?), matrix: CATransform3D, uniforms: DrawUniforms,
                    rampMode: DrawMode, uv: (CGPoint) -> CGPoint) {
        func rect(_ r: CGRect) -> CGRect {
            let a = uv(CGPoint(x: r.minX, y: r.minY)), b = uv(CGPoint(x: r.maxX, y: r.maxY))
            return CGRect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)
        }
        guard let edges = aa.edges else {
            var batch = QuadBatch()
            batch.append(aa.quad, uv: rect(aa.quad))
            draw(batch, matrix: matrix, uniforms: uniforms)
            return
        }
        var ramp = uniforms
        ramp.mode = rampMode
        ramp.edges = edges
        // Points at least the outset (≥ 1 pixel) inside the edges have full coverage.
        let inner = edges.insetBy(dx: edges.minX - aa.quad.minX, dy: edges.minY - aa.quad.minY)
        var batch = QuadBatch()
        guard !inner.isNull, inner.width > 0, inner.height > 0 else {
            batch.append(aa.quad, uv: rect(aa.quad))
            draw(batch, matrix: matrix, uniforms: ramp)
            return
        }
        batch.append(inner, uv: rect(inner))
        draw(batch, matrix: matrix, uniforms: uniforms)
        var ring = QuadBatch()
        ring.appendRing(outer: aa.quad, inner: inner, uv: uv)
        draw(ring, matrix: matrix, uniforms: ramp)
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
        gl.uniform4f(program.corners, u.corners.0, u.corners.1, u.corners.2, u.corners.3)
        gl.uniform4f(program.inner, Float(u.inner.minX), Float(u.inner.minY), Float(u.inner.width), Float(u.inner.height))
        gl.uniform1f(program.innerRadius, Float(u.innerRadius))
        gl.uniform1f(program.sigma, Float(u.sigma))
        gl.uniform1f(program.threshold, u.threshold)
        gl.uniform2f(program.step, u.step.0, u.step.1)
        if program.tint >= 0 { gl.uniform4f(program.tint, u.tint.0, u.tint.1, u.tint.2, u.tint.3) }
        if let e = u.edges {
            gl.uniform4f(program.edges, Float(e.minX), Float(e.minY), Float(e.maxX), Float(e.maxY))
        } else {
            gl.uniform4f(program.edges, -1e30, -1e30, 1e30, 1e30)
        }
        batch.floats.withUnsafeBytes { bytes in
            gl.bufferData(GLenum(GL_ARRAY_BUFFER), GLsizeiptr(bytes.count), bytes.baseAddress, GLenum(GL_STREAM_DRAW))
        }
        // An opaque flat colour replaces what is under it (source-over with alpha 1, which
        // is how every `.solid` draw blends): without blending, llvmpipe drops the commands
        // already queued for each 64 × 64 tile the draw covers instead of shading them.
        let opaque = u.mode == .solid && u.color.3 >= 1
        if opaque { gl.disable(GLenum(GL_BLEND)) }
        // Inside a corner clip only draws that reach a cut corner need the stencil test.
        let unclipped = stencilDepth == 0 && cutCorners.map { !reaches(batch, clipMatrix, $0) } ?? false
        if unclipped { gl.disable(GLenum(GL_STENCIL_TEST)) }
        gl.drawArrays(GLenum(GL_TRIANGLES), 0, GLsizei(batch.vertexCount))
        if unclipped { gl.enable(GLenum(GL_STENCIL_TEST)) }
        if opaque { gl.enable(GLenum(GL_BLEND)) }
    }

    /// Whether `batch` under `clipMatrix` can cover a pixel of `regions` (of the current
    /// target); true when a vertex lies behind the eye.
    func reaches(_ batch: QuadBatch, _ m: CATransform3D, _ regions: [PixelRegion]) -> Bool {
        let target = targets[targets.count - 1]
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        let f = batch.floats
        for k in stride(from: 0, to: f.count, by: 4) {
            let x = Double(f[k]), y = Double(f[k + 1])
            let w = x * Double(m.m14) + y * Double(m.m24) + Double(m.m44)
            guard w > 1e-9 else { return true }
            let cx = (x * Double(m.m11) + y * Double(m.m21) + Double(m.m41)) / w
            let cy = (x * Double(m.m12) + y * Double(m.m22) + Double(m.m42)) / w
            minX = min(minX, cx); maxX = max(maxX, cx); minY = min(minY, cy); maxY = max(maxY, cy)
        }
        // Clip space to pixels, a pixel of margin around.
        let x0 = (minX + 1) / 2 * Double(target.width) - 1, x1 = (maxX + 1) / 2 * Double(target.width) + 1
        let y0 = (minY + 1) / 2 * Double(target.height) - 1, y1 = (maxY + 1) / 2 * Double(target.height) + 1
        guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else { return true }
        return regions.contains { r in
            !r.isEmpty && x1 > Double(r.x) && x0 < Double(r.x + r.width) && y1 > Double(r.y) && y0 < Double(r.y + r.height)
        }
    }
}
