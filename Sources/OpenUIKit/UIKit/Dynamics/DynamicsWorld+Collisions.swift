import Foundation

/// Identifies one contact for the collision delegate: two items, or an item
/// and a boundary (`boundary` ≥ 0: an added boundary's position; −2: the
/// reference bounds; −1: an item pair).
struct DynamicsContactKey: Hashable {
    let first: ObjectIdentifier
    let second: ObjectIdentifier?
    let boundary: Int
}

/// A contact that began or ended during a tick, delivered after it.
struct DynamicsContactEvent {
    enum Kind {
        case began(CGPoint)
        case ended
    }
    let behavior: UICollisionBehavior
    let kind: Kind
    let item: any UIDynamicItem
    let other: (any UIDynamicItem)?
    let boundaryIdentifier: (any NSCopying)?
}

/// What the collision delegate needs to report a contact once it ends.
struct DynamicsContactInfo {
    let item: any UIDynamicItem
    let other: (any UIDynamicItem)?
    let boundaryIdentifier: (any NSCopying)?
}

/// The contact points between two convex shapes, and the normal from the first to the second.
struct DynamicsManifold {
    var normal: DVec
    var points: [(point: DVec, separation: Double)]
}

extension DynamicsWorld {
    /// Finds the contacts of one collision behaviour's items and adds their rows.
    func addCollisions(of behavior: UICollisionBehavior, items: [any UIDynamicItem], h: Double) {
        var entries: [(item: any UIDynamicItem, index: Int, shapes: [[DVec]])] = []
        var used: Set<Int> = []
        for item in items {
            guard let body = body(for: item) else { continue }
            let index = index(of: body)
            guard used.insert(index).inserted else { continue }
            entries.append((item, index, body.worldShapes()))
        }
        var current: [DynamicsContactKey: (info: DynamicsContactInfo, point: DVec)] = [:]
        let mode = behavior.collisionMode

        if mode.contains(.items), entries.count > 1 {
            for i in 0..<(entries.count - 1) {
                for j in (i + 1)..<entries.count {
                    let a = entries[i], b = entries[j]
                    let bodyA = bodies[a.index], bodyB = bodies[b.index]
                    guard bodyA.isDynamic || bodyB.isDynamic else { continue }
                    let reach = bodyA.radius + bodyB.radius + Self.contactMargin
                    guard (bodyB.position - bodyA.position).length <= reach else { continue }
                    let elasticity = max(bodyA.properties.elasticity, bodyB.properties.elasticity)
                    let friction = (max(bodyA.properties.friction, 0) * max(bodyB.properties.friction, 0)).squareRoot()
                    for shapeA in a.shapes {
                        for shapeB in b.shapes {
                            guard let manifold = Self.collide(shapeA, shapeB, margin: Self.contactMargin) else { continue }
                            let touch = addContactRows(manifold, a: a.index, b: b.index, elasticity: elasticity,
                                                       friction: friction, h: h)
                            if let touch {
                                let key = DynamicsContactKey(first: ObjectIdentifier(a.item), second: ObjectIdentifier(b.item), boundary: -1)
                                current[key] = (DynamicsContactInfo(item: a.item, other: b.item, boundaryIdentifier: nil), touch)
                            }
                        }
                    }
                }
            }
        }

        if mode.contains(.boundaries) {
            var halfPlanes: [(point: DVec, normal: DVec)] = []
            if behavior.translatesReferenceBoundsIntoBoundary {
                if let bounds = referenceBounds {
                    let r = bounds.inset(by: behavior.referenceInsets)
                    halfPlanes = [(DVec(r.minX, r.minY), DVec(1, 0)), (DVec(r.maxX, r.minY), DVec(-1, 0)),
                                  (DVec(r.minX, r.minY), DVec(0, 1)), (DVec(r.minX, r.maxY), DVec(0, -1))]
                } else if !behavior.warnedNoReferenceBounds {
                    behavior.warnedNoReferenceBounds = true
                    Log.uiKit.warning("UICollisionBehavior: translatesReferenceBoundsIntoBoundary needs an animator with a reference view; no boundary added")
                }
            }
            for entry in entries {
                let body = bodies[entry.index]
                guard body.isDynamic else { continue }
                let properties = body.properties
                for shape in entry.shapes {
                    for plane in halfPlanes {
                        let manifold = Self.inside(shape, plane: plane.point, normal: plane.normal, margin: Self.contactMargin)
                        guard let manifold,
                              let touch = addContactRows(manifold, a: -1, b: entry.index, elasticity: properties.elasticity,
                                                         friction: properties.friction, h: h) else { continue }
                        let key = DynamicsContactKey(first: ObjectIdentifier(entry.item), second: nil, boundary: -2)
                        current[key] = (DynamicsContactInfo(item: entry.item, other: nil, boundaryIdentifier: nil), touch)
                    }
                    for (ordinal, boundary) in behavior.boundaries.enumerated() {
                        for segment in boundary.segments {
                            guard let manifold = Self.collide([segment.0, segment.1], shape, margin: Self.contactMargin),
                                  let touch = addContactRows(manifold, a: -1, b: entry.index, elasticity: properties.elasticity,
                                                             friction: properties.friction, h: h) else { continue }
                            let key = DynamicsContactKey(first: ObjectIdentifier(entry.item), second: nil, boundary: ordinal)
                            current[key] = (DynamicsContactInfo(item: entry.item, other: nil, boundaryIdentifier: boundary.identifier), touch)
                        }
                    }
                }
            }
        }

        for (key, contact) in current where !behavior.touching.contains(key) {
            pendingEvents.append(DynamicsContactEvent(behavior: behavior, kind: .began(CGPoint(x: contact.point.x, y: contact.point.y)),
                                                      item: contact.info.item, other: contact.info.other,
                                                      boundaryIdentifier: contact.info.boundaryIdentifier))
            behavior.touchInfo[key] = contact.info
        }
        for key in behavior.touching where current[key] == nil {
            if let info = behavior.touchInfo.removeValue(forKey: key) {
                pendingEvents.append(DynamicsContactEvent(behavior: behavior, kind: .ended, item: info.item, other: info.other,
                                                          boundaryIdentifier: info.boundaryIdentifier))
            }
        }
        behavior.touching = Set(current.keys)
    }

