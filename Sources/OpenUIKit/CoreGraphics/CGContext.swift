import Foundation

/// A bitmap drawing destination (`CGContext`): paths filled by the nonzero
/// or even-odd rule, stroked with width, caps, joins, miter limit and
/// dashes, clipping by paths, linear and radial gradients, images, and the
/// graphics state stack with an affine current transformation matrix (CTM).
///
/// Coordinates are user space, mapped to pixels by the CTM; a context from
/// `UIGraphicsImageRenderer` has UIKit's orientation (origin top-left, y
/// down) and its scale already applied, so one unit is one point. As in
/// Core Graphics, points added to the current path are transformed by the
/// CTM at the time they are added, and a stroke's width, dashes and caps
/// are measured in the user space current when the path is stroked.
/// Painting is source-over in premultiplied RGBA; edges are anti-aliased
/// by exact area coverage (see `CoverageMask`), curves flattened to within
/// 0.05 pixel.
public final class CGContext {
    /// Size in pixels.
    public let width: Int
    public let height: Int
    /// Premultiplied RGBA, four floats a pixel, rows top-down. (Scalar
    /// floats rather than SIMD vectors: unoptimised builds run them far faster.)
    var buffer: [Float]

    struct GState {
        var ctm: CGAffineTransform
        var fillColor = SIMD4<Float>(0, 0, 0, 1)
        var strokeColor = SIMD4<Float>(0, 0, 0, 1)
        var stroke = StrokeStyle()
        var dash: DashPattern?
        var alpha: Float = 1
        var blendMode = CGBlendMode.normal
        /// The clip, intersected so far (nil: the whole bitmap).
        var clip: CoverageMask?
        /// The shadow painted under everything drawn (nil: none).
        var shadow: ContextShadow?
        /// `render(in:)`: the layer being drawn sits under an odd number of
        /// geometry-flipped superlayers, so its contents are mirrored back upright.
        var layerContentsFlipped = false
    }

    var state: GState
    private var savedStates: [GState] = []
    /// The current path, in device space.
    private var current = CGMutablePath()

    /// The scale of an image context (`UIGraphicsBeginImageContextWithOptions`,
    /// `UIGraphicsImageRenderer`); nil for other contexts.
    var imageScale: CGFloat?
    /// How many paint operations reached the bitmap (for `UIView`'s drawing probe).
    var paintCount = 0
    /// The CTM the context was created with: its base space (shadow offsets).
    let baseCTM: CGAffineTransform

    /// How far flattened curves may stray from the true curve, in pixels.
    static let flatness: CGFloat = 0.05

