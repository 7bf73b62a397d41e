import Foundation

extension CALayer {
    /// An optional layer whose alpha channel masks this layer's content
    /// (`CALayer.mask`).
    ///
    /// As Core Animation documents: the mask's opaque parts let the layer's
    /// content (background, contents, border, sublayers) show through, its
    /// transparent parts hide it, partial alpha lets it through partially.
    /// The mask's geometry is in this layer's coordinate space (its `frame` is
    /// relative to this layer's bounds, like a sublayer's, without
    /// `sublayerTransform`), but it is not a sublayer: it is not in
    /// `sublayers`, and its `superlayer` stays nil. Its own animations run,
    /// timed in this layer's time space (a reveal animating the mask's
    /// `bounds`, `cornerRadius` or `transform` is driven like a sublayer's
    /// animation, including when this layer's `speed` is 0 and its
    /// `timeOffset` scrubbed).
    ///
    /// Apple: "The layer you assign to this property must not have a
    /// superlayer. If it does, the behavior is undefined." Here such a layer,
    /// a layer that is this layer itself or one of its ancestors, or a layer
    /// already masking another layer, is refused with a diagnostic and the
    /// mask is left unchanged.
    public var mask: CALayer? {
        get { maskStorage }
        set {
            if let newValue, newValue === maskStorage { return }
            if let newValue {
                if dependsForDrawing(on: newValue) {
                    Log.quartzCore.error("CALayer.mask: refusing \(newValue.debugName) as the mask of \(debugName): a layer cannot be masked by itself or by a layer it is part of")
                    return
                }
                if newValue.superlayer != nil {
                    Log.quartzCore.error("CALayer.mask: \(newValue.debugName) has a superlayer; a mask must not have one (undefined in Core Animation); mask not set on \(debugName)")
                    return
                }
                if let owner = newValue.maskOwner, owner !== self {
                    Log.quartzCore.warning("CALayer.mask: \(newValue.debugName) was the mask of \(owner.debugName); it now masks \(debugName) only")
                    owner.mask = nil
                }
            }
            maskStorage?.maskOwner = nil
            maskStorage = newValue
            newValue?.maskOwner = self
            // The mask's time now derives through this layer's.
            AnimationEngine.timingGeneration &+= 1
            modelState.hot.hasMask = newValue != nil
            noteChange()
        }
    }

    /// True when `layer` is this layer or lies above it through superlayers
    /// and masked layers (a mask there would draw itself inside itself).
    private func dependsForDrawing(on layer: CALayer) -> Bool {
        var l: CALayer? = self
        while let current = l {
            if current === layer { return true }
            l = current.timingParent
        }
        return false
    }

    /// The layer whose time space this layer's time derives from: the
    /// superlayer, or for a mask the layer it masks.
    @inline(__always)
    var timingParent: CALayer? {
        if let superlayer { return superlayer }
        return maskOwner
    }
}

extension CALayer {
    /// Radius (points) of the blur of what lies behind the layer (a
    /// `UIVisualEffectView`'s backdrop; Core Animation's backdrop layers name
    /// it `filters.gaussianBlur.inputRadius`). Animatable under that key.
    var backdropBlurRadius: CGFloat {
        get { modelState.hot.backdropBlurRadius }
        set {
            guard newValue.isFinite else { return reject("backdropBlurRadius", newValue) }
            change(.backdropBlurRadius, "filters.gaussianBlur.inputRadius") { $0.hot.backdropBlurRadius = max(0, newValue) }
        }
    }
}

extension CALayer {
    /// Vibrancy of the layer's subtree (a `UIVisualEffectView`'s content view under a
    /// `UIVibrancyEffect`): its pictures' alpha brightens (positive: plus-lighter) or
    /// darkens (negative: plus-darker) what lies behind it by this grey level, so the
    /// content takes its colours from the backdrop; 0 (the default): drawn as usual.
    /// Values outside -1…1 are clamped; non-finite values are ignored with a diagnostic.
    var vibrancy: CGFloat {
        get { modelState.hot.vibrancy }
        set {
            guard newValue.isFinite else { return reject("vibrancy", newValue) }
            modelState.hot.vibrancy = min(max(newValue, -1), 1)
            noteChange()
        }
    }
}

extension CALayer {
    /// When true, the layer and its sublayers are drawn into a bitmap at
    /// `rasterizationScale` pixels per point, and the bitmap is composited in
    /// their place (default false). The bitmap is reused while the subtree
    /// draws the same picture, whatever the layer's own position, transform
    /// and opacity; a scale below the screen's makes it look coarse.
    public var shouldRasterize: Bool {
        get { modelState.hot.shouldRasterize }
        set { modelState.hot.shouldRasterize = newValue; noteChange() }
    }

    /// Pixels per point of the rasterized bitmap (default 1). Values that are
    /// not positive and finite are ignored with a diagnostic.
    public var rasterizationScale: CGFloat {
        get { modelState.hot.rasterizationScale }
        set {
            guard newValue.isFinite, newValue > 0 else { return reject("rasterizationScale", newValue) }
            modelState.hot.rasterizationScale = newValue
            noteChange()
        }
    }
}

extension CALayer {
    /// Whether the layer's edges are antialiased when it is transformed
    /// (default false, as in Core Animation, which then leaves edges of
    /// rotated layers jagged). SegueRender antialiases every edge
    /// analytically whatever the setting (docs/FIDELITY.md); the value is
    /// kept and read back.
    public var allowsEdgeAntialiasing: Bool {
        get { modelState.hot.allowsEdgeAntialiasing }
        set { modelState.hot.allowsEdgeAntialiasing = newValue; noteChange() }
    }
}
