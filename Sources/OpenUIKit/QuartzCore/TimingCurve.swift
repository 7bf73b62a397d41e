import Foundation

/// A timing function's curve held by reference, as animations read it
/// when they ease.
///
/// An added animation keeps a pointer to its curve among the fields a tick
/// reads, not the curve's fifty bytes, so those fields fit two cache lines.
/// The named curves (`CAMediaTimingFunctionName`) have one instance each:
/// the thousands of animations a block or a list of layers creates with
/// `CAMediaTimingFunction(name:)` read one shared copy.
final class TimingCurve: Sendable {
    let bezier: UnitBezier

    private init(_ bezier: UnitBezier) { self.bezier = bezier }

    /// The curve through the (sanitized) control points: the shared instance
    /// when they are those of a named curve, a new one otherwise.
    static func make(_ c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) -> TimingCurve {
        for (points, curve) in named where points == (c1x, c1y, c2x, c2y) { return curve }
        return TimingCurve(UnitBezier(c1x, c1y, c2x, c2y))
    }

    /// The curve of an unretained reference (nonisolated: its closure then
    /// runs without an executor check).
    @inline(__always)
    static func bezier(of curve: Unmanaged<TimingCurve>) -> UnitBezier {
        curve._withUnsafeGuaranteedRef { $0.bezier }
    }

    private static let named: [((Float, Float, Float, Float), TimingCurve)] =
        [CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default].compactMap { name in
            guard let p = name.controlPoints else { return nil }
            return (p, TimingCurve(UnitBezier(p.0, p.1, p.2, p.3)))
        }
}
