import Foundation

extension RenderTree {
    /// Captures `layer` and its subtree with presentation values at `time`
    /// (default: now). Hidden subtrees are kept (renderers skip them).
    @MainActor
    public init(capturing layer: CALayer, atMediaTime time: Double = CACurrentMediaTime()) {
        self.init(capturing: layer, atMediaTime: time, markCommitted: false)
    }

    @MainActor
    init(capturing layer: CALayer, atMediaTime time: Double, markCommitted: Bool,
         reusing storage: consuming [RenderLayer] = []) {
        // The previous snapshot's nodes are overwritten in place, not
        // destroyed and rebuilt: `storage` is consumed, so a caller's last
        // reference moves in and the buffer is written without a copy (a
        // fresh multi-megabyte allocation per tick, and its page faults, for
        // large trees). A node refreshed from the layer it was taken from
        // keeps its cold box, so the refresh copies plain bytes only.
        var nodes = consume storage
        if nodes.capacity < 64 { nodes.reserveCapacity(64) }
        var count = 0
        let parentTime = layer.timingParent?.localTime(atMediaTime: time) ?? time
        RenderTree.append(.passUnretained(layer), parentTime: parentTime, markCommitted: markCommitted,
                          into: &nodes, count: &count)
        nodes.removeSubrange(count...)
        self.init(time: time, layers: nodes)
    }

    /// The snapshot the last commit produced for a root layer (a window's),
    /// or nil if the layer is not a registered root or has not been committed.
    @MainActor
    public static func committed(for layer: CALayer) -> RenderTree? {
        AnimationEngine.shared.committedTree(for: layer)
    }

    /// Writes `layer`'s node at `count` (over the node there from the last
    /// capture, or appended) and then its subtree's.
    ///
    /// Layers are passed and read unretained: the tree does not change while
    /// it is captured, and each sublayer array keeps its layers alive. A
    /// retained reference would cost two atomic writes per layer, each on a
    /// line that may not have arrived yet (they wait for the load, and the
    /// loads behind them wait for them).
    @MainActor
    static func append(_ ref: Unmanaged<CALayer>, parentTime: Double, markCommitted: Bool,
                               into nodes: inout [RenderLayer], count: inout Int) {
        unowned(unsafe) let layer = ref.takeUnretainedValue()
        // Written once: a store every tick would dirty the layer's line.
        if markCommitted, !layer.hasBeenCommitted { layer.hasBeenCommitted = true }
        let local = layer.layerTiming.localTime(fromParent: parentTime)
        let index = count
        count += 1
        let list = CALayer.animationEntries(of: ref)
        // The node left here by the last capture, when it was taken from
        // this layer's current model, holds that model already (with last
        // tick's animated values over it): a layer without animations needs
        // nothing written, and one whose animations all write their value
        // needs only those (`applyPlannedAnimations`). Otherwise the model is
        // copied and every animation applied.
        var current = false, prefetched = false
        if index < nodes.count, nodes[index].layerID == layer.layerID,
           nodes[index].modelVersion == layer.modelVersion {
            if let list {
                current = CALayer.applyPlannedAnimations(list, to: &nodes[index].state, atLocalTime: local)
                prefetched = true
            } else {
                current = true
            }
        }
        if !current {
            if index < nodes.count {
                nodes[index].refresh(layerID: layer.layerID, modelVersion: layer.modelVersion,
                                     hot: layer.modelState.hot, cold: layer.modelColdBox)
            } else {
                nodes.append(RenderLayer(state: layer.modelState, layerID: layer.layerID,
                                         modelVersion: layer.modelVersion))
            }
            if let list {
                CALayer.applyAnimations(list, to: &nodes[index].state, atLocalTime: local, prefetched: prefetched)
            }
        }
        if list != nil {
            let opacity = nodes[index].state.hot.opacity
            nodes[index].state.hot.opacity = min(max(opacity, 0), 1)
            // An animated text layer's glyphs follow its presented font size and colour.
            if nodes[index].state.hot.isTextLayer { CATextLayer.layOutPresentedText(of: &nodes[index]) }
        }
        if let sublayers = layer.sublayerAddress {
            let n = layer.sublayerStorage.count
            for i in 0..<n {
                // Siblings are scattered over the heap: each is loaded in
                // stages ahead of its turn, each stage reading only what the
                // one before brought in: the layer eight ahead, its animation
                // list five ahead, its animations three ahead (distances
                // measured with `segue bench --engine-only`: nearer ones
                // leave loads outstanding, farther ones evict each other).
                if i + 8 < n { Prefetch.lines(at: sublayer(i + 8, in: sublayers).toOpaque(), bytes: CALayer.perCaptureBytes) }
                if i + 5 < n { CALayer.prefetchAnimationList(of: sublayer(i + 5, in: sublayers)) }
                if i + 3 < n { CALayer.prefetchAnimations(of: sublayer(i + 3, in: sublayers)) }
                // And, for writing, the snapshot slot sixteen nodes on: with
                // thousands of layers the output buffer has left the cache
                // since the last commit.
                RenderTree.prefetchSlot(count + 16, in: nodes)
                append(sublayer(i, in: sublayers), parentTime: local, markCommitted: markCommitted, into: &nodes, count: &count)
            }
        }
        if nodes[index].state.hot.replicatesSublayers {
            appendReplicas(of: layer, at: index, localTime: local, markCommitted: markCommitted, into: &nodes, count: &count)
        }
        if let frozen = layer.frozenContent, !frozen.tree.layers.isEmpty {
            appendFrozen(frozen, in: nodes[index].bounds, into: &nodes, count: &count)
        }
        // The mask's subtree comes last: read only when the node says the
        // model has one (no load of a field past `perCaptureBytes` otherwise).
        if nodes[index].state.hot.hasMask, let mask = layer.maskStorage {
            append(.passUnretained(mask), parentTime: local, markCommitted: markCommitted, into: &nodes, count: &count)
        }
        nodes[index].subtreeEnd = count
    }

