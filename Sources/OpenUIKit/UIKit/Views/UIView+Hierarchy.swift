import Foundation

extension UIView {
    public var superview: UIView? { superviewStorage }
    public var subviews: [UIView] { subviewStorage }

    /// The window containing the view, if any.
    public var window: UIWindow? {
        var v: UIView? = self
        while let current = v {
            if let w = current as? UIWindow { return w }
            v = current.superviewStorage
        }
        return nil
    }

    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviewStorage.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped), moving it from
    /// its old superview; its layer is placed to match the subview order.
    /// Adding a view to itself or to a descendant is refused with a diagnostic.
    public func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            Log.uiKit.error("UIView: refusing to add \(view.debugName) inside itself or its own subtree (\(debugName))")
            return
        }
        let oldWindow = view.window
        let newWindow = window
        let sameParent = view.superviewStorage === self
        if !sameParent {
            LayoutEngine.hierarchyWillChange(view)
            view.willMove(toSuperview: self)
            if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        }
        var i = index
        if sameParent, let current = subviewStorage.firstIndex(where: { $0 === view }) {
            subviewStorage.remove(at: current)
            if current < i { i -= 1 }
        } else if let old = view.superviewStorage {
            old.subviewStorage.removeAll { $0 === view }
            old.willRemoveSubview(view)
        }
        i = min(max(i, 0), subviewStorage.count)
        subviewStorage.insert(view, at: i)
        view.superviewStorage = self
        // Place the layer just below the next sibling view's layer.
        if i + 1 < subviewStorage.count {
            layer.insertSublayer(view.layer, below: subviewStorage[i + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        if !sameParent {
            LayoutEngine.hierarchyDidChange(view)
            if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
            view.styleMayHaveChanged()
            view.didMoveToSuperview()
            didAddSubview(view)
        }
        setNeedsLayout()
    }

    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        if let i = subviewStorage.firstIndex(where: { $0 === siblingSubview }) {
            // insertSubview(_:at:) accounts for the view leaving its current place.
            insertSubview(view, at: i + 1)
        } else {
            addSubview(view)
        }
    }

    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        if let i = subviewStorage.firstIndex(where: { $0 === siblingSubview }) {
            insertSubview(view, at: i)
        } else {
            insertSubview(view, at: 0)
        }
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        insertSubview(view, at: subviewStorage.count)
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        insertSubview(view, at: 0)
    }

    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviewStorage.indices.contains(index1), subviewStorage.indices.contains(index2), index1 != index2 else { return }
        let a = subviewStorage[index1], b = subviewStorage[index2]
        subviewStorage.swapAt(index1, index2)
        let sublayers = layer.sublayerStorage
        if let la = sublayers.firstIndex(where: { $0 === a.layer }), let lb = sublayers.firstIndex(where: { $0 === b.layer }) {
            layer.sublayerStorage.swapAt(la, lb)
            layer.noteChange()
        }
    }

    /// `removeFromSuperview()`'s work (UIView.swift declares the overridable method).
    func detachFromSuperview() {
        guard let parent = superviewStorage else { return }
        LayoutEngine.hierarchyWillChange(self)
        let oldWindow = window
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        parent.subviewStorage.removeAll { $0 === self }
        superviewStorage = nil
        layer.removeFromSuperlayer()
        LayoutEngine.hierarchyDidChange(self)
        if oldWindow != nil { propagateDidMoveToWindow() }
        didMoveToSuperview()
        parent.setNeedsLayout()
    }

    /// True when `view` is this view or one of its ancestors.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superviewStorage
        }
        return false
    }

    /// The first view in this subtree (depth first, self first) with `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for sub in subviewStorage { if let v = sub.viewWithTag(tag) { return v } }
        return nil
    }

    private func propagateWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for sub in subviewStorage { sub.propagateWillMove(toWindow: newWindow) }
    }

    private func propagateDidMoveToWindow() {
        didMoveToWindow()
        for sub in subviewStorage { sub.propagateDidMoveToWindow() }
    }

    // Overridable callbacks live in the class body (see UIView+Callbacks).
}
