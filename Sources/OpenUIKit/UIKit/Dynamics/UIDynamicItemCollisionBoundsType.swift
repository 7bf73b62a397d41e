import Foundation

/// The shape a dynamic item collides with (`UIDynamicItemCollisionBoundsType`, iOS 9).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds, rotated with the item (the default).
    case rectangle = 0
    /// The ellipse inscribed in the item's bounds.
    case ellipse = 1
    /// The convex path the item's `collisionBoundingPath` returns, with (0, 0) at the item's centre.
    case path = 2
}
