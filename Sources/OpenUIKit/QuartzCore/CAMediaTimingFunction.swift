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
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// First control point.
    let c1x: Float, c1y: Float
    /// Second control point.
    let c2x: Float, c2y: Float

    /// The curve, shared with the animations that use this function (and,
    /// for the named curves, with every function of the same name).
    let timingCurve: TimingCurve
    /// The curve as a value.
    var curve: UnitBezier { timingCurve.bezier }

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

        timingCurve = TimingCurve.make(self.c1x, self.c1y, self.c2x, self.c2y)
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

    /// The curve's output progress y for the input time fraction `x`
    /// (see `UnitBezier.solve`).
    func solve(_ x: Double) -> Double { curve.solve(x) }

    // MARK: Equality (NSObject)

    /// Functions are equal when their control points are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return c1x == other.c1x && c1y == other.c1y && c2x == other.c2x && c2y == other.c2y
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(c1x); hasher.combine(c1y); hasher.combine(c2x); hasher.combine(c2y)
        return hasher.finalize()
    }

    open override var description: String { "CAMediaTimingFunction(\(c1x), \(c1y), \(c2x), \(c2y))" }
}
