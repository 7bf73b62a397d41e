import Foundation

/// A configuration of physical behaviour for dynamic items (`UIDynamicBehavior`).
///
/// The primitive behaviours (gravity, collision, attachment, snap, push,
/// item properties) are subclasses; a custom behaviour is a subclass that
/// composes primitives with `addChildBehavior(_:)`. A behaviour takes part
/// in the simulation while it (or an ancestor) is added to a
/// `UIDynamicAnimator`; the animator calls `action` after every step and
/// `willMove(to:)` when the behaviour joins or leaves it.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    private var children: [UIDynamicBehavior] = []
    /// The behaviour this one is a child of.
    weak var parentBehavior: UIDynamicBehavior?
    private weak var animator: UIDynamicAnimator?

    /// A behaviour with no items and no children.
    public override init() {
        super.init()
    }

    /// The behaviours added with `addChildBehavior(_:)`, in order.
    open var childBehaviors: [UIDynamicBehavior] { children }

    /// Adds `behavior` as a child: it runs while this behaviour runs. Adding a
    /// child twice is ignored; a behaviour that already has another parent, or
    /// that is added to an animator itself, is not added (UIKit raises).
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard !children.contains(where: { $0 === behavior }) else { return }
        guard behavior !== self, behavior.parentBehavior == nil, behavior.dynamicAnimator == nil else {
            Log.uiKit.error("addChildBehavior(_:): the behavior already belongs to another behavior or animator; ignored")
            return
        }
        children.append(behavior)
        behavior.parentBehavior = self
        if let animator {
            behavior.moveTree(to: animator)
            animator.behaviorsDidChange()
        }
    }

    /// Removes a child behaviour; it stops acting at once.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = children.firstIndex(where: { $0 === behavior }) else { return }
        children.remove(at: index)
        behavior.parentBehavior = nil
        if let animator {
            behavior.moveTree(to: nil)
            animator.behaviorsDidChange()
        }
    }

    /// The block the animator calls after every step of the simulation.
    open var action: (() -> Void)?

    /// The animator this behaviour (or its root ancestor) is added to.
    open var dynamicAnimator: UIDynamicAnimator? { animator }

    /// Called just before the behaviour joins an animator, or leaves one
    /// (`nil`). Override to react; call `super`.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    // MARK: Engine hooks

    /// Tells this behaviour and its descendants which animator they belong to.
    func moveTree(to newAnimator: UIDynamicAnimator?) {
        if animator !== newAnimator {
            willMove(to: newAnimator)
            animator = newAnimator
        }
        for child in children { child.moveTree(to: newAnimator) }
    }

    /// Tells the animator that something the simulation reads changed
    /// (items, forces, boundaries): it rebuilds and resumes if paused.
    func setNeedsSimulationUpdate() {
        animator?.behaviorsDidChange()
    }

    /// The items this behaviour acts on (the primitives override it).
    var dynamicItems: [any UIDynamicItem] { [] }

    /// Adds this behaviour's forces and impulses for one substep of `h` seconds.
    func applyForces(in world: DynamicsWorld, h: Double, firstSubstep: Bool) {}

    /// Adds this behaviour's constraint rows for one substep.
    func addConstraints(in world: DynamicsWorld, h: Double) {}

    /// Called when the animator pauses with every item at rest.
    func animatorDidSettle(_ world: DynamicsWorld) {}

    /// This behaviour and its descendants, depth first.
    func appendTree(to list: inout [UIDynamicBehavior]) {
        list.append(self)
        for child in children { child.appendTree(to: &list) }
    }
}

/// Whether `values` are all finite; logs UIKit's property name and keeps the old value otherwise.
@MainActor
func dynamicsAcceptsFinite(_ values: CGFloat..., property: String) -> Bool {
    guard values.allSatisfy(\.isFinite) else {
        Log.uiKit.error("\(property): ignoring a non-finite value; the previous value is kept")
        return false
    }
    return true
}

/// The items of a behaviour, held strongly as in UIKit, with identity lookups.
struct DynamicItemList {
    private(set) var items: [any UIDynamicItem] = []

    init(_ items: [any UIDynamicItem]) {
        for item in items { _ = add(item) }
    }

    /// Appends `item` unless present; returns whether it was added.
    mutating func add(_ item: any UIDynamicItem) -> Bool {
        guard !contains(item) else { return false }
        items.append(item)
        return true
    }

    /// Removes `item`; returns whether it was present.
    mutating func remove(_ item: any UIDynamicItem) -> Bool {
        guard let index = items.firstIndex(where: { $0 === item }) else { return false }
        items.remove(at: index)
        return true
    }

    func contains(_ item: any UIDynamicItem) -> Bool { items.contains { $0 === item } }
}
