import Foundation

/// One element of a path, as `CGPath.applyWithBlock(_:)` and
/// `CGPath.apply(info:function:)` hand it out (`CGPathElement`).
///
/// `points` holds as many points as `type` needs: one for a move or a line,
/// two (control, end) for a quadratic curve, three (control 1, control 2,
/// end) for a cubic curve, none for a close. The buffer is valid only during
/// the call that receives it, as in Core Graphics.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The function `CGPath.apply(info:function:)` calls once per element
/// (`CGPathApplierFunction`). A Swift function type rather than Core
/// Graphics' `@convention(c)` one (`CGPathElement` is a Swift struct here);
/// closures and global functions passed to `apply` compile either way.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void
