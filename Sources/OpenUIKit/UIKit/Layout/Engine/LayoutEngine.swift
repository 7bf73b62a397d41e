import Foundation

/// The four solver variables of a view or guide: its frame in its
/// superview's (a guide: its owning view's) coordinates.
struct LayoutVariables {
    let minX, minY, width, height: SolverSymbol
}

/// The Auto Layout engine of one view hierarchy (UIKit's per-window
/// engine), owned by the hierarchy's root view.
///
/// It holds a `LayoutSolver` with:
/// - for the root: its size (`bounds.size`, required) and origin (0, 0);
/// - for each view that keeps `translatesAutoresizingMaskIntoConstraints`:
///   its current frame, required (UIKit's autoresizing-mask constraints);
/// - for the others: their intrinsic content size, as a hugging (≤) and a
///   compression-resistance (≥) constraint per axis at their priorities;
/// - system guides (safe area, margins) tied to their owner's insets;
/// - the active `NSLayoutConstraint`s installed in the hierarchy, in
///   activation order.
///
/// Only views that a constraint names, and their ancestors up to the root,
/// get variables: other subtrees cost nothing. Structural changes
/// (activation, hierarchy changes) mark the engine for a rebuild at the next
/// layout pass, except an activation whose items are already known, which
/// is added incrementally; constant changes and input changes (frames,
/// sizes, intrinsic sizes, insets) re-solve incrementally.
@MainActor
final class LayoutEngine {
    /// UIKit's standard spacing between sibling views.
    static let systemSpacing: CGFloat = 8
    /// Bumped whenever a view hierarchy holding constraints changes.
    static var hierarchyGeneration = 0
    /// Constraints active anywhere (hierarchy hooks do nothing while zero).
    static var activeConstraintCount = 0

    struct Fitting {
        var size: CGSize
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority
    }

    struct Entry {
        weak var view: UIView?
        weak var guide: UILayoutGuide?
        let variables: LayoutVariables
        var inputs: [SolverConstraint] = []
        /// Which intrinsic dimensions the inputs encode (width, height).
        var intrinsicShape: (Bool, Bool) = (false, false)
    }

    /// Where an entry sits in the hierarchy, as the engine registered it
    /// (the hierarchy is fixed until the next rebuild): constraints are
    /// expanded by walking these instead of superviews, without weak loads
    /// or casts. Plain values, so reading one costs no reference counting.
    struct EntryLink {
        /// The entry of the superview (a guide: of its owning view); -1 for the root.
        let parent: Int32
        /// Steps up to the root.
        let depth: Int32
        let isGuide: Bool
        let variables: LayoutVariables
    }

    @exclusivity(unchecked) private(set) var solver = LayoutSolver()
    weak var root: UIView?
    let fitting: Fitting?
    var needsRebuild = true
    var inputsDirty = false
    var valuesDirty = false
    var builtGeneration = -1
    /// True while the engine writes frames (their setters must not mark inputs dirty).
    var applying = false
    @exclusivity(unchecked) var entries: [Entry] = []
    /// Per entry, its place in the hierarchy and variables.
    @exclusivity(unchecked) private(set) var links: [EntryLink] = []
    /// Per entry, the solved frame `updateIfNeeded()` last compared (NaN
    /// when not yet seen); emptied by a rebuild.
    @exclusivity(unchecked) var lastSolved: [CGRect] = []
    @exclusivity(unchecked) private var entryIndex: [ObjectIdentifier: Int] = [:]

    init(root: UIView, fitting: Fitting? = nil) {
        self.root = root
        self.fitting = fitting
    }

    // MARK: Finding engines

    static func root(of view: UIView) -> UIView {
        var v = view
        while let s = v.superviewStorage { v = s }
        return v
    }

    /// The engine of the hierarchy `view` is in, made on demand.
    static func engine(for view: UIView, create: Bool) -> LayoutEngine? {
        let root = root(of: view)
        if let engine = root.layoutStorage?.ownedEngine { return engine }
        guard create else { return nil }
        let engine = LayoutEngine(root: root)
        root.autoLayout.ownedEngine = engine
        root.autoLayout.engine = engine
        return engine
    }

