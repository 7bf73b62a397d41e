import Foundation

/// A spring that carries one item to a point and settles it there, upright
/// (`UISnapBehavior`).
///
/// The item is pulled towards `snapPoint` and its rotation towards zero by
/// a damped spring; when the animator pauses the item rests at the point
/// with the identity rotation. `damping` runs from 0.0 (most oscillation)
/// to 1.0 (least, no overshoot); the default is 0.5.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    /// The spring's natural frequency in radians per second: a snap settles in about half a second.
    static let naturalFrequency: Double = 2 * .pi * 2.5
    private let item: any UIDynamicItem

    /// A snap behaviour carrying `item` to `point` (reference-view coordinates).
    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        self.snapPoint = point
        super.init()
    }

    /// Where the item comes to rest (iOS 9: settable).
    open var snapPoint: CGPoint {
        didSet {
            guard dynamicsAcceptsFinite(snapPoint.x, snapPoint.y, property: "UISnapBehavior.snapPoint") else { snapPoint = oldValue; return }
            setNeedsSimulationUpdate()
        }
    }

    /// How much the item oscillates on arrival: 0.0 most, 1.0 least (default 0.5).
    open var damping: CGFloat = 0.5 {
        didSet {
            guard dynamicsAcceptsFinite(damping, property: "UISnapBehavior.damping") else { damping = oldValue; return }
            setNeedsSimulationUpdate()
        }
    }

    /// The damping ratio of the spring: 0.1 at `damping` 0, critical (1) at 1.
    var dampingRatio: Double { 0.1 + 0.9 * min(max(Double(damping), 0), 1) }

    override var dynamicItems: [any UIDynamicItem] { [item] }

    override func applyForces(in world: DynamicsWorld, h: Double, firstSubstep: Bool) {
        guard let body = world.body(for: item) else { return }
        let w = Self.naturalFrequency, zeta = dampingRatio
        let target = DVec(snapPoint.x, snapPoint.y)
        let a = (target - body.position) * (w * w) - body.velocity * (2 * zeta * w)
        body.accelerate(a, h: h)
        let alpha = -body.angle * (w * w) - body.angularVelocity * (2 * zeta * w)
        body.accelerateAngular(alpha, h: h)
    }

    override func animatorDidSettle(_ world: DynamicsWorld) {
        guard let body = world.body(for: item) else { return }
        let target = DVec(snapPoint.x, snapPoint.y)
        // A settled spring is within a fraction of a point of its target: place it there exactly.
        if (target - body.position).length < 1 { body.position = target }
        if abs(body.angle) < 0.02 { body.angle = 0 }
    }
}
