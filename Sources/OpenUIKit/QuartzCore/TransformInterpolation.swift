import Foundation

/// Interpolation of 3-D transforms as Core Animation performs it.
/// (Provisional element-wise version; replaced by the decomposition.)
enum TransformInterpolation {
    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: CGFloat) -> CATransform3D {
        let ea = a.elements, eb = b.elements
        return CATransform3D(elements: (0..<16).map { ea[$0] + (eb[$0] - ea[$0]) * t })
    }
}
