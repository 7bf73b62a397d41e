import Foundation

extension CALayer {
    /// The sublayers in back-to-front order, or nil when there are none.
    public var sublayers: [CALayer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set {
            for layer in sublayerStorage { layer.detachFromSuperlayer() }
            sublayerStorage = []
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(sublayerStorage.count)) }
        }
    }

    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayerStorage.count))
    }

    /// Inserts `layer` at `idx` (clamped to the count), removing it from its
    /// current superlayer first. Adding a layer to itself or to one of its
    /// descendants is refused with a diagnostic (Core Animation would loop).
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self, !isDescendant(of: layer) else {
            Log.quartzCore.error("CALayer: refusing to add \(layer.debugName) as a sublayer of its own descendant \(debugName)")
            return
        }
        var index = Int(idx)
        if layer.superlayer === self, let current = sublayerStorage.firstIndex(where: { $0 === layer }) {
            sublayerStorage.remove(at: current)
            if current < index { index -= 1 }
        } else {
            layer.removeFromSuperlayer()
        }
        index = min(max(index, 0), sublayerStorage.count)
        sublayerStorage.insert(layer, at: index)
        layer.superlayer = self
        noteChange()
        setNeedsLayout()
    }

    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        if let sibling, let i = sublayerStorage.firstIndex(where: { $0 === sibling }) {
            insertSublayer(layer, at: UInt32(i + 1))
        } else {
            addSublayer(layer)
        }
    }

    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        if let sibling, let i = sublayerStorage.firstIndex(where: { $0 === sibling }) {
            insertSublayer(layer, at: UInt32(i))
        } else {
            insertSublayer(layer, at: 0)
        }
    }

    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let i = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
    }

    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayerStorage.removeAll { $0 === self }
        parent.setNeedsLayout()
        detachFromSuperlayer()
    }

    func detachFromSuperlayer() {
        superlayer = nil
        noteChange()
    }

    /// True when `ancestor` is this layer or one of its superlayers.
    func isDescendant(of ancestor: CALayer) -> Bool {
        var l: CALayer? = self
        while let current = l {
            if current === ancestor { return true }
            l = current.superlayer
        }
        return false
    }

    // MARK: Layout

    public func setNeedsLayout() {
        guard !isPresentationCopy else { return }
        needsLayoutFlag = true
        AnimationEngine.shared.layoutRequested()
    }

    public func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out this layer if needed, then its sublayers, top-down.
    public func layoutIfNeeded() {
        var root: CALayer = self
        // Core Animation lays out from the topmost ancestor that needs it.
        var l = superlayer
        while let current = l {
            if current.needsLayoutFlag { root = current }
            l = current.superlayer
        }
        root.layoutSubtreeIfNeeded()
    }

    func layoutSubtreeIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        // The copy of the list keeps each sublayer alive through its walk
        // (a layout may change the hierarchy), so each is visited
        // unretained: layers are weakly referenced (side tables), and a
        // retain and release of one take the runtime's slow path. A sublayer
        // with nothing to lay out in its subtree (no flag, no sublayers, no
        // mask: most leaves) is not entered at all.
        let sublayers = sublayerStorage
        for i in sublayers.indices {
            if !sublayers[i].needsLayoutFlag, sublayers[i].sublayerAddress == nil, sublayers[i].maskStorage == nil { continue }
            Unmanaged.passUnretained(sublayers[i])._withUnsafeGuaranteedRef { $0.layoutSubtreeIfNeeded() }
        }
        maskStorage?.layoutSubtreeIfNeeded()
    }

}
