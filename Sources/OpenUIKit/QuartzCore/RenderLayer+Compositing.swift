import Foundation

extension RenderLayer {
    /// True when the layer has a `mask`: the last direct child of its
    /// subtree in the flat storage is then the mask's subtree, placed in this
    /// layer's bounds space (not under `sublayerTransform`), and drawn only as
    /// the alpha that masks this layer and its sublayers.
    public var hasMask: Bool {
        get { state.hot.hasMask }
        set { state.hot.hasMask = newValue }
    }

    /// The gradient a `CAGradientLayer` draws over its background colour
    /// (nil for other layers).
    public var gradient: RenderGradient? {
        get { state.gradient }
        set { state.gradient = newValue }
    }
}

extension RenderTree {
    /// The index of the mask of the layer at `index` (the root of the mask's
    /// subtree), or nil when the layer has none.
    public func maskIndex(of index: Int) -> Int? {
        guard layers[index].hasMask else { return nil }
        var j = index + 1, last: Int?
        let end = layers[index].subtreeEnd
        while j < end {
            last = j
            j = max(layers[j].subtreeEnd, j + 1)
        }
        return last
    }
}

extension RenderLayer {
    /// Radius (points) of the blur of what lies behind the layer, drawn
    /// clipped to its rounded bounds under its background (0: none). Set by
    /// `UIVisualEffectView` for its blur effect.
    public var backdropBlurRadius: CGFloat {
        get { state.hot.backdropBlurRadius }
        set { state.hot.backdropBlurRadius = newValue }
    }

    /// Vibrancy of the subtree (`UIVibrancyEffect`): the grey level its alpha adds to
    /// (positive, plus-lighter) or takes from (negative, plus-darker) the colour drawn
    /// behind it, in -1…1; 0: not vibrant.
    public var vibrancy: CGFloat {
        get { state.hot.vibrancy }
        set { state.hot.vibrancy = newValue }
    }

    /// `shouldRasterize`: the subtree is drawn from a bitmap at `rasterizationScale`.
    public var shouldRasterize: Bool {
        get { state.hot.shouldRasterize }
        set { state.hot.shouldRasterize = newValue }
    }

    /// Pixels per point of the rasterized bitmap.
    public var rasterizationScale: CGFloat {
        get { state.hot.rasterizationScale }
        set { state.hot.rasterizationScale = newValue }
    }

    /// Feeds `hasher` the node's values: the plain ones as bytes, the boxed
    /// ones (colours, contents, text, paths…) by the identity of their
    /// copy-on-write box, which a change replaces. Nodes that hash alike draw
    /// alike (renderers key their caches of rasterized layers with it).
    public func hashDrawnValues(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(state.cold))
        withUnsafeBytes(of: state.hot) { hasher.combine(bytes: $0) }
    }
}
