import Foundation

/// A bitmap drawing destination (`CGContext`), the subset artwork needs:
/// filled and stroked rectangles, rounded rectangles and ellipses, paths of
/// those shapes, clipping, linear and radial gradients, and the graphics
/// state stack with an affine current transformation matrix (CTM).
///
/// Coordinates are user space, mapped to pixels by the CTM; a context from
/// `UIGraphicsImageRenderer` has UIKit's orientation (origin top-left, y
/// down) and its scale already applied, so one unit is one point. Painting
/// is source-over in premultiplied RGBA; edges are anti-aliased by
/// supersampling each pixel on a 4 × 4 grid.
public final class CGContext {
    /// Size in pixels.
    public let width: Int
    public let height: Int
    /// Premultiplied RGBA, four floats a pixel, rows top-down. (Scalar
    /// floats rather than SIMD vectors: unoptimised builds run them far faster.)
    private var buffer: [Float]

    private struct GState {
        var ctm: CGAffineTransform
        var fillColor = SIMD4<Float>(0, 0, 0, 1)
        var strokeColor = SIMD4<Float>(0, 0, 0, 1)
        var lineWidth: CGFloat = 1
        var alpha: Float = 1
        var clips: [CoverageRegion] = []
    }

    private var state: GState
    private var savedStates: [GState] = []
    /// The current path: closed shapes, each with the CTM it was added under.
    private var path: [(CGPath.Element, CGAffineTransform)] = []

