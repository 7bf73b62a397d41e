import Foundation
@testable import OpenUIKit

/// True when `a` and `b` differ by at most `tolerance` (absolute).
func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// True when `a` lies within `fraction` (relative, e.g. 0.005 = 0.5 %) of `b`.
func isRelativelyClose(_ a: Double, _ b: Double, within fraction: Double) -> Bool {
    abs(a - b) <= fraction * abs(b)
}

func isClose(_ a: CGPoint, _ b: CGPoint, within tolerance: Double = 1e-9) -> Bool {
    isClose(a.x, b.x, within: tolerance) && isClose(a.y, b.y, within: tolerance)
}

func isClose(_ a: CGSize, _ b: CGSize, within tolerance: Double = 1e-9) -> Bool {
    isClose(a.width, b.width, within: tolerance) && isClose(a.height, b.height, within: tolerance)
}

func isClose(_ a: CGRect, _ b: CGRect, within tolerance: Double = 1e-9) -> Bool {
    isClose(a.origin, b.origin, within: tolerance) && isClose(a.size, b.size, within: tolerance)
}

func isClose(_ a: CGAffineTransform, _ b: CGAffineTransform, within tolerance: Double = 1e-9) -> Bool {
    [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) <= tolerance }
}

func isClose(_ a: CATransform3D, _ b: CATransform3D, within tolerance: Double = 1e-9) -> Bool {
    maxDifference(a, b) <= tolerance
}

/// The largest element-wise difference between two transforms.
func maxDifference(_ a: CATransform3D, _ b: CATransform3D) -> Double {
    zip(a.elements, b.elements).map { abs($0 - $1) }.max() ?? 0
}
