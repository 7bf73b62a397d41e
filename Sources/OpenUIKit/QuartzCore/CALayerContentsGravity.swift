import Foundation

/// How a layer's `contents` image is positioned or scaled in its bounds
/// (`CALayerContentsGravity`). Default `.resize`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// The rectangle, in a layer's bounds coordinates, that an image of
    /// `imageSize` points occupies under this gravity. Core Animation's
    /// geometry flips "top" and "bottom" on macOS; UIKit layers are
    /// y-down, so `.top` means the top edge on screen, as iOS shows it.
    public func rect(forImageSize imageSize: CGSize, in bounds: CGRect) -> CGRect {
        let w = imageSize.width, h = imageSize.height
        guard w > 0, h > 0, bounds.width > 0, bounds.height > 0 else { return bounds }
        switch self {
        case .resizeAspect, .resizeAspectFill:
            let sx = bounds.width / w, sy = bounds.height / h
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: w * s, height: h * s)
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                          width: size.width, height: size.height)
        case .center: return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        case .top: return CGRect(x: bounds.midX - w / 2, y: bounds.minY, width: w, height: h)
        case .bottom: return CGRect(x: bounds.midX - w / 2, y: bounds.maxY - h, width: w, height: h)
        case .left: return CGRect(x: bounds.minX, y: bounds.midY - h / 2, width: w, height: h)
        case .right: return CGRect(x: bounds.maxX - w, y: bounds.midY - h / 2, width: w, height: h)
        case .topLeft: return CGRect(x: bounds.minX, y: bounds.minY, width: w, height: h)
        case .topRight: return CGRect(x: bounds.maxX - w, y: bounds.minY, width: w, height: h)
        case .bottomLeft: return CGRect(x: bounds.minX, y: bounds.maxY - h, width: w, height: h)
        case .bottomRight: return CGRect(x: bounds.maxX - w, y: bounds.maxY - h, width: w, height: h)
        default: return bounds
        }
    }
}
