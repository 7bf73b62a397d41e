import Foundation

/// One axis of a scroll view's motion after the finger lifts.
enum AxisMotion {
    /// Exponential decay: `velocity` in points per ms, `rate` kept per ms.
    case decay(from: CGFloat, velocity: CGFloat, rate: Double, start: Double, lo: CGFloat, hi: CGFloat)
    /// Critically damped spring towards `edge`; `x0` displacement, `v0` points per second.
    case spring(edge: CGFloat, x0: CGFloat, v0: Double, start: Double)
    /// Cubic Hermite from `from` to `to` over `duration`; `slope` is the initial velocity (points per second).
    case curve(from: CGFloat, to: CGFloat, slope: Double, start: Double, duration: Double)

    /// The position at `now` and whether the motion is over.
    @MainActor
    mutating func evaluate(now: Double, bounces: Bool, lo: CGFloat, hi: CGFloat) -> (CGFloat, Bool) {
        switch self {
        case let .decay(p0, v, rate, t0, dlo, dhi):
            let t = max(0, (now - t0) * 1000)
            let rt = pow(rate, t)
            let p = p0 + v * rate * (1 - rt) / (1 - rate)
            let remaining = v * rate * rt / (1 - rate)
            if p < dlo || p > dhi {
                let edge = p < dlo ? dlo : dhi
                guard bounces else { return (edge, true) }
                self = .spring(edge: edge, x0: p - edge, v0: v * rt * 1000, start: now)
                return (p, false)
            }
            if abs(remaining) < 0.5 { return (p0 + v * rate / (1 - rate), true) }
            return (p, false)
        case let .spring(edge, x0, v0, t0):
            let w = UIScrollView.bounceStiffness
            let t = max(0, now - t0)
            let e = exp(-w * t)
            let x = (x0 + (v0 + w * x0) * t) * e
            let v = (v0 - w * (v0 + w * x0) * t) * e
            if abs(x) < 0.5 && abs(v) < 20 { return (edge, true) }
            return (edge + x, false)
        case let .curve(from, to, slope, t0, duration):
            let s = duration > 0 ? min(max((now - t0) / duration, 0), 1) : 1
            let delta = to - from
            var m = delta != 0 ? slope * duration / delta : 0
            m = min(max(m, 0), 3)
            let h = m * (s * s * s - 2 * s * s + s) + (-2 * s * s * s + 3 * s * s)
            return s >= 1 ? (to, true) : (from + delta * h, false)
        }
    }
}
