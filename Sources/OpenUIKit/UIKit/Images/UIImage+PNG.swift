@_implementationOnly import SeguePNG
import Foundation

/// `UIImage`'s PNG reading and writing, through the package's one PNG codec
/// (`SeguePNG.PNGCodec`: libpng decoding, Segue's own encoder). This is the
/// only OpenUIKit file that imports it; everything else goes through these two.
///
/// Decoded pixels are premultiplied for `CGImage`; encoded pixels are
/// written with straight alpha, as PNG stores them. Failures return nil and
/// log the source and the codec's reason (libpng's own message where it has one).
extension UIImage {
    /// Decodes PNG `data`; `source` names it in diagnostics.
    static func decodePNG(_ data: Data, source: String) -> CGImage? {
        do throws(PNGCodec.DecodingError) {
            let image = try PNGCodec.decode(data)
            return CGImage(width: image.width, height: image.height, premultipliedRGBA: image.premultipliedRGBA)
        } catch {
            switch error {
            case .notPNG(let count):
                Log.uiKit.warning("UIImage: \(source) is not a PNG image (\(count) bytes); only PNG is supported")
            case .unreadableHeader(let message):
                Log.uiKit.warning("UIImage: cannot read the header of \(source): libpng: \(message)")
            case .unsupportedDimensions(let width, let height):
                Log.uiKit.warning("UIImage: \(source) has unsupported dimensions \(width) x \(height)")
            case .undecodable(let message):
                Log.uiKit.warning("UIImage: cannot decode \(source): libpng: \(message)")
            }
            return nil
        }
    }

    /// PNG bytes for `image`: 8-bit RGBA with straight alpha, or 8-bit RGB when every pixel is opaque.
    static func encodePNG(_ image: CGImage) -> Data {
        Data(PNGCodec.encode(width: image.width, height: image.height, premultipliedRGBA: image.pixels))
    }
}
