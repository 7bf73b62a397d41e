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
        // An emptied array keeps its capacity (and, when unshared, its memory).
        // `storage` is consumed, so a caller's last reference moves in and the
        // buffer is emptied in place instead of reallocated (a multi-megabyte
        // fresh allocation, and its page faults, per tick for large trees).
        var nodes = consume storage
        nodes.removeAll(keepingCapacity: true)
        if nodes.capacity < 64 { nodes.reserveCapacity(64) }
        let parentTime = layer.superlayer?.localTime(atMediaTime: time) ?? time
        RenderTree.append(layer, parentTime: parentTime, markCommitted: markCommitted, into: &nodes)
        self.init(time: time, layers: nodes)
    }

    /// The snapshot the last commit produced for a root layer (a window's),
    /// or nil if the layer is not a registered root or has not been committed.
    @MainActor
    public static func committed(for layer: CALayer) -> RenderTree? {
        AnimationEngine.shared.committedTree(for: layer)
    }

    @MainActor
    private static func append(_ layer: CALayer, parentTime: Double, markCommitted: Bool, into nodes: inout [RenderLayer]) {
        if markCommitted { layer.hasBeenCommitted = true }
        let local = layer.layerTiming.localTime(fromParent: parentTime)
        let index = nodes.count
        if layer.animationList.isEmpty {
            nodes.append(RenderLayer(state: layer.modelState, layerID: layer.layerID))
        } else {
            var s = layer.modelState
            layer.applyAnimations(to: &s, atLocalTime: local)
            nodes.append(RenderLayer(state: s, layerID: layer.layerID))
        }
        // The array keeps the sublayers alive for the loop; reading them
        // unowned(unsafe) skips a retain/release pair per layer (layers have
        // weak references, so each would take the runtime's slow path).
        if !layer.sublayerStorage.isEmpty {
            layer.sublayerStorage.withUnsafeBufferPointer { sublayers in
                for i in sublayers.indices {
                    // Siblings are scattered over the heap: each is loaded in
                    // stages ahead of its turn, each stage reading only what the
                    // one before brought in: the layer eight ahead, its animation
                    // list five ahead, its animations three ahead (distances
                    // measured with `segue bench --engine-only`: nearer ones
                    // leave loads outstanding, farther ones evict each other).
                    let count = sublayers.count
                    if i + 8 < count {
                        // The address as a raw word: no retain of a layer not yet loaded.
                        let address = UnsafeRawPointer(sublayers.baseAddress! + i + 8).load(as: UnsafeRawPointer.self)
                        Prefetch.lines(at: address, bytes: CALayer.perCaptureBytes)
                    }
                    if i + 5 < count { sublayers[i + 5].prefetchAnimationList() }
                    if i + 3 < count { sublayers[i + 3].prefetchAnimations() }
                    // And, for writing, the snapshot slot sixteen nodes on: with
                    // thousands of layers the reused output buffer has left the
                    // cache since the last commit.
                    RenderTree.prefetchSlot(nodes.count + 16, in: nodes)
                    unowned(unsafe) let sublayer = sublayers[i]
                    append(sublayer, parentTime: local, markCommitted: markCommitted, into: &nodes)
                }
            }
        }
        if let frozen = layer.frozenContent, !frozen.tree.layers.isEmpty {
            appendFrozen(frozen, in: nodes[index].bounds, into: &nodes)
        }
        nodes[index].subtreeEnd = nodes.count
    }

    /// Starts loading, for writing, the storage of node `index` (a hint:
    /// an index past the end is harmless).
    @inline(__always)
    private static func prefetchSlot(_ index: Int, in nodes: [RenderLayer]) {
        guard let base = Prefetch.storageAddress(of: nodes) else { return }
        let stride = MemoryLayout<RenderLayer>.stride
        Prefetch.lines(at: base + index * stride, bytes: stride, forWriting: true)
    }

    /// Splices a frozen fragment as the last child, scaled to fill `bounds`.
    private static func appendFrozen(_ frozen: FrozenContent, in bounds: CGRect, into nodes: inout [RenderLayer]) {
        let offset = nodes.count
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
        for (i, var node) in frozen.tree.layers.enumerated() {
            if i == 0 { node = root }
            node.subtreeEnd += offset
            nodes.append(node)
        }
    }
}
