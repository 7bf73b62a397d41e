import Foundation
import OpenUIKit
import SegueFuzzSupport

// PNG and image decoding: `UIImage(data:)` and `UIImage(contentsOfFile:)`.
// A decoded image has a finite, non-negative size, a positive scale and a
// bitmap whose pixel size matches size × scale; a file holding the same bytes
// decodes the same way.
let file = NSTemporaryDirectory() + "segue-fuzz-image-\(ProcessInfo.processInfo.processIdentifier).png"

@MainActor func check(_ image: UIImage?, _ origin: String) {
    guard let image else { return }
    let size = image.size, scale = image.scale
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0, scale > 0 else {
        FuzzDriver.finding("\(origin): size \(size) at scale \(scale)")
    }
    if let bitmap = image.cgImage {
        let w = Int((size.width * scale).rounded()), h = Int((size.height * scale).rounded())
        guard bitmap.width == w, bitmap.height == h else {
            FuzzDriver.finding("\(origin): bitmap \(bitmap.width) × \(bitmap.height) for size \(size) × \(scale)")
        }
    }
}

FuzzDriver.run { data in
    let decoded = UIImage(data: data)
    check(decoded, "UIImage(data:)")
    // The file path costs a write: one input in four.
    guard data.count % 4 == 0 else { return }
    guard FileManager.default.createFile(atPath: file, contents: data) else { return }
    let read = UIImage(contentsOfFile: file)
    check(read, "UIImage(contentsOfFile:)")
    guard (decoded == nil) == (read == nil), decoded?.size == read?.size else {
        FuzzDriver.finding("UIImage(contentsOfFile:) gives \(String(describing: read?.size)), "
                           + "UIImage(data:) \(String(describing: decoded?.size))")
    }
}
