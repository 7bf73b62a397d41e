import CEGL
import Foundation
import OpenUIKit

/// Rounded contents: the part of the quad where the corner and edge coverage are
/// both 1 needs none of that maths.
extension RenderEngine {
    /// Draws `aa` (from `antialiased`) of a layer whose `bounds` are rounded by `radius`:
    /// the interior, farther than `radius` from every side of `bounds` and than the
    /// antialiasing outset from the drawn edges, with `.plainTexture` (the same value
    /// `.texture` computes there, its coverage being exactly 1), and only the ring around
    /// it with `uniforms` (`.texture`). `uv` maps layer points to texture coordinates.
    func drawRoundedTexture(_ aa: (quad: CGRect, edges: CGRect?), bounds: CGRect, radius: CGFloat,
                            matrix: CATransform3D, uniforms: DrawUniforms, uv: (CGPoint) -> CGPoint) {
        let inner = Self.fullCoverage(aa, bounds: bounds, radius: radius)
        func texture(_ r: CGRect) -> CGRect {
            let a = uv(CGPoint(x: r.minX, y: r.minY)), b = uv(CGPoint(x: r.maxX, y: r.maxY))
            return CGRect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)
        }
        guard !inner.isNull, inner.width > 0, inner.height > 0 else {
            var batch = QuadBatch()
            batch.append(aa.quad, uv: texture(aa.quad))
            return draw(batch, matrix: matrix, uniforms: uniforms)
        }
        var interior = QuadBatch()
        interior.append(inner, uv: texture(inner))
        drawInteriorAndRing(interior, inner: inner, outer: aa.quad, plainMode: .plainTexture,
                            matrix: matrix, uniforms: uniforms, uv: uv)
    }

    /// Draws `aa` (from `antialiased`) of a rounded-rect fill (`uniforms`, `.fill`) as
    /// `drawRoundedTexture` draws contents: `.solid` (the colour, with no shape maths)
    /// where the coverage is exactly 1, the full program only in the ring around it.
    func drawRoundedFill(_ aa: (quad: CGRect, edges: CGRect?), bounds: CGRect, radius: CGFloat,
                         matrix: CATransform3D, uniforms: DrawUniforms) {
        let inner = Self.fullCoverage(aa, bounds: bounds, radius: radius)
        guard !inner.isNull, inner.width > 0, inner.height > 0 else {
            var batch = QuadBatch()
            batch.append(aa.quad)
            return draw(batch, matrix: matrix, uniforms: uniforms)
        }
        var interior = QuadBatch()
        interior.append(inner)
        drawInteriorAndRing(interior, inner: inner, outer: aa.quad, plainMode: .solid,
                            matrix: matrix, uniforms: uniforms) { _ in .zero }
    }

    /// The part of `aa`'s quad where a shape of `bounds` rounded by `radius` covers
    /// every pixel: farther than `radius` from each side of `bounds`, and than the
    /// antialiasing outset from the drawn edges (possibly empty).
    static func fullCoverage(_ aa: (quad: CGRect, edges: CGRect?), bounds: CGRect, radius: CGFloat) -> CGRect {
        let edges = aa.edges ?? aa.quad
        return edges.insetBy(dx: edges.minX - aa.quad.minX, dy: edges.minY - aa.quad.minY)
            .intersection(bounds.insetBy(dx: radius, dy: radius))
    }

    /// Draws `interior` (the quad `inner`, where the shape's coverage is exactly 1)
    /// in `plainMode`, which skips the shape maths, and the ring between `outer` and
    /// `inner` with `uniforms`; `uv` gives the ring's texture coordinates.
    func drawInteriorAndRing(_ interior: QuadBatch, inner: CGRect, outer: CGRect, plainMode: DrawMode,
                             matrix: CATransform3D, uniforms: DrawUniforms, uv: (CGPoint) -> CGPoint) {
        var plain = uniforms
        plain.mode = plainMode
        draw(interior, matrix: matrix, uniforms: plain)
        var ring = QuadBatch()
        ring.appendRing(outer: outer, inner: inner, uv: uv)
        draw(ring, matrix: matrix, uniforms: uniforms)
    }
}
