import Foundation

/// A path of rectangles, rounded rectangles and ellipses that can be
/// filled, stroked or used as a clip in the current drawing context
/// (`UIBezierPath`).
///
/// Segue's `CGPath` holds closed shapes, not arbitrary curves, so the
/// path is built from the shape initialisers and `append(_:)`.
open class UIBezierPath: NSObject {
    /// The path's shapes.
    public private(set) var cgPath: CGPath
    /// The stroke width, default 1.
    open var lineWidth: CGFloat = 1
    /// Whether `fill()` and `addClip()` use the even-odd rule (default: winding).
    open var usesEvenOddFillRule = false

    /// An empty path.
    public override init() { cgPath = CGMutablePath() }

    public init(rect: CGRect) { cgPath = CGPath(rect: rect, transform: nil) }

    /// A rectangle with circular corners of `cornerRadius`, clamped to half
    /// the shorter side (UIKit does the same).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = min(max(cornerRadius, 0), min(abs(rect.width), abs(rect.height)) / 2)
        cgPath = CGPath(roundedRect: rect, cornerWidth: r, cornerHeight: r, transform: nil)
    }

    /// The ellipse inscribed in `rect`.
    public init(ovalIn rect: CGRect) { cgPath = CGPath(ellipseIn: rect, transform: nil) }

    public init(cgPath: CGPath) { self.cgPath = cgPath.copy() ?? cgPath }

    /// The smallest rectangle containing the path (`.null` when empty).
    open var bounds: CGRect { cgPath.boundingBox }

    open var isEmpty: Bool { cgPath.isEmpty }

    /// Adds the shapes of `path` after this path's.
    open func append(_ path: UIBezierPath) {
        cgPath = CGPath(elements: cgPath.elements + path.cgPath.elements)
    }

    /// Transforms every shape's rectangle by `transform` (shapes stay axis-aligned:
    /// a rotation moves and resizes them by their bounding boxes).
    open func apply(_ transform: CGAffineTransform) {
        cgPath = CGPath(elements: cgPath.elements.map { element in
            switch element {
            case .rect(let r): return .rect(r.applying(transform))
            case .ellipse(let r): return .ellipse(r.applying(transform))
            case .roundedRect(let r, let w, let h):
                return .roundedRect(r.applying(transform), cornerWidth: w * abs(transform.a), cornerHeight: h * abs(transform.d))
            }
        })
    }

    /// Fills the path with the current context's fill colour.
    @preconcurrency @MainActor open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Strokes the path with the current stroke colour at `lineWidth`.
    @preconcurrency @MainActor open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    @preconcurrency @MainActor open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
