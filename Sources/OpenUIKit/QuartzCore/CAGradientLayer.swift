import Foundation

/// A layer that draws a colour gradient over its background colour, filling
/// the shape of the layer, rounded corners included (`CAGradientLayer`).
///
/// `colors`, `locations`, `startPoint` and `endPoint` are animatable, with
/// implicit animations like any layer property (`CABasicAnimation(keyPath:
/// "colors")` between arrays of `CGColor` of equal length interpolates each
/// colour; arrays of different lengths switch half-way). The renderer
/// interpolates between stops in unpremultiplied components (see
/// `RenderGradient.color(at:)` and docs/FIDELITY.md).
open class CAGradientLayer: CALayer {
    /// False while `colors` is nil (an empty array reads back as empty).
    private var colorsWereSet = false

    public required init() {
        super.init()
        modelState.gradient = RenderGradient()
    }

    /// The stops' colours, an array of `CGColor` (nil by default, which
    /// draws nothing). Elements that are not `CGColor`s are left out, with a
    /// diagnostic.
    open var colors: [Any]? {
        get {
            let colors = modelState.gradient?.colors ?? []
            return colors.isEmpty && !colorsWereSet ? nil : colors
        }
        set {
            var colors: [CGColor] = []
            for element in newValue ?? [] {
                if let c = cgColor(of: element) {
                    colors.append(c)
                } else {
                    Log.quartzCore.warning("CAGradientLayer.colors: ignoring \(Swift.type(of: element)); the array holds CGColor values")
                }
            }
            colorsWereSet = newValue != nil
            change(.gradientColors, "colors") { $0.setGradientValue(.list(colors.map { AnimatableValue($0) }), for: .gradientColors) }
        }
    }

    /// The stops' locations in 0...1, increasing (nil by default: the
    /// colours are spread evenly). Non-finite values are ignored.
    open var locations: [NSNumber]? {
        get { modelState.gradient?.locations.map { $0.map { NSNumber(value: Double($0)) } } }
        set {
            let values = newValue?.map { CGFloat($0.doubleValue) }
            if let values, values.contains(where: { !$0.isFinite }) {
                return reject("locations", newValue as Any)
            }
            if let values, zip(values, values.dropFirst()).contains(where: { $0 > $1 }) {
                Log.quartzCore.warning("CAGradientLayer.locations: \(values) do not increase monotonically; the stops are drawn sorted")
            }
            change(.gradientLocations, "locations") { state in
                var g = state.gradient ?? RenderGradient()
                g.locations = values
                state.gradient = g
            }
        }
    }

    /// Where the gradient starts, in the unit coordinate space of the bounds
    /// ((0, 0) top-left; default (0.5, 0)).
    open var startPoint: CGPoint {
        get { modelState.gradient?.startPoint ?? CGPoint(x: 0.5, y: 0) }
        set {
            guard newValue.isFinitePoint else { return reject("startPoint", newValue) }
            change(.gradientStartPoint, "startPoint") { $0.setGradientValue(.point(newValue), for: .gradientStartPoint) }
        }
    }

    /// Where the gradient ends, in the unit coordinate space of the bounds
    /// (default (0.5, 1)).
    open var endPoint: CGPoint {
        get { modelState.gradient?.endPoint ?? CGPoint(x: 0.5, y: 1) }
        set {
            guard newValue.isFinitePoint else { return reject("endPoint", newValue) }
            change(.gradientEndPoint, "endPoint") { $0.setGradientValue(.point(newValue), for: .gradientEndPoint) }
        }
    }

    /// The gradient's shape (`.axial` by default). Not animatable.
    open var type: CAGradientLayerType {
        get { modelState.gradient?.type ?? .axial }
        set {
            var g = modelState.gradient ?? RenderGradient()
            g.type = newValue
            modelState.gradient = g
            noteChange()
        }
    }

    private func cgColor(of element: Any) -> CGColor? {
        if let c = element as? CGColor { return c }
        return nil
    }
}
