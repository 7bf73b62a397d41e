import Foundation

/// How changes elsewhere reach the engines: constraint edits, geometry,
/// intrinsic sizes, hierarchy changes and `setNeedsUpdateConstraints()`.
extension LayoutEngine {
    /// Views waiting for `updateConstraints()`.
    static var pendingConstraintUpdates: [WeakViewBox] = []

    struct WeakViewBox {
        weak var view: UIView?
    }

    /// A constraint was activated on `view` (its installation view).
    static func constraintActivated(_ c: NSLayoutConstraint, on view: UIView) {
        constraintGeneration &+= 1
        guard let engine = engine(for: view, create: true) else { return }
        if !engine.needsRebuild, engine.builtGeneration == hierarchyGeneration,
           engine.variables(of: c.firstItemStorage!) != nil,
           c.secondItemStorage.map({ engine.variables(of: $0) != nil }) ?? true {
            engine.install(c)
        } else {
            engine.needsRebuild = true
        }
        engine.root?.setNeedsLayout()
    }

    static func constraintDeactivated(_ c: NSLayoutConstraint, from view: UIView) {
        constraintGeneration &+= 1
        guard let engine = engine(for: view, create: false) else { c.solverConstraint = nil; return }
        if !engine.needsRebuild, c.solverConstraint != nil {
            engine.uninstall(c)
        } else {
            engine.needsRebuild = true
        }
        engine.root?.setNeedsLayout()
    }

    /// The fast path: only the solver's constant moves.
    static func constantDidChange(_ c: NSLayoutConstraint) {
        constraintGeneration &+= 1
        guard c.isActiveStorage, let view = c.installedView, let engine = engine(for: view, create: false) else { return }
        if !engine.needsRebuild, let sc = c.solverConstraint {
            if sc.isInstalled {
                if !engine.solver.setConstant(sc, c.solverOffset - Double(c.constantStorage)) {
                    engine.reportUnsatisfiable(breaking: sc)
                }
                engine.valuesDirty = true
            } else {
                engine.needsRebuild = true
            }
        } else {
            engine.needsRebuild = true
        }
        engine.root?.setNeedsLayout()
    }

    static func constraintDidChangeStructurally(_ c: NSLayoutConstraint) {
        constraintGeneration &+= 1
        guard c.isActiveStorage, let view = c.installedView, let engine = engine(for: view, create: false) else { return }
        engine.needsRebuild = true
        engine.root?.setNeedsLayout()
    }

    /// A frame, bounds or centre setter ran on a view the engine knows.
    static func geometryDidChange(_ view: UIView) {
        guard let engine = view.layoutStorage?.engine, !engine.applying else { return }
        guard view === engine.root || view.translatesAutoresizingMaskIntoConstraints else { return }
        engine.inputsDirty = true
        engine.root?.setNeedsLayout()
    }

    /// Something an input reads changed (intrinsic size, margins, insets).
    static func inputsDidChange(_ view: UIView) {
        guard let engine = view.layoutStorage?.engine ?? (activeConstraintCount > 0 ? engine(for: view, create: false) : nil) else { return }
        engine.inputsDirty = true
        engine.root?.setNeedsLayout()
    }

    /// `view` moved in or out of a hierarchy. UIKit removes the constraints
    /// that tie the moved subtree to its old surroundings; the engines of
    /// the old and new hierarchy rebuild at their next layout.
    static func hierarchyWillChange(_ view: UIView) {
        guard activeConstraintCount > 0 else { return }
        hierarchyGeneration &+= 1
        if let old = engine(for: view, create: false) { old.root?.setNeedsLayout() }
        guard view.superviewStorage != nil else { return }
        var moved = Set<ObjectIdentifier>()
        func collect(_ v: UIView) {
            moved.insert(ObjectIdentifier(v))
            for g in v.layoutStorage?.guides ?? [] { moved.insert(ObjectIdentifier(g)) }
            for s in v.subviewStorage { collect(s) }
        }
        collect(view)
        var ancestor = view.superviewStorage
        while let a = ancestor {
            for c in a.layoutStorage?.constraints ?? [] {
                let touches = [c.firstItemStorage, c.secondItemStorage].contains { item in
                    item.map { moved.contains(ObjectIdentifier($0)) } ?? false
                }
                if touches { a.removeConstraint(c) }
            }
            ancestor = a.superviewStorage
        }
    }

    static func hierarchyDidChange(_ view: UIView) {
        guard activeConstraintCount > 0 else { return }
        hierarchyGeneration &+= 1
        if let storage = view.layoutStorage, let owned = storage.ownedEngine, view.superviewStorage != nil {
            storage.ownedEngine = nil
            owned.root = nil
        }
        if subtreeHasConstraints(view), let engine = engine(for: view, create: true) {
            engine.needsRebuild = true
            engine.root?.setNeedsLayout()
        }
        if let engine = engine(for: view, create: false) { engine.root?.setNeedsLayout() }
    }

    private static func subtreeHasConstraints(_ view: UIView) -> Bool {
        if let storage = view.layoutStorage, !storage.constraints.isEmpty || storage.engine != nil { return true }
        for sub in view.subviewStorage where subtreeHasConstraints(sub) { return true }
        return false
    }

    /// Runs `updateConstraints()` (or the controller's
    /// `updateViewConstraints()`) for the views that asked, deepest first.
    static func runPendingConstraintUpdates() {
        guard !pendingConstraintUpdates.isEmpty else { return }
        var rounds = 0
        while !pendingConstraintUpdates.isEmpty, rounds < 8 {
            rounds += 1
            let views = pendingConstraintUpdates.compactMap(\.view)
            pendingConstraintUpdates.removeAll()
            let ordered = views.map { v -> (Int, UIView) in
                var depth = 0, p = v.superviewStorage
                while let q = p { depth += 1; p = q.superviewStorage }
                return (depth, v)
            }.sorted { $0.0 > $1.0 }
            for (_, v) in ordered { v.updateConstraintsIfNeeded() }
        }
        // UIKit spins here for ever (a layout feedback loop); Segue stops
        // after eight rounds and says which views kept asking.
        if !pendingConstraintUpdates.isEmpty {
            let looping = pendingConstraintUpdates.compactMap(\.view)
            pendingConstraintUpdates.removeAll()
            for view in looping { view.layoutStorage?.needsUpdateConstraints = false }
            let names = looping.map { LayoutEngine.itemName($0) }
            Log.uiKit.error("[LayoutConstraints] Layout feedback loop: updateConstraints() requested another constraint update pass \(rounds) times in a row; stopping. Views still asking: \(names.joined(separator: ", "))")
        }
    }

    /// A guide's frame from its hierarchy's engine (`.zero` when unsolved).
    static func layoutFrame(of guide: UILayoutGuide) -> CGRect {
        guard let engine = guide.engine, let frame = engine.frame(of: guide) else {
            guard let owner = guide.owningViewStorage, guide.systemRole != nil else { return .zero }
            return owner.bounds.inset(by: insets(of: guide))
        }
        return frame
    }
}
