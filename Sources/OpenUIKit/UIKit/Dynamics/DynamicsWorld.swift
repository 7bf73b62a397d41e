import Foundation

/// One velocity constraint of the solver: J·v ≥, = or ≤ `target`, solved by
/// sequential impulses with the accumulated impulse clamped to [lo, hi].
struct DynamicsRow {
    var a: Int
    var b: Int
    var linearA = DVec.zero
    var angularA = 0.0
    var linearB = DVec.zero
    var angularB = 0.0
    var effectiveMass = 0.0
    var target = 0.0
    var lo = -Double.infinity
    var hi = Double.infinity
    var impulse = 0.0
    /// For a friction row: the normal row whose impulse bounds it, and the coefficient.
    var frictionOf = -1
    var mu = 0.0
}

/// The rigid-body world a `UIDynamicAnimator` steps: bodies for its items,
/// forces from its behaviours, and a sequential-impulse solver for contacts
/// and attachments (see docs/FIDELITY.md, UIKit Dynamics).
@MainActor
final class DynamicsWorld {
    /// Baumgarte factor: the fraction of a position error corrected per substep.
    static let correction = 0.2
    /// Penetration left uncorrected, so resting contacts stay in contact (points).
    static let slop = 0.25
    /// Contacts are found this far before shapes touch (points), so fast items do not sink in.
    static let contactMargin = 1.0
    /// Shapes this close count as touching for the collision delegate (points).
    static let touchMargin = 0.5
    /// Approach speeds below this do not bounce (points/s), so bouncing items come to rest.
    static let restitutionThreshold = 20.0
    static let velocityIterations = 10

    private(set) var bodies: [DynamicsBody] = []
    private var indexByItem: [ObjectIdentifier: Int] = [:]
    var rows: [DynamicsRow] = []
    /// The reference view's bounds, for `translatesReferenceBoundsIntoBoundary`.
    var referenceBounds: CGRect?
    /// Contact events found during the tick, delivered after it.
    var pendingEvents: [DynamicsContactEvent] = []

    func body(for item: any UIDynamicItem) -> DynamicsBody? {
        indexByItem[ObjectIdentifier(item)].map { bodies[$0] }
    }

    func index(of body: DynamicsBody) -> Int { indexByItem[ObjectIdentifier(body.item)] ?? -1 }

    /// The angle of body `index`; the world (−1) has angle 0.
    func angle(ofBody index: Int) -> Double { index < 0 ? 0 : bodies[index].angle }

    /// Makes one body per item the behaviours name, keeping the state of bodies
    /// that stay and reading new ones from their items.
    func rebuild(behaviors: [UIDynamicBehavior]) {
        var properties: [ObjectIdentifier: DynamicsProperties] = [:]
        var items: [any UIDynamicItem] = []
        var seen: Set<ObjectIdentifier> = []
        for behavior in behaviors {
            for item in behavior.dynamicItems where seen.insert(ObjectIdentifier(item)).inserted {
                items.append(item)
            }
            if let itemBehavior = behavior as? UIDynamicItemBehavior {
                for item in itemBehavior.items { properties[ObjectIdentifier(item)] = itemBehavior.properties }
            }
        }
        let old = Dictionary(uniqueKeysWithValues: bodies.map { (ObjectIdentifier($0.item), $0) })
        bodies = []
        indexByItem = [:]
        for item in items {
            let key = ObjectIdentifier(item)
            let props = properties[key] ?? DynamicsProperties()
            let body: DynamicsBody
            if let existing = old[key] {
                body = existing
                if body.properties != props { body.setProperties(props) }
            } else {
                body = DynamicsBody(item: item, properties: props)
            }
            indexByItem[key] = bodies.count
            bodies.append(body)
        }
        // Members of a group move with the group's body.
        for (index, body) in bodies.enumerated() {
            for member in body.members where indexByItem[ObjectIdentifier(member.item)] == nil {
                indexByItem[ObjectIdentifier(member.item)] = index
            }
        }
        for case let itemBehavior as UIDynamicItemBehavior in behaviors { itemBehavior.flushPendingVelocities(into: self) }
    }

    /// Re-reads one item's state (`updateItem(usingCurrentState:)`), keeping its velocity.
    func reread(_ item: any UIDynamicItem) {
        guard let body = body(for: item) else { return }
        body.read()
    }

