import Foundation

extension UIView {
    /// Converts a point from `view`'s coordinates (nil: the window's) to this
    /// view's, through every transform on the way (3-D ones included).
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    /// Converts a point from this view's coordinates to `view`'s (nil: the window's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    /// Converts a rectangle; the result bounds the transformed corners.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }
}
