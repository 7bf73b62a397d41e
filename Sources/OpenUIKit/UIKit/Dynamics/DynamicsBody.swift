import Foundation

/// A plain 2-D vector for the dynamics engine.
struct DVec: Equatable {
    var x: Double
    var y: Double
    init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    static let zero = DVec(0, 0)

    static func + (a: DVec, b: DVec) -> DVec { DVec(a.x + b.x, a.y + b.y) }
    static func - (a: DVec, b: DVec) -> DVec { DVec(a.x - b.x, a.y - b.y) }
    static prefix func - (a: DVec) -> DVec { DVec(-a.x, -a.y) }
    static func * (a: DVec, s: Double) -> DVec { DVec(a.x * s, a.y * s) }
    func dot(_ b: DVec) -> Double { x * b.x + y * b.y }
    /// The z component of the cross product (self × b).
    func cross(_ b: DVec) -> Double { x * b.y - y * b.x }
    var length: Double { (x * x + y * y).squareRoot() }
    var normalized: DVec { let l = length; return l > 0 ? DVec(x / l, y / l) : DVec(1, 0) }
    /// This vector turned a quarter turn (x, y) → (−y, x).
    var perpendicular: DVec { DVec(-y, x) }
    func rotated(by angle: Double) -> DVec {
        let c = cos(angle), s = sin(angle)
        return DVec(c * x - s * y, s * x + c * y)
    }
}

/// The physical properties `UIDynamicItemBehavior` gives an item.
struct DynamicsProperties: Equatable {
    var elasticity = 0.0
    var friction = 0.0
    var density = 1.0
    var resistance = 0.0
    var angularResistance = 0.0
    var isAnchored = false
    var allowsRotation = true
}

/// One rigid body of the simulation: a dynamic item, or a `UIDynamicItemGroup`
/// whose members move together.
@MainActor
final class DynamicsBody {
    /// An item this body writes: its offset and angle relative to the body.
    struct Member {
        let item: any UIDynamicItem
        let localOffset: DVec
        let localAngle: Double
        /// Whether the animator has written a rotation to the item (it then writes one each step).
        var rotationWritten = false
    }

    let item: any UIDynamicItem
    private(set) var members: [Member] = []
    /// Collision polygons in body coordinates (positive winding).
    private(set) var shapes: [[DVec]] = []
    /// The radius of a circle about the centre that holds every shape.
    private(set) var radius = 0.0

    var position = DVec.zero
    var angle = 0.0
    /// The angle read from the item (rotation is written only once the body turns away from it).
    private(set) var readAngle = 0.0
    var velocity = DVec.zero
    var angularVelocity = 0.0
    private(set) var mass = 1.0
    private(set) var inertia = 1.0
    private(set) var inverseMass = 1.0
    private(set) var inverseInertia = 1.0
    var properties = DynamicsProperties()
    /// The constant acceleration applied this substep, for exact integration of positions.
    var substepAcceleration = DVec.zero
    var substepAngularAcceleration = 0.0
    /// Whether a contact or attachment pushed the body this substep (its motion is then not free flight).
    var constrained = false

    init(item: any UIDynamicItem, properties: DynamicsProperties) {
        self.item = item
        self.properties = properties
        read()
    }

    /// Reads position, rotation, size and shape from the item (or group members).
    func read() {
        angle = Self.angle(of: item.transform)
        readAngle = angle
        position = DVec(item.center.x, item.center.y)
        members = []
        shapes = []
        var totalMass = 0.0, totalInertia = 0.0
        let parts: [any UIDynamicItem] = (item as? UIDynamicItemGroup)?.items ?? [item]
        for part in parts {
            let partAngle = Self.angle(of: part.transform)
            let offset = (DVec(part.center.x, part.center.y) - position).rotated(by: -angle)
            let relAngle = part === item ? 0 : partAngle - angle
            members.append(Member(item: part, localOffset: offset, localAngle: relAngle))
            let size = part.bounds.size
            let w = max(Double(size.width), 0), h = max(Double(size.height), 0)
            let m = max(properties.density, 1e-6) * max(w * h, 1) / 10_000
            totalMass += m
            totalInertia += m * (w * w + h * h) / 12 + m * offset.dot(offset)
            for polygon in Self.polygons(of: part, width: w, height: h) {
                let placed = polygon.map { $0.rotated(by: relAngle) + offset }
                shapes.append(placed)
                for p in placed { radius = max(radius, p.length) }
            }
        }
        mass = totalMass
        inertia = max(totalInertia, 1e-9)
        updateInverseMass()
    }

