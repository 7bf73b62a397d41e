import Foundation

/// A path that can be added to (`CGMutablePath`).
///
/// Every method takes an affine `transform` applied to the points it adds.
/// An element other than a move with no current point is logged (Core
/// Graphics warns "no current point") and starts a subpath at its first
/// point instead. Non-finite input is logged and ignored.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(kinds: [], points: [], shapes: []) }

    private var hasCurrentPoint: Bool { !kinds.isEmpty }

    private func finite(_ values: [CGPoint], _ method: String) -> Bool {
        guard values.allSatisfy(\.isFinitePoint) else {
            Log.quartzCore.warning("CGMutablePath.\(method): ignoring non-finite point")
            return false
        }
        return true
    }

    private func append(_ kind: CGPathElementType, _ pts: [CGPoint]) {
        kinds.append(kind)
        points.append(contentsOf: pts)
        if kind != .moveToPoint { shapeList = nil }
    }

    /// Makes sure a subpath is open before a line or curve: with no current
    /// point, Core Graphics logs and moves to the element's first point.
    private func ensureCurrentPoint(_ p: CGPoint, _ method: String) {
        if !hasCurrentPoint {
            Log.quartzCore.warning("CGMutablePath.\(method): no current point")
            append(.moveToPoint, [p])
        } else if kinds.last == .closeSubpath {
            // After a close, a new element starts from the closed subpath's start.
            append(.moveToPoint, [currentPoint])
        }
    }

    // MARK: Elements

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard finite([point], "move(to:)") else { return }
        let p = point.applying(transform)
        if kinds.last == .moveToPoint {
            // Consecutive moves: Core Graphics keeps the last.
            points[points.count - 1] = p
            shapeList = nil
        } else {
            append(.moveToPoint, [p])
        }
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard finite([point], "addLine(to:)") else { return }
        let p = point.applying(transform)
        ensureCurrentPoint(p, "addLine(to:)")
        append(.addLineToPoint, [p])
    }

    /// A move to the first point and lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first, finite(points, "addLines(between:)") else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard finite([end, control], "addQuadCurve(to:control:)") else { return }
        let c = control.applying(transform)
        ensureCurrentPoint(c, "addQuadCurve(to:control:)")
        append(.addQuadCurveToPoint, [c, end.applying(transform)])
    }

    /// A cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        guard finite([end, control1, control2], "addCurve(to:control1:control2:)") else { return }
        let c1 = control1.applying(transform)
        ensureCurrentPoint(c1, "addCurve(to:control1:control2:)")
        append(.addCurveToPoint, [c1, control2.applying(transform), end.applying(transform)])
    }

    /// Closes the current subpath with a line back to its start. Without a
    /// current point, or right after a close, it does nothing.
    public func closeSubpath() {
        guard hasCurrentPoint, kinds.last != .closeSubpath else { return }
        append(.closeSubpath, [])
    }

    // MARK: Arcs

    /// An arc of the circle at `center` from `startAngle` to `endAngle`
    /// (radians from the positive x axis towards the positive y axis).
    /// `clockwise` is in Core Graphics' y-up sense: true sweeps towards
    /// decreasing angles, false towards increasing ones (in UIKit's flipped
    /// y-down space, false therefore appears clockwise on screen). A line
    /// joins the current point, if any, to the arc's start. A sweep of a
    /// full turn or more draws the whole circle.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        guard center.isFinitePoint, radius.isFinite, startAngle.isFinite, endAngle.isFinite else {
            return Log.quartzCore.warning("CGMutablePath.addArc: ignoring non-finite input")
        }
        let sweep = PathGeometry.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise)
        addArcSegments(center: center, radius: abs(radius), start: startAngle, sweep: sweep, transform: transform)
    }

    /// An arc of `radius` from `startAngle` sweeping `delta` radians
    /// (positive: towards increasing angles). A line joins the current point.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard center.isFinitePoint, radius.isFinite, startAngle.isFinite, delta.isFinite else {
            return Log.quartzCore.warning("CGMutablePath.addRelativeArc: ignoring non-finite input")
        }
        addArcSegments(center: center, radius: abs(radius), start: startAngle, sweep: delta, transform: transform)
    }

    /// The arc of `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from `tangent1End` to `tangent2End`,
    /// joined to the current point by a line (`addArc(tangent1End:…)`, the
    /// PostScript `arct`). With collinear points or a zero radius it is a
    /// line to `tangent1End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard finite([tangent1End, tangent2End], "addArc(tangent1End:tangent2End:radius:)"), radius.isFinite else { return }
        // Work in untransformed space: the current point is stored transformed.
        let inverse = transform.inverted()
        guard hasCurrentPoint else {
            Log.quartzCore.warning("CGMutablePath.addArc(tangent1End:tangent2End:radius:): no current point")
            return move(to: tangent1End, transform: transform)
        }
        let p0 = currentPoint.applying(inverse), p1 = tangent1End, p2 = tangent2End
        guard let arc = PathGeometry.tangentArc(p0, p1, p2, radius: abs(radius)) else {
            return addLine(to: p1, transform: transform)
        }
        addLine(to: arc.start, transform: transform)
        addArcSegments(center: arc.center, radius: abs(radius), start: arc.startAngle, sweep: arc.sweep,
                       transform: transform)
    }

    private func addArcSegments(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat,
                                transform: CGAffineTransform) {
        let curves = PathGeometry.arcCurves(center: center, radius: radius, start: start, sweep: sweep)
        let first = curves.start.applying(transform)
        if hasCurrentPoint && kinds.last != .closeSubpath {
            append(.addLineToPoint, [first])
        } else {
            append(.moveToPoint, [first])
        }
        for c in curves.curves {
            append(.addCurveToPoint, [c.0.applying(transform), c.1.applying(transform), c.2.applying(transform)])
        }
    }

    // MARK: Whole shapes

    /// A closed rectangle: a move to its origin, lines to the other corners
    /// (along the x axis first), a close.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard rect.isFiniteRect else { return Log.quartzCore.warning("CGMutablePath.addRect: ignoring non-finite rect") }
        let shapes = shapeList
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
        shapeList = PathGeometry.adding(.rect(r), to: shapes, transform)
    }

    /// Each rectangle as by `addRect(_:transform:)`.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// The ellipse inscribed in `rect`: a move to the right end of its
    /// horizontal axis and four cubic curves through the ends of the axes
    /// (towards increasing y first), then a close.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard rect.isFiniteRect else { return Log.quartzCore.warning("CGMutablePath.addEllipse: ignoring non-finite rect") }
        let shapes = shapeList
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        let k = PathGeometry.kappa
        move(to: CGPoint(x: r.maxX, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + k * ry),
                 control2: CGPoint(x: cx + k * rx, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - k * rx, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: cy + k * ry), transform: transform)
        addCurve(to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - k * ry),
                 control2: CGPoint(x: cx - k * rx, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + k * rx, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: cy - k * ry), transform: transform)
        closeSubpath()
        shapeList = PathGeometry.adding(.ellipse(r), to: shapes, transform)
    }

    /// A closed rectangle with quarter-ellipse corners of `cornerWidth` ×
    /// `cornerHeight`, starting after the corner at the origin and running
    /// along the x axis first. Radii beyond half a side (Core Graphics
    /// asserts) are logged and clamped; zero radii give `addRect`.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard rect.isFiniteRect, cornerWidth.isFinite, cornerHeight.isFinite else {
            return Log.quartzCore.warning("CGMutablePath.addRoundedRect: ignoring non-finite input")
        }
        let r = rect.standardized
        var cw = cornerWidth, ch = cornerHeight
        if cw < 0 || ch < 0 || 2 * cw > r.width || 2 * ch > r.height {
            Log.quartzCore.warning("CGMutablePath.addRoundedRect: corner size \(cornerWidth) × \(cornerHeight) does not fit \(r.size); clamped")
            cw = min(max(cw, 0), r.width / 2); ch = min(max(ch, 0), r.height / 2)
        }
        guard cw > 0, ch > 0 else { return addRect(r, transform: transform) }
        let shapes = shapeList
        let k = PathGeometry.kappa
        let t = transform
        move(to: CGPoint(x: r.minX + cw, y: r.minY), transform: t)
        addLine(to: CGPoint(x: r.maxX - cw, y: r.minY), transform: t)
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + ch), control1: CGPoint(x: r.maxX - cw + k * cw, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + ch - k * ch), transform: t)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch), transform: t)
        addCurve(to: CGPoint(x: r.maxX - cw, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ch + k * ch),
                 control2: CGPoint(x: r.maxX - cw + k * cw, y: r.maxY), transform: t)
        addLine(to: CGPoint(x: r.minX + cw, y: r.maxY), transform: t)
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - ch), control1: CGPoint(x: r.minX + cw - k * cw, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - ch + k * ch), transform: t)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ch), transform: t)
        addCurve(to: CGPoint(x: r.minX + cw, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ch - k * ch),
                 control2: CGPoint(x: r.minX + cw - k * cw, y: r.minY), transform: t)
        closeSubpath()
        shapeList = PathGeometry.adding(.roundedRect(r, cornerWidth: cw, cornerHeight: ch), to: shapes, transform)
    }

    /// Every element of `path`, transformed, after this path's.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let shapes = shapeList
        let wasEmpty = kinds.isEmpty
        let moved = path.points.map { $0.applying(transform) }
        kinds.append(contentsOf: path.kinds)
        points.append(contentsOf: moved)
        if let theirs = path.shapeList, let ours = shapes, let mapped = PathGeometry.shapes(theirs, transform) {
            shapeList = ours + mapped
        } else {
            shapeList = wasEmpty && path.kinds.isEmpty ? shapes : nil
        }
    }
}
