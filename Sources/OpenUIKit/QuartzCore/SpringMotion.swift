import Foundation

/// Provisional spring maths (replaced by the full closed forms).
enum SpringMotion {
    static func fraction(at t: Double, mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) -> Double {
        let w0 = (stiffness / mass).squareRoot(), z = damping / (2 * (stiffness * mass).squareRoot())
        let v = initialVelocity
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            return 1 - exp(-z * w0 * t) * (cos(wd * t) + ((z * w0 - v) / wd) * sin(wd * t))
        } else if z == 1 {
            return 1 - exp(-w0 * t) * (1 + (w0 - v) * t)
        } else {
            let s = (z * z - 1).squareRoot()
            let rp = -w0 * (z - s), rm = -w0 * (z + s)
            let b = (-v - rp) / (rm - rp), a = 1 - b
            return 1 - (a * exp(rp * t) + b * exp(rm * t))
        }
    }
    static func settlingDuration(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) -> Double {
        var t = 10.0
        while t > 0 { if abs(1 - fraction(at: t, mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)) > 0.001 { return t }; t -= 0.001 }
        return 0
    }
    static func uikitSpring(duration: Double, dampingRatio: Double, initialVelocity: Double) -> (stiffness: Double, damping: Double) {
        let z = min(max(dampingRatio, 1.19e-7), 1), d = min(max(duration, 0.01), 10), e = 0.001, v = initialVelocity
        var w = 5 / d
        for _ in 0..<12 {
            func f(_ w: Double) -> Double {
                z < 1 ? e - ((z * w - v) / (w * (1 - z * z).squareRoot())) * exp(-z * w * d) : (1 + (w - v) * d) * exp(-w * d) - e
            }
            let h = 1e-6, fp = (f(w + h) - f(w - h)) / (2 * h)
            if fp == 0 { break }
            w -= f(w) / fp
        }
        return (w * w, 2 * z * w)
    }
    static func spring(duration: Double, bounce: Double) -> (mass: Double, stiffness: Double, damping: Double) {
        let z = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return (1, pow(2 * .pi / duration, 2), 4 * .pi * z / duration)
    }
}
