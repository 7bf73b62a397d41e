import Foundation
@testable import OpenUIKit

/// Records a dynamic animator's pauses and resumes.
@MainActor
final class AnimatorDelegateLog: NSObject, UIDynamicAnimatorDelegate {
    var resumes = 0
    var pauses = 0
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumes += 1 }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { pauses += 1 }
}

/// Records a collision behaviour's contacts.
@MainActor
final class CollisionLog: NSObject, UICollisionBehaviorDelegate {
    var boundaryBegan: [(item: any UIDynamicItem, identifier: (any NSCopying)?, point: CGPoint)] = []
    var boundaryEnded: [(item: any UIDynamicItem, identifier: (any NSCopying)?)] = []
    var itemsBegan: [(any UIDynamicItem, any UIDynamicItem, CGPoint)] = []
    var itemsEnded: [(any UIDynamicItem, any UIDynamicItem)] = []

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
        boundaryBegan.append((item, identifier, p))
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?) {
        boundaryEnded.append((item, identifier))
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem, at p: CGPoint) {
        itemsBegan.append((item1, item2, p))
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem) {
        itemsEnded.append((item1, item2))
    }
}

/// A 320 × 480 reference view in a window, and a square view of `side` points centred at `center` in it.
@MainActor
func dynamicsStage(side: CGFloat = 100, center: CGPoint = CGPoint(x: 160, y: 100))
    -> (window: UIWindow, reference: UIView, box: UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let reference = UIView(frame: window.bounds)
    window.addSubview(reference)
    let box = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
    box.center = center
    reference.addSubview(box)
    return (window, reference, box)
}
