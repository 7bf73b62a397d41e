import Foundation

/// Where a targeted preview is placed: a point in a container view, with
/// a transform (`UIPreviewTarget`).
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    /// The view whose coordinates `center` is in.
    public let container: UIView
    /// The preview's centre, in `container`'s coordinates.
    public let center: CGPoint
    /// A transform applied to the preview.
    public let transform: CGAffineTransform

    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }

    /// A target with the identity transform.
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}
