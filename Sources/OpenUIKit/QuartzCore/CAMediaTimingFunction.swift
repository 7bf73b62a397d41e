import Foundation

/// Provisional cubic Bezier timing function (replaced by the exact solver).
public final class CAMediaTimingFunction: Sendable, Hashable {
    let c1x: Double, c1y: Double, c2x: Double, c2y: Double
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.c1x = Double(c1x); self.c1y = Double(c1y); self.c2x = Double(c2x); self.c2y = Double(c2y)
    }
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }
    func solve(_ x: Double) -> Double {
        func bx(_ t: Double) -> Double { 3 * c1x * t * (1 - t) * (1 - t) + 3 * c2x * t * t * (1 - t) + t * t * t }
        func by(_ t: Double) -> Double { 3 * c1y * t * (1 - t) * (1 - t) + 3 * c2y * t * t * (1 - t) + t * t * t }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 { let m = (lo + hi) / 2; if bx(m) < x { lo = m } else { hi = m } }
        return by((lo + hi) / 2)
    }
    public static func == (a: CAMediaTimingFunction, b: CAMediaTimingFunction) -> Bool {
        a.c1x == b.c1x && a.c1y == b.c1y && a.c2x == b.c2x && a.c2y == b.c2y
    }
    public func hash(into h: inout Hasher) { h.combine(c1x); h.combine(c1y); h.combine(c2x); h.combine(c2y) }
}
