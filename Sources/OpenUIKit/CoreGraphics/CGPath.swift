import Foundation

/// An immutable graphics path (`CGPath`), the subset Segue's layers use:
/// rectangles, rounded rectangles and ellipses (for `shadowPath` and masks).
public class CGPath: @unchecked Sendable, Equatable {
    /// The shapes that make up the path, in drawing order.
    public enum Element: Equatable, Sendable {
        case rect(CGRect)
        case roundedRect(CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat)
        case ellipse(CGRect)
    }

    public internal(set) var elements: [Element]

    init(elements: [Element]) { self.elements = elements }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: [.rect(transform.map { rect.applying($0.pointee) } ?? rect)])
    }

    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let r = transform.map { rect.applying($0.pointee) } ?? rect
        self.init(elements: [.roundedRect(r, cornerWidth: max(0, cornerWidth), cornerHeight: max(0, cornerHeight))])
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: [.ellipse(transform.map { rect.applying($0.pointee) } ?? rect)])
    }

    /// The smallest rectangle containing every element.
    public var boundingBox: CGRect {
        elements.reduce(CGRect.null) { box, e in
            switch e {
            case .rect(let r), .ellipse(let r), .roundedRect(let r, _, _): return box.union(r)
            }
        }
    }

    public var isEmpty: Bool { elements.isEmpty }

    public func copy() -> CGPath? { CGPath(elements: elements) }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
}

/// A mutable graphics path (`CGMutablePath`).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(elements: []) }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        elements.append(.rect(rect.applying(transform)))
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        elements.append(.roundedRect(rect.applying(transform), cornerWidth: cornerWidth, cornerHeight: cornerHeight))
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        elements.append(.ellipse(rect.applying(transform)))
    }
}
