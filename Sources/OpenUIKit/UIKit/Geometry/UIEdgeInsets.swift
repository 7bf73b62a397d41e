import Foundation

/// Insets for each edge of a rectangle (`UIEdgeInsets`).
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// The rectangle shrunk by `insets` (`inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

/// Edges of a rectangle (`UIRectEdge`).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