    /// Advances every body by one substep of `h` seconds.
    func substep(h: Double, first: Bool, behaviors: [UIDynamicBehavior]) {
        for behavior in behaviors { behavior.applyForces(in: self, h: h, firstSubstep: first) }
        rows.removeAll(keepingCapacity: true)
        for behavior in behaviors { behavior.addConstraints(in: self, h: h) }
        for _ in 0..<Self.velocityIterations {
            for index in rows.indices { solve(row: index) }
        }
        for body in bodies { body.integrate(h: h) }
    }

    /// Writes every body to its items.
    func writeItems() {
        for body in bodies { body.write() }
    }

    /// Whether every movable body is still (speeds below a fraction of a point per second).
    var isAtRest: Bool {
        bodies.allSatisfy { !$0.isDynamic || ($0.velocity.length < 2 && abs($0.angularVelocity) < 0.02) }
    }

    /// Stops every body (when the animator pauses).
    func stopBodies() {
        for body in bodies {
            body.velocity = .zero
            body.angularVelocity = 0
        }
    }

    // MARK: Solver

    private func velocity(of row: DynamicsRow) -> Double {
        var v = 0.0
        if row.a >= 0 {
            let body = bodies[row.a]
            v += row.linearA.dot(body.velocity) + row.angularA * body.angularVelocity
        }
        if row.b >= 0 {
            let body = bodies[row.b]
            v += row.linearB.dot(body.velocity) + row.angularB * body.angularVelocity
        }
        return v
    }

    private func solve(row index: Int) {
        var row = rows[index]
        if row.frictionOf >= 0 {
            let bound = row.mu * rows[row.frictionOf].impulse
            row.lo = -bound
            row.hi = bound
        }
        let delta = row.effectiveMass * (row.target - velocity(of: row))
        let old = row.impulse
        row.impulse = min(max(old + delta, row.lo), row.hi)
        let applied = row.impulse - old
        rows[index] = row
        guard applied != 0 else { return }
        if row.a >= 0 {
            let body = bodies[row.a]
            body.velocity = body.velocity + row.linearA * (applied * body.inverseMass)
            body.angularVelocity += row.angularA * applied * body.inverseInertia
            body.constrained = true
        }
        if row.b >= 0 {
            let body = bodies[row.b]
            body.velocity = body.velocity + row.linearB * (applied * body.inverseMass)
            body.angularVelocity += row.angularB * applied * body.inverseInertia
            body.constrained = true
        }
    }

    /// Adds a row along `direction` between the point `pa` of body `a` and
    /// `pb` of body `b` (−1: the fixed world); returns its index, or nil when
    /// neither side can move along it.
    @discardableResult
    func addRow(a: Int, pa: DVec, b: Int, pb: DVec, direction n: DVec, target: Double,
                lo: Double = -.infinity, hi: Double = .infinity) -> Int? {
        var row = DynamicsRow(a: a, b: b)
        var k = 0.0
        if a >= 0 {
            let body = bodies[a], r = pa - body.position
            row.linearA = -n
            row.angularA = -r.cross(n)
            k += body.inverseMass + row.angularA * row.angularA * body.inverseInertia
        }
        if b >= 0 {
            let body = bodies[b], r = pb - body.position
            row.linearB = n
            row.angularB = r.cross(n)
            k += body.inverseMass + row.angularB * row.angularB * body.inverseInertia
        }
        guard k > 1e-12 else { return nil }
        row.effectiveMass = 1 / k
        row.target = target
        row.lo = lo
        row.hi = hi
        rows.append(row)
        return rows.count - 1
    }

    /// The relative velocity of `pb` (on body b) with respect to `pa` (on body a).
    func relativeVelocity(a: Int, pa: DVec, b: Int, pb: DVec) -> DVec {
        func pointVelocity(_ index: Int, _ p: DVec) -> DVec {
            guard index >= 0 else { return .zero }
            let body = bodies[index]
            return body.velocity + (p - body.position).perpendicular * body.angularVelocity
        }
        return pointVelocity(b, pb) - pointVelocity(a, pa)
    }

    /// A rigid rod (`limitOnly`: a rope) keeping `pa` and `pb` `length` apart.
    func addDistanceRow(a: Int, pa: DVec, b: Int, pb: DVec, length: Double, limitOnly: Bool, h: Double) {
        let d = pb - pa, current = d.length
        guard current > 1e-9 else { return }
        let n = d * (1 / current), error = current - length
        if limitOnly {
            addRow(a: a, pa: pa, b: b, pb: pb, direction: n,
                   target: error < 0 ? -error / h : -Self.correction * error / h, lo: -.infinity, hi: 0)
        } else {
            addRow(a: a, pa: pa, b: b, pb: pb, direction: n, target: -Self.correction * error / h)
        }
    }

