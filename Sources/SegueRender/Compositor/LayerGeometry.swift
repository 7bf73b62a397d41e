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


    /// Twice the signed area of `rect` projected through `m` (window space,
    /// y down): positive when the layer faces the viewer, as an untransformed
    /// layer does; nil when a corner lies behind the eye (w ≤ 0).
    static func projectedSignedArea(of rect: CGRect, _ m: CATransform3D) -> Double? {
        var area = 0.0
        var previous: (Double, Double)?, first = (0.0, 0.0)
        for i in 0..<4 {
            let h = homogeneous(corner(i, of: rect), m)
            guard h.w > 1e-9 else { return nil }
            let p = (h.x / h.w, h.y / h.w)
            if let q = previous { area += q.0 * p.1 - p.0 * q.1 } else { first = p }
            previous = p
        }
        if let q = previous { area += q.0 * first.1 - first.0 * q.1 }
        return area
    }

    /// Corner `i` (0...3, clockwise on a y-down screen from the top-left) of `r`.
    static func corner(_ i: Int, of r: CGRect) -> CGPoint {
        switch i {
        case 0: CGPoint(x: r.minX, y: r.minY)
        case 1: CGPoint(x: r.maxX, y: r.minY)
        case 2: CGPoint(x: r.maxX, y: r.maxY)
        default: CGPoint(x: r.minX, y: r.maxY)
        }
    }

    /// The bounding box of `rect`'s corners mapped by `map` (no allocation).
    static func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for i in 0..<4 {
            let p = map(corner(i, of: rect))
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
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
        // x · 0 is 0 for finite x and NaN for infinities and NaN: one allocation-free test.
        let zero = m.m11 * 0 + m.m12 * 0 + m.m13 * 0 + m.m14 * 0 + m.m21 * 0 + m.m22 * 0 + m.m23 * 0 + m.m24 * 0
            + m.m31 * 0 + m.m32 * 0 + m.m33 * 0 + m.m34 * 0 + m.m41 * 0 + m.m42 * 0 + m.m43 * 0 + m.m44 * 0
        return zero == 0
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
        let box = boundingBox(of: rect) { CGPoint(x: $0.x * a + $0.y * c + tx, y: $0.x * b + $0.y * d + ty) }
        if guardBand.contains(box) { return rect }
        guard box.intersects(guardBand) else { return nil }
        let det = a * d - b * c
        guard abs(det) > 1e-12 else { return nil }
        // Inverse-map the guard band into layer space and intersect.
        let localBox = boundingBox(of: guardBand) { p in
            let x = p.x - tx, y = p.y - ty
            return CGPoint(x: (x * d - y * c) / det, y: (y * a - x * b) / det)
        }
        let clipped = rect.intersection(localBox)
        return clipped.isNull || clipped.isEmpty ? nil : clipped
    }

    /// Calls `body` with the 16 float elements of `m` in row-major order, ready for
    /// `glUniformMatrix4fv` without transposition (uploading row-vector rows as GL
    /// columns makes GLSL's `M * v` equal `v · M`).
    static func withUniformElements<R>(_ m: CATransform3D, _ body: (UnsafePointer<Float>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 16) { buffer in
            let values = (m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24,
                          m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44)
            withUnsafeBytes(of: values) { raw in
                for i in 0..<16 { buffer[i] = Float(raw.load(fromByteOffset: i * MemoryLayout<CGFloat>.stride, as: CGFloat.self)) }
            }
            return body(UnsafePointer(buffer.baseAddress!))
        }
    }
}

extension CATransform3D {
    /// `CATransform3DConcat(self, next)`: apply `self`, then `next`.
    func then(_ next: CATransform3D) -> CATransform3D { CATransform3DConcat(self, next) }
}
