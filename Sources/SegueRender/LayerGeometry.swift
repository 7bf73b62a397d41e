import Foundation
import OpenUIKit

/// Geometry helpers for drawing a layer-space rectangle under a 4×4
/// row-vector matrix (`[x y z 1] · M`).
enum LayerGeometry {
    /// Drops z: Core Animation renders a layer's sublayers into the layer's own
    /// plane (only `CATransformLayer` keeps 3-D depth across levels).
    static let flatten: CATransform3D = {
        var f = CATransform3DIdentity
        f.m33 = 0
        return f
    }()

    /// The layer-to-window matrix of the children of a layer whose matrix is
    /// `matrix`: the layer's `childSpaceTransform` (sublayerTransform about its
    /// centre, perspective included), flattened into the layer's plane, then `matrix`.
    /// A child's own matrix is `child.localToParent · childMatrix(…)`.
    static func childMatrix(of layer: RenderLayer, matrix: CATransform3D) -> CATransform3D {
        layer.childSpaceTransform.then(flatten).then(matrix)
    }

    /// `[x y 0 1] · m`.
    static func homogeneous(_ p: CGPoint, _ m: CATransform3D) -> (x: Double, y: Double, w: Double) {
        (Double(p.x * m.m11 + p.y * m.m21 + m.m41),
         Double(p.x * m.m12 + p.y * m.m22 + m.m42),
         Double(p.x * m.m14 + p.y * m.m24 + m.m44))
    }

    static func corners(_ r: CGRect) -> [CGPoint] {
        [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
         CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
    }

    /// Twice the signed area of `rect` projected through `m` (window space,
    /// y down): positive when the layer faces the viewer, as an untransformed
    /// layer does; nil when a corner lies behind the eye (w ≤ 0).
    static func projectedSignedArea(of rect: CGRect, _ m: CATransform3D) -> Double? {
        var points: [(Double, Double)] = []
        for corner in corners(rect) {
            let h = homogeneous(corner, m)
            guard h.w > 1e-9 else { return nil }
            points.append((h.x / h.w, h.y / h.w))
        }
        var area = 0.0
        for i in 0..<4 {
            let (x0, y0) = points[i], (x1, y1) = points[(i + 1) % 4]
            area += x0 * y1 - x1 * y0
        }
        return area
    }

    /// The window translation of `m` when it maps layer space to window points
    /// by translation alone (no rotation, scale or perspective in x and y), so
    /// content can be snapped to whole pixels; nil otherwise.
    static func pixelSnapOffset(_ m: CATransform3D) -> CGPoint? {
        guard m.m11 == 1, m.m22 == 1, m.m12 == 0, m.m21 == 0, m.m14 == 0, m.m24 == 0, m.m44 == 1 else { return nil }
        return CGPoint(x: m.m41, y: m.m42)
    }

    /// True when every element of `m` is finite.
    static func isFinite(_ m: CATransform3D) -> Bool {
        [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24,
         m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44].allSatisfy(\.isFinite)
    }

    /// `rect` cut down to the part that can reach `guardBand` (window points)
    /// when `m` is affine in x and y; for perspective matrices the GPU clips and
    /// `rect` is returned unchanged. Nil when nothing of `rect` can be visible.
    static func clampedToGuardBand(_ rect: CGRect, _ m: CATransform3D, guardBand: CGRect) -> CGRect? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        guard m.m14 == 0, m.m24 == 0, m.m44 != 0 else { return rect }
        let a = m.m11 / m.m44, b = m.m12 / m.m44, c = m.m21 / m.m44, d = m.m22 / m.m44
        let tx = m.m41 / m.m44, ty = m.m42 / m.m44
        // Quick accept: the projected rect already lies within the guard band.
        let projected = corners(rect).map { CGPoint(x: $0.x * a + $0.y * c + tx, y: $0.x * b + $0.y * d + ty) }
        let xs = projected.map(\.x), ys = projected.map(\.y)
        let box = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        if guardBand.contains(box) { return rect }
        guard box.intersects(guardBand) else { return nil }
        let det = a * d - b * c
        guard abs(det) > 1e-12 else { return nil }
        // Inverse-map the guard band into layer space and intersect.
        let local = corners(guardBand).map { p -> CGPoint in
            let x = p.x - tx, y = p.y - ty
            return CGPoint(x: (x * d - y * c) / det, y: (y * a - x * b) / det)
        }
        let lx = local.map(\.x), ly = local.map(\.y)
        let localBox = CGRect(x: lx.min()!, y: ly.min()!, width: lx.max()! - lx.min()!, height: ly.max()! - ly.min()!)
        let clipped = rect.intersection(localBox)
        return clipped.isNull || clipped.isEmpty ? nil : clipped
    }

    /// Column-major float elements of `m · projection`, ready for `glUniformMatrix4fv`
    /// (uploading row-vector rows as GL columns makes GLSL's `M * v` equal `v · M`).
    static func uniformElements(_ m: CATransform3D) -> [Float] {
        [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24,
         m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44].map { Float($0) }
    }
}

extension CATransform3D {
    /// `CATransform3DConcat(self, next)`: apply `self`, then `next`.
    func then(_ next: CATransform3D) -> CATransform3D { CATransform3DConcat(self, next) }
}
