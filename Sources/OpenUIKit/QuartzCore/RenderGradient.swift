import Foundation

/// A `CAGradientLayer`'s gradient as a snapshot node carries it: drawn over
/// the layer's background colour, filling its bounds (with its rounded
/// corners), under its contents and sublayers.
public struct RenderGradient: Sendable, Equatable {
    public var type: CAGradientLayerType
    /// The stops' colours (the layer's `colors` that are `CGColor`s).
    public var colors: [CGColor]
    /// The stops' positions in 0...1 along the gradient; nil spreads the
    /// colours evenly.
    public var locations: [CGFloat]?
    /// Unit coordinates in the bounds: (0, 0) is the top-left corner.
    public var startPoint: CGPoint
    public var endPoint: CGPoint

    public init(type: CAGradientLayerType = .axial, colors: [CGColor] = [], locations: [CGFloat]? = nil,
                startPoint: CGPoint = CGPoint(x: 0.5, y: 0), endPoint: CGPoint = CGPoint(x: 0.5, y: 1)) {
        self.type = type; self.colors = colors; self.locations = locations
        self.startPoint = startPoint; self.endPoint = endPoint
    }

    /// The stops to draw, sorted by location: the colours with their
    /// locations (evenly spread when `locations` is nil; when the counts
    /// differ, the first `min` pairs).
    public var stops: [(location: CGFloat, color: CGColor)] {
        guard !colors.isEmpty else { return [] }
        guard let locations else {
            let n = colors.count
            return colors.enumerated().map { (n == 1 ? 0 : CGFloat($0.offset) / CGFloat(n - 1), $0.element) }
        }
        return zip(locations, colors).filter { $0.0.isFinite }.map { ($0.0, $0.1) }.sorted { $0.0 < $1.0 }
    }

    /// The colour at `t` along the gradient: stops interpolated in
    /// unpremultiplied components (as Core Animation does: a stop of
    /// `UIColor.clear`, which is transparent black, darkens its neighbours'
    /// in-betweens), the end stops extended beyond them.
    public func color(at t: CGFloat) -> (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        let stops = self.stops
        func rgba(_ c: CGColor) -> (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) { (c.red, c.green, c.blue, c.alpha) }
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        if !(t > first.location) { return rgba(first.color) }
        if t >= last.location { return rgba(last.color) }
        for i in 1..<stops.count where t < stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            let p = rgba(a.color), q = rgba(b.color)
            return (p.r + (q.r - p.r) * f, p.g + (q.g - p.g) * f, p.b + (q.b - p.b) * f, p.a + (q.a - p.a) * f)
        }
        return rgba(last.color)
    }
}
