import Foundation

/// A connection between an item and an anchor point, or between two items
/// (`UIAttachmentBehavior`).
///
/// With `frequency` 0 (the default) the attachment is a rigid rod that
/// keeps the attachment points `length` apart (the distance when the
/// behaviour was made); with a frequency above 0 it is a spring of that
/// frequency (Hz) and `damping` ratio that pulls them towards `length`.
/// The iOS 9 factories make the other kinds: `limitAttachment` (a rope:
/// at most `length` apart), `pinAttachment` (items joined at a point,
/// free to turn within `attachmentRange`), `fixedAttachment` (welded) and
/// `slidingAttachment` (moving only along an axis, within `attachmentRange`,
/// without turning). `frictionTorque` resists turning about the attachment.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// Whether the attachment joins two items or an item and an anchor.
    public enum AttachmentType: Int, Sendable {
        case items = 0
        case anchor = 1
    }

    /// What the attachment constrains (the factory that made it).
    enum Kind { case distance, limit, pin, fixed, sliding }

    let item1: any UIDynamicItem
    let item2: (any UIDynamicItem)?
    let kind: Kind
    /// The attachment points in each item's own (unrotated) coordinates, from its centre.
    private let local1: DVec
    private let local2: DVec
    /// The sliding axis, in item 1's coordinates (or the reference view's for an anchor).
    private let localAxis: DVec
    /// The items' relative angle when the attachment was made (fixed and sliding attachments keep it).
    private let referenceAngle: Double
    /// Where a sliding attachment started along its axis.
    private let referenceTranslation: Double

    private init(kind: Kind, item1: any UIDynamicItem, point1: DVec, item2: (any UIDynamicItem)?, point2: DVec,
                 axis: DVec = DVec(1, 0)) {
        self.kind = kind
        self.item1 = item1
        self.item2 = item2
        let c1 = DVec(item1.center.x, item1.center.y), a1 = Self.angle(of: item1)
        local1 = (point1 - c1).rotated(by: -a1)
        var a2 = 0.0
        if let item2 {
            a2 = Self.angle(of: item2)
            local2 = (point2 - DVec(item2.center.x, item2.center.y)).rotated(by: -a2)
            localAxis = axis.normalized.rotated(by: -a1)
        } else {
            local2 = point2
            localAxis = axis.normalized
        }
        referenceAngle = a2 - a1
        length = CGFloat((point2 - point1).length)
        anchorPoint = item2 == nil ? CGPoint(x: point2.x, y: point2.y) : .zero
        referenceTranslation = (point2 - point1).dot(axis.normalized)
        super.init()
    }

    /// Attaches `item`'s centre to `point`.
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point `offset` from `item`'s centre to `point`.
    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        let p1 = Self.point(of: item, offset: offset)
        self.kind = .distance
        self.item1 = item
        self.item2 = nil
        local1 = DVec(offset.horizontal, offset.vertical)
        local2 = DVec(point.x, point.y)
        localAxis = DVec(1, 0)
        referenceAngle = 0
        referenceTranslation = 0
        length = CGFloat((DVec(point.x, point.y) - p1).length)
        anchorPoint = point
        super.init()
    }

    /// Attaches the centres of two items.
    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Attaches the point `offset1` from `item1`'s centre to the point `offset2` from `item2`'s.
    public init(item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
                attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        self.kind = .distance
        self.item1 = item1
        self.item2 = item2
        local1 = DVec(offset1.horizontal, offset1.vertical)
        local2 = DVec(offset2.horizontal, offset2.vertical)
        localAxis = DVec(1, 0)
        referenceAngle = Self.angle(of: item2) - Self.angle(of: item1)
        referenceTranslation = 0
        length = CGFloat((Self.point(of: item2, offset: offset2) - Self.point(of: item1, offset: offset1)).length)
        anchorPoint = .zero
        super.init()
    }

    /// Two items that may only slide along `axis` relative to each other, within `attachmentRange`.
    open class func slidingAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                      attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .sliding, item1: item1, point1: DVec(point.x, point.y), item2: item2,
                             point2: DVec(point.x, point.y), axis: DVec(axis.dx, axis.dy))
    }

    /// An item that may only slide along `axis` through `point`, within `attachmentRange`.
    open class func slidingAttachment(with item: any UIDynamicItem, attachmentAnchor point: CGPoint,
                                      axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        let behavior = UIAttachmentBehavior(kind: .sliding, item1: item, point1: DVec(item.center.x, item.center.y),
                                            item2: nil, point2: DVec(item.center.x, item.center.y), axis: DVec(axis.dx, axis.dy))
        behavior.anchorPoint = point
        return behavior
    }

    /// Two items joined like a rope: their attachment points at most `length` apart.
    open class func limitAttachment(with item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
                                    attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .limit, item1: item1, point1: point(of: item1, offset: offset1), item2: item2,
                             point2: point(of: item2, offset: offset2))
    }

    /// Two items welded together at `point`.
    open class func fixedAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                    attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .fixed, item1: item1, point1: DVec(point.x, point.y), item2: item2,
                             point2: DVec(point.x, point.y))
    }

    /// Two items pinned together at `point`, turning about it within `attachmentRange`.
    open class func pinAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                  attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .pin, item1: item1, point1: DVec(point.x, point.y), item2: item2,
                             point2: DVec(point.x, point.y))
    }

    /// The attached items: one for an anchor attachment, two otherwise.
    open var items: [any UIDynamicItem] { item2.map { [item1, $0] } ?? [item1] }

    /// `.anchor` when attached to a point, `.items` when joining two items.
    open var attachedBehaviorType: UIAttachmentBehavior.AttachmentType { item2 == nil ? .anchor : .items }

    /// The anchor point, in the reference view's coordinates (zero for item attachments).
    open var anchorPoint: CGPoint {
        didSet {
            guard dynamicsAcceptsFinite(anchorPoint.x, anchorPoint.y, property: "UIAttachmentBehavior.anchorPoint") else { anchorPoint = oldValue; return }
            setNeedsSimulationUpdate()
        }
    }
    /// The distance the attachment keeps (rod), pulls towards (spring) or allows at most (limit).
    open var length: CGFloat {
        didSet {
            guard dynamicsAcceptsFinite(length, property: "UIAttachmentBehavior.length") else { length = oldValue; return }
            setNeedsSimulationUpdate()
        }
    }
    /// The spring's damping ratio (default 0); read when `frequency` is above 0.
    open var damping: CGFloat = 0 {
        didSet {
            guard dynamicsAcceptsFinite(damping, property: "UIAttachmentBehavior.damping") else { damping = oldValue; return }
            setNeedsSimulationUpdate()
        }
    }
    /// The spring's frequency in Hz; 0 (the default) makes the attachment rigid.
    open var frequency: CGFloat = 0 {
        didSet {
            guard dynamicsAcceptsFinite(frequency, property: "UIAttachmentBehavior.frequency") else { frequency = oldValue; return }
            setNeedsSimulationUpdate()
        }
    }
    /// The torque that resists turning about the attachment (default 0, iOS 9).
    open var frictionTorque: CGFloat = 0 {
        didSet {
            guard dynamicsAcceptsFinite(frictionTorque, property: "UIAttachmentBehavior.frictionTorque") else { frictionTorque = oldValue; return }
            setNeedsSimulationUpdate()
        }
    }
    /// The travel (sliding, points) or turn (pin, radians) allowed; infinite by default (iOS 9).
    open var attachmentRange: UIFloatRange = .infinite { didSet { setNeedsSimulationUpdate() } }

    override var dynamicItems: [any UIDynamicItem] { items }

    // MARK: Simulation

    private static func angle(of item: any UIDynamicItem) -> Double {
        let t = item.transform
        return atan2(t.b, t.a)
    }

    private static func point(of item: any UIDynamicItem, offset: UIOffset) -> DVec {
        DVec(item.center.x, item.center.y) + DVec(offset.horizontal, offset.vertical).rotated(by: angle(of: item))
    }

    /// The bodies and world attachment points this substep.
    private func ends(in world: DynamicsWorld) -> (a: Int, pa: DVec, b: Int, pb: DVec)? {
        guard let body1 = world.body(for: item1) else { return nil }
        let a = world.index(of: body1)
        let pa = body1.position + body1.worldOffset(of: item1, local: local1)
        if let item2 {
            guard let body2 = world.body(for: item2) else { return nil }
            return (a, pa, world.index(of: body2), body2.position + body2.worldOffset(of: item2, local: local2))
        }
        let anchor = kind == .distance ? DVec(anchorPoint.x, anchorPoint.y) : local2
        return (a, pa, -1, anchor)
    }

    override func applyForces(in world: DynamicsWorld, h: Double, firstSubstep: Bool) {
        guard kind == .distance, frequency > 0, let e = ends(in: world) else { return }
        world.applySpring(a: e.a, pa: e.pa, b: e.b, pb: e.pb, length: Double(length),
                          frequency: Double(frequency), dampingRatio: Double(damping), h: h)
    }

    override func addConstraints(in world: DynamicsWorld, h: Double) {
        guard let e = ends(in: world) else { return }
        let angleA = world.angle(ofBody: e.a), angleB = world.angle(ofBody: e.b)
        switch kind {
        case .distance:
            if frequency <= 0 { world.addDistanceRow(a: e.a, pa: e.pa, b: e.b, pb: e.pb, length: Double(length), limitOnly: false, h: h) }
        case .limit:
            world.addDistanceRow(a: e.a, pa: e.pa, b: e.b, pb: e.pb, length: Double(length), limitOnly: true, h: h)
        case .pin:
            world.addPointRows(a: e.a, pa: e.pa, b: e.b, pb: e.pb, h: h)
            let range = attachmentRange
            if !range.isInfinite {
                world.addAngleRows(a: e.a, b: e.b, error: angleB - angleA - referenceAngle,
                                   range: (Double(range.minimum), Double(range.maximum)), h: h)
            }
        case .fixed:
            world.addPointRows(a: e.a, pa: e.pa, b: e.b, pb: e.pb, h: h)
            world.addAngleRows(a: e.a, b: e.b, error: angleB - angleA - referenceAngle, range: (0, 0), h: h)
        case .sliding:
            let axis = item2 == nil ? localAxis : localAxis.rotated(by: angleA)
            world.addLineRows(a: e.a, pa: e.pa, b: e.b, pb: e.pb, axis: axis,
                              translation: (e.pb - e.pa).dot(axis) - referenceTranslation,
                              range: (Double(attachmentRange.minimum), Double(attachmentRange.maximum)), h: h)
            world.addAngleRows(a: e.a, b: e.b, error: angleB - angleA - referenceAngle, range: (0, 0), h: h)
        }
        if frictionTorque > 0 {
            world.addAngularFrictionRow(a: e.a, b: e.b, maxImpulse: Double(frictionTorque) * h)
        }
    }
}
