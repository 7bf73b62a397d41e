import Foundation

/// Collisions between items, and between items and boundaries (`UICollisionBehavior`).
///
/// Items of one collision behaviour collide with each other (mode
/// `.items`) and with its boundaries (mode `.boundaries`); `.everything`,
/// the default, does both. Boundaries are segments, Bézier paths (their
/// outlines, flattened) and, with `translatesReferenceBoundsIntoBoundary`,
/// the reference view's bounds (inset), which keep items inside. How much
/// items bounce and slide is set by `UIDynamicItemBehavior`'s elasticity
/// and friction. The `collisionDelegate` hears contacts begin and end.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with (`UICollisionBehavior.Mode`).
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Items collide with each other only.
        public static let items = Mode(rawValue: 1 << 0)
        /// Items collide with boundaries only.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Items collide with each other and with boundaries.
        public static let everything = Mode(rawValue: .max)
    }

    /// One boundary added with an identifier.
    struct Boundary {
        var identifier: any NSCopying
        var path: UIBezierPath
        var segments: [(DVec, DVec)]
    }

    private var list: DynamicItemList
    private(set) var boundaries: [Boundary] = []
    /// The insets of the reference-bounds boundary.
    private(set) var referenceInsets = UIEdgeInsets.zero
    /// The contacts touching after the last substep, for began/ended events.
    var touching: Set<DynamicsContactKey> = []
    /// Whether the missing reference view was reported (once per behaviour).
    var warnedNoReferenceBounds = false
    /// The items of each touching contact, for its ended event.
    var touchInfo: [DynamicsContactKey: DynamicsContactInfo] = [:]

    /// A collision behaviour for `items`, colliding with everything.
    public init(items: [any UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    /// Adds an item (ignored if present).
    open func addItem(_ item: any UIDynamicItem) {
        if list.add(item) { setNeedsSimulationUpdate() }
    }

    /// Removes an item; it passes through the others from now on.
    open func removeItem(_ item: any UIDynamicItem) {
        if list.remove(item) { setNeedsSimulationUpdate() }
    }

    /// The colliding items.
    open var items: [any UIDynamicItem] { list.items }

    /// What the items collide with (default `.everything`).
    open var collisionMode: UICollisionBehavior.Mode = .everything {
        didSet { setNeedsSimulationUpdate() }
    }

    /// Whether the reference view's bounds are a boundary that keeps the items inside.
    /// Setting it resets the insets to zero.
    open var translatesReferenceBoundsIntoBoundary = false {
        didSet {
            referenceInsets = .zero
            setNeedsSimulationUpdate()
        }
    }

    /// Makes the reference bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        translatesReferenceBoundsIntoBoundary = true
        referenceInsets = insets
    }

    /// Adds (or replaces) the boundary `identifier`: the outline of `bezierPath`,
    /// in the reference view's coordinates.
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        var segments: [(DVec, DVec)] = []
        for line in PathFlattener.polylines(of: bezierPath.cgPath, transform: .identity, tolerance: 0.5) {
            let points = line.points.map { DVec($0.x, $0.y) }
            guard points.count > 1 else { continue }
            for i in 0..<(points.count - 1) { segments.append((points[i], points[i + 1])) }
            if line.closed, let first = points.first, let last = points.last, first != last {
                segments.append((last, first))
            }
        }
        setBoundary(Boundary(identifier: identifier, path: bezierPath.copy() as? UIBezierPath ?? bezierPath, segments: segments))
    }

    /// Adds (or replaces) the boundary `identifier`: the segment from `p1` to `p2`.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        setBoundary(Boundary(identifier: identifier, path: path, segments: [(DVec(p1.x, p1.y), DVec(p2.x, p2.y))]))
    }

    /// The path of the boundary `identifier`, or nil.
    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        boundaries.first { Self.identifier($0.identifier, equals: identifier) }?.path
    }

    /// Removes the boundary `identifier`.
    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        let before = boundaries.count
        boundaries.removeAll { Self.identifier($0.identifier, equals: identifier) }
        if boundaries.count != before { setNeedsSimulationUpdate() }
    }

    /// The identifiers of the added boundaries (not the reference bounds), in order.
    open var boundaryIdentifiers: [any NSCopying]? { boundaries.map(\.identifier) }

    /// Removes every added boundary (the reference bounds stay while translated).
    open func removeAllBoundaries() {
        guard !boundaries.isEmpty else { return }
        boundaries.removeAll()
        setNeedsSimulationUpdate()
    }

    /// The delegate told of contacts.
    open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

    override var dynamicItems: [any UIDynamicItem] { list.items }

    private func setBoundary(_ boundary: Boundary) {
        if let index = boundaries.firstIndex(where: { Self.identifier($0.identifier, equals: boundary.identifier) }) {
            boundaries[index] = boundary
        } else {
            boundaries.append(boundary)
        }
        setNeedsSimulationUpdate()
    }

    /// Identifier equality as Foundation's collections see it: `isEqual(_:)`
    /// for objects (so equal strings match), identity otherwise.
    static func identifier(_ a: any NSCopying, equals b: any NSCopying) -> Bool {
        if let x = a as? NSObject, let y = b as? NSObject { return x.isEqual(y) }
        return (a as AnyObject) === (b as AnyObject)
    }

    override func addConstraints(in world: DynamicsWorld, h: Double) {
        world.addCollisions(of: self, items: list.items, h: h)
    }
}
