import Foundation

/// A path of lines and curves with stroke and fill attributes that draws
/// into the current graphics context (`UIBezierPath`).
///
/// Angles follow UIKit's default (flipped, y-down) coordinate system: 0 is
/// the positive x axis, π/2 points down, and `clockwise: true` sweeps
/// towards increasing angles, which is clockwise on screen. (Core
/// Graphics' `addArc(…clockwise:)` uses the y-up sense, so the flag is the
/// opposite of the `CGMutablePath` call that draws the same arc.)
open class UIBezierPath: NSObject, NSCopying {
    private var path: CGMutablePath

    /// The stroke width, default 1.
    open var lineWidth: CGFloat = 1
    /// How open subpaths end when stroked (default `.butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// How segments meet when stroked (default `.miter`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter length limit, as a multiple of the line width (default 10).
    open var miterLimit: CGFloat = 10
    /// The allowed error when curves are rendered, in pixels (default 0.6).
    /// Recorded; Segue always flattens to 0.05 pixel.
    open var flatness: CGFloat = 0.6
    /// Whether `fill()`, `addClip()` and `contains(_:)` use the even-odd
    /// rule (default false: nonzero winding).
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() { path = CGMutablePath() }

    /// A closed rectangle, as `CGMutablePath.addRect(_:)`.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with circular corners of `cornerRadius`, clamped to half
    /// the shorter side (UIKit does the same). Corners are circular arcs,
    /// not iOS's continuous-curvature corners (see docs/FIDELITY.md).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = min(max(cornerRadius, 0), min(abs(rect.width), abs(rect.height)) / 2)
        path.addRoundedRect(in: rect, cornerWidth: r, cornerHeight: r)
    }

    /// A rectangle with the `corners` given rounded. As on iOS, the radius is
    /// `cornerRadii.width` for both directions (the height is ignored),
    /// clamped to half the shorter side. The path starts at the top-left and
    /// runs clockwise on screen.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r0 = rect.standardized
        let radius = cornerRadii.width.isFinite ? min(max(cornerRadii.width, 0), min(r0.width, r0.height) / 2) : 0
        func r(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let (tl, tr, br, bl) = (r(.topLeft), r(.topRight), r(.bottomRight), r(.bottomLeft))
        let half = CGFloat.pi / 2
        path.move(to: CGPoint(x: r0.minX + tl, y: r0.minY))
        path.addLine(to: CGPoint(x: r0.maxX - tr, y: r0.minY))
        if tr > 0 { path.addArc(center: CGPoint(x: r0.maxX - tr, y: r0.minY + tr), radius: tr, startAngle: -half, endAngle: 0, clockwise: false) }
        path.addLine(to: CGPoint(x: r0.maxX, y: r0.maxY - br))
        if br > 0 { path.addArc(center: CGPoint(x: r0.maxX - br, y: r0.maxY - br), radius: br, startAngle: 0, endAngle: half, clockwise: false) }
        path.addLine(to: CGPoint(x: r0.minX + bl, y: r0.maxY))
        if bl > 0 { path.addArc(center: CGPoint(x: r0.minX + bl, y: r0.maxY - bl), radius: bl, startAngle: half, endAngle: .pi, clockwise: false) }
        path.addLine(to: CGPoint(x: r0.minX, y: r0.minY + tl))
        if tl > 0 { path.addArc(center: CGPoint(x: r0.minX + tl, y: r0.minY + tl), radius: tl, startAngle: .pi, endAngle: 3 * half, clockwise: false) }
        path.closeSubpath()
    }

    /// An open arc (see `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `cgPath` (copied).
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    /// The path's elements as an immutable Core Graphics path. Setting it
    /// replaces the elements (the drawing attributes stay).
    open var cgPath: CGPath {
        get { path.copy() ?? path }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath(cgPath: path)
        copy.lineWidth = lineWidth; copy.lineCapStyle = lineCapStyle; copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit; copy.flatness = flatness; copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern; copy.dashPhase = dashPhase
        return copy
    }

    // MARK: Building

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc of the circle at `center`, angles in UIKit's flipped space
    /// (π/2 points down); `clockwise` is clockwise on screen. A line joins
    /// the current point, if any, to the arc's start.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a line to its start.
    open func close() { path.closeSubpath() }

    /// Removes every element (the drawing attributes stay).
    open func removeAllPoints() { path = CGMutablePath() }

    /// Adds the elements of `bezierPath` after this path's.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Transforms every point by `transform` (exact: Bézier curves are
    /// affine-invariant).
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    /// The same subpaths traversed backwards, with the same attributes.
    open func reversing() -> UIBezierPath {
        let reversed = copy() as! UIBezierPath
        reversed.path = PathReversal.reversed(path)
        return reversed
    }

    // MARK: Reading

    open var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle holding every point, control points included
    /// (`.null` when empty), as UIKit documents.
    open var bounds: CGRect { path.boundingBox }

    /// Where the next element starts (`.zero` when empty).
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside the area the path fills under its fill rule
    /// (open subpaths count as closed).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Dashes

    /// Dashes for `stroke()`: `count` lengths from `pattern`, alternately
    /// painted and skipped, starting `phase` into the pattern. A nil pattern
    /// or zero count makes the stroke solid.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            dashPattern = []
        }
        dashPhase = phase
    }

    /// Reads the dash pattern: its count (always), its lengths into
    /// `pattern` (which must have room for them), and its phase.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, v) in dashPattern.enumerated() { pattern[i] = v } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Drawing

    /// Fills the enclosed area with the current context's fill colour.
    @preconcurrency @MainActor open func fill() { fill(with: .normal, alpha: 1) }

    /// Strokes the path with the current stroke colour and this path's
    /// line attributes, centred on the path.
    @preconcurrency @MainActor open func stroke() { stroke(with: .normal, alpha: 1) }

    /// Fills with the current fill colour, blended by `blendMode` at `alpha`.
    @preconcurrency @MainActor open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.beginPath()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes with the current stroke colour, blended by `blendMode` at `alpha`.
    @preconcurrency @MainActor open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.beginPath()
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the enclosed area.
    @preconcurrency @MainActor open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
