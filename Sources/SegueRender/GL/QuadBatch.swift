import Foundation
import CEGL
import OpenUIKit

/// Interleaved triangle vertices (layer-space position, texture coordinate)
/// for one draw call.
struct QuadBatch {
    private(set) var floats: [Float] = []

    var isEmpty: Bool { floats.isEmpty }
    var vertexCount: Int { floats.count / 4 }

    /// Appends `rect` as two triangles; `uv` gives the texture coordinates of
    /// `rect`'s min and max corners.
    mutating func append(_ rect: CGRect, uv: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)) {
        let x0 = Float(rect.minX), x1 = Float(rect.maxX), y0 = Float(rect.minY), y1 = Float(rect.maxY)
        let u0 = Float(uv.minX), u1 = Float(uv.maxX), v0 = Float(uv.minY), v1 = Float(uv.maxY)
        floats += [x0, y0, u0, v0, x1, y0, u1, v0, x1, y1, u1, v1,
                   x0, y0, u0, v0, x1, y1, u1, v1, x0, y1, u0, v1]
    }

    /// Appends `rect` as two triangles (the same as `append(_:uv:)`), each corner's texture
    /// coordinate given by `uv` (for coordinates that are not a rectangle, such as window
    /// positions under a rotation).
    mutating func append(_ rect: CGRect, uv: (CGPoint) -> CGPoint) {
        let c00 = CGPoint(x: rect.minX, y: rect.minY), c10 = CGPoint(x: rect.maxX, y: rect.minY)
        let c11 = CGPoint(x: rect.maxX, y: rect.maxY), c01 = CGPoint(x: rect.minX, y: rect.maxY)
        for p in [c00, c10, c11, c00, c11, c01] {
            let t = uv(p)
            floats += [Float(p.x), Float(p.y), Float(t.x), Float(t.y)]
        }
    }

    /// Appends the ring between `outer` and `inner` (inside it) as eight triangles whose
    /// inner edges are exactly those of `inner` drawn with `append(inner, …)`, so the two
    /// rasterise without gaps or overlap; `uv` maps a point to its texture coordinate.
    mutating func appendRing(outer: CGRect, inner: CGRect, uv: (CGPoint) -> CGPoint) {
        // Corners clockwise from the top-left, matching `append`'s x0/x1, y0/y1 values.
        let o = [CGPoint(x: outer.minX, y: outer.minY), CGPoint(x: outer.maxX, y: outer.minY),
                 CGPoint(x: outer.maxX, y: outer.maxY), CGPoint(x: outer.minX, y: outer.maxY)]
        let i = [CGPoint(x: inner.minX, y: inner.minY), CGPoint(x: inner.maxX, y: inner.minY),
                 CGPoint(x: inner.maxX, y: inner.maxY), CGPoint(x: inner.minX, y: inner.maxY)]
        func vertex(_ p: CGPoint) {
            let t = uv(p)
            floats += [Float(p.x), Float(p.y), Float(t.x), Float(t.y)]
        }
        for k in 0..<4 {
            let n = (k + 1) % 4
            vertex(o[k]); vertex(o[n]); vertex(i[n])
            vertex(o[k]); vertex(i[n]); vertex(i[k])
        }
    }

    /// Appends the part of `rect` inside `clip`, with texture coordinates cut
    /// to match (so the image is not distorted).
    mutating func append(_ rect: CGRect, uv: CGRect, clippedTo clip: CGRect?) {
        guard let clip else { append(rect, uv: uv); return }
        let visible = rect.intersection(clip)
        guard !visible.isNull, visible.width > 0, visible.height > 0, rect.width > 0, rect.height > 0 else { return }
        func u(_ x: CGFloat) -> CGFloat { uv.minX + (x - rect.minX) / rect.width * uv.width }
        func v(_ y: CGFloat) -> CGFloat { uv.minY + (y - rect.minY) / rect.height * uv.height }
        append(visible, uv: CGRect(x: u(visible.minX), y: v(visible.minY),
                                   width: u(visible.maxX) - u(visible.minX), height: v(visible.maxY) - v(visible.minY)))
    }
}
