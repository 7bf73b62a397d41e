import Foundation

/// Auto Layout on `UIView`: installed constraints, anchors, content
/// priorities, the constraint-update pass and fitting sizes.
extension UIView {
    /// `UIView.layoutFittingExpandedSize`: the largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    // MARK: Installed constraints

    /// The constraints installed on this view (those whose closest common
    /// ancestor it is, or that `addConstraint(_:)` put here).
    public var constraints: [NSLayoutConstraint] { layoutStorage?.constraints ?? [] }

    /// Installs and activates `constraint` here (the older form of `isActive = true`).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if let failure = constraint.validationFailure {
            UIKitException.raise(UIKitException.invalidArgument, failure)
            return
        }
        if constraint.installedView === self { return }
        for item in [constraint.firstItemStorage, constraint.secondItemStorage] {
            if let item, let view = layoutView(of: item), !view.isDescendant(of: self) {
                UIKitException.raise(UIKitException.internalInconsistency, "Impossible to set up layout with view hierarchy unprepared for constraint. The view hierarchy is not prepared for the constraint: \(constraint.description)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself).")
                return
            }
        }
        attachValidatedConstraint(constraint)
    }

    /// Installs a constraint already validated, whose items are this view
    /// or its descendants (`isActive` checks both before calling).
    func attachValidatedConstraint(_ constraint: NSLayoutConstraint) {
        if let current = constraint.installedView {
            if current === self { return }
            current.removeConstraint(constraint)
        }
        autoLayout.constraints.append(constraint)
        constraint.installedView = self
        constraint.isActiveStorage = true
        constraint.activationOrder = NSLayoutConstraint.nextActivationOrder
        NSLayoutConstraint.nextActivationOrder += 1
        LayoutEngine.activeConstraintCount += 1
        LayoutEngine.constraintActivated(constraint, on: self)
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { addConstraint(c) }
    }

    /// Removes and deactivates `constraint` if it is installed here.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self, let storage = layoutStorage,
              let i = storage.constraints.firstIndex(where: { $0 === constraint }) else { return }
        storage.constraints.remove(at: i)
        constraint.installedView = nil
        constraint.isActiveStorage = false
        LayoutEngine.activeConstraintCount -= 1
        LayoutEngine.constraintDeactivated(constraint, from: self)
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Content priorities

    /// How strongly the view resists growing past its intrinsic size (default 250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let h: (horizontal: Float, vertical: Float) = layoutStorage?.hugging ?? (defaultContentHugging.rawValue, defaultContentHugging.rawValue)
        return UILayoutPriority(axis == .horizontal ? h.horizontal : h.vertical)
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let p = min(max(priority.rawValue, 1), 1000)
        if axis == .horizontal { autoLayout.hugging.horizontal = p } else { autoLayout.hugging.vertical = p }
        contentPrioritiesDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic size (default 750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let c: (horizontal: Float, vertical: Float) = layoutStorage?.compression ?? (750, 750)
        return UILayoutPriority(axis == .horizontal ? c.horizontal : c.vertical)
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let p = min(max(priority.rawValue, 1), 1000)
        if axis == .horizontal { autoLayout.compression.horizontal = p } else { autoLayout.compression.vertical = p }
        contentPrioritiesDidChange()
    }

    private func contentPrioritiesDidChange() {
        guard let engine = layoutStorage?.engine else { return }
        engine.needsRebuild = true
        engine.root?.setNeedsLayout()
    }

    // MARK: Constraint updates

    /// Asks for `updateConstraints()` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        LayoutEngine.pendingConstraintUpdates.append(.init(view: self))
        LayoutEngine.root(of: self).setNeedsLayout()
    }

    public func needsUpdateConstraints() -> Bool { layoutStorage?.needsUpdateConstraints ?? false }

    /// Runs the constraint-update pass for this view's subtree now: each
    /// view that needs it gets `updateConstraints()` (a controller's root
    /// view: the controller's `updateViewConstraints()`), subviews first.
    public func updateConstraintsIfNeeded() {
        for sub in subviewStorage { sub.updateConstraintsIfNeeded() }
        guard let storage = layoutStorage, storage.needsUpdateConstraints else { return }
        if let controller = owningViewController {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
        storage.needsUpdateConstraints = false
    }

    // MARK: Layout guides

    public var layoutGuides: [UILayoutGuide] { layoutStorage?.guides ?? [] }

    /// Adds a guide whose frame lays out in this view's coordinates.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningViewStorage !== self else { return }
        layoutGuide.owningViewStorage?.removeLayoutGuide(layoutGuide)
        autoLayout.guides.append(layoutGuide)
        layoutGuide.owningViewStorage = self
    }

    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningViewStorage === self, let storage = layoutStorage else { return }
        LayoutEngine.hierarchyWillChange(guideOf: layoutGuide)
        storage.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningViewStorage = nil
    }

    // MARK: Fitting

    /// The size the view's own constraints give it nearest `targetSize`,
    /// each axis pulled towards the target at the given priority (UIKit's
    /// fitting pass: a throwaway engine over this view's subtree).
    func autoLayoutFittingSize(_ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        guard targetSize.width.isFinite, targetSize.height.isFinite else {
            Log.uiKit.error("UIView.systemLayoutSizeFitting: non-finite target size \(targetSize); returning .zero")
            return .zero
        }
        let engine = LayoutEngine(root: self, fitting: .init(size: targetSize, horizontal: horizontal, vertical: vertical))
        LayoutEngine.runPendingConstraintUpdates()
        engine.rebuild()
        guard let frame = engine.frame(of: self) else { return targetSize }
        return CGSize(width: frame.width, height: frame.height)
    }

    // MARK: Debugging

    /// True when the solved frame is not fully determined: an optional
    /// stay on each variable would move it. Checked by nudging.
    public var hasAmbiguousLayout: Bool {
        guard let engine = layoutStorage?.engine, !translatesAutoresizingMaskIntoConstraints else { return false }
        engine.updateIfNeeded()
        return engine.isAmbiguous(self)
    }

    /// Moves an ambiguous view to another valid frame (UIKit's debugging aid).
    public func exerciseAmbiguityInLayout() {
        guard let engine = layoutStorage?.engine, let frame = engine.exercise(self) else { return }
        self.frame = frame
    }

    /// The constraints that affect the view's frame on `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var ancestor: UIView? = self
        while let a = ancestor {
            for c in a.layoutStorage?.constraints ?? [] where c.firstAttribute.isHorizontal == (axis == .horizontal) {
                if c.firstItemStorage === self || c.secondItemStorage === self { result.append(c) }
            }
            ancestor = a.superviewStorage
        }
        return result
    }
}
