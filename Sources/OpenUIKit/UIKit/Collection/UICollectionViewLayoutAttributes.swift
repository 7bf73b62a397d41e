import Foundation

/// Where and how one element of a collection view appears
/// (`UICollectionViewLayoutAttributes`). Only cells are modelled.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The element's index path.
    open var indexPath: IndexPath
    /// The frame, in the collection view's content coordinates.
    open var frame: CGRect = .zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set {
            let c = center
            frame = CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    open var alpha: CGFloat = 1
    open var transform: CGAffineTransform = .identity
    open var zIndex = 0
    open var isHidden = false

    /// Attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
    }

    /// Applies the attributes to a view (frame through centre and bounds, as
    /// UIKit does, so a transform is kept).
    func apply(to view: UIView) {
        view.transform = .identity
        view.bounds = CGRect(origin: view.bounds.origin, size: frame.size)
        view.center = center
        view.transform = transform
        view.alpha = alpha
        view.isHidden = isHidden
        view.layer.zPosition = CGFloat(zIndex)
    }
}
