import Foundation

/// How a layer's `contents` image is sampled when drawn smaller or larger than
/// its pixels (`CALayerContentsFilter`).
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Bilinear filtering (the default for both filters).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel: hard, blocky edges (pixel art, sprites).
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Bilinear filtering between mipmap levels (minification only).
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
