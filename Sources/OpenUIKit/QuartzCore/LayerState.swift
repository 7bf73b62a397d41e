import Foundation

/// The rarely changed, reference-holding part of a layer's state: colours,
/// contents, shadow path, text, name and the sublayer transform. One shared
/// box per layer: copying a `LayerState` or building a `RenderLayer` from one
/// retains only the box. Copy-on-write: a writer with a shared box copies it
/// first, so a box another state or snapshot holds never changes.
final class LayerColdState: @unchecked Sendable {
    var name: String?
    var backgroundColor: CGColor?
    var borderColor: CGColor?
    var contents: CGImage?
    var contentsGravity: CALayerContentsGravity
    var contentsScale: CGFloat
    var text: TextLayout?
    var shadowColor: CGColor?
    var shadowPath: CGPath?
    var sublayerTransform: CATransform3D
    /// A `CAShapeLayer`'s path and style (nil for other layers).
    var shape: ShapeLayerContent?
    /// A `CAGradientLayer`'s gradient (nil for other layers).
    var gradient: RenderGradient?
    /// How the contents image is cut, stretched and sampled (`contentsRect`,
    /// `contentsCenter`, the filters); see LayerState+Contents.swift.
    var contentsSampling = ContentsSampling()
    /// A `CAReplicatorLayer`'s instance settings (nil for other layers).
    var replicator: ReplicatorValues?
    /// A `CATextLayer`'s text settings (nil for other layers).
    var textLayer: TextLayerValues?

    init(name: String? = nil, backgroundColor: CGColor? = nil, borderColor: CGColor? = nil,
         contents: CGImage? = nil, contentsGravity: CALayerContentsGravity = .resize,
         contentsScale: CGFloat = 1, text: TextLayout? = nil, shadowColor: CGColor? = nil,
         shadowPath: CGPath? = nil, sublayerTransform: CATransform3D = CATransform3DIdentity,
         shape: ShapeLayerContent? = nil,
         gradient: RenderGradient? = nil, contentsSampling: ContentsSampling = ContentsSampling(),
         replicator: ReplicatorValues? = nil, textLayer: TextLayerValues? = nil) {
        self.shape = shape
        self.name = name; self.backgroundColor = backgroundColor; self.borderColor = borderColor
        self.contents = contents; self.contentsGravity = contentsGravity; self.contentsScale = contentsScale
        self.text = text; self.shadowColor = shadowColor; self.shadowPath = shadowPath
        self.sublayerTransform = sublayerTransform
        self.gradient = gradient
        self.contentsSampling = contentsSampling
        self.replicator = replicator
        self.textLayer = textLayer
    }

    func copy() -> LayerColdState {
        LayerColdState(name: name, backgroundColor: backgroundColor, borderColor: borderColor,
                       contents: contents, contentsGravity: contentsGravity, contentsScale: contentsScale,
                       text: text, shadowColor: shadowColor, shadowPath: shadowPath,
                       sublayerTransform: sublayerTransform, shape: shape,
                       gradient: gradient, contentsSampling: contentsSampling,
                       replicator: replicator, textLayer: textLayer)
    }

    /// A new layer's values (shared until the first write copies it).
    static let layerDefault = LayerColdState(borderColor: .black, shadowColor: .black)
}

