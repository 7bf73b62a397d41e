import Foundation

/// Where and how one element of a collection view appears
/// (`UICollectionViewLayoutAttributes`): a cell, a supplementary view
/// (headers, footers, badges) or a decoration view (section backgrounds).
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
    /// A 3D transform; when not the identity it replaces `transform` on the view's layer.
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var zIndex = 0
    open var isHidden = false

    /// Whether the attributes describe a cell, a supplementary view or a decoration view.
    public private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The supplementary or decoration kind (nil for cells).
    public private(set) var representedElementKind: String?

    /// Whether the element sits in its section's own scroll view (a
    /// compositional section with orthogonal scrolling): its frame is then
    /// where it shows after that scroll view's offset.
    var isInSectionScroller = false

    /// Attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy (UIKit's attributes are `NSCopying`; the layouts hand out copies).
    func copied() -> UICollectionViewLayoutAttributes {
        let c = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        c.representedElementCategory = representedElementCategory
        c.representedElementKind = representedElementKind
        c.frame = frame
        c.alpha = alpha
        c.transform = transform
        c.transform3D = transform3D
        c.zIndex = zIndex
        c.isHidden = isHidden
        c.isInSectionScroller = isInSectionScroller
        return c
    }

    /// Applies the attributes to a view (frame through centre and bounds, as
    /// UIKit does, so a transform is kept), `shift` moving the frame (for a
    /// view inside a section's own scroll view).
    func apply(to view: UIView, shiftedBy shift: CGVector = .zero) {
        view.transform = .identity
        view.bounds = CGRect(origin: view.bounds.origin, size: frame.size)
        view.center = CGPoint(x: center.x + shift.dx, y: center.y + shift.dy)
        if CATransform3DIsIdentity(transform3D) {
            view.transform = transform
        } else {
            view.transform3D = transform3D
        }
        view.alpha = alpha
        view.isHidden = isHidden
        view.layer.zPosition = CGFloat(zIndex)
    }
}
