import Foundation

/// A colour space (`CGColorSpace`). Segue draws in device RGB only, so this
/// is a name carried for source compatibility: every drawing call treats
/// colours as device RGB whatever space is given.
public final class CGColorSpace: Sendable, Equatable {
    public let name: String?
    public init(name: String) { self.name = name }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let deviceRGB = "kCGColorSpaceDeviceRGB"

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
}

/// The device RGB colour space (`CGColorSpaceCreateDeviceRGB()`).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.deviceRGB) }
