import Foundation

// Core Graphics' comparison functions as Swift imports them on Apple
// platforms (`CGRectEqualToRect` → `CGRect.equalTo(_:)`, and so on);
// swift-corelibs-foundation declares the types without them.

extension CGRect {
    /// Whether the two rectangles have equal origins and sizes, or are both
    /// null (`CGRectEqualToRect`).
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        return self == rect2
    }
}

extension CGPoint {
    /// Whether the two points have equal coordinates (`CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes have equal widths and heights (`CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}
