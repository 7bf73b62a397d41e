import Foundation

/// UIKit's `NSValue` additions (`NSValue(cgPoint:)`, `cgPointValue`, …):
/// geometry boxed for animation values, dictionaries and `userInfo`.
///
/// Points, sizes and rects use Foundation's own boxes (`NSValue(point:)`),
/// so they compare equal to values made either way. The other structs are
/// stored as their fields (see `NSValue(doubles:)`). A getter on a value
/// that holds another type returns the zero value (Apple leaves it
/// undefined).
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    public convenience init(cgVector vector: CGVector) {
        self.init(doubles: [Double(vector.dx), Double(vector.dy)])
    }

    public convenience init(cgAffineTransform t: CGAffineTransform) {
        self.init(doubles: [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) })
    }

    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(doubles: [insets.top, insets.left, insets.bottom, insets.right].map { Double($0) })
    }

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }

    public var cgVectorValue: CGVector {
        guard let v = doubles(count: 2) else { return CGVector(dx: 0, dy: 0) }
        return CGVector(dx: v[0], dy: v[1])
    }

    public var cgAffineTransformValue: CGAffineTransform {
        guard let v = doubles(count: 6)?.map({ CGFloat($0) }) else { return CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
        return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }

    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard let v = doubles(count: 4)?.map({ CGFloat($0) }) else { return .zero }
        return UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
}
