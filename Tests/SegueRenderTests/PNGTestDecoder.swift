import CPNG
import Foundation
@testable import SegueRender

/// Decodes PNG bytes with libpng's simplified API into a premultiplied
/// frame (nil when libpng rejects them).
func decodePNG(_ bytes: [UInt8]) -> Frame? {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    let begun = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
    guard begun != 0 else { return nil }
    image.format = PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA // 8-bit straight RGBA
    let width = Int(image.width), height = Int(image.height)
    var straight = [UInt8](repeating: 0, count: width * height * 4)
    let finished = png_image_finish_read(&image, nil, &straight, Int32(width * 4), nil)
    png_image_free(&image)
    guard finished != 0 else { return nil }
    var pixels = straight
    for i in stride(from: 0, to: pixels.count, by: 4) {
        let a = Int(straight[i + 3])
        for c in 0..<3 { pixels[i + c] = UInt8((Int(straight[i + c]) * a + 127) / 255) }
    }
    return Frame(width: width, height: height, pixels: pixels)
}