/// The value-typed, often animated properties of a layer: plain values
/// only, so copying them is a copy of bytes that retains nothing (a commit
/// refreshes every snapshot node's copy each tick).
struct LayerHotState: Equatable {
    var bounds: CGRect = .zero
    var position: CGPoint = .zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var anchorPointZ: CGFloat = 0
    var zPosition: CGFloat = 0
    var transform = CATransform3DIdentity
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var shadowRadius: CGFloat = 3
    var shadowOffset = CGSize(width: 0, height: -3)
    var opacity: Float = 1
    var shadowOpacity: Float = 0
    var isHidden = false
    var isDoubleSided = true
    var masksToBounds = false
    var allowsGroupOpacity = true
    /// `CACornerMask`'s raw value (the corners `cornerRadius` rounds).
    var maskedCorners: UInt8 = 0b1111
    var continuousCorners = false
    /// True when the layer has a `mask`: its snapshot subtree then ends with
    /// the mask's subtree (see `RenderTree.maskIndex(of:)`).
    var hasMask = false
    /// Radius (points) of the Gaussian blur of what lies behind the layer,
    /// drawn under its background (a `UIVisualEffectView`'s backdrop); 0: none.
    var backdropBlurRadius: CGFloat = 0
    /// Vibrancy (a `UIVibrancyEffect` view's content): the grey level the layer's
    /// subtree, used as a mask, adds to (positive) or takes from (negative) the colour
    /// already drawn behind it; 0: drawn as usual.
    var vibrancy: CGFloat = 0
    /// `shouldRasterize` and `rasterizationScale` (pixels per point of the cached bitmap).
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    /// True for a `CAReplicatorLayer`: its snapshot repeats its sublayers
    /// (see RenderTree+Replicas.swift).
    var replicatesSublayers = false
    /// True for a `CATextLayer`: an animated node lays its text out again.
    var isTextLayer = false
    /// `allowsEdgeAntialiasing` (read back; SegueRender antialiases every edge).
    var allowsEdgeAntialiasing = false
    /// `isGeometryFlipped`: the children's space runs y up from the bottom
    /// of the bounds (see `RenderLayer.childSpaceTransform`).
    var isGeometryFlipped = false
}

/// The animatable and rendered properties of a layer, as one value. A layer
/// stores its *model* values in one of these; presentation values are a copy
/// with the running animations applied; a snapshot node holds one.
///
/// Value-typed, often animated properties are stored inline (`hot`); the
/// rest live in a shared copy-on-write `LayerColdState` box.
struct LayerState {
    var hot = LayerHotState()
    var cold: LayerColdState = .layerDefault

    var bounds: CGRect { get { hot.bounds } set { hot.bounds = newValue } }
    var position: CGPoint { get { hot.position } set { hot.position = newValue } }
    var anchorPoint: CGPoint { get { hot.anchorPoint } set { hot.anchorPoint = newValue } }
    var anchorPointZ: CGFloat { get { hot.anchorPointZ } set { hot.anchorPointZ = newValue } }
    var zPosition: CGFloat { get { hot.zPosition } set { hot.zPosition = newValue } }
    var transform: CATransform3D { get { hot.transform } set { hot.transform = newValue } }
    var cornerRadius: CGFloat { get { hot.cornerRadius } set { hot.cornerRadius = newValue } }
    var borderWidth: CGFloat { get { hot.borderWidth } set { hot.borderWidth = newValue } }
    var shadowRadius: CGFloat { get { hot.shadowRadius } set { hot.shadowRadius = newValue } }
    var shadowOffset: CGSize { get { hot.shadowOffset } set { hot.shadowOffset = newValue } }
    var opacity: Float { get { hot.opacity } set { hot.opacity = newValue } }
    var shadowOpacity: Float { get { hot.shadowOpacity } set { hot.shadowOpacity = newValue } }
    var isHidden: Bool { get { hot.isHidden } set { hot.isHidden = newValue } }
    var isDoubleSided: Bool { get { hot.isDoubleSided } set { hot.isDoubleSided = newValue } }
    var masksToBounds: Bool { get { hot.masksToBounds } set { hot.masksToBounds = newValue } }
    var allowsGroupOpacity: Bool { get { hot.allowsGroupOpacity } set { hot.allowsGroupOpacity = newValue } }

    /// The cold box, copied first if shared.
    @inline(__always)
    mutating func uniqueCold() -> LayerColdState {
        if !isKnownUniquelyReferenced(&cold) { cold = cold.copy() }
        return cold
    }

