import CEGL
import Foundation
import OpenUIKit

/// `CAGradientLayer`: the gradient is drawn over the background colour, in the
/// layer's bounds and rounded corners, from a 256-entry colour ramp computed on
/// the CPU (`RenderGradient.color(at:)`, premultiplied afterwards) and looked up
/// per fragment by the position along the gradient.
extension RenderEngine {
    static let rampWidth = 256

    func drawGradient(_ layer: RenderLayer, matrix: CATransform3D, opacity: Double) {
        guard let gradient = layer.gradient, !gradient.colors.isEmpty, !layer.bounds.isEmpty,
              let quad = LayerGeometry.clampedToGuardBand(layer.bounds, matrix, guardBand: guardBand) else { return }
        let b = layer.bounds
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: b.minX + unit.x * b.width, y: b.minY + unit.y * b.height)
        }
        let start = point(gradient.startPoint), end = point(gradient.endPoint)
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        // `inner` carries the start point (and a radial gradient's radii), `step` the
        // vector from start to end (signed; a rectangle's size would lose the sign).
        let mode: DrawMode, geometry: CGRect
        let axis = (Float(end.x - start.x), Float(end.y - start.y))
        switch gradient.type {
        case .radial:
            // An ellipse through the end point's x and y offsets; a zero radius takes the other.
            var rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            if rx == 0 { rx = ry }
            if ry == 0 { ry = rx }
            mode = .radialGradient
            geometry = CGRect(x: start.x, y: start.y, width: rx, height: ry)
        case .conic:
            mode = .conicGradient
            geometry = CGRect(x: start.x, y: start.y, width: 0, height: 0)
        default:
            if gradient.type != .axial {
                warnOnce("SegueRender: unknown CAGradientLayerType \"\(gradient.type.rawValue)\"; drawn as .axial")
            }
            mode = .axialGradient
            geometry = CGRect(x: start.x, y: start.y, width: 0, height: 0)
        }
        uploadRamp(gradient)
        let aa = antialiased(quad, matrix: matrix)
        var batch = QuadBatch()
        batch.append(aa.quad)
        draw(batch, matrix: matrix, uniforms: DrawUniforms(
            mode: mode, color: (0, 0, 0, Float(min(max(opacity, 0), 1))), shape: layer.bounds,
            radius: DrawUniforms.radius(of: layer), corners: DrawUniforms.corners(of: layer),
            inner: geometry, step: axis, edges: aa.edges))
    }

    /// Fills the ramp texture with `gradient`'s premultiplied colours at t = i / 255 and binds it.
    private func uploadRamp(_ gradient: RenderGradient) {
        if gradientRamp == 0 {
            gl.genTextures(1, &gradientRamp)
            gl.bindTexture(GLenum(GL_TEXTURE_2D), gradientRamp)
            for (name, value) in [(GL_TEXTURE_MIN_FILTER, GL_LINEAR), (GL_TEXTURE_MAG_FILTER, GL_LINEAR),
                                  (GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE), (GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE)] {
                gl.texParameteri(GLenum(GL_TEXTURE_2D), GLenum(name), value)
            }
        }
        let n = Self.rampWidth
        var bytes = [UInt8](repeating: 0, count: n * 4)
        for i in 0..<n {
            let c = gradient.color(at: CGFloat(i) / CGFloat(n - 1))
            let a = min(max(c.a, 0), 1)
            func byte(_ v: CGFloat) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
            bytes[i * 4] = byte(c.r * a)
            bytes[i * 4 + 1] = byte(c.g * a)
            bytes[i * 4 + 2] = byte(c.b * a)
            bytes[i * 4 + 3] = byte(a)
        }
        gl.bindTexture(GLenum(GL_TEXTURE_2D), gradientRamp)
        gl.pixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        bytes.withUnsafeBytes { raw in
            gl.texImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(n), 1, 0,
                          GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), raw.baseAddress)
        }
    }
}
