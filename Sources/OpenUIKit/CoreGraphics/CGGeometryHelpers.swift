import Foundation

// Helpers UIKit code uses daily that Foundation on Linux lacks.

extension CGRect {
    /// The centre point (`CGPoint(x: midX, y: midY)`).
    public var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// True when every component is finite (not NaN, not infinite).
    public var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension CGPoint {
    /// True when both components are finite.
    public var isFinitePoint: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    /// True when both components are finite.
    public var isFiniteSize: Bool { width.isFinite && height.isFinite }
}
