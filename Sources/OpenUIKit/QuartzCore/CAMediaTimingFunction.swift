import Foundation
import Logging

/// A function that maps an animation's linear time fraction to its pacing
/// (`CAMediaTimingFunction`).
///
/// As in Core Animation, the function is a cubic Bézier curve from (0, 0) to
/// (1, 1) with two control points. The x axis is the input time fraction and
/// the y axis the output progress; y may leave 0...1 (overshoot), x may not:
/// control-point x values outside 0...1 would make the curve a non-function of
/// time, so they are clamped to 0...1 and a diagnostic is logged. Non-finite
/// control-point values become 0 (also logged).
///
/// Instances are immutable; equality and hashing compare the control points,
/// so `CAMediaTimingFunction(name: .linear)` equals
/// `CAMediaTimingFunction(controlPoints: 0, 0, 1, 1)`.
public final class CAMediaTimingFunction: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// First control point.
    let c1x: Float, c1y: Float
    /// Second control point.
    let c2x: Float, c2y: Float

    /// The polynomial coefficients of x(t) and y(t) in Double precision
    /// (WebKit `UnitBezier` layout: `((a·t + b)·t + c)·t`).
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// Creates one of Core Animation's predefined curves. An unknown name is
    /// logged and gives the linear curve.
    public convenience init(name: CAMediaTimingFunctionName) {
        if let (a, b, c, d) = name.controlPoints {
            self.init(controlPoints: a, b, c, d)
        } else {
            Log.quartzCore.warning("CAMediaTimingFunction: unknown timing function name '\(name.rawValue)'; using linear")
            self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Creates a curve from (0, 0) through the control points `(c1x, c1y)` and
    /// `(c2x, c2y)` to (1, 1).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func sanitizedX(_ v: Float, _ label: String) -> Float {
            guard v.isFinite else {
                Log.quartzCore.warning("CAMediaTimingFunction: non-finite control point \(label) = \(v); using 0")
                return 0
            }
            let clamped = min(max(v, 0), 1)
            if clamped != v {
                Log.quartzCore.warning("CAMediaTimingFunction: control point \(label) = \(v) lies outside 0...1; clamped to \(clamped)")
            }
            return clamped
        }
        func sanitizedY(_ v: Float, _ label: String) -> Float {
            guard v.isFinite else {
                Log.quartzCore.warning("CAMediaTimingFunction: non-finite control point \(label) = \(v); using 0")
                return 0
            }
            return v
        }
        self.c1x = sanitizedX(c1x, "c1x")
        self.c1y = sanitizedY(c1y, "c1y")
        self.c2x = sanitizedX(c2x, "c2x")
        self.c2y = sanitizedY(c2y, "c2y")

        let p1x = Double(self.c1x), p1y = Double(self.c1y)
        let p2x = Double(self.c2x), p2y = Double(self.c2y)
        cx = 3 * p1x
        bx = 3 * (p2x - p1x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1y
        by = 3 * (p2y - p1y) - cy
        ay = 1 - cy - by
    }

    /// Writes control point `idx` into `ptr[0]` (x) and `ptr[1]` (y), as
    /// `-[CAMediaTimingFunction getControlPointAtIndex:values:]`: index 0 is
    /// (0, 0), 1 and 2 the control points, 3 is (1, 1). Any other index leaves
    /// the buffer untouched and logs.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        switch idx {
        case 0: ptr[0] = 0; ptr[1] = 0
        case 1: ptr[0] = c1x; ptr[1] = c1y
        case 2: ptr[0] = c2x; ptr[1] = c2y
        case 3: ptr[0] = 1; ptr[1] = 1
        default:
            Log.quartzCore.error("CAMediaTimingFunction.getControlPoint: index \(idx) out of range 0...3")
        }
    }

    // MARK: Evaluation

    /// The curve's output progress y for the input time fraction `x`.
    ///
    /// Inputs are clamped to 0...1 (NaN reads as 0); the endpoints are exact.
    /// The curve parameter t with x(t) = `x` is found by Newton's method and,
    /// where that does not converge (flat x'(t)), by bisection on t, as WebKit's
    /// `UnitBezier` does; the result is accurate to well below 1e-6.
    func solve(_ x: Double) -> Double {
        guard x > 0 else { return 0 }      // also catches NaN
        guard x < 1 else { return 1 }
        // A curve whose control points lie on y = x is the identity map.
        if c1x == c1y && c2x == c2y { return x }
        return sampleY(parameter(forX: x))
    }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The Bézier parameter t in 0...1 with x(t) = x. x(t) is monotonic
    /// because both control-point x values lie in 0...1.
    private func parameter(forX x: Double) -> Double {
        // Newton–Raphson, accepted only where the slope is steep enough for the
        // x residual to pin t down tightly.
        var t = x
        for _ in 0..<8 {
            let residual = sampleX(t) - x
            if abs(residual) < 1e-14 { return t }
            let slope = sampleDerivativeX(t)
            if abs(slope) < 1e-6 { break }
            t -= residual / slope
            if !(0...1).contains(t) { break }
        }
        // Bisection on t: 64 halvings give t to ~1e-19.
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<64 {
            let v = sampleX(t)
            if abs(v - x) < 1e-15 { return t }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
            if hi - lo < 1e-17 { break }
        }
        return t
    }

    // MARK: Equatable, Hashable

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.c1x == rhs.c1x && lhs.c1y == rhs.c1y && lhs.c2x == rhs.c2x && lhs.c2y == rhs.c2y
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(c1x); hasher.combine(c1y); hasher.combine(c2x); hasher.combine(c2y)
    }

    public var description: String { "CAMediaTimingFunction(\(c1x), \(c1y), \(c2x), \(c2y))" }
}
