import Foundation

/// The cubic Bézier timing curve of a `CAMediaTimingFunction`, as a value:
/// from (0, 0) through two control points to (1, 1), with the polynomial
/// coefficients of x(t) and y(t) in Double precision (WebKit `UnitBezier`
/// layout: `((a·t + b)·t + c)·t`).
struct UnitBezier: Equatable, Sendable {
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    /// True when both control points lie on y = x (the identity map).
    private let isIdentity: Bool

    /// A curve through control points whose x values are already in 0...1.
    init(_ c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        let p1x = Double(c1x), p1y = Double(c1y)
        let p2x = Double(c2x), p2y = Double(c2y)
        cx = 3 * p1x
        bx = 3 * (p2x - p1x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1y
        by = 3 * (p2y - p1y) - cy
        ay = 1 - cy - by
        isIdentity = c1x == c1y && c2x == c2y
    }

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
        if isIdentity { return x }
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
}