    var name: String? {
        get { cold.name }
        set { uniqueCold().name = newValue }
    }
    var text: TextLayout? {
        get { cold.text }
        set { uniqueCold().text = newValue }
    }
    var sublayerTransform: CATransform3D {
        get { cold.sublayerTransform }
        set { uniqueCold().sublayerTransform = newValue }
    }
    var backgroundColor: CGColor? {
        get { cold.backgroundColor }
        set { uniqueCold().backgroundColor = newValue }
    }
    var borderColor: CGColor? {
        get { cold.borderColor }
        set { uniqueCold().borderColor = newValue }
    }
    var contents: CGImage? {
        get { cold.contents }
        set { uniqueCold().contents = newValue }
    }
    var contentsGravity: CALayerContentsGravity {
        get { cold.contentsGravity }
        set { uniqueCold().contentsGravity = newValue }
    }
    var contentsScale: CGFloat {
        get { cold.contentsScale }
        set { uniqueCold().contentsScale = newValue }
    }
    var shadowColor: CGColor? {
        get { cold.shadowColor }
        set { uniqueCold().shadowColor = newValue }
    }
    var shadowPath: CGPath? {
        get { cold.shadowPath }
        set { uniqueCold().shadowPath = newValue }
    }
    var shape: ShapeLayerContent? {
        get { cold.shape }
        set { uniqueCold().shape = newValue }
    }
    var gradient: RenderGradient? {
        get { cold.gradient }
        set { uniqueCold().gradient = newValue }
    }
    var replicator: ReplicatorValues? {
        get { cold.replicator }
        set { uniqueCold().replicator = newValue }
    }
    var textLayer: TextLayerValues? {
        get { cold.textLayer }
        set { uniqueCold().textLayer = newValue }
    }

    // Inlined: callers usually pass a constant key, and the switch then
    // folds to one field read (not a copy of the whole state).
    @inline(__always)
    func value(for key: LayerKeyPath) -> AnimatableValue {
        switch key {
        case .position: return .point(position)
        case .positionX: return .scalar(Double(position.x))
        case .positionY: return .scalar(Double(position.y))
        case .bounds: return .rect(bounds)
        case .boundsOrigin: return .point(bounds.origin)
        case .boundsSize: return .size(bounds.size)
        case .boundsWidth: return .scalar(Double(bounds.width))
        case .boundsHeight: return .scalar(Double(bounds.height))
        case .anchorPoint: return .point(anchorPoint)
        case .zPosition: return .scalar(Double(zPosition))
        case .transform: return .transform(transform)
        case .transformComponent(let c): return .scalar(Double(TransformInterpolation.component(c, of: transform) ?? 0))
        case .sublayerTransform: return .transform(sublayerTransform)
        case .opacity: return .scalar(Double(opacity))
        case .hidden: return .scalar(isHidden ? 1 : 0)
        case .cornerRadius: return .scalar(Double(cornerRadius))
        case .borderWidth: return .scalar(Double(borderWidth))
        case .borderColor: return AnimatableValue(borderColor)
        case .backgroundColor: return AnimatableValue(backgroundColor)
        case .shadowColor: return AnimatableValue(shadowColor)
        case .shadowOpacity: return .scalar(Double(shadowOpacity))
        case .shadowRadius: return .scalar(Double(shadowRadius))
        case .shadowOffset: return .size(shadowOffset)
        case .shapePath, .fillColor, .strokeColor, .strokeStart, .strokeEnd, .lineWidth, .miterLimit, .lineDashPhase:
            return ShapeLayerContent.value(for: key, in: shape)
        case .gradientColors, .gradientLocations, .gradientStartPoint, .gradientEndPoint:
            return gradientValue(for: key)
        case .backdropBlurRadius: return .scalar(Double(hot.backdropBlurRadius))
        case .contentsRect: return .rect(cold.contentsSampling.rect)
        case .instanceTransform: return .transform(cold.replicator?.instanceTransform ?? CATransform3DIdentity)
        case .textFontSize: return .scalar(Double(cold.textLayer?.fontSize ?? 36))
        case .textForegroundColor: return AnimatableValue(cold.textLayer?.foregroundColor)
        }
    }

