import Foundation

/// A force, continuous or as a single impulse, applied to items (`UIPushBehavior`).
///
/// A magnitude of 1.0 is a force that accelerates a 100 × 100-point item of
/// density 1.0 by 100 points/s² (Apple's definition); the acceleration of
/// other items scales with their mass (density × area of the bounds). An
/// instantaneous push applies the equivalent impulse once, changing such an
/// item's velocity by 100 points/s per unit of magnitude, and then turns
/// `active` off; set `active` again to push again. The force acts at each
/// item's centre plus its `targetOffsetFromCenter`, so an offset also turns it.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    /// Whether the force is continuous or a single impulse (`UIPushBehavior.Mode`).
    public enum Mode: Int, Sendable {
        case continuous = 0
        case instantaneous = 1
    }

    /// The force (points/s² × mass units) of a magnitude of 1.0.
    static let forcePerMagnitude: Double = 100
    private var list: DynamicItemList
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    /// A push behaviour for `items` in `mode`; active, with magnitude 0.
    public init(items: [any UIDynamicItem], mode: UIPushBehavior.Mode) {
        list = DynamicItemList(items)
        storedMode = mode
        super.init()
    }

    private let storedMode: UIPushBehavior.Mode

    /// The push's mode, fixed at creation.
    open var mode: UIPushBehavior.Mode { storedMode }

    /// Adds an item (ignored if present).
    open func addItem(_ item: any UIDynamicItem) {
        if list.add(item) { setNeedsSimulationUpdate() }
    }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) {
        if list.remove(item) {
            offsets[ObjectIdentifier(item)] = nil
            setNeedsSimulationUpdate()
        }
    }

    /// The items pushed.
    open var items: [any UIDynamicItem] { list.items }

    /// Whether the force acts. An instantaneous push sets it to false once applied.
    open var active = true {
        didSet { if active != oldValue { setNeedsSimulationUpdate() } }
    }

    /// The direction of the force in radians (default 0: towards +x).
    open var angle: CGFloat = 0 {
        didSet {
            guard dynamicsAcceptsFinite(angle, property: "UIPushBehavior.angle") else { angle = oldValue; return }
            setNeedsSimulationUpdate()
        }
    }

    /// The strength of the force (default 0: no force); negative reverses it.
    open var magnitude: CGFloat = 0 {
        didSet {
            guard dynamicsAcceptsFinite(magnitude, property: "UIPushBehavior.magnitude") else { magnitude = oldValue; return }
            setNeedsSimulationUpdate()
        }
    }

    /// The force as a vector: `magnitude` × (cos `angle`, sin `angle`).
    open var pushDirection: CGVector {
        get { CGVector(dx: magnitude * cos(angle), dy: magnitude * sin(angle)) }
        set {
            let length = hypot(newValue.dx, newValue.dy)
            angle = length == 0 ? 0 : atan2(newValue.dy, newValue.dx)
            magnitude = length
        }
    }

    /// Sets `angle` and `magnitude` together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        self.angle = angle
        self.magnitude = magnitude
    }

    /// Where on `item` the force acts, relative to its centre (default zero).
    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    /// Makes the force act at `o` from `item`'s centre, which also turns the item.
    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: any UIDynamicItem) {
        guard dynamicsAcceptsFinite(o.horizontal, o.vertical, property: "UIPushBehavior.setTargetOffsetFromCenter(_:for:)") else { return }
        offsets[ObjectIdentifier(item)] = o
        setNeedsSimulationUpdate()
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }

    /// Whether an instantaneous push waits to be applied (keeps the animator awake).
    var hasPendingImpulse: Bool { mode == .instantaneous && active && magnitude != 0 && !list.items.isEmpty }

    override func applyForces(in world: DynamicsWorld, h: Double, firstSubstep: Bool) {
        guard active else { return }
        let force = DVec(cos(angle), sin(angle)) * (Double(magnitude) * Self.forcePerMagnitude)
        switch mode {
        case .continuous:
            for item in list.items {
                guard let body = world.body(for: item) else { continue }
                body.applyForce(force, atOffset: offset(of: item, on: body), h: h)
            }
        case .instantaneous:
            guard firstSubstep else { return }
            for item in list.items {
                guard let body = world.body(for: item) else { continue }
                body.applyImpulse(force, atOffset: offset(of: item, on: body))
            }
            active = false
        }
    }

    /// The push point's offset from the body's centre, in world axes (turning with the item).
    private func offset(of item: any UIDynamicItem, on body: DynamicsBody) -> DVec {
        let o = offsets[ObjectIdentifier(item)] ?? .zero
        return body.worldOffset(of: item, local: DVec(o.horizontal, o.vertical))
    }
}