    /// Applies new properties (mass scales with density).
    func setProperties(_ newProperties: DynamicsProperties) {
        let densityChanged = newProperties.density != properties.density
        properties = newProperties
        if densityChanged {
            let savedPosition = position, savedAngle = angle, savedRead = readAngle
            read()
            position = savedPosition; angle = savedAngle; readAngle = savedRead
        }
        updateInverseMass()
    }

    private func updateInverseMass() {
        inverseMass = properties.isAnchored ? 0 : 1 / mass
        inverseInertia = properties.isAnchored || !properties.allowsRotation ? 0 : 1 / inertia
        if properties.isAnchored { velocity = .zero; angularVelocity = 0 }
        if !properties.allowsRotation { angularVelocity = 0 }
    }

    var isDynamic: Bool { inverseMass > 0 }

    /// The shapes in reference-view coordinates.
    func worldShapes() -> [[DVec]] {
        shapes.map { shape in shape.map { $0.rotated(by: angle) + position } }
    }

    /// A vector given in `item`'s own coordinates, turned into the world's, plus the
    /// item's offset from the body's centre (non-zero for group members).
    func worldOffset(of item: any UIDynamicItem, local: DVec) -> DVec {
        guard let member = members.first(where: { $0.item === item }) else { return local.rotated(by: angle) }
        return (member.localOffset + local.rotated(by: member.localAngle)).rotated(by: angle)
    }

    // MARK: Forces

    /// Adds a constant acceleration (gravity, springs) for one substep.
    func accelerate(_ a: DVec, h: Double) {
        guard isDynamic else { return }
        velocity = velocity + a * h
        substepAcceleration = substepAcceleration + a
    }

    func accelerateAngular(_ alpha: Double, h: Double) {
        guard inverseInertia > 0 else { return }
        angularVelocity += alpha * h
        substepAngularAcceleration += alpha
    }

    /// Applies a force at `r` from the centre for one substep.
    func applyForce(_ force: DVec, atOffset r: DVec, h: Double) {
        accelerate(force * inverseMass, h: h)
        accelerateAngular(r.cross(force) * inverseInertia, h: h)
    }

    /// Applies an impulse at `r` from the centre.
    func applyImpulse(_ impulse: DVec, atOffset r: DVec) {
        velocity = velocity + impulse * inverseMass
        angularVelocity += r.cross(impulse) * inverseInertia
    }

    /// Moves the body through one substep of `h` seconds. The constant
    /// accelerations of a free substep are integrated exactly (a body in free
    /// fall follows y₀ + v₀t + ½gt² to rounding); constraint impulses act at once.
    func integrate(h: Double) {
        guard isDynamic else { return }
        let r = properties.resistance, ar = properties.angularResistance
        if r > 0 { velocity = velocity * (1 / (1 + r * h)) }
        if ar > 0 { angularVelocity *= 1 / (1 + ar * h) }
        // In free flight the velocity rose linearly through the substep: move by its
        // mean. A constrained body moves by its final velocity (semi-implicit Euler),
        // so a resting contact does not creep.
        let free = constrained ? 0 : 0.5 * h * h
        position = position + velocity * h - substepAcceleration * free
        if inverseInertia > 0 {
            angle += angularVelocity * h - substepAngularAcceleration * free
        }
        substepAcceleration = .zero
        substepAngularAcceleration = 0
        constrained = false
    }

