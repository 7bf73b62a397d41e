import Foundation

/// A frame of reference that points and rectangles convert between
/// (`UICoordinateSpace`): every view is one, and so are a screen's
/// `coordinateSpace` and `fixedCoordinateSpace`.
///
/// A conversion between two views goes through every transform between
/// them, as `UIView.convert(_:to:)` does. A conversion to or from a screen's
/// space goes through the view's window: a window's coordinates are the
/// screen's offset by the window's frame origin.
@preconcurrency @MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    /// Converts `point` from this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `point` from `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `rect` from this space to `coordinateSpace`; the result bounds the converted corners.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts `rect` from `coordinateSpace` to this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The space's bounds.
    var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: Optional(view)) }
        return coordinateSpace.convert(screenPoint(fromOwn: point), from: ScreenCoordinateSpace.screen)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: Optional(view)) }
        return ownPoint(fromScreen: coordinateSpace.convert(point, to: ScreenCoordinateSpace.screen))
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: Optional(view)) }
        return boundingBox(of: rect) { convert($0, to: coordinateSpace) }
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: Optional(view)) }
        return boundingBox(of: rect) { convert($0, from: coordinateSpace) }
    }

    /// The screen point of a point of this view (through its window).
    private func screenPoint(fromOwn point: CGPoint) -> CGPoint {
        let inWindow = convert(point, to: Optional<UIView>.none)
        let origin = window?.frame.origin ?? .zero
        return CGPoint(x: inWindow.x + origin.x, y: inWindow.y + origin.y)
    }

    /// The point of this view at a screen point.
    private func ownPoint(fromScreen point: CGPoint) -> CGPoint {
        let origin = window?.frame.origin ?? .zero
        return convert(CGPoint(x: point.x - origin.x, y: point.y - origin.y), from: Optional<UIView>.none)
    }
}

/// The rectangle bounding the four corners of `rect` mapped by `map`.
func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
    guard !rect.isNull else { return rect }
    let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                   CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(map)
    let xs = corners.map(\.x), ys = corners.map(\.y)
    return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
}

/// A screen's coordinate space: screen points, the bounds the screen's.
@MainActor
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
    /// The space conversions between other spaces go through.
    static let screen = ScreenCoordinateSpace(screen: nil)

    private weak var owner: UIScreen?

    init(screen: UIScreen?) {
        owner = screen
        super.init()
    }

    var bounds: CGRect { (owner ?? UIScreen.main).bounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if coordinateSpace is ScreenCoordinateSpace { return point }
        return coordinateSpace.convert(point, from: self)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if coordinateSpace is ScreenCoordinateSpace { return point }
        return coordinateSpace.convert(point, to: self)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        boundingBox(of: rect) { convert($0, to: coordinateSpace) }
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        boundingBox(of: rect) { convert($0, from: coordinateSpace) }
    }
}
