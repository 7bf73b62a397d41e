import CEGL
import Foundation
import OpenUIKit

/// Pictures sampled at each fragment's window position in a rounded shape (blurred
/// backdrops, the content of plain masks): the part of the shape where its coverage is
/// exactly 1 needs no shape maths and no `gl_FragCoord` (which llvmpipe samples more
/// slowly than an interpolated coordinate), so it is drawn apart from the ring around it.
extension RenderEngine {
    /// Draws `aa` (from `antialiased`) of the rounded rectangle `bounds` (radius `radius`)
    /// under `matrix` with `uniforms` (`.backdrop`: the texture at each fragment's window
    /// pixel times `uStep`, the shape's coverage applied). Under an affine matrix the
    /// largest rectangle where that coverage is 1 is drawn with `.plainBackdrop` instead,
    /// its texture coordinates the same window positions interpolated, and only the ring
    /// around it with `uniforms`: the same pixels, fewer operations.
    func drawWindowSampled(_ aa: (quad: CGRect, edges: CGRect?), bounds: CGRect, radius: CGFloat,
                           matrix m: CATransform3D, uniforms: DrawUniforms) {
        guard m.m14 == 0, m.m24 == 0, m.m44 == 1,
              let inner = Self.fullCoverageRect(aa, bounds: bounds, radius: radius, matrix: m, scale: scale) else {
            var batch = QuadBatch()
            batch.append(aa.quad)
            return draw(batch, matrix: m, uniforms: uniforms)
        }
        // Window pixel → texture coordinate, as the shader's gl_FragCoord.xy * uStep.
        let su = CGFloat(uniforms.step.0) * scale, sv = CGFloat(uniforms.step.1) * scale
        func uv(_ p: CGPoint) -> CGPoint {
            CGPoint(x: (p.x * m.m11 + p.y * m.m21 + m.m41) * su, y: (p.x * m.m12 + p.y * m.m22 + m.m42) * sv)
        }
        var interior = QuadBatch()
        interior.append(inner, uv: uv)
        drawInteriorAndRing(interior, inner: inner, outer: aa.quad, plainMode: .plainBackdrop,
                            matrix: m, uniforms: uniforms, uv: uv)
    }

    /// The largest of three layer-space rectangles inside `aa.quad` where both the rounded
    /// rectangle's corner coverage and the quad's edge coverage are 1 (the shader's
    /// `cornerCoverage` and `edgeCoverage`): `bounds` less the radius across x, across y,
    /// or on every side less `r(1 − 1/√2)` and one pixel (within the corners' arcs by more
    /// than half a pixel), under the affine `m` at `scale` pixels a point. Nil when none has area.
    static func fullCoverageRect(_ aa: (quad: CGRect, edges: CGRect?), bounds: CGRect, radius r: CGFloat,
                                 matrix m: CATransform3D, scale: CGFloat) -> CGRect? {
        let edges = aa.edges ?? aa.quad
        // Points at least the outset (≥ 1 pixel) inside the edges have full edge coverage.
        let inside = edges.insetBy(dx: edges.minX - aa.quad.minX, dy: edges.minY - aa.quad.minY)
        guard !inside.isNull, inside.width > 0, inside.height > 0 else { return nil }
        guard r > 0 else { return inside }
        // The shader's `pixel` (one output pixel in layer units): √½ times the Frobenius norm of
        // the inverse of the matrix's 2-D part times the scale (its columns are dFdx and dFdy).
        let det = (m.m11 * m.m22 - m.m12 * m.m21) * scale * scale
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let frobenius = (m.m11 * m.m11 + m.m12 * m.m12 + m.m21 * m.m21 + m.m22 * m.m22).squareRoot() * scale / abs(det)
        let pixel = frobenius * 0.5.squareRoot()
        let diagonal = r * (1 - 1 / 2.0.squareRoot()) + pixel
        let candidates = [bounds.insetBy(dx: r, dy: 0), bounds.insetBy(dx: 0, dy: r),
                          bounds.insetBy(dx: diagonal, dy: diagonal)]
            .map { $0.intersection(inside) }
            .filter { !$0.isNull && $0.width > 0 && $0.height > 0 }
        return candidates.max { $0.width * $0.height < $1.width * $1.height }
    }
}
