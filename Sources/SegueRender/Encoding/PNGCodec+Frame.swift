// The package's one PNG codec lives in SeguePNG, below OpenUIKit (whose
// `UIImage` uses it too); `import SegueRender` brings it, as it always has.
@_exported import SeguePNG

extension PNGCodec {
    /// The PNG file bytes of `frame`; an empty (0 × 0) frame gives a 1×1 transparent image.
    public static func encode(_ frame: Frame) -> [UInt8] {
        guard frame.width > 0, frame.height > 0 else {
            return encode(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 0])
        }
        return encode(width: frame.width, height: frame.height, premultipliedRGBA: frame.pixels)
    }
}