    /// A transparent (or, if `opaque`, black) bitmap of `width × height`
    /// pixels whose user space is `ctm` away from device space.
    init(width: Int, height: Int, ctm: CGAffineTransform, opaque: Bool) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        buffer = [Float](repeating: 0, count: self.width * self.height * 4)
        if opaque { for i in Swift.stride(from: 3, to: buffer.count, by: 4) { buffer[i] = 1 } }
        state = GState(ctm: ctm)
    }

    // MARK: Graphics state

    /// The current transformation matrix (`ctm`).
    public var ctm: CGAffineTransform { state.ctm }

    public func saveGState() { savedStates.append(state) }

    /// Restores the state saved last; an unbalanced call is logged and ignored.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else {
            return Log.quartzCore.warning("CGContext.restoreGState: no saved state")
        }
        state = saved
    }

    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Applies `transform` before the current CTM (to user coordinates first).
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
    }

    public func setFillColor(_ color: CGColor) { state.fillColor = Self.rgba(color) }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = Self.rgba(color) }

    /// The stroke width in user units; negative and non-finite widths are ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else {
            return Log.quartzCore.warning("CGContext.setLineWidth: ignoring \(width)")
        }
        state.lineWidth = width
    }

    /// A constant opacity applied to everything painted (`setAlpha`).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = Float(alpha.isFinite ? min(max(alpha, 0), 1) : 1) }

    // MARK: Paths

    public func beginPath() { path.removeAll() }
    public func addRect(_ rect: CGRect) { path.append((.rect(rect), state.ctm)) }
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
    public func addEllipse(in rect: CGRect) { path.append((.ellipse(rect), state.ctm)) }
    public func addPath(_ newPath: CGPath) { path += newPath.elements.map { ($0, state.ctm) } }
    public var isPathEmpty: Bool { path.isEmpty }

    /// Fills the current path by `rule` with the fill colour and empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        if let region = CoverageRegion.combining(path, rule: rule) { paint(region, color: state.fillColor) }
        path.removeAll()
    }

    /// Strokes each shape of the current path and empties it.
    public func strokePath() {
        for (element, ctm) in path {
            paint(.stroke(element, lineWidth: state.lineWidth, ctm: ctm), color: state.strokeColor)
        }
        path.removeAll()
    }

    /// Intersects the clip with the current path and empties it.
    public func clip(using rule: CGPathFillRule = .winding) {
        if let region = CoverageRegion.combining(path, rule: rule) {
            state.clips.append(region)
        } else {
            state.clips.append(CoverageRegion(bounds: .null, isConvex: true) { _ in false })
        }
        path.removeAll()
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { state.clips.append(CoverageRegion(.rect(rect), ctm: state.ctm)) }

    // MARK: Painting shapes

    public func fill(_ rect: CGRect) { paint(CoverageRegion(.rect(rect), ctm: state.ctm), color: state.fillColor) }
    public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }
    public func fillEllipse(in rect: CGRect) { paint(CoverageRegion(.ellipse(rect), ctm: state.ctm), color: state.fillColor) }

    public func stroke(_ rect: CGRect) {
        paint(.stroke(.rect(rect), lineWidth: state.lineWidth, ctm: state.ctm), color: state.strokeColor)
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }

    public func strokeEllipse(in rect: CGRect) {
        paint(.stroke(.ellipse(rect), lineWidth: state.lineWidth, ctm: state.ctm), color: state.strokeColor)
    }

    /// Makes `rect` transparent (`clear(_:)`), ignoring the colours and alpha.
    public func clear(_ rect: CGRect) {
        rasterize(CoverageRegion(.rect(rect), ctm: state.ctm)) { index, coverage, _ in
            for k in 0..<4 { buffer[4 * index + k] *= 1 - coverage }
        }
    }

    // MARK: Gradients

    /// Fills the clip with `gradient` along the line from `start` to `end`
    /// (user space): colour is constant on lines perpendicular to it. Beyond
    /// the ends nothing is painted unless `options` extend the end colours.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        let dx = end.x - start.x, dy = end.y - start.y
        let length2 = dx * dx + dy * dy
        guard length2 > 0, length2.isFinite else { return }
        paintGradient(gradient, options: options) { p in
            ((p.x - start.x) * dx + (p.y - start.y) * dy) / length2
        }
    }

    /// Fills the clip with `gradient` between the circle (`startCenter`,
    /// `startRadius`) and the circle (`endCenter`, `endRadius`), as Core
    /// Graphics does: each point takes the colour of the largest `t` whose
    /// interpolated circle passes through it.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let r0 = max(startRadius, 0), dr = max(endRadius, 0) - r0
        let dcx = endCenter.x - startCenter.x, dcy = endCenter.y - startCenter.y
        let a = dcx * dcx + dcy * dcy - dr * dr
        guard a.isFinite, dr.isFinite else { return }
        paintGradient(gradient, options: options) { p in
            let ex = p.x - startCenter.x, ey = p.y - startCenter.y
            let b = ex * dcx + ey * dcy + r0 * dr
            let c = ex * ex + ey * ey - r0 * r0
            if abs(a) < 1e-9 { return b == 0 ? nil : c / (2 * b) }
            let disc = b * b - a * c
            guard disc >= 0 else { return nil }
            let root = disc.squareRoot()
            for t in [(b + root) / a, (b - root) / a].sorted(by: >) where r0 + t * dr >= 0 { return t }
            return nil
        }
    }

    private func paintGradient(_ gradient: CGGradient, options: CGGradientDrawingOptions,
                               parameter: (CGPoint) -> CGFloat?) {
        let inverse = state.ctm.inverted()
        let canvas = CGRect(x: 0, y: 0, width: width, height: height)
        let everything = CoverageRegion(bounds: canvas, isConvex: true) { _ in true }
        rasterize(everything) { index, coverage, pixelCentre in
            guard var t = parameter(pixelCentre.applying(inverse)), t.isFinite else { return }
            if t < 0 { guard options.contains(.drawsBeforeStartLocation) else { return }; t = 0 }
            if t > 1 { guard options.contains(.drawsAfterEndLocation) else { return }; t = 1 }
            let c = gradient.color(at: t)
            blend(index, SIMD4(c.x * c.w, c.y * c.w, c.z * c.w, c.w), coverage: coverage)
        }
    }

    // MARK: Output

    /// The bitmap as a `CGImage` (premultiplied RGBA8), nil for an empty context.
    public func makeImage() -> CGImage? {
        var bytes = [UInt8](repeating: 0, count: buffer.count)
        for (i, value) in buffer.enumerated() {
            bytes[i] = UInt8((min(max(value, 0), 1) * 255).rounded(.toNearestOrEven))
        }
        return CGImage(width: width, height: height, premultipliedRGBA: bytes)
    }

    // MARK: Rasterisation

    private static func rgba(_ color: CGColor) -> SIMD4<Float> {
        SIMD4(Float(color.red), Float(color.green), Float(color.blue), Float(color.alpha))
    }

    private func paint(_ region: CoverageRegion, color: SIMD4<Float>) {
        let premultiplied = SIMD4(color.x * color.w, color.y * color.w, color.z * color.w, color.w)
        rasterize(region) { index, coverage, _ in blend(index, premultiplied, coverage: coverage) }
    }

    /// Source-over of a premultiplied colour at `coverage × alpha`.
    private func blend(_ index: Int, _ source: SIMD4<Float>, coverage: Float) {
        let k = coverage * state.alpha
        let r = source.x * k, g = source.y * k, b = source.z * k, a = source.w * k
        let i = 4 * index, keep = 1 - a
        buffer[i] = r + buffer[i] * keep
        buffer[i + 1] = g + buffer[i + 1] * keep
        buffer[i + 2] = b + buffer[i + 2] * keep
        buffer[i + 3] = a + buffer[i + 3] * keep
    }

    /// Calls `body(index, coverage, pixel centre)` for each pixel the region
    /// (within the clip) touches. Coverage is the fraction of a 4 × 4 grid of
    /// samples inside; a convex area whose pixel corners are all inside is
    /// covered fully without sampling.
    private func rasterize(_ region: CoverageRegion, _ body: (Int, Float, CGPoint) -> Void) {
        let clips = state.clips
        var box = region.bounds
        for clip in clips { box = box.intersection(clip.bounds) }
        box = box.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !box.isNull, !box.isEmpty, box.isFiniteRect else { return }
        let convex = region.isConvex && clips.allSatisfy(\.isConvex)
        func inside(_ x: CGFloat, _ y: CGFloat) -> Bool {
            let p = CGPoint(x: x, y: y)
            return region.contains(p) && clips.allSatisfy { $0.contains(p) }
        }
        let x0 = Int(box.minX.rounded(.down)), x1 = Int(box.maxX.rounded(.up))
        let y0 = Int(box.minY.rounded(.down)), y1 = Int(box.maxY.rounded(.up))
        // Pixel corners are shared by neighbours: test each once, a row at a time.
        func cornerRow(_ y: Int) -> [Bool] {
            convex ? (x0...x1).map { inside(CGFloat($0), CGFloat(y)) } : []
        }
        var top = cornerRow(y0)
        for py in y0..<y1 {
            let y = CGFloat(py)
            let bottom = cornerRow(py + 1)
            for px in x0..<x1 {
                let x = CGFloat(px), c = px - x0
                var coverage: Float
                if convex, top[c], top[c + 1], bottom[c], bottom[c + 1] {
                    coverage = 1
                } else {
                    var hits = 0
                    for sy in 0..<4 {
                        for sx in 0..<4 where inside(x + (CGFloat(sx) + 0.5) / 4, y + (CGFloat(sy) + 0.5) / 4) {
                            hits += 1
                        }
                    }
                    coverage = Float(hits) / 16
                }
                if coverage > 0 { body(py * width + px, coverage, CGPoint(x: x + 0.5, y: y + 0.5)) }
            }
            top = bottom
        }
    }
}