    static func commonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        // The usual pairs first (each superview read is a weak load): a
        // view and its superview, and siblings.
        let superA = a.superviewStorage
        if superA === b { return b }
        let superB = b.superviewStorage
        if superB === a { return a }
        if let superA, superA === superB { return superA }
        var depthA = 0, depthB = 0
        var v: UIView? = a
        while let c = v { depthA += 1; v = c.superviewStorage }
        v = b
        while let c = v { depthB += 1; v = c.superviewStorage }
        var x: UIView? = a, y: UIView? = b
        while depthA > depthB { x = x?.superviewStorage; depthA -= 1 }
        while depthB > depthA { y = y?.superviewStorage; depthB -= 1 }
        while let p = x, let q = y, p !== q { x = p.superviewStorage; y = q.superviewStorage }
        return x
    }

    // MARK: Variables

    func variables(of item: AnyObject) -> LayoutVariables? {
        guard let i = entryIndex[ObjectIdentifier(item)] else { return nil }
        return entries[i].variables
    }

    /// The solved frame of a registered view or guide.
    func frame(of item: AnyObject) -> CGRect? {
        guard let v = variables(of: item) else { return nil }
        return solvedFrame(v)
    }

    private func makeVariables() -> LayoutVariables {
        LayoutVariables(minX: solver.makeVariable(), minY: solver.makeVariable(),
                        width: solver.makeVariable(), height: solver.makeVariable())
    }

    /// Gives `view` (and its ancestors up to the root) variables; returns
    /// its entry's index, nil when it is not in the engine's hierarchy.
    @discardableResult
    func register(_ view: UIView) -> Int? {
        if let i = entryIndex[ObjectIdentifier(view)] { return i }
        var parent = -1
        if view !== root {
            guard let superview = view.superviewStorage, let p = register(superview) else { return nil }
            parent = p
        }
        let index = entries.count
        entryIndex[ObjectIdentifier(view)] = index
        let variables = makeVariables()
        entries.append(Entry(view: view, variables: variables))
        appendLink(parent: parent, isGuide: false, variables)
        if fitting == nil { view.autoLayout.engine = self }
        addInputs(at: index, view: view)
        return index
    }

    @discardableResult
    func register(_ guide: UILayoutGuide) -> Int? {
        if let i = entryIndex[ObjectIdentifier(guide)] { return i }
        guard let owner = guide.owningViewStorage, let parent = register(owner) else { return nil }
        let index = entries.count
        entryIndex[ObjectIdentifier(guide)] = index
        let variables = makeVariables()
        entries.append(Entry(guide: guide, variables: variables))
        appendLink(parent: parent, isGuide: true, variables)
        if fitting == nil { guide.engine = self }
        addInputs(at: index, view: nil)
        return index
    }

    private func appendLink(parent: Int, isGuide: Bool, _ variables: LayoutVariables) {
        let depth = parent < 0 ? 0 : links[parent].depth + 1
        links.append(EntryLink(parent: Int32(parent), depth: depth, isGuide: isGuide, variables: variables))
    }

    /// The entry of a constraint's item, registering it first; nil when it
    /// is neither a view nor a guide of this hierarchy.
    func register(item: AnyObject) -> Int? {
        // Tested on the class, not by casting the item (a cast copies the
        // reference: a retain and a release on the runtime's slow path).
        let type: AnyObject.Type = Swift.type(of: item)
        if type is UIView.Type { return register(unsafeDowncast(item, to: UIView.self)) }
        if type is UILayoutGuide.Type { return register(unsafeDowncast(item, to: UILayoutGuide.self)) }
        return nil
    }

    /// The entry of the view an entry lays out in (a guide's owning view).
    func viewEntry(_ entry: Int) -> Int {
        links[entry].isGuide ? Int(links[entry].parent) : entry
    }

    /// The closest common ancestor of two registered views, by entry.
    func commonAncestorEntry(_ a: Int, _ b: Int) -> Int {
        var x = a, y = b
        while links[x].depth > links[y].depth { x = Int(links[x].parent) }
        while links[y].depth > links[x].depth { y = Int(links[y].parent) }
        while x != y { x = Int(links[x].parent); y = Int(links[y].parent) }
        return x
    }

    // MARK: Building

    /// Rebuilds the solver from the hierarchy's active constraints.
    func rebuild() {
        // By index: copying an entry copies its weak references (slow paths).
        for i in entries.indices {
            if let view = entries[i].view, view.layoutStorage?.engine === self, view !== root { view.layoutStorage?.engine = nil }
            if let guide = entries[i].guide, guide.engine === self { guide.engine = nil }
        }
        entries.removeAll(keepingCapacity: true)
        links.removeAll(keepingCapacity: true)
        lastSolved.removeAll(keepingCapacity: true)
        entryIndex.removeAll(keepingCapacity: true)
        solver = LayoutSolver()
        needsRebuild = false
        inputsDirty = false
        valuesDirty = true
        builtGeneration = LayoutEngine.hierarchyGeneration
        guard let root else { return }
        var constraints: [NSLayoutConstraint] = []
        collectConstraints(in: root, into: &constraints)
        // Usually collected in activation order already (one view holds
        // them, or each view's were activated after its superview's).
        var sorted = true
        var previous = Int.min
        for c in constraints {
            let order = c.activationOrder
            if order < previous { sorted = false; break }
            previous = order
        }
        if !sorted {
            // By plain keys: a comparator reading the constraints would
            // retain each and check the actor on every comparison.
            // Plain loops: a closure here would check the actor per element.
            var keys: [(order: Int, index: Int)] = []
            keys.reserveCapacity(constraints.count)
            for i in constraints.indices { keys.append((constraints[i].activationOrder, i)) }
            keys.sort(by: LayoutEngine.precedes)
            var ordered: [NSLayoutConstraint] = []
            ordered.reserveCapacity(constraints.count)
            for key in keys { ordered.append(constraints[key.index]) }
            constraints = ordered
        }
        register(root)
        for c in constraints {
            if fitting != nil, !(isInside(c.firstItemStorage) && isInside(c.secondItemStorage)) { continue }
            install(c)
        }
    }

    private nonisolated static func precedes(_ a: (order: Int, index: Int), _ b: (order: Int, index: Int)) -> Bool {
        a.order < b.order
    }

    private func collectConstraints(in view: UIView, into list: inout [NSLayoutConstraint]) {
        if let storage = view.layoutStorage { list.append(contentsOf: storage.constraints) }
        for sub in view.subviewStorage { collectConstraints(in: sub, into: &list) }
    }

    private func isInside(_ item: AnyObject?) -> Bool {
        guard let item else { return true }
        guard let view = layoutView(of: item), let root else { return false }
        return view.isDescendant(of: root)
    }

    /// Adds one active constraint; false when the engine cannot take it
    /// incrementally (its items are unknown) and must rebuild.
    /// A fitting engine is thrown away after one measure, so it leaves each
    /// constraint linked to the live engine (`solverConstraint`): a later
    /// `constant` change or deactivation must reach the live layout.
    @discardableResult
    func install(_ c: NSLayoutConstraint) -> Bool {
        if fitting == nil { c.solverConstraint = nil }
        func outside() -> Bool {
            Log.uiKit.error("Auto Layout: \(c.description) relates items outside the hierarchy it is installed in; ignored")
            return false
        }
        // Each weak item is loaded once, and registering gives its entry.
        guard let first = c.firstItemStorage, let firstEntry = register(item: first) else { return outside() }
        var secondEntry = -1
        if let second = c.secondItemStorage {
            guard let entry = register(item: second) else { return outside() }
            secondEntry = entry
        }
        guard let expression = LayoutExpression(constraint: c, firstEntry: firstEntry, secondEntry: secondEntry,
                                                engine: self) else { return outside() }
        let isRequired = c.priorityStorage == .required
        let sc = SolverConstraint(terms: expression.terms, constant: expression.offset - Double(c.constantStorage),
                                  relation: expression.relation, isRequired: isRequired,
                                  weight: isRequired ? 1 : LayoutPriorityMapping.weight(c.priorityStorage.rawValue),
                                  ownerID: ObjectIdentifier(c))
        if fitting == nil {
            c.solverConstraint = sc
            c.solverOffset = expression.offset
        }
        if !solver.add(sc) { reportUnsatisfiable(breaking: sc) }
        valuesDirty = true
        return true
    }

    func uninstall(_ c: NSLayoutConstraint) {
        if let sc = c.solverConstraint { solver.remove(sc) }
        c.solverConstraint = nil
        valuesDirty = true
    }

    // MARK: Updating

    /// Brings the solution up to date: runs pending `updateConstraints`,
    /// rebuilds or re-reads inputs as needed, then marks the superviews of
    /// views whose solved frame differs from their frame for layout.
    func updateIfNeeded() {
        LayoutEngine.runPendingConstraintUpdates()
        if builtGeneration != LayoutEngine.hierarchyGeneration { needsRebuild = true }
        if needsRebuild {
            rebuild()
        } else if inputsDirty {
            syncInputs()
        }
        guard valuesDirty else { return }
        valuesDirty = false
        guard fitting == nil else { return }
        // UIKit tells a view's superview to lay out when the engine moves
        // one of the view's variables: views whose solved frame is the one
        // this loop saw last time are not visited (no weak load, no view
        // read); the first pass after a rebuild compares every view.
        let root = self.root
        if lastSolved.count > entries.count { lastSolved.removeAll(keepingCapacity: true) }
        let unseen = CGRect(x: CGFloat.nan, y: 0, width: 0, height: 0)
        while lastSolved.count < entries.count { lastSolved.append(unseen) }
        for i in entries.indices {
            let solved = solvedFrame(entries[i].variables)
            if isClose(solved, lastSolved[i]) { continue }
            lastSolved[i] = solved
            guard let view = entries[i].view, view !== root, !view.translatesAutoresizingMaskIntoConstraints,
                  let parent = view.superviewStorage else { continue }
            if !isClose(solved, view.engineFrame) { parent.setNeedsLayout() }
        }
    }

    /// The solved frame of a view or guide with these variables.
    @inline(__always)
    func solvedFrame(_ v: LayoutVariables) -> CGRect {
        CGRect(x: solver.value(of: v.minX), y: solver.value(of: v.minY),
               width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    private func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
            && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }

    /// Sets the frames of `view`'s constraint-managed subviews.
    func applyFrames(toSubviewsOf view: UIView) {
        applying = true
        defer { applying = false }
        // The copy of the list keeps every subview alive for the loop (a
        // setter may change the hierarchy), so each is used unretained: a
        // view has a side table (weak references to it), and each retain
        // and release of it takes the runtime's slow path.
        let subviews = view.subviewStorage
        for i in subviews.indices {
            Unmanaged.passUnretained(subviews[i])._withUnsafeGuaranteedRef { applyFrame(to: $0) }
        }
    }

    private func applyFrame(to sub: UIView) {
        guard !sub.translatesAutoresizingMaskIntoConstraints, let f = frame(of: sub) else { return }
        let rect = f.isFiniteRect ? f : .zero
        // Each geometry getter is read once (they are open, and each
        // read of the view or its layer costs reference counting).
        var bounds = sub.bounds
        let anchor = sub.layer.anchorPoint
        let currentCenter = sub.center
        let current = CGRect(x: currentCenter.x - bounds.width * anchor.x, y: currentCenter.y - bounds.height * anchor.y,
                             width: bounds.width, height: bounds.height)
        if isClose(rect, current) { return }
        if rect.size != bounds.size {
            bounds.size = CGSize(width: max(rect.width, 0), height: max(rect.height, 0))
            sub.bounds = bounds
        }
        let center = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
        if center != currentCenter { sub.center = center }
    }
}

extension UIView {
    /// The frame as the engine sees it: `center` and `bounds.size` (the
    /// transform is not part of Auto Layout's alignment rectangle).
    var engineFrame: CGRect {
        let size = bounds.size
        let anchor = layer.anchorPoint
        let c = center
        return CGRect(x: c.x - size.width * anchor.x, y: c.y - size.height * anchor.y, width: size.width, height: size.height)
    }
}
