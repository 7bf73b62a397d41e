import Foundation

/// The mirror a geometry-flipped layer applies to its sublayers' space.
enum LayerGeometryFlip {
    /// `y ↦ bounds.minY + bounds.maxY − y`: the mirror about the horizontal
    /// centre line of `bounds`, so a sublayer at `y = 0` sits against the
    /// bottom edge and `y` grows upwards (Core Animation's flipped geometry).
    static func mirror(about bounds: CGRect) -> CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: bounds.minY + bounds.maxY)
    }
}

extension CALayer {
    /// Whether the geometry of the layer's sublayers is flipped vertically
    /// (default false). When true, Core Animation interprets the sublayers'
    /// geometry (`position`, `frame`, and their own sublayers, which inherit
    /// the flipped space) with y growing up from the bottom of this layer's
    /// bounds. The value does not affect the rendering of the layer's own
    /// content (Apple: "The value of this property does not affect the
    /// rendering of the layer's content"). The renderer, `convert(_:to:)`,
    /// `convert(_:from:)`, `hitTest(_:)` and `render(in:)` all apply the
    /// mirror through the layer's child-space transform. Not animatable.
    public var isGeometryFlipped: Bool {
        get { modelState.hot.isGeometryFlipped }
        set {
            guard newValue != modelState.hot.isGeometryFlipped else { return }
            modelState.hot.isGeometryFlipped = newValue
            noteChange()
        }
    }
}
