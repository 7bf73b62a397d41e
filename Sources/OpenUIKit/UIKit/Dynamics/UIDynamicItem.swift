import Foundation

/// An object UIKit Dynamics can move (`UIDynamicItem`).
///
/// A dynamic animator reads an item's `center`, `bounds` and `transform`
/// when the item joins it (and again on `updateItem(usingCurrentState:)`),
/// then writes `center` each step and, once the item turns, `transform` as
/// a pure rotation. `UIView` and `UICollectionViewLayoutAttributes` adopt the
/// protocol, as in UIKit. `collisionBoundsType` and `collisionBoundingPath`
/// are optional in UIKit; here the extension supplies UIKit's defaults
/// (`.rectangle`, and a rectangle path of the bounds about the centre).
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    /// The item's centre, in the reference view's coordinate system.
    var center: CGPoint { get set }
    /// The item's bounds; the animator reads only their size.
    var bounds: CGRect { get }
    /// The item's transform; the animator writes rotations only.
    var transform: CGAffineTransform { get set }
    /// The shape the item collides with (iOS 9).
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// The convex, counterclockwise-wound path used when `collisionBoundsType`
    /// is `.path`; (0, 0) is the item's centre (iOS 9).
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    public var collisionBoundingPath: UIBezierPath {
        let size = bounds.size
        return UIBezierPath(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }
}