    /// Sublayer `i` of a layer whose `sublayerAddress` is `storage`, read as
    /// a raw word: no retain, and no load of the layer itself.
    @inline(__always)
    private static func sublayer(_ i: Int, in storage: UnsafeRawPointer) -> Unmanaged<CALayer> {
        Unmanaged.fromOpaque(storage.load(fromByteOffset: i * MemoryLayout<CALayer>.stride, as: UnsafeRawPointer.self))
    }

    /// Starts loading, for writing, the storage of node `index` (a hint:
    /// an index past the end is harmless).
    @inline(__always)
    private static func prefetchSlot(_ index: Int, in nodes: [RenderLayer]) {
        guard let base = Prefetch.storageAddress(of: nodes) else { return }
        let stride = MemoryLayout<RenderLayer>.stride
        Prefetch.lines(at: base + index * stride, bytes: stride, forWriting: true)
    }

    /// Writes `node` at `count`, over the node left there or appended.
    private static func put(_ node: RenderLayer, into nodes: inout [RenderLayer], count: inout Int) {
        if count < nodes.count { nodes[count] = node } else { nodes.append(node) }
        count += 1
    }

    /// Splices a frozen fragment as the last child, scaled to fill `bounds`.
    private static func appendFrozen(_ frozen: FrozenContent, in bounds: CGRect,
                                     into nodes: inout [RenderLayer], count: inout Int) {
        let offset = count
        var root = frozen.tree.layers[0]
        let source = root.bounds
        let sx = source.width > 0 ? bounds.width / source.width : 1
        let sy = source.height > 0 ? bounds.height / source.height : 1
        root.anchorPoint = .zero
        root.position = bounds.origin
        root.transform = CATransform3DMakeScale(sx, sy, 1)
        root.zPosition = 0
        root.isHidden = false
        root.opacity = 1
        // No longer its layer's model.
        root.modelVersion = 0
        for (i, var node) in frozen.tree.layers.enumerated() {
            if i == 0 { node = root }
            node.subtreeEnd += offset
            put(node, into: &nodes, count: &count)
        }
    }
}
