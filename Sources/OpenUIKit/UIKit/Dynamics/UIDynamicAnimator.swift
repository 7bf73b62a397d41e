import Foundation

/// Runs a physics simulation of dynamic items (`UIDynamicAnimator`).
///
/// Add behaviours (gravity, collision, attachment, snap, push, item
/// properties); the animator makes a rigid body of each item they name,
/// reads the item's centre, size and rotation, and from then on steps the
/// simulation on every frame of Segue's clock (a display link: headless runs
/// never sleep), writing each item's `center`, and its `transform` once it
/// turns, so views move on screen. After each step it calls every
/// behaviour's `action`. When every item has come to rest the animator
/// pauses (`isRunning` false, `dynamicAnimatorDidPause`); any change to its
/// behaviours or their items resumes it (`dynamicAnimatorWillResume`).
/// The solver is described in docs/FIDELITY.md (UIKit Dynamics).
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// The longest substep of the simulation (seconds).
    static let maximumSubstep = 1.0 / 240
    /// The most simulated time one frame may take (seconds); longer gaps are cut.
    static let maximumFrameStep = 1.0
    /// How long every item must stay still before the animator pauses (seconds).
    static let restDuration = 0.25

    private var roots: [UIDynamicBehavior] = []
    private weak var reference: UIView?
    /// The layout of `init(collectionViewLayout:)`.
    private weak var layout: UICollectionViewLayout?
    private let hasReferenceView: Bool
    let world = DynamicsWorld()
    private var needsRebuild = true
    private var running = false
    private var link: CADisplayLink?
    private var lastTime = 0.0
    private var simulated = 0.0
    private var stillFor = 0.0

    /// An animator whose behaviours work in `view`'s coordinate system; a
    /// collision behaviour can make `view`'s bounds a boundary.
    public init(referenceView view: UIView) {
        reference = view
        hasReferenceView = true
        super.init()
    }

    /// An animator for items that are not views (layout attributes, custom
    /// items), in an abstract coordinate system with no reference bounds.
    public override init() {
        hasReferenceView = false
        super.init()
    }

    /// An animator for a collection view layout's attributes
    /// (`UICollectionViewLayoutAttributes` are dynamic items). Its coordinate
    /// system is the collection view's content, whose reference bounds are the
    /// layout's `collectionViewContentSize`; after every step the animator
    /// invalidates the layout, so the collection view asks it again for
    /// attributes (a layout returns `items(in:)` and `layoutAttributesForCell(at:)`).
    public convenience init(collectionViewLayout layout: UICollectionViewLayout) {
        self.init()
        self.layout = layout
    }

    /// The view given at creation (nil for `init()`, `init(collectionViewLayout:)`, or once it is gone).
    open var referenceView: UIView? { reference }

    /// The attributes of the cell at `indexPath` among the animator's items, or
    /// nil (for an animator made with `init(collectionViewLayout:)`).
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        rebuildIfNeeded()
        for body in world.bodies {
            for member in body.members {
                if let attributes = member.item as? UICollectionViewLayoutAttributes, attributes.indexPath == indexPath {
                    return attributes
                }
            }
        }
        return nil
    }

    /// The behaviours added with `addBehavior(_:)`, in order (children not included).
    open var behaviors: [UIDynamicBehavior] { roots }

    /// Adds a behaviour: its items join the simulation and the animator runs.
    /// Adding it twice is ignored; a behaviour that belongs to another
    /// animator or behaviour is not added (UIKit raises).
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !roots.contains(where: { $0 === behavior }) else { return }
        guard behavior.parentBehavior == nil, behavior.dynamicAnimator == nil else {
            Log.uiKit.error("addBehavior(_:): the behavior already belongs to another animator or behavior; ignored")
            return
        }
        roots.append(behavior)
        behavior.moveTree(to: self)
        behaviorsDidChange()
    }

    /// Removes a behaviour; items no behaviour names any more stop moving.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = roots.firstIndex(where: { $0 === behavior }) else { return }
        roots.remove(at: index)
        behavior.moveTree(to: nil)
        behaviorsDidChange()
    }

    /// Removes every behaviour; nothing moves any more.
    open func removeAllBehaviors() {
        let removed = roots
        roots = []
        for behavior in removed { behavior.moveTree(to: nil) }
        behaviorsDidChange()
    }

    /// The items whose frames (rotated bounds about their centres) intersect `rect`.
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        rebuildIfNeeded()
        var result: [any UIDynamicItem] = []
        for body in world.bodies {
            for member in body.members {
                let item = member.item
                let size = item.bounds.size
                let frame = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
                    .applying(CGAffineTransform(a: item.transform.a, b: item.transform.b, c: item.transform.c,
                                                d: item.transform.d, tx: 0, ty: 0))
                    .offsetBy(dx: item.center.x, dy: item.center.y)
                if frame.intersects(rect) { result.append(item) }
            }
        }
        return result
    }

    /// Reads `item`'s position, rotation and size again after the app changed
    /// them (the animator otherwise keeps its own state and overwrites them).
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        rebuildIfNeeded()
        guard world.body(for: item) != nil else { return }
        world.reread(item)
        wake()
    }

    /// Whether the animator is stepping its items (false while paused at rest).
    open var isRunning: Bool { running }

    /// The simulated time, in seconds, the animator has run (paused time not included).
    open var elapsedTime: TimeInterval { simulated }

    /// Told when the animator resumes and pauses.
    open weak var delegate: (any UIDynamicAnimatorDelegate)?

    // MARK: Running

    /// Every behaviour, children after their parents, in order.
    private var allBehaviors: [UIDynamicBehavior] {
        var list: [UIDynamicBehavior] = []
        for root in roots { root.appendTree(to: &list) }
        return list
    }

    private func rebuildIfNeeded() {
        guard needsRebuild else { return }
        needsRebuild = false
        world.rebuild(behaviors: allBehaviors)
    }

    /// Something the simulation reads changed: rebuild and run.
    func behaviorsDidChange() {
        needsRebuild = true
        if roots.isEmpty {
            rebuildIfNeeded()
            if running { pause() }
            return
        }
        wake()
    }

    /// Resumes a paused animator (and restarts its rest timer).
    func wake() {
        stillFor = 0
        guard !running else { return }
        rebuildIfNeeded()
        guard !world.bodies.isEmpty else { return }
        running = true
        delegate?.dynamicAnimatorWillResume(self)
        lastTime = CACurrentMediaTime()
        let link = CADisplayLink(weakOwner: self) { animator, now in animator.step(to: now) }
        self.link = link
        link.add(to: .main, forMode: .common)
    }

    private func pause() {
        link?.invalidate()
        link = nil
        running = false
        stillFor = 0
        world.stopBodies()
        for behavior in allBehaviors { behavior.animatorDidSettle(world) }
        world.writeItems()
        layout?.invalidateLayout()
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// One frame: the simulation advances to `now` in equal substeps of at most
    /// `maximumSubstep`, the items are written, then the actions run and the
    /// collision delegates hear the contacts of the frame.
    private func step(to now: CFTimeInterval) {
        guard running else { return }
        let elapsed = now - lastTime
        lastTime = now
        guard elapsed > 0 else { return }
        rebuildIfNeeded()
        guard !world.bodies.isEmpty else { return pause() }
        let duration = min(elapsed, Self.maximumFrameStep)
        let substeps = max(1, Int((duration / Self.maximumSubstep - 1e-9).rounded(.up)))
        let h = duration / Double(substeps)
        if let layout {
            world.referenceBounds = CGRect(origin: .zero, size: layout.collectionViewContentSize)
        } else {
            world.referenceBounds = hasReferenceView ? reference?.bounds : nil
        }
        let behaviors = allBehaviors
        for index in 0..<substeps {
            world.substep(h: h, first: index == 0, behaviors: behaviors)
        }
        simulated += duration
        world.writeItems()
        layout?.invalidateLayout()
        for behavior in behaviors { behavior.action?() }
        world.deliverContactEvents()
        guard running else { return }
        let pendingImpulse = behaviors.contains { ($0 as? UIPushBehavior)?.hasPendingImpulse == true }
        if world.isAtRest && !pendingImpulse && !needsRebuild {
            stillFor += duration
            if stillFor >= Self.restDuration - 1e-9 { pause() }
        } else {
            stillFor = 0
        }
    }
}