    /// Stores `value` at `key`; a value of the wrong kind or a non-finite
    /// value is ignored (the model keeps its last good value).
    mutating func setValue(_ value: AnimatableValue, for key: LayerKeyPath) {
        guard value.isFinite else { return }
        switch (key, value) {
        case (.position, .point(let p)): position = p
        case (.positionX, .scalar(let v)): position.x = CGFloat(v)
        case (.positionY, .scalar(let v)): position.y = CGFloat(v)
        case (.bounds, .rect(let r)): bounds = r
        case (.boundsOrigin, .point(let p)): bounds.origin = p
        case (.boundsSize, .size(let s)): bounds.size = s
        case (.boundsWidth, .scalar(let v)): bounds.size.width = CGFloat(v)
        case (.boundsHeight, .scalar(let v)): bounds.size.height = CGFloat(v)
        case (.anchorPoint, .point(let p)): anchorPoint = p
        case (.zPosition, .scalar(let v)): zPosition = CGFloat(v)
        case (.transform, .transform(let t)): transform = t
        case (.transformComponent(let c), .scalar(let v)):
            if let t = TransformInterpolation.setting(c, to: CGFloat(v), in: transform) { transform = t }
        case (.sublayerTransform, .transform(let t)): sublayerTransform = t
        case (.opacity, .scalar(let v)): opacity = Float(v)
        case (.hidden, .scalar(let v)): isHidden = v >= 0.5
        case (.cornerRadius, .scalar(let v)): cornerRadius = CGFloat(v)
        case (.borderWidth, .scalar(let v)): borderWidth = CGFloat(v)
        case (.borderColor, .color): borderColor = value.cgColor
        case (.backgroundColor, .color): backgroundColor = value.cgColor
        case (.shadowColor, .color): shadowColor = value.cgColor
        case (.shadowOpacity, .scalar(let v)): shadowOpacity = Float(v)
        case (.shadowRadius, .scalar(let v)): shadowRadius = CGFloat(v)
        case (.shadowOffset, .size(let s)): shadowOffset = s
        case (.shapePath, _), (.fillColor, _), (.strokeColor, _), (.strokeStart, _), (.strokeEnd, _),
             (.lineWidth, _), (.miterLimit, _), (.lineDashPhase, _):
            var content = shape ?? .initial
            if content.setValue(value, for: key) { shape = content }
        case (.gradientColors, _), (.gradientLocations, _), (.gradientStartPoint, _), (.gradientEndPoint, _):
            setGradientValue(value, for: key)
        case (.backdropBlurRadius, .scalar(let v)): hot.backdropBlurRadius = max(0, CGFloat(v))
        case (.contentsRect, .rect(let r)): uniqueCold().contentsSampling.rect = r
        case (.instanceTransform, .transform(let t)):
            if cold.replicator != nil { uniqueCold().replicator?.instanceTransform = t }
        case (.textFontSize, .scalar(let v)):
            if cold.textLayer != nil { uniqueCold().textLayer?.fontSize = max(0, CGFloat(v)) }
        case (.textForegroundColor, .color):
            if cold.textLayer != nil { uniqueCold().textLayer?.foregroundColor = value.cgColor }
        default: break
        }
    }
}

/// An animatable key path of `CALayer`, parsed once when an animation is added.
enum LayerKeyPath: Hashable, Sendable {
    case position, positionX, positionY
    case bounds, boundsOrigin, boundsSize, boundsWidth, boundsHeight
    case anchorPoint, zPosition
    case transform, transformComponent(TransformInterpolation.Component), sublayerTransform
    case opacity, hidden, cornerRadius, borderWidth, borderColor, backgroundColor
    case shadowColor, shadowOpacity, shadowRadius, shadowOffset
    /// `CAShapeLayer`'s animatable keys (`shapePath` is the key "path").
    case shapePath, fillColor, strokeColor, strokeStart, strokeEnd, lineWidth, miterLimit, lineDashPhase
    /// `CAGradientLayer`'s `colors`, `locations`, `startPoint`, `endPoint`.
    case gradientColors, gradientLocations, gradientStartPoint, gradientEndPoint
    /// The backdrop blur's radius (`filters.gaussianBlur.inputRadius`, the key
    /// path UIKit's visual-effect backdrop animates).
    case backdropBlurRadius
    /// `contentsRect`.
    case contentsRect
    /// `CAReplicatorLayer.instanceTransform`.
    case instanceTransform
    /// `CATextLayer.fontSize` and `foregroundColor`.
    case textFontSize, textForegroundColor

