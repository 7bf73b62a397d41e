import Foundation

/// Physical properties of items, and direct control of their velocities
/// (`UIDynamicItemBehavior`).
///
/// Defaults, as documented: elasticity 0 (no bounce), friction 0, density
/// 1, resistance 0, angular resistance 0, charge 0, not anchored, rotation
/// allowed. An item's mass is its density × the area of its bounds; a
/// 100 × 100-point item of density 1 has mass 1. Where several item
/// behaviours name one item, the one added last (in behaviour order) sets
/// its properties. Velocities are in points/s and radians/s.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var list: DynamicItemList
    /// Velocities added before the item joined an animator, applied when it does.
    private var pendingLinear: [ObjectIdentifier: CGPoint] = [:]
    private var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

    /// An item behaviour for `items` with the default properties.
    public init(items: [any UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    /// Adds an item (ignored if present).
    open func addItem(_ item: any UIDynamicItem) {
        if list.add(item) { setNeedsSimulationUpdate() }
    }

    /// Removes an item; it gets the default properties again.
    open func removeItem(_ item: any UIDynamicItem) {
        if list.remove(item) { setNeedsSimulationUpdate() }
    }

    /// The items these properties apply to.
    open var items: [any UIDynamicItem] { list.items }

    /// The fraction of normal velocity kept in a collision: 0 no bounce, 1 a perfectly elastic one.
    open var elasticity: CGFloat = 0 {
        didSet {
            guard dynamicsAcceptsFinite(elasticity, property: "UIDynamicItemBehavior.elasticity") else { elasticity = oldValue; return }
            setNeedsSimulationUpdate()
        }
    }
    /// The friction coefficient between items, or an item and a boundary, sliding past each other.
    open var friction: CGFloat = 0 {
        didSet {
            guard dynamicsAcceptsFinite(friction, property: "UIDynamicItemBehavior.friction") else { friction = oldValue; return }
            setNeedsSimulationUpdate()
        }
    }
    /// Mass per area (default 1).
    open var density: CGFloat = 1 {
        didSet {
            guard dynamicsAcceptsFinite(density, property: "UIDynamicItemBehavior.density") else { density = oldValue; return }
            setNeedsSimulationUpdate()
        }
    }
    /// Linear velocity damping: 0 none, `.greatestFiniteMagnitude` stops the item at once.
    open var resistance: CGFloat = 0 {
        didSet {
            // Infinite resistance is documented (it stops the item); NaN is not a value.
            guard !resistance.isNaN else {
                Log.uiKit.error("UIDynamicItemBehavior.resistance: ignoring NaN; the previous value is kept")
                resistance = oldValue
                return
            }
            setNeedsSimulationUpdate()
        }
    }
    /// Angular velocity damping, as `resistance`.
    open var angularResistance: CGFloat = 0 {
        didSet {
            // Infinite resistance is documented (it stops the item); NaN is not a value.
            guard !angularResistance.isNaN else {
                Log.uiKit.error("UIDynamicItemBehavior.angularResistance: ignoring NaN; the previous value is kept")
                angularResistance = oldValue
                return
            }
            setNeedsSimulationUpdate()
        }
    }
    /// The electric charge field behaviours act on (iOS 9; Segue has no field behaviours, so it moves nothing).
    open var charge: CGFloat = 0 {
        didSet {
            guard dynamicsAcceptsFinite(charge, property: "UIDynamicItemBehavior.charge") else { charge = oldValue; return }
            setNeedsSimulationUpdate()
        }
    }
    /// Whether the items are fixed in place: they still collide but never move (iOS 9).
    open var isAnchored = false { didSet { setNeedsSimulationUpdate() } }
    /// Whether the items may turn (default true).
    open var allowsRotation = true { didSet { setNeedsSimulationUpdate() } }

    /// Adds `velocity` (points/s) to `item`'s linear velocity.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        guard velocity.x.isFinite, velocity.y.isFinite else {
            Log.uiKit.error("addLinearVelocity(_:for:): ignoring non-finite velocity \(velocity)")
            return
        }
        if let body = dynamicAnimator?.world.body(for: item) {
            body.velocity = body.velocity + DVec(velocity.x, velocity.y)
            dynamicAnimator?.wake()
        } else {
            let old = pendingLinear[ObjectIdentifier(item)] ?? .zero
            pendingLinear[ObjectIdentifier(item)] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
            setNeedsSimulationUpdate()
        }
    }

    /// `item`'s linear velocity in points/s (what was added, before it joins an animator).
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        if let body = dynamicAnimator?.world.body(for: item) {
            return CGPoint(x: body.velocity.x, y: body.velocity.y)
        }
        return pendingLinear[ObjectIdentifier(item)] ?? .zero
    }

    /// Adds `velocity` (radians/s) to `item`'s angular velocity.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        guard velocity.isFinite else {
            Log.uiKit.error("addAngularVelocity(_:for:): ignoring non-finite velocity \(velocity)")
            return
        }
        if let body = dynamicAnimator?.world.body(for: item) {
            body.angularVelocity += velocity
            dynamicAnimator?.wake()
        } else {
            pendingAngular[ObjectIdentifier(item), default: 0] += velocity
            setNeedsSimulationUpdate()
        }
    }

    /// `item`'s angular velocity in radians/s.
    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        if let body = dynamicAnimator?.world.body(for: item) { return body.angularVelocity }
        return pendingAngular[ObjectIdentifier(item)] ?? 0
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }

    /// The properties this behaviour gives its items.
    var properties: DynamicsProperties {
        DynamicsProperties(elasticity: Double(elasticity), friction: Double(friction), density: Double(density),
                           resistance: Double(resistance), angularResistance: Double(angularResistance),
                           isAnchored: isAnchored, allowsRotation: allowsRotation)
    }

    /// Hands velocities added before the animator knew the items to their bodies.
    func flushPendingVelocities(into world: DynamicsWorld) {
        for item in list.items {
            let key = ObjectIdentifier(item)
            guard let body = world.body(for: item) else { continue }
            if let v = pendingLinear.removeValue(forKey: key) { body.velocity = body.velocity + DVec(v.x, v.y) }
            if let w = pendingAngular.removeValue(forKey: key) { body.angularVelocity += w }
        }
    }
}
