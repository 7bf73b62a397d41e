import Foundation

/// What a `CAShapeLayer` draws, as one value: its path and style,
/// presentation values resolved. Carried in the layer's cold state and in
/// each `RenderLayer`; renderers rasterise it with `raster(scale:bounds:)`
/// and may cache the result by value.
@_spi(SegueRender)
public struct ShapeLayerContent: Hashable, @unchecked Sendable {
    public var path: CGPath?
    public var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    public var strokeColor: CGColor?
    public var fillRule: CAShapeLayerFillRule = .nonZero
    public var lineWidth: CGFloat = 1
    public var strokeStart: CGFloat = 0
    public var strokeEnd: CGFloat = 1
    public var lineCap: CAShapeLayerLineCap = .butt
    public var lineJoin: CAShapeLayerLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var lineDashPattern: [CGFloat]?
    public var lineDashPhase: CGFloat = 0

    public init() {}

    /// A shape layer's values before anything is set.
    static let initial = ShapeLayerContent()

    /// True when drawing would paint nothing.
    public var isInvisible: Bool {
        guard let path, !path.isEmpty else { return true }
        let fills = (fillColor?.alpha ?? 0) > 0
        let strokes = (strokeColor?.alpha ?? 0) > 0 && lineWidth > 0 && strokeEnd > strokeStart
        return !fills && !strokes
    }

    /// The layer-space box the shape can paint in: the path's control box
    /// grown by the farthest a stroke reaches (a miter tip).
    public var paintBox: CGRect {
        guard let path, !path.isEmpty else { return .null }
        let strokes = (strokeColor?.alpha ?? 0) > 0 && lineWidth > 0
        let reach = strokes ? lineWidth / 2 * max(miterLimit, 1.5) + 1 : 1
        return path.boundingBox.insetBy(dx: -reach, dy: -reach)
    }

    var strokeStyle: StrokeStyle {
        let cap: CGLineCap = lineCap == .round ? .round : lineCap == .square ? .square : .butt
        let join: CGLineJoin = lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter
        return StrokeStyle(width: max(lineWidth, 0), cap: cap, join: join, miterLimit: miterLimit)
    }