    /// Two rows holding `pa` and `pb` together.
    func addPointRows(a: Int, pa: DVec, b: Int, pb: DVec, h: Double) {
        for axis in [DVec(1, 0), DVec(0, 1)] {
            addRow(a: a, pa: pa, b: b, pb: pb, direction: axis, target: -Self.correction * (pb - pa).dot(axis) / h)
        }
    }

    /// Keeps the relative angle error within `range` (equal ends: exactly there).
    func addAngleRows(a: Int, b: Int, error: Double, range: (Double, Double), h: Double) {
        let (lo, hi) = range
        if lo == hi {
            addAngularRow(a: a, b: b, target: -Self.correction * (error - lo) / h)
        } else if error <= lo {
            addAngularRow(a: a, b: b, target: -Self.correction * (error - lo) / h, lo: 0, hi: .infinity)
        } else if error >= hi {
            addAngularRow(a: a, b: b, target: -Self.correction * (error - hi) / h, lo: -.infinity, hi: 0)
        }
    }

    /// Resists relative turning with at most `maxImpulse` per substep.
    func addAngularFrictionRow(a: Int, b: Int, maxImpulse: Double) {
        addAngularRow(a: a, b: b, target: 0, lo: -maxImpulse, hi: maxImpulse)
    }

    private func addAngularRow(a: Int, b: Int, target: Double, lo: Double = -.infinity, hi: Double = .infinity) {
        var row = DynamicsRow(a: a, b: b)
        var k = 0.0
        if a >= 0 { row.angularA = -1; k += bodies[a].inverseInertia }
        if b >= 0 { row.angularB = 1; k += bodies[b].inverseInertia }
        guard k > 1e-12 else { return }
        row.effectiveMass = 1 / k
        row.target = target
        row.lo = lo
        row.hi = hi
        rows.append(row)
    }

    /// Keeps `pb` on the line through `pa` along `axis`, within `range` of travel.
    func addLineRows(a: Int, pa: DVec, b: Int, pb: DVec, axis: DVec, translation: Double,
                     range: (Double, Double), h: Double) {
        let normal = axis.perpendicular
        addRow(a: a, pa: pa, b: b, pb: pb, direction: normal, target: -Self.correction * (pb - pa).dot(normal) / h)
        let (lo, hi) = range
        if translation <= lo {
            addRow(a: a, pa: pa, b: b, pb: pb, direction: axis, target: -Self.correction * (translation - lo) / h,
                   lo: 0, hi: .infinity)
        } else if translation >= hi {
            addRow(a: a, pa: pa, b: b, pb: pb, direction: axis, target: -Self.correction * (translation - hi) / h,
                   lo: -.infinity, hi: 0)
        }
    }

    /// A damped spring of `frequency` Hz pulling `pa` and `pb` towards `length` apart.
    func applySpring(a: Int, pa: DVec, b: Int, pb: DVec, length: Double, frequency: Double,
                     dampingRatio: Double, h: Double) {
        let d = pb - pa, current = d.length
        guard current > 1e-9 else { return }
        let n = d * (1 / current)
        var k = 0.0
        var ra = DVec.zero, rb = DVec.zero
        if a >= 0 { ra = pa - bodies[a].position; k += bodies[a].inverseMass + pow(ra.cross(n), 2) * bodies[a].inverseInertia }
        if b >= 0 { rb = pb - bodies[b].position; k += bodies[b].inverseMass + pow(rb.cross(n), 2) * bodies[b].inverseInertia }
        guard k > 1e-12 else { return }
        let mass = 1 / k
        // Keep the explicit spring stable at this substep: ωh at most 0.5.
        let omega = min(2 * .pi * frequency, 0.5 / h)
        let speed = relativeVelocity(a: a, pa: pa, b: b, pb: pb).dot(n)
        let force = -mass * omega * omega * (current - length) - 2 * mass * max(dampingRatio, 0) * omega * speed
        if a >= 0 { bodies[a].applyForce(n * -force, atOffset: ra, h: h) }
        if b >= 0 { bodies[b].applyForce(n * force, atOffset: rb, h: h) }
    }
}
