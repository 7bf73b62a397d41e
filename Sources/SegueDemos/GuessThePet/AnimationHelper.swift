import UIKit

/// Rotation and perspective helpers of the flip.
enum AnimationHelper {
    static func yRotation(_ angle: CGFloat) -> CATransform3D {
        CATransform3DMakeRotation(angle, 0, 1, 0)
    }

    /// Gives the container's children a shared vanishing point.
    @MainActor
    static func perspectiveTransform(for containerView: UIView) {
        var transform = CATransform3DIdentity
        transform.m34 = -0.002
        containerView.layer.sublayerTransform = transform
    }
}
