import Foundation

/// Interpolation of 3-D transforms as Core Animation performs it.
/// (Provisional element-wise version; replaced by the decomposition.)
enum TransformInterpolation {
    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: CGFloat) -> CATransform3D {
        let ea = a.elements, eb = b.elements
        return CATransform3D(elements: (0..<16).map { ea[$0] + (eb[$0] - ea[$0]) * t })
    }
}

extension TransformInterpolation {
    /// Provisional component access (replaced with the decomposition-based version).
    static func component(_ key: String, of t: CATransform3D) -> CGFloat? {
        switch key {
        case "rotation", "rotation.z": return atan2(t.m12, t.m11)
        case "rotation.y": return atan2(-t.m13, t.m11)
        case "rotation.x": return atan2(t.m23, t.m22)
        case "scale", "scale.x": return (t.m11 * t.m11 + t.m12 * t.m12 + t.m13 * t.m13).squareRoot()
        case "scale.y": return (t.m21 * t.m21 + t.m22 * t.m22 + t.m23 * t.m23).squareRoot()
        case "scale.z": return (t.m31 * t.m31 + t.m32 * t.m32 + t.m33 * t.m33).squareRoot()
        case "translation.x": return t.m41
        case "translation.y": return t.m42
        case "translation.z": return t.m43
        default: return nil
        }
    }
    static func setting(_ key: String, to v: CGFloat, in t: CATransform3D) -> CATransform3D? {
        var r = t
        switch key {
        case "rotation", "rotation.z": return CATransform3DConcat(CATransform3DMakeRotation(v, 0, 0, 1), CATransform3DMakeTranslation(t.m41, t.m42, t.m43))
        case "rotation.y": return CATransform3DConcat(CATransform3DMakeRotation(v, 0, 1, 0), CATransform3DMakeTranslation(t.m41, t.m42, t.m43))
        case "rotation.x": return CATransform3DConcat(CATransform3DMakeRotation(v, 1, 0, 0), CATransform3DMakeTranslation(t.m41, t.m42, t.m43))
        case "scale": r.m11 = v; r.m22 = v; r.m33 = v
        case "scale.x": r.m11 = v
        case "scale.y": r.m22 = v
        case "scale.z": r.m33 = v
        case "translation.x": r.m41 = v
        case "translation.y": r.m42 = v
        case "translation.z": r.m43 = v
        default: return nil
        }
        return r
    }
}
