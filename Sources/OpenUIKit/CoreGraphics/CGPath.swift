import Foundation

/// An immutable graphics path (`CGPath`): subpaths of lines, quadratic and
/// cubic Bézier curves, each begun by a move and optionally closed.
///
/// Elements are stored compactly, as a list of element kinds and one flat
/// list of points. Equality is element-wise: two paths are equal when they
/// have the same elements with the same points, however they were built.
/// Rectangles, rounded rectangles and ellipses are built from lines and
/// cubic curves exactly as Core Graphics documents (an ellipse starts at
/// the right end of its horizontal axis and is four curves); a path made
/// only of such shapes also remembers them as shapes, which lets the
/// renderer draw a `shadowPath` analytically.
public class CGPath: @unchecked Sendable, Equatable, Hashable {
    /// A rectangle, rounded rectangle or ellipse added whole (axis-aligned
    /// after its transform): what the renderer's analytic shadow draws.
    @_spi(SegueRender)
    public enum Shape: Equatable, Sendable {
        case rect(CGRect)
        case roundedRect(CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat)
        case ellipse(CGRect)
    }

    var kinds: [CGPathElementType]
    var points: [CGPoint]
    /// The path as whole shapes, or nil once anything else was added.
    var shapeList: [Shape]?

    init(kinds: [CGPathElementType], points: [CGPoint], shapes: [Shape]?) {
        self.kinds = kinds; self.points = points; shapeList = shapes
    }

    /// The path as a list of whole rectangles, rounded rectangles and
    /// ellipses, or nil when it holds anything else (an empty path: `[]`).
    @_spi(SegueRender)
    public var shapes: [Shape]? { shapeList }

    /// A rectangle: a move to its origin, three lines, a close.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(kinds: path.kinds, points: path.points, shapes: path.shapeList)
    }

    /// The ellipse inscribed in `rect`, four cubic curves from the right end
    /// of the horizontal axis.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(kinds: path.kinds, points: path.points, shapes: path.shapeList)
    }

    /// A rectangle whose corners are quarter ellipses of `cornerWidth` ×
    /// `cornerHeight`. Core Graphics requires each radius to be at most half
    /// the side; a larger or negative one is logged and clamped.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(kinds: path.kinds, points: path.points, shapes: path.shapeList)
    }

    // MARK: Copies

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(kinds: kinds, points: points, shapes: shapeList) }

    /// A copy with every point transformed (nil transform: a plain copy).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(kinds: kinds, points: points.map { $0.applying(t) }, shapes: PathGeometry.shapes(shapeList, t))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        let path = CGMutablePath()
        path.kinds = kinds; path.points = points; path.shapeList = shapeList
        return path
    }

    /// A mutable copy with every point transformed.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let copy = self.copy(using: transform) else { return nil }
        return copy.mutableCopy()
    }

    // MARK: Reading

    /// True when the path has no elements.
    public var isEmpty: Bool { kinds.isEmpty }

    /// The end point of the last element; after a close, the start of the
    /// closed subpath; `.zero` for an empty path.
    public var currentPoint: CGPoint { PathGeometry.currentPoint(kinds: kinds, points: points) ?? .zero }

    /// The smallest rectangle holding every point of the path, control points
    /// of curves included (`.null` for an empty path).
    public var boundingBox: CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest rectangle holding the path's outline itself: curves by
    /// their extremes, not their control points (`.null` for an empty path).
    public var boundingBoxOfPath: CGRect { PathGeometry.tightBounds(kinds: kinds, points: points) }

    /// True when the path is exactly one axis-aligned rectangle (a move, three
    /// or four lines around it, and optionally a close); writes it to `rect`.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard let r = PathGeometry.rectangle(kinds: kinds, points: points) else { return false }
        rect?.pointee = r
        return true
    }

    /// Whether `point` lies inside the area the path, transformed by
    /// `transform`, fills under `rule`. Open subpaths count as closed.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let polygons = PathFlattener.polylines(of: self, transform: transform, tolerance: 0.01)
        return PathGeometry.winding(of: point, in: polygons, rule: rule)
    }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        var buffer = [CGPoint](repeating: .zero, count: 3)
        var index = 0
        buffer.withUnsafeMutableBufferPointer { scratch in
            for kind in kinds {
                let n = kind.pointCount
                for k in 0..<n { scratch[k] = points[index + k] }
                index += n
                var element = CGPathElement(type: kind, points: scratch.baseAddress!)
                withUnsafePointer(to: &element) { block($0) }
            }
        }
    }

    /// Calls `function(info, element)` for each element in order.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    // MARK: Derived paths

    /// The outline of the stroke `lineWidth` wide that would paint this
    /// path, as a path to fill with the nonzero rule. Curves are flattened
    /// first, so the outline is made of lines, as pieces (one per segment,
    /// join and cap), all turning the same way so that their union fills.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let style = StrokeStyle(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        let lines = PathFlattener.polylines(of: self, transform: .identity, tolerance: 0.05)
        let pieces = PathStroker.outline(lines, style: style)
        return PathGeometry.path(ofPolygons: pieces, transform: transform)
    }

    /// The path broken into dashes: `lengths` alternate painted and skipped
    /// lengths, starting `phase` into the pattern. Curves are flattened.
    /// An empty or all-zero pattern gives the path unchanged.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        guard let pattern = DashPattern(phase: phase, lengths: lengths) else {
            return copy(using: [transform]) ?? self
        }
        let lines = PathFlattener.polylines(of: self, transform: .identity, tolerance: 0.05)
        let dashes = pattern.apply(to: lines)
        let out = CGMutablePath()
        for dash in dashes where !dash.points.isEmpty {
            out.move(to: dash.points[0], transform: transform)
            for p in dash.points.dropFirst() { out.addLine(to: p, transform: transform) }
            if dash.closed { out.closeSubpath() }
        }
        return out
    }

    // MARK: Equality

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || (lhs.kinds == rhs.kinds && lhs.points == rhs.points)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kinds.count)
        for p in points.prefix(8) { hasher.combine(p.x); hasher.combine(p.y) }
    }
}