    /// Adds normal and friction rows for a manifold between body `a` (−1: a
    /// boundary) and body `b`; returns a contact point when the shapes touch.
    private func addContactRows(_ manifold: DynamicsManifold, a: Int, b: Int, elasticity: Double, friction: Double,
                                h: Double) -> DVec? {
        let n = manifold.normal, tangent = n.perpendicular
        var touchPoint: DVec?
        for contact in manifold.points {
            let p = contact.point, s = contact.separation
            let approach = relativeVelocity(a: a, pa: p, b: b, pb: p).dot(n)
            var target: Double
            if s > 0 {
                target = -s / h
                if approach * h < -s, elasticity > 0, -approach > Self.restitutionThreshold { target = -elasticity * approach }
            } else {
                target = max(Self.correction * (-s - Self.slop) / h, 0)
                if approach < -Self.restitutionThreshold { target = max(target, -elasticity * approach) }
            }
            guard let normalRow = addRow(a: a, pa: p, b: b, pb: p, direction: n, target: target, lo: 0, hi: .infinity) else { continue }
            if friction > 0, let frictionRow = addRow(a: a, pa: p, b: b, pb: p, direction: tangent, target: 0) {
                rows[frictionRow].frictionOf = normalRow
                rows[frictionRow].mu = friction
            }
            if s <= Self.touchMargin, touchPoint == nil { touchPoint = p }
        }
        return touchPoint
    }

    // MARK: Geometry

    /// The contacts of a convex shape with the half-plane on `normal`'s side of
    /// the line through `point` (the reference bounds keep items inside): its
    /// two deepest vertices closer than `margin` to the line, or beyond it.
    static func inside(_ shape: [DVec], plane point: DVec, normal: DVec, margin: Double) -> DynamicsManifold? {
        var candidates: [(DVec, Double)] = []
        for v in shape {
            let d = (v - point).dot(normal)
            if d < margin { candidates.append((v, d)) }
        }
        guard !candidates.isEmpty else { return nil }
        candidates.sort { $0.1 < $1.1 }
        return DynamicsManifold(normal: normal, points: candidates.prefix(2).map { (point: $0.0, separation: $0.1) })
    }

