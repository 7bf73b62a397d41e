import Foundation

/// The animatable and rendered properties of a layer, as one value. A layer
/// stores its *model* values in one of these; presentation values are a copy
/// with the running animations applied; a snapshot node is built from it.
struct LayerState {
    var bounds: CGRect = .zero
    var position: CGPoint = .zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var anchorPointZ: CGFloat = 0
    var zPosition: CGFloat = 0
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity
    var opacity: Float = 1
    var isHidden = false
    var isDoubleSided = true
    var masksToBounds = false
    var cornerRadius: CGFloat = 0
    var allowsGroupOpacity = true
    var backgroundColor: CGColor?
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = .black
    var contents: CGImage?
    var contentsGravity: CALayerContentsGravity = .resize
    var contentsScale: CGFloat = 1
    var shadowColor: CGColor? = .black
    var shadowOpacity: Float = 0
    var shadowRadius: CGFloat = 3
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowPath: CGPath?

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
        default: break
        }
    }
}

/// An animatable key path of `CALayer`, parsed once when an animation is added.
enum LayerKeyPath: Hashable, Sendable {
    case position, positionX, positionY
    case bounds, boundsOrigin, boundsSize, boundsWidth, boundsHeight
    case anchorPoint, zPosition
    case transform, transformComponent(String), sublayerTransform
    case opacity, hidden, cornerRadius, borderWidth, borderColor, backgroundColor
    case shadowColor, shadowOpacity, shadowRadius, shadowOffset

    init?(_ string: String) {
        switch string {
        case "position": self = .position
        case "position.x": self = .positionX
        case "position.y": self = .positionY
        case "bounds": self = .bounds
        case "bounds.origin": self = .boundsOrigin
        case "bounds.size": self = .boundsSize
        case "bounds.size.width": self = .boundsWidth
        case "bounds.size.height": self = .boundsHeight
        case "anchorPoint": self = .anchorPoint
        case "zPosition": self = .zPosition
        case "transform": self = .transform
        case "sublayerTransform": self = .sublayerTransform
        case "opacity": self = .opacity
        case "hidden": self = .hidden
        case "cornerRadius": self = .cornerRadius
        case "borderWidth": self = .borderWidth
        case "borderColor": self = .borderColor
        case "backgroundColor": self = .backgroundColor
        case "shadowColor": self = .shadowColor
        case "shadowOpacity": self = .shadowOpacity
        case "shadowRadius": self = .shadowRadius
        case "shadowOffset": self = .shadowOffset
        default:
            if string.hasPrefix("transform.") {
                let component = String(string.dropFirst("transform.".count))
                guard TransformInterpolation.component(component, of: CATransform3DIdentity) != nil else { return nil }
                self = .transformComponent(component)
            } else {
                return nil
            }
        }
    }

    /// The key whose change can be interpolated discretely only (no in-betweens).
    var isDiscrete: Bool { self == .hidden }
}
