import Foundation

/// A layer that draws a path, filled and stroked (`CAShapeLayer`).
///
/// The path is in the layer's coordinate space and is drawn above the
/// layer's background and contents, below its sublayers; it is not clipped
/// to the bounds unless `masksToBounds` is set. The fill is painted first
/// (by `fillRule`), then the stroke, centred on the path, trimmed to the
/// part between `strokeStart` and `strokeEnd` (fractions of the whole
/// path's length), dashed by `lineDashPattern`.
///
/// `path`, `fillColor`, `strokeColor`, `strokeStart`, `strokeEnd`,
/// `lineWidth`, `miterLimit` and `lineDashPhase` are animatable: setting
/// one on a standalone layer runs an implicit animation, and
/// `CABasicAnimation(keyPath: "strokeEnd")` or `"path"` animate them
/// explicitly. Paths interpolate point by point when both have the same
/// elements; otherwise the result is undefined in Core Animation, and here
/// it shows the first path for the first half and the second after. A view
/// whose layer is a `CAShapeLayer` does not animate these keys in a
/// `UIView.animate` block, as in UIKit.
open class CAShapeLayer: CALayer {
    public required init() {
        super.init()
        modelState.shape = .initial
    }

    private var content: ShapeLayerContent { modelState.shape ?? .initial }

    /// Applies a change of an animatable shape property through the layer's action machinery.
    private func changeShape(_ key: LayerKeyPath, _ name: String, _ body: (inout ShapeLayerContent) -> Void) {
        change(key, name) { state in
            var c = state.shape ?? .initial
            body(&c)
            state.shape = c
        }
    }

    /// Applies a change of an animatable scalar; non-finite values are logged and ignored.
    private func changeScalar(_ key: LayerKeyPath, _ name: String, _ value: CGFloat,
                              _ field: WritableKeyPath<ShapeLayerContent, CGFloat>) {
        guard value.isFinite else { return reject(name, value) }
        changeShape(key, name) { $0[keyPath: field] = value }
    }

    /// Sets a property that does not animate.
    private func setShape(_ body: (inout ShapeLayerContent) -> Void) {
        var c = content
        body(&c)
        modelState.shape = c
        noteChange()
    }

    /// The path drawn (default nil: nothing). Animatable.
    open var path: CGPath? {
        get { content.path }
        set {
            if let p = newValue, !p.points.allSatisfy(\.isFinitePoint) { return reject("path", p) }
            let copy = newValue?.copy()
            changeShape(.shapePath, "path") { $0.path = copy }
        }
    }

    /// The fill colour (default opaque black; nil: no fill). Animatable.
    open var fillColor: CGColor? {
        get { content.fillColor }
        set { changeShape(.fillColor, "fillColor") { $0.fillColor = newValue } }
    }

    /// How the path's area is decided (default `.nonZero`).
    open var fillRule: CAShapeLayerFillRule {
        get { content.fillRule }
        set { setShape { $0.fillRule = newValue } }
    }

    /// The stroke colour (default nil: no stroke). Animatable.
    open var strokeColor: CGColor? {
        get { content.strokeColor }
        set { changeShape(.strokeColor, "strokeColor") { $0.strokeColor = newValue } }
    }

    /// Where the stroke starts, as a fraction of the path's length (default 0). Animatable.
    open var strokeStart: CGFloat {
        get { content.strokeStart }
        set { changeScalar(.strokeStart, "strokeStart", newValue, \.strokeStart) }
    }

    /// Where the stroke ends, as a fraction of the path's length (default 1). Animatable.
    open var strokeEnd: CGFloat {
        get { content.strokeEnd }
        set { changeScalar(.strokeEnd, "strokeEnd", newValue, \.strokeEnd) }
    }

    /// The stroke width (default 1). Animatable.
    open var lineWidth: CGFloat {
        get { content.lineWidth }
        set { changeScalar(.lineWidth, "lineWidth", newValue, \.lineWidth) }
    }

    /// The miter limit (default 10). Animatable.
    open var miterLimit: CGFloat {
        get { content.miterLimit }
        set { changeScalar(.miterLimit, "miterLimit", newValue, \.miterLimit) }
    }

    /// How open subpaths end (default `.butt`).
    open var lineCap: CAShapeLayerLineCap {
        get { content.lineCap }
        set { setShape { $0.lineCap = newValue } }
    }

    /// How segments meet (default `.miter`).
    open var lineJoin: CAShapeLayerLineJoin {
        get { content.lineJoin }
        set { setShape { $0.lineJoin = newValue } }
    }

    /// Painted and skipped lengths in turn (default nil: a solid stroke).
    open var lineDashPattern: [NSNumber]? {
        get { content.lineDashPattern?.map { NSNumber(value: Double($0)) } }
        set { setShape { $0.lineDashPattern = newValue?.map { CGFloat($0.doubleValue) } } }
    }

    /// How far into the dash pattern the stroke starts (default 0). Animatable.
    open var lineDashPhase: CGFloat {
        get { content.lineDashPhase }
        set { changeScalar(.lineDashPhase, "lineDashPhase", newValue, \.lineDashPhase) }
    }
}