    /// The contact of two convex polygons (positively wound; a two-point
    /// "polygon" is a segment, both of whose sides collide), by the separating
    /// axis test and clipping of the incident edge against the reference edge.
    /// The normal points from `a` to `b`.
    static func collide(_ a: [DVec], _ b: [DVec], margin: Double) -> DynamicsManifold? {
        guard a.count >= 2, b.count >= 2 else { return nil }
        let (separationA, edgeA) = maxSeparation(of: a, against: b)
        if separationA > margin { return nil }
        let (separationB, edgeB) = maxSeparation(of: b, against: a)
        if separationB > margin { return nil }
        let flip = separationB > separationA + 1e-3
        let reference = flip ? b : a, incident = flip ? a : b
        let edge = flip ? edgeB : edgeA
        let v1 = reference[edge], v2 = reference[(edge + 1) % reference.count]
        let normal = outwardNormal(v1, v2)
        // The incident edge: the one whose normal opposes the reference normal most.
        var incidentEdge = 0, lowest = Double.infinity
        for i in incident.indices {
            let d = outwardNormal(incident[i], incident[(i + 1) % incident.count]).dot(normal)
            if d < lowest { lowest = d; incidentEdge = i }
        }
        var points = [incident[incidentEdge], incident[(incidentEdge + 1) % incident.count]]
        let tangent = (v2 - v1).normalized
        points = clip(points, normal: -tangent, offset: -tangent.dot(v1))
        guard points.count == 2 else { return nil }
        points = clip(points, normal: tangent, offset: tangent.dot(v2))
        guard points.count == 2 else { return nil }
        var contacts: [(point: DVec, separation: Double)] = []
        for p in points {
            let s = (p - v1).dot(normal)
            if s <= margin { contacts.append((p, s)) }
        }
        guard !contacts.isEmpty else { return nil }
        return DynamicsManifold(normal: flip ? -normal : normal, points: contacts)
    }

    /// The outward normal of the edge v1 → v2 of a positively wound polygon.
    static func outwardNormal(_ v1: DVec, _ v2: DVec) -> DVec {
        let e = v2 - v1
        return DVec(e.y, -e.x).normalized
    }

    /// The largest separation of `q` from any edge of `p`, and that edge.
    private static func maxSeparation(of p: [DVec], against q: [DVec]) -> (Double, Int) {
        var best = -Double.infinity, bestEdge = 0
        for i in p.indices {
            let v = p[i], n = outwardNormal(v, p[(i + 1) % p.count])
            var lowest = Double.infinity
            for w in q { lowest = min(lowest, (w - v).dot(n)) }
            if lowest > best { best = lowest; bestEdge = i }
        }
        return (best, bestEdge)
    }

    /// Keeps the part of a segment where dot(p, normal) ≤ offset.
    private static func clip(_ segment: [DVec], normal: DVec, offset: Double) -> [DVec] {
        let d0 = segment[0].dot(normal) - offset, d1 = segment[1].dot(normal) - offset
        var out: [DVec] = []
        if d0 <= 0 { out.append(segment[0]) }
        if d1 <= 0 { out.append(segment[1]) }
        if d0 * d1 < 0 {
            let t = d0 / (d0 - d1)
            out.append(segment[0] + (segment[1] - segment[0]) * t)
        }
        return out
    }

    /// Tells each collision delegate what began and ended this tick, in order.
    func deliverContactEvents() {
        let events = pendingEvents
        pendingEvents = []
        for event in events {
            guard let delegate = event.behavior.collisionDelegate else { continue }
            switch (event.kind, event.other) {
            case (.began(let p), let other?):
                delegate.collisionBehavior(event.behavior, beganContactFor: event.item, with: other, at: p)
            case (.ended, let other?):
                delegate.collisionBehavior(event.behavior, endedContactFor: event.item, with: other)
            case (.began(let p), nil):
                delegate.collisionBehavior(event.behavior, beganContactFor: event.item,
                                           withBoundaryIdentifier: event.boundaryIdentifier, at: p)
            case (.ended, nil):
                delegate.collisionBehavior(event.behavior, endedContactFor: event.item,
                                           withBoundaryIdentifier: event.boundaryIdentifier)
            }
        }
    }
}