    /// The shape painted at `scale` pixels per point: a premultiplied image
    /// and the rectangle it covers in layer coordinates (pixel-aligned).
    /// The fill is painted first, the stroke over it, as Core Animation
    /// does. Only the part within `limit` (layer coordinates: what can be
    /// seen) is painted, so that a huge path (a circle reveal) costs a
    /// bitmap no larger than the screen. Nil when nothing is painted.
    public func raster(scale: CGFloat, within limit: CGRect) -> (image: CGImage, frame: CGRect)? {
        guard !isInvisible, let path, scale > 0, scale.isFinite else { return nil }
        let flatness = CGContext.flatness
        let toPixels = CGAffineTransform(scaleX: scale, y: scale)
        var fillPolygons: [[CGPoint]] = []
        if let fill = fillColor, fill.alpha > 0 {
            fillPolygons = PathFlattener.polylines(of: path, transform: toPixels, tolerance: flatness).map(\.points)
        }
        var strokePolygons: [[CGPoint]] = []
        if let stroke = strokeColor, stroke.alpha > 0, lineWidth > 0 {
            var lines = PathFlattener.polylines(of: path, transform: .identity, tolerance: flatness / scale)
            lines = PathTrimmer.trim(lines, from: strokeStart, to: strokeEnd)
            if let pattern = lineDashPattern, let dash = DashPattern(phase: lineDashPhase, lengths: pattern) {
                lines = dash.apply(to: lines)
            }
            strokePolygons = PathStroker.outline(lines, style: strokeStyle, tolerance: flatness / scale)
                .map { $0.map { CGPoint(x: $0.x * scale, y: $0.y * scale) } }
        }
        let limitRect = limit
        guard limitRect.isFiniteRect, !limitRect.isEmpty else { return nil }
        let limit = (x0: Int((limitRect.minX * scale).rounded(.down)), y0: Int((limitRect.minY * scale).rounded(.down)),
                     x1: Int((limitRect.maxX * scale).rounded(.up)), y1: Int((limitRect.maxY * scale).rounded(.up)))
        guard let box = CoverageMask.box(of: fillPolygons + strokePolygons, limit: limit) else { return nil }
        let width = box.x1 - box.x0, height = box.y1 - box.y0
        let rect = (box.x0, box.y0, box.x1, box.y1)
        let fillRuleCG: CGPathFillRule = fillRule == .evenOdd ? .evenOdd : .winding
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        if !fillPolygons.isEmpty, !strokePolygons.isEmpty, let fill = fillColor, let stroke = strokeColor {
            // Both: the stroke composited over the fill, in floats.
            var pixels = [Float](repeating: 0, count: width * height * 4)
            Self.paint(CoverageMask(polygons: fillPolygons, rule: fillRuleCG, limit: rect), color: fill,
                       into: &pixels, width: width, origin: (box.x0, box.y0))
            Self.paint(CoverageMask(polygons: strokePolygons, rule: .winding, limit: rect), color: stroke,
                       into: &pixels, width: width, origin: (box.x0, box.y0))
            bytes.withUnsafeMutableBufferPointer { out in
                pixels.withUnsafeBufferPointer { src in
                    for i in 0..<src.count { out[i] = UInt8(min(max(src[i], 0), 1) * 255 + 0.5) }
                }
            }
        } else {
            // One paint (the per-frame path of a strokeEnd or path animation): coverage ×
            // colour straight to bytes.
            let (polygons, color, rule) = fillPolygons.isEmpty
                ? (strokePolygons, strokeColor, CGPathFillRule.winding) : (fillPolygons, fillColor, fillRuleCG)
            guard let color else { return nil }
            let a = Float(color.alpha) * 255
            CoverageMask.paint(polygons, rule: rule, limit: rect,
                               color: SIMD4(Float(color.red) * a, Float(color.green) * a, Float(color.blue) * a, a),
                               into: &bytes, width: width, origin: (box.x0, box.y0))
        }
        guard let image = CGImage(width: width, height: height, premultipliedRGBA: bytes) else { return nil }
        let frame = CGRect(x: CGFloat(box.x0) / scale, y: CGFloat(box.y0) / scale,
                           width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        return (image, frame)
    }

    /// Source-over of `color` at `mask`'s coverage into premultiplied float pixels.
    static func paint(_ mask: CoverageMask, color: CGColor, into pixels: inout [Float], width: Int, origin: (Int, Int)) {
        let a = Float(color.alpha)
        let r = Float(color.red) * a, g = Float(color.green) * a, b = Float(color.blue) * a
        pixels.withUnsafeMutableBufferPointer { out in
            mask.coverage.withUnsafeBufferPointer { cov in
                for y in 0..<mask.height {
                    let row = (y + mask.y0 - origin.1) * width + (mask.x0 - origin.0)
                    for x in 0..<mask.width {
                        let c = cov[y * mask.width + x]
                        if c <= 0 { continue }
                        let i = (row + x) * 4, keep = 1 - a * c
                        out[i] = r * c + out[i] * keep
                        out[i + 1] = g * c + out[i + 1] * keep
                        out[i + 2] = b * c + out[i + 2] * keep
                        out[i + 3] = a * c + out[i + 3] * keep
                    }
                }
            }
        }
    }
}

extension ShapeLayerContent {
    /// The animatable value of a shape key (a layer without shape state
    /// reads the initial values).
    static func value(for key: LayerKeyPath, in content: ShapeLayerContent?) -> AnimatableValue {
        let c = content ?? .initial
        switch key {
        case .shapePath: return .path(c.path ?? CGMutablePath())
        case .fillColor: return AnimatableValue(c.fillColor)
        case .strokeColor: return AnimatableValue(c.strokeColor)
        case .strokeStart: return .scalar(Double(c.strokeStart))
        case .strokeEnd: return .scalar(Double(c.strokeEnd))
        case .lineWidth: return .scalar(Double(c.lineWidth))
        case .miterLimit: return .scalar(Double(c.miterLimit))
        case .lineDashPhase: return .scalar(Double(c.lineDashPhase))
        default: return .scalar(0)
        }
    }

    /// Stores `value` at a shape key; false for a value of the wrong kind.
    mutating func setValue(_ value: AnimatableValue, for key: LayerKeyPath) -> Bool {
        switch (key, value) {
        case (.shapePath, .path(let p)): path = p
        case (.fillColor, .color): fillColor = value.cgColor
        case (.strokeColor, .color): strokeColor = value.cgColor
        case (.strokeStart, .scalar(let v)): strokeStart = CGFloat(v)
        case (.strokeEnd, .scalar(let v)): strokeEnd = CGFloat(v)
        case (.lineWidth, .scalar(let v)): lineWidth = CGFloat(v)
        case (.miterLimit, .scalar(let v)): miterLimit = CGFloat(v)
        case (.lineDashPhase, .scalar(let v)): lineDashPhase = CGFloat(v)
        default: return false
        }
        return true
    }

    /// Core Animation's path interpolation: between paths with the same
    /// elements (same kinds in the same order), every point moves linearly
    /// from `p` to `q`. Nil when the elements differ (Core Animation leaves
    /// that undefined; the animation then shows `p` for the first half and
    /// `q` for the second).
    static func interpolate(_ p: CGPath, _ q: CGPath, _ t: Double) -> CGPath? {
        guard p.kinds == q.kinds else { return nil }
        if t == 0 { return p }
        if t == 1 { return q }
        let f = CGFloat(t)
        var points = p.points
        for i in points.indices {
            let a = p.points[i], b = q.points[i]
            points[i] = CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
        }
        return CGPath(kinds: p.kinds, points: points, shapes: nil)
    }
}