    init?(_ string: String) {
        if let plain = LayerKeyPath.plain(string) {
            self = plain
        } else if string.hasPrefix("transform."),
                  let component = TransformInterpolation.Component(String(string.dropFirst("transform.".count))) {
            self = .transformComponent(component)
        } else {
            return nil
        }
    }

    /// The key paths other than transform components. By length first, then
    /// at most five comparisons: every animated property change parses its key.
    private static func plain(_ string: String) -> LayerKeyPath? {
        switch string.utf8.count {
        case 4:
            return string == "path" ? .shapePath : nil
        case 6:
            switch string {
            case "bounds": return .bounds; case "hidden": return .hidden; case "colors": return .gradientColors
            default: return nil
            }
        case 7:
            return string == "opacity" ? .opacity : nil
        case 8:
            switch string {
            case "position": return .position; case "endPoint": return .gradientEndPoint
            case "fontSize": return .textFontSize
            default: return nil
            }
        case 9:
            switch string {
            case "transform": return .transform
            case "zPosition": return .zPosition
            case "fillColor": return .fillColor
            case "strokeEnd": return .strokeEnd
            case "lineWidth": return .lineWidth
            case "locations": return .gradientLocations
            default: return nil
            }
        case 10:
            switch string {
            case "position.x": return .positionX
            case "position.y": return .positionY
            case "miterLimit": return .miterLimit
            case "startPoint": return .gradientStartPoint
            default: return nil
            }
        case 11:
            switch string {
            case "bounds.size": return .boundsSize
            case "anchorPoint": return .anchorPoint
            case "borderWidth": return .borderWidth
            case "borderColor": return .borderColor
            case "shadowColor": return .shadowColor
            case "strokeColor": return .strokeColor
            case "strokeStart": return .strokeStart
            default: return nil
            }
        case 12:
            switch string {
            case "cornerRadius": return .cornerRadius
            case "contentsRect": return .contentsRect
            case "shadowRadius": return .shadowRadius
            case "shadowOffset": return .shadowOffset
            default: return nil
            }
        case 13:
            switch string {
            case "bounds.origin": return .boundsOrigin
            case "shadowOpacity": return .shadowOpacity
            case "lineDashPhase": return .lineDashPhase
            default: return nil
            }
        case 15:
            switch string {
            case "backgroundColor": return .backgroundColor
            case "foregroundColor": return .textForegroundColor
            default: return nil
            }
        case 17:
            switch string {
            case "bounds.size.width": return .boundsWidth
            case "sublayerTransform": return .sublayerTransform
            case "instanceTransform": return .instanceTransform
            default: return nil
            }
        case 18:
            return string == "bounds.size.height" ? .boundsHeight : nil
        case 32:
            return string == "filters.gaussianBlur.inputRadius" ? .backdropBlurRadius : nil
        default:
            return nil
        }
    }

    /// The key whose change can be interpolated discretely only (no in-betweens).
    var isDiscrete: Bool { self == .hidden }

    /// A `CAShapeLayer` key: UIView animation blocks do not animate these
    /// (UIKit's views answer `NSNull` for them), as on iOS.
    var isShapeLayerKey: Bool {
        switch self {
        case .shapePath, .fillColor, .strokeColor, .strokeStart, .strokeEnd, .lineWidth, .miterLimit, .lineDashPhase:
            return true
        default: return false
        }
    }
}