    /// Writes the body's position and rotation to its items.
    func write() {
        guard position.x.isFinite, position.y.isFinite, angle.isFinite else {
            // A non-finite force (a NaN gravity or push) would move the item nowhere
            // meaningful: stop the body where it was written last, and say so.
            Log.uiKit.error("UIDynamicAnimator: \(type(of: item)) reached a non-finite position; a behavior has a non-finite value. The item is stopped.")
            let c = item.center
            position = DVec(c.x, c.y)
            angle = readAngle
            velocity = .zero
            angularVelocity = 0
            return
        }
        let turned = abs(angle - readAngle) > 1e-12
        for index in members.indices {
            var member = members[index]
            let center = position + member.localOffset.rotated(by: angle)
            let point = CGPoint(x: center.x, y: center.y)
            if member.item.center != point { member.item.center = point }
            if turned || member.rotationWritten {
                member.item.transform = CGAffineTransform(rotationAngle: angle + member.localAngle)
                member.rotationWritten = true
            }
            members[index] = member
        }
        if let group = item as? UIDynamicItemGroup { group.noteMoved(center: position, angle: angle) }
    }

    static func angle(of t: CGAffineTransform) -> Double { atan2(Double(t.b), Double(t.a)) }

    /// The collision polygons of an item, about its centre.
    static func polygons(of item: any UIDynamicItem, width w: Double, height h: Double) -> [[DVec]] {
        switch item.collisionBoundsType {
        case .rectangle:
            return [[DVec(-w / 2, -h / 2), DVec(w / 2, -h / 2), DVec(w / 2, h / 2), DVec(-w / 2, h / 2)].positivelyWound]
        case .ellipse:
            let n = 24
            return [(0..<n).map { i in
                let t = Double(i) / Double(n) * 2 * .pi
                return DVec(w / 2 * cos(t), h / 2 * sin(t))
            }.positivelyWound]
        case .path:
            var points: [DVec] = []
            for line in PathFlattener.polylines(of: item.collisionBoundingPath.cgPath, transform: .identity, tolerance: 0.5) {
                points += line.points.map { DVec($0.x, $0.y) }
            }
            let hull = convexHull(points)
            guard hull.count >= 3 else {
                Log.uiKit.error("collisionBoundingPath: the path of \(type(of: item)) encloses no area; colliding with its bounds instead")
                return [[DVec(-w / 2, -h / 2), DVec(w / 2, -h / 2), DVec(w / 2, h / 2), DVec(-w / 2, h / 2)].positivelyWound]
            }
            if hull.count < Set(points.map { "\($0.x),\($0.y)" }).count {
                Log.uiKit.warning("collisionBoundingPath: the path of \(type(of: item)) is not convex (UIKit requires a convex path); colliding with its convex hull")
            }
            return [hull]
        }
    }

    /// The convex hull of `points` (monotone chain), positively wound.
    static func convexHull(_ points: [DVec]) -> [DVec] {
        let sorted = points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard sorted.count >= 3 else { return sorted }
        func build(_ list: [DVec]) -> [DVec] {
            var hull: [DVec] = []
            for p in list {
                while hull.count >= 2, (hull[hull.count - 1] - hull[hull.count - 2]).cross(p - hull[hull.count - 2]) <= 1e-9 {
                    hull.removeLast()
                }
                hull.append(p)
            }
            return hull
        }
        let lower = build(sorted), upper = build(sorted.reversed())
        return (Array(lower.dropLast()) + Array(upper.dropLast())).positivelyWound
    }
}

extension Array where Element == DVec {
    /// Twice the signed area (positive for the winding the engine uses).
    var signedArea: Double {
        var sum = 0.0
        for i in indices { sum += self[i].cross(self[(i + 1) % count]) }
        return sum
    }

    /// The polygon with positive signed area (reversed if needed).
    var positivelyWound: [DVec] { signedArea < 0 ? reversed() : self }
}
