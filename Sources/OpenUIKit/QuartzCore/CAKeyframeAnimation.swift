import Foundation

/// A property animation through a sequence of values (`CAKeyframeAnimation`).
///
/// - `keyTimes` (0...1, non-decreasing, one per value) place the values in
///   time; without them values are spaced evenly. Paced modes ignore
///   `keyTimes` and `timingFunctions` and space values by distance.
/// - `timingFunctions` (one per segment) ease each segment.
/// - `.cubic` is a Catmull-Rom spline through the values (Kochanek-Bartels
///   with zero tension, continuity and bias).
/// An invalid configuration (value/keyTime count mismatch, keyTimes outside
/// 0...1 or decreasing) is logged and the animation is ignored, as Core
/// Animation ignores it.
open class CAKeyframeAnimation: CAPropertyAnimation {
    public var values: [Any]? {
        get { valuesAreDerived ? parsedValues?.map(\.anyValue) : givenValues }
        set {
            givenValues = newValue
            valuesAreDerived = false
            parsedValues = newValue?.compactMap { AnimatableValue($0) }
        }
    }
    public var keyTimes: [NSNumber]?
    public var timingFunctions: [CAMediaTimingFunction]?
    public var calculationMode: CAAnimationCalculationMode = .linear

    /// The values converted once; `values` as given, or, for animations
    /// the framework builds (`setValues`), read back from these.
    var parsedValues: [AnimatableValue]?
    private var givenValues: [Any]?
    private var valuesAreDerived = false

    /// Sets `values` from converted values (no round trip through `Any`).
    func setValues(_ values: [AnimatableValue]) {
        givenValues = nil
        valuesAreDerived = true
        parsedValues = values
    }

    public override init() { super.init() }

    override func makeCopy() -> CAAnimation {
        let c = CAKeyframeAnimation()
        copySettings(to: c)
        c.givenValues = givenValues
        c.valuesAreDerived = valuesAreDerived
        c.parsedValues = parsedValues
        c.keyTimes = keyTimes
        c.timingFunctions = timingFunctions
        c.calculationMode = calculationMode
        return c
    }

    override func validate() -> String? {
        if let problem = super.validate() { return problem }
        guard let values, let parsed = parsedValues, !parsed.isEmpty else { return "keyframe animation has no values" }
        if parsed.count != values.count { return "keyframe values contain a type that cannot be animated" }
        if !parsed.allSatisfy(\.isFinite) { return "keyframe values contain NaN or infinity" }
        if calculationMode != .paced && calculationMode != .cubicPaced, let keyTimes {
            let times = keyTimes.map(\.doubleValue)
            if times.count != parsed.count {
                return "keyTimes has \(times.count) entries for \(parsed.count) values"
            }
            if times.contains(where: { !$0.isFinite || $0 < 0 || $0 > 1 }) { return "keyTimes must lie in 0...1" }
            if zip(times, times.dropFirst()).contains(where: { $0 > $1 }) { return "keyTimes must not decrease" }
        }
        return nil
    }

    /// Segment boundaries in 0...1 for the parsed values.
    func resolvedKeyTimes(_ v: [AnimatableValue]) -> [Double] {
        let n = v.count
        if n == 1 { return [0] }
        if calculationMode == .paced || calculationMode == .cubicPaced {
            var lengths = [0.0]
            for i in 1..<n { lengths.append(lengths[i - 1] + AnimatableValue.distance(v[i - 1], v[i])) }
            let total = lengths[n - 1]
            return total > 0 ? lengths.map { $0 / total } : (0..<n).map { Double($0) / Double(n - 1) }
        }
        if let keyTimes, keyTimes.count == n { return keyTimes.map(\.doubleValue) }
        if calculationMode == .discrete { return (0..<n).map { Double($0) / Double(n) } }
        return (0..<n).map { Double($0) / Double(n - 1) }
    }

    /// The value at overall (already eased) fraction `f`.
    func value(at f: Double) -> AnimatableValue? {
        guard let v = parsedValues, !v.isEmpty else { return nil }
        if v.count == 1 { return v[0] }
        let times = resolvedKeyTimes(v)
        if calculationMode == .discrete {
            var index = 0
            for (i, t) in times.enumerated() where f >= t { index = i }
            return v[min(index, v.count - 1)]
        }
        if f <= times[0] { return v[0] }
        if f >= times[times.count - 1] { return v[v.count - 1] }
        var i = 0
        while i < times.count - 2 && f >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var local = span > 0 ? (f - times[i]) / span : 1
        if calculationMode != .paced && calculationMode != .cubicPaced,
           let fns = timingFunctions, !fns.isEmpty {
            local = fns[min(i, fns.count - 1)].solve(local)
        }
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            return catmullRom(v, segment: i, t: local)
        }
        return .interpolate(v[i], v[i + 1], local)
    }

    /// Catmull-Rom between `v[i]` and `v[i+1]` (Hermite form, tangents
    /// (p[i+1] − p[i−1]) / 2), with end points duplicated. A value held by two
    /// consecutive keyframes stays held: the tangent at a key equal to a
    /// neighbour is zero, so held segments do not drift and the spline eases
    /// into and out of them. Transforms are splined along their interpolation
    /// path: the spline acts on the distance travelled, and the transform
    /// interpolates by it.
    func catmullRom(_ v: [AnimatableValue], segment i: Int, t: Double) -> AnimatableValue {
        let p0 = v[max(i - 1, 0)], p1 = v[i], p2 = v[i + 1], p3 = v[min(i + 2, v.count - 1)]
        if p1 == p2 { return p1 }
        let t2 = t * t, t3 = t2 * t
        let h00 = 2 * t3 - 3 * t2 + 1, h10 = t3 - 2 * t2 + t, h01 = -2 * t3 + 3 * t2, h11 = t3 - t2
        let flat1 = p1 == p0, flat2 = p2 == p3
        if case .transform = p1 {
            let d12 = AnimatableValue.distance(p1, p2)
            let m1 = flat1 ? 0 : (d12 + AnimatableValue.distance(p0, p1)) / 2
            let m2 = flat2 ? 0 : (AnimatableValue.distance(p2, p3) + d12) / 2
            let along = (h10 * m1 + h01 * d12 + h11 * m2) / d12
            return .interpolate(p1, p2, along)
        }
        let m1 = flat1 ? AnimatableValue.zero(like: p1) : AnimatableValue.subtract(p2, p0).scaled(0.5)
        let m2 = flat2 ? AnimatableValue.zero(like: p2) : AnimatableValue.subtract(p3, p1).scaled(0.5)
        return AnimatableValue.combine([p1, m1, p2, m2], [h00, h10, h01, h11])
    }

    override func apply(to state: inout LayerState, atLayerTime t: Double) {
        guard let eased = easedFraction(phase(atLayerTime: t)), var value = value(at: eased) else { return }
        if isCumulative, let v = parsedValues, let first = v.first, let last = v.last {
            let n = iteration(atLayerTime: t)
            if n > 0 { value = .add(value, AnimatableValue.subtract(last, first).scaled(n)) }
        }
        write(value, to: &state)
    }
}
