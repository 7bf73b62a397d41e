import Foundation

/// A constant acceleration applied to items (`UIGravityBehavior`).
///
/// `gravityDirection` is the acceleration in units of UIKit gravity: a
/// vector of length 1.0 accelerates items by 1000 points/s², whatever their
/// mass. The default vector is (0, 1): 1000 points/s² downwards. `angle`
/// and `magnitude` are the same vector in polar form (Apple: changing one
/// changes the others; setting the magnitude to 0 makes the vector (0, 0)
/// and so resets the angle to 0).
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    /// UIKit gravity: the acceleration of a vector of length 1.0, in points/s².
    static let pointsPerSecondSquared: Double = 1000
    private var list: DynamicItemList

    /// A gravity behaviour for `items`.
    public init(items: [any UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    /// Adds an item (ignored if present).
    open func addItem(_ item: any UIDynamicItem) {
        if list.add(item) { setNeedsSimulationUpdate() }
    }

    /// Removes an item; it stops falling (other behaviours may still move it).
    open func removeItem(_ item: any UIDynamicItem) {
        if list.remove(item) { setNeedsSimulationUpdate() }
    }

    /// The items gravity acts on.
    open var items: [any UIDynamicItem] { list.items }

    /// The acceleration vector, in units of UIKit gravity (default (0, 1)).
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet {
            guard dynamicsAcceptsFinite(gravityDirection.dx, gravityDirection.dy, property: "UIGravityBehavior.gravityDirection") else {
                gravityDirection = oldValue
                return
            }
            setNeedsSimulationUpdate()
        }
    }

    /// The direction of `gravityDirection` in radians (π/2, downwards, by default).
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The length of `gravityDirection` (1.0, UIKit gravity, by default).
    open var magnitude: CGFloat {
        get { hypot(gravityDirection.dx, gravityDirection.dy) }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the vector from polar form: `magnitude` × (cos `angle`, sin `angle`).
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }

    override func applyForces(in world: DynamicsWorld, h: Double, firstSubstep: Bool) {
        let g = DVec(gravityDirection.dx, gravityDirection.dy) * Self.pointsPerSecondSquared
        for item in list.items {
            world.body(for: item)?.accelerate(g, h: h)
        }
    }
}