    /// A transparent (or, if `opaque`, black) bitmap of `width × height`
    /// pixels whose user space is `ctm` away from device space.
    init(width: Int, height: Int, ctm: CGAffineTransform, opaque: Bool) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        buffer = [Float](repeating: 0, count: self.width * self.height * 4)
        if opaque { for i in Swift.stride(from: 3, to: buffer.count, by: 4) { buffer[i] = 1 } }
        state = GState(ctm: ctm)
        baseCTM = ctm
    }

    // MARK: Graphics state

    /// The current transformation matrix (`ctm`).
    public var ctm: CGAffineTransform { state.ctm }

    /// Pushes a copy of the graphics state (CTM, colours, line style, alpha, clip).
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

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// The stroke width in user units; negative and non-finite widths are ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else {
            return Log.quartzCore.warning("CGContext.setLineWidth: ignoring \(width)")
        }
        state.stroke.width = width
    }

    /// How open subpaths end when stroked (default `.butt`).
    public func setLineCap(_ cap: CGLineCap) { state.stroke.cap = cap }

    /// How stroked segments meet (default `.miter`).
    public func setLineJoin(_ join: CGLineJoin) { state.stroke.join = join }

    /// The longest miter, as a multiple of the line width, before a miter
    /// join becomes a bevel (default 10). Non-finite values are ignored.
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else { return Log.quartzCore.warning("CGContext.setMiterLimit: ignoring \(limit)") }
        state.stroke.miterLimit = limit
    }

    /// Dashes for strokes: `lengths` alternate painted and skipped lengths
    /// (user units), starting `phase` into the pattern. An empty pattern
    /// makes strokes solid again; negative lengths are logged and ignored.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        if lengths.contains(where: { !$0.isFinite || $0 < 0 }) {
            return Log.quartzCore.warning("CGContext.setLineDash: ignoring invalid lengths \(lengths)")
        }
        state.dash = DashPattern(phase: phase, lengths: lengths)
    }

    /// A constant opacity applied to everything painted (`setAlpha`).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = Float(alpha.isFinite ? min(max(alpha, 0), 1) : 1) }

    // MARK: The current path

    /// Empties the current current.
    public func beginPath() { current = CGMutablePath() }
    public func move(to point: CGPoint) { current.move(to: point, transform: state.ctm) }
    public func addLine(to point: CGPoint) { current.addLine(to: point, transform: state.ctm) }
    public func addLines(between points: [CGPoint]) { current.addLines(between: points, transform: state.ctm) }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        current.addQuadCurve(to: end, control: control, transform: state.ctm)
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        current.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }
    /// An arc as `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:)`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        current.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                    clockwise: clockwise, transform: state.ctm)
    }
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        current.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }
    public func addRect(_ rect: CGRect) { current.addRect(rect, transform: state.ctm) }
    public func addRects(_ rects: [CGRect]) { current.addRects(rects, transform: state.ctm) }
    public func addEllipse(in rect: CGRect) { current.addEllipse(in: rect, transform: state.ctm) }
    public func addPath(_ newPath: CGPath) { current.addPath(newPath, transform: state.ctm) }
    public func closePath() { current.closeSubpath() }

    public var isPathEmpty: Bool { current.isEmpty }

    /// The current point in user space (`.zero` when the path is empty).
    public var currentPointOfPath: CGPoint { current.currentPoint.applying(state.ctm.inverted()) }

    /// The bounds of the current path in user space.
    public var boundingBoxOfPath: CGRect {
        current.isEmpty ? .null : current.boundingBoxOfPath.applying(state.ctm.inverted())
    }

    /// A copy of the current path in user space, nil when it is empty.
    public var path: CGPath? {
        guard !current.isEmpty else { return nil }
        var inverse = state.ctm.inverted()
        return current.copy(using: &inverse)
    }

    /// Replaces the current path by the outline its stroke would paint.
    public func replacePathWithStrokedPath() {
        let pieces = strokePolygons(of: current)
        current = PathGeometry.path(ofPolygons: pieces, transform: .identity)
    }

    // MARK: Painting paths

    /// Fills the current path by `rule` with the fill colour and empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paint(fillMask(of: current, rule: rule), color: state.fillColor)
        beginPath()
    }

    /// Strokes the current path with the stroke colour and line style, and empties it.
    public func strokePath() {
        paint(strokeMask(of: current), color: state.strokeColor)
        beginPath()
    }

    /// Paints the current path as `mode` says (fill first, then stroke) and empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paint(fillMask(of: current, rule: .winding), color: state.fillColor)
        case .eoFill: paint(fillMask(of: current, rule: .evenOdd), color: state.fillColor)
        case .stroke: paint(strokeMask(of: current), color: state.strokeColor)
        case .fillStroke, .eoFillStroke:
            paint(fillMask(of: current, rule: mode == .fillStroke ? .winding : .evenOdd), color: state.fillColor)
            paint(strokeMask(of: current), color: state.strokeColor)
        }
        beginPath()
    }

    /// Intersects the clip with the area of the current path under `rule`, and empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        intersectClip(with: fillMask(of: current, rule: rule, clipped: false))
        beginPath()
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) {
        let p = CGMutablePath()
        p.addRect(rect, transform: state.ctm)
        intersectClip(with: fillMask(of: p, rule: .winding, clipped: false))
    }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        let p = CGMutablePath()
        p.addRects(rects, transform: state.ctm)
        intersectClip(with: fillMask(of: p, rule: .winding, clipped: false))
    }

    /// The clip's bounds in user space.
    public var boundingBoxOfClipPath: CGRect {
        let box = state.clip.map { CGRect(x: $0.x0, y: $0.y0, width: $0.width, height: $0.height) }
            ?? CGRect(x: 0, y: 0, width: width, height: height)
        return box.applying(state.ctm.inverted())
    }

    // MARK: Painting shapes

    public func fill(_ rect: CGRect) { withShape({ $0.addRect(rect) }) { $0.fillPath() } }
    public func fill(_ rects: [CGRect]) { withShape({ $0.addRects(rects) }) { $0.fillPath() } }
    public func fillEllipse(in rect: CGRect) { withShape({ $0.addEllipse(in: rect) }) { $0.fillPath() } }
    public func stroke(_ rect: CGRect) { withShape({ $0.addRect(rect) }) { $0.strokePath() } }
    public func strokeEllipse(in rect: CGRect) { withShape({ $0.addEllipse(in: rect) }) { $0.strokePath() } }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }

    /// Strokes the segments between points 0–1, 2–3, … (an odd last point is ignored).
    public func strokeLineSegments(between points: [CGPoint]) {
        withShape({ context in
            for i in Swift.stride(from: 0, to: points.count - 1, by: 2) {
                context.move(to: points[i]); context.addLine(to: points[i + 1])
            }
        }) { $0.strokePath() }
    }

    /// Makes `rect` transparent (`clear(_:)`), ignoring the colours and alpha.
    public func clear(_ rect: CGRect) {
        let p = CGMutablePath()
        p.addRect(rect, transform: state.ctm)
        let mask = fillMask(of: p, rule: .winding)
        forEachPixel(of: mask) { index, coverage in
            for k in 0..<4 { buffer[4 * index + k] *= 1 - coverage }
        }
    }

    /// Paints a shape built on a fresh current path, keeping the caller's path.
    private func withShape(_ build: (CGContext) -> Void, _ paint: (CGContext) -> Void) {
        let saved = current
        current = CGMutablePath()
        build(self)
        paint(self)
        current = saved
    }

    // MARK: Masks

    private var canvasLimit: (x0: Int, y0: Int, x1: Int, y1: Int) {
        if let clip = state.clip { return (clip.x0, clip.y0, clip.x0 + clip.width, clip.y0 + clip.height) }
        return (0, 0, width, height)
    }

    /// The area `devicePath` fills, limited to the clip's box (or the bitmap).
    func fillMask(of devicePath: CGPath, rule: CGPathFillRule, clipped: Bool = true) -> CoverageMask {
        let lines = PathFlattener.polylines(of: devicePath, transform: .identity, tolerance: Self.flatness)
        let limit = clipped ? canvasLimit : (0, 0, width, height)
        return CoverageMask(polygons: lines.map(\.points), rule: rule, limit: limit)
    }

    /// The stroke of `devicePath` in the current user space, as device polygons.
    private func strokePolygons(of devicePath: CGPath) -> [[CGPoint]] {
        let ctm = state.ctm
        let scale = PathFlattener.maxScale(ctm)
        var lines = PathFlattener.polylines(of: devicePath, transform: ctm.inverted(), tolerance: Self.flatness / scale)
        if let dash = state.dash { lines = dash.apply(to: lines) }
        var polygons = PathStroker.outline(lines, style: state.stroke, tolerance: Self.flatness / scale)
        if !ctm.isIdentity {
            for i in polygons.indices { polygons[i] = polygons[i].map { $0.applying(ctm) } }
        }
        return polygons
    }

    private func strokeMask(of devicePath: CGPath) -> CoverageMask {
        CoverageMask(polygons: strokePolygons(of: devicePath), rule: .winding, limit: canvasLimit)
    }

    private func intersectClip(with mask: CoverageMask) {
        state.clip = state.clip.map { $0.intersecting(mask) } ?? mask
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
        if state.shadow != nil { return withShadow { paintGradient(gradient, options: options, parameter: parameter) } }
        let inverse = state.ctm.inverted()
        let everything = state.clip ?? CoverageMask(x0: 0, y0: 0, width: width, height: height,
                                                    coverage: [Float](repeating: 1, count: width * height))
        forEachPixel(of: everything, clipped: false) { index, coverage in
            let centre = CGPoint(x: CGFloat(index % width) + 0.5, y: CGFloat(index / width) + 0.5)
            guard var t = parameter(centre.applying(inverse)), t.isFinite else { return }
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

    // MARK: Compositing

    static func rgba(_ color: CGColor) -> SIMD4<Float> {
        SIMD4(Float(color.red), Float(color.green), Float(color.blue), Float(color.alpha))
    }

    func paint(_ mask: CoverageMask, color: SIMD4<Float>) {
        if state.shadow != nil { return withShadow { paint(mask, color: color) } }
        let premultiplied = SIMD4(color.x * color.w, color.y * color.w, color.z * color.w, color.w)
        forEachPixel(of: mask) { index, coverage in blend(index, premultiplied, coverage: coverage) }
    }

    /// Source-over of a premultiplied colour at `coverage × alpha`.
    @inline(__always)
    func blend(_ index: Int, _ source: SIMD4<Float>, coverage: Float) {
        let k = coverage * state.alpha
        if state.blendMode != .normal { return blend(index, source * state.alpha, coverage: coverage, mode: state.blendMode) }
        let r = source.x * k, g = source.y * k, b = source.z * k, a = source.w * k
        let i = 4 * index, keep = 1 - a
        buffer[i] = r + buffer[i] * keep
        buffer[i + 1] = g + buffer[i + 1] * keep
        buffer[i + 2] = b + buffer[i + 2] * keep
        buffer[i + 3] = a + buffer[i + 3] * keep
    }

    /// Calls `body(pixel index, coverage)` for each pixel of `mask` with
    /// nonzero coverage (times the clip's, when `clipped`).
    func forEachPixel(of mask: CoverageMask, clipped: Bool = true, _ body: (Int, Float) -> Void) {
        paintCount += 1
        guard !mask.isEmpty else { return }
        let clip = clipped ? state.clip : nil
        let xa = max(mask.x0, 0), xb = min(mask.x0 + mask.width, width)
        let ya = max(mask.y0, 0), yb = min(mask.y0 + mask.height, height)
        guard xa < xb, ya < yb else { return }
        mask.coverage.withUnsafeBufferPointer { cov in
            for y in ya..<yb {
                let row = (y - mask.y0) * mask.width - mask.x0
                for x in xa..<xb {
                    var c = cov[row + x]
                    if c <= 0 { continue }
                    if let clip { c *= clip.value(x: x, y: y); if c <= 0 { continue } }
                    body(y * width + x, c)
                }
            }
        }
    }
}
