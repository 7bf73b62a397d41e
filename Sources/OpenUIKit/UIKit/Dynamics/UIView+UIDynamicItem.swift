import Foundation

/// Views are dynamic items (UIKit: `UIView` adopts `UIDynamicItem`): an
/// animator moves a view through `center` and turns it through
/// `transform`. `collisionBoundsType` and `collisionBoundingPath` are
/// declared in `UIView` itself so subclasses can override them.
extension UIView: UIDynamicItem {}

/// Layout attributes are dynamic items too (UIKit: `UICollectionViewLayoutAttributes`
/// adopts `UIDynamicItem`), for an animator made with `init()` that moves them.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}
