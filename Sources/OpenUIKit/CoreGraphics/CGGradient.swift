import Foundation

/// A colour ramp for gradient fills (`CGGradient`).
///
/// Colours are interpolated linearly between locations in straight
/// (un-premultiplied) RGBA, as Core Graphics does in an RGB space. Where
/// Core Graphics takes a `CFArray` and a C array, Segue takes Swift arrays:
/// `CGGradient(colorsSpace: nil, colors: [a.cgColor, b.cgColor], locations: [0, 1])`.
public final class CGGradient: Sendable {
    /// Stops sorted by location, locations clamped to 0...1.
    let stops: [(location: CGFloat, color: CGColor)]

    /// A gradient through `colors` at `locations` (evenly spaced from 0 to 1
    /// when nil). Returns nil, with a diagnostic, for no colours or a
    /// location count that differs from the colour count.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty else {
            Log.quartzCore.warning("CGGradient: no colours")
            return nil
        }
        let positions = locations ?? colors.indices.map {
            colors.count == 1 ? 0 : CGFloat($0) / CGFloat(colors.count - 1)
        }
        guard positions.count == colors.count else {
            Log.quartzCore.warning("CGGradient: \(positions.count) locations for \(colors.count) colours")
            return nil
        }
        stops = zip(positions, colors)
            .map { (location: $0.isFinite ? min(max($0, 0), 1) : 0, color: $1) }
            .sorted { $0.location < $1.location }
    }

    /// The straight RGBA colour at `t` (clamped to the first and last stops).
    func color(at t: CGFloat) -> SIMD4<Float> {
        func rgba(_ c: CGColor) -> SIMD4<Float> { SIMD4(Float(c.red), Float(c.green), Float(c.blue), Float(c.alpha)) }
        guard let first = stops.first, let last = stops.last else { return .zero }
        if t <= first.location { return rgba(first.color) }
        if t >= last.location { return rgba(last.color) }
        var i = 1
        while stops[i].location < t { i += 1 }
        let a = stops[i - 1], b = stops[i]
        let span = b.location - a.location
        let f = Float(span > 0 ? (t - a.location) / span : 1)
        return rgba(a.color) + (rgba(b.color) - rgba(a.color)) * f
    }
}

/// Whether a gradient fill extends past its end points (`CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
