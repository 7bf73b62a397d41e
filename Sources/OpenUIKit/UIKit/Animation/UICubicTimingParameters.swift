import Foundation

/// Cubic Bézier timing for a property animator (`UICubicTimingParameters`).
///
/// - `init()` is Core Animation's *default* curve, control points
///   (0.25, 0.1) (0.25, 1) (SDK header UITimingParameters.h; Apple docs:
///   `CAMediaTimingFunctionName.default`) — not
///   UIView.animate's ease-in-out. Its `timingCurveType` is `.builtin`.
/// - `init(animationCurve:)` uses the matching CA curve (easeInOut
///   (0.42,0)(0.58,1), easeIn (0.42,0)(1,1), easeOut (0,0)(0.58,1), linear
///   (0,0)(1,1)); type `.builtin`.
/// - `init(controlPoint1:controlPoint2:)` is a custom curve; type `.cubic`.
///
/// `animationCurve` reports the named curve whose control points match and
/// `.easeInOut` (UIKit's value 0) for any other curve, the default curve
/// included. x coordinates outside 0...1 are clamped by `CAMediaTimingFunction`
/// (with a diagnostic).
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    private let type: UITimingCurveType

    /// The Core Animation timing function the animator's animations use.
    let timingFunction: CAMediaTimingFunction

    /// The default curve (0.25, 0.1) (0.25, 1).
    public override init() {
        controlPoint1 = CGPoint(x: 0.25, y: 0.1)
        controlPoint2 = CGPoint(x: 0.25, y: 1)
        type = .builtin
        timingFunction = CAMediaTimingFunction(name: .default)
    }

    /// One of UIKit's named curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        let (a, b) = Self.controlPoints(of: curve)
        controlPoint1 = a
        controlPoint2 = b
        type = .builtin
        timingFunction = curve.timingFunction
    }

    /// A custom cubic Bézier from (0, 0) to (1, 1).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        controlPoint1 = point1
        controlPoint2 = point2
        type = .cubic
        timingFunction = CAMediaTimingFunction(controlPoints: Float(point1.x), Float(point1.y),
                                               Float(point2.x), Float(point2.y))
    }

    /// The named curve with these control points, else `.easeInOut`.
    public var animationCurve: UIView.AnimationCurve {
        for curve in [UIView.AnimationCurve.easeInOut, .easeIn, .easeOut, .linear] {
            let (a, b) = Self.controlPoints(of: curve)
            if a == controlPoint1 && b == controlPoint2 { return curve }
        }
        return .easeInOut
    }

    public var timingCurveType: UITimingCurveType { type }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    static func controlPoints(of curve: UIView.AnimationCurve) -> (CGPoint, CGPoint) {
        switch curve {
        case .easeInOut: return (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: return (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: return (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: return (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }
}
