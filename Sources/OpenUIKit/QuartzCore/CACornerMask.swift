import Foundation

/// Which corners `cornerRadius` rounds (`CACornerMask`, iOS 11). In the
/// coordinates of a view's layer (y down), `layerMinXMinYCorner` is the
/// top-left corner and `layerMaxXMaxYCorner` the bottom-right one.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
