import Foundation
import OpenUIKit
import SegueRender
import SnapshotTesting

extension Diffing where Value == Frame {
    /// Frames stored as PNG and compared pixel by pixel, with
    /// swift-snapshot-testing's two tolerances:
    ///
    /// - `perceptualPrecision`: how close a pixel must be to match, as
    ///   1 − (largest difference of its four premultiplied 8-bit components) / 255:
    ///   1 (the default) asks for equal pixels, 0.98 lets each component be
    ///   off by 5. (The library's own image strategies use the CIE Lab colour
    ///   difference through Core Image, which Linux does not have.)
    /// - `precision`: the fraction of pixels that must match (1: all).
    ///
    /// `describe(x, y)` names where a difference lies for the failure message
    /// (the frame and its media time).
    public static func frame(precision: Float = 1, perceptualPrecision: Float = 1,
                             describe: @escaping (_ x: Int, _ y: Int) -> String = { _, _ in "" }) -> Diffing {
        .diff(
            toData: { Data(PNGCodec.encode($0)) },
            fromData: { data in
                guard let image = UIImage.decodedPixels(data) else { return Frame(width: 0, height: 0, pixels: []) }
                return image
            },
            diffV2: { reference, new in
                guard let message = FrameComparison.compare(reference, new, precision: precision,
                                                             perceptualPrecision: perceptualPrecision, describe: describe)
                else { return nil }
                return (message, [.data(Data(PNGCodec.encode(new)), name: "new.png")])
            })
    }
}

/// The pixel comparison behind `Diffing.frame`.
enum FrameComparison {
    /// nil when `new` matches `reference` within the tolerances; otherwise the failure message.
    static func compare(_ reference: Frame, _ new: Frame, precision: Float, perceptualPrecision: Float,
                        describe: (Int, Int) -> String) -> String? {
        guard reference.width == new.width, reference.height == new.height else {
            return "The new snapshot is \(new.width)×\(new.height) pixels; the reference is \(reference.width)×\(reference.height)."
        }
        // In Double, with a little slack, so that 0.98 (a Float) means 5/255 and 0.99 of 100 pixels means 99.
        let tolerance = Int(((1 - Double(max(0, min(1, perceptualPrecision)))) * 255 + 1e-3).rounded(.down))
        var differing = 0, first: (Int, Int)?, worst = 0
        for y in 0..<new.height {
            for x in 0..<new.width {
                let i = (y * new.width + x) * 4
                var largest = 0
                for c in 0..<4 { largest = max(largest, abs(Int(reference.pixels[i + c]) - Int(new.pixels[i + c]))) }
                if largest > tolerance {
                    differing += 1
                    worst = max(worst, largest)
                    if first == nil { first = (x, y) }
                }
            }
        }
        let total = max(1, new.width * new.height)
        let allowed = total - Int((Double(total) * Double(max(0, min(1, precision))) - 1e-3).rounded(.up))
        guard differing > allowed, let (x, y) = first else { return nil }
        let place = describe(x, y)
        return "\(place.isEmpty ? "The snapshot" : place) differs from the reference: \(differing) of \(total) pixels "
            + String(format: "(%.2f %%)", Double(differing) / Double(total) * 100)
            + " are off by more than \(tolerance)/255 (largest difference \(worst)/255), \(allowed) allowed"
            + " (precision \(precision), perceptualPrecision \(perceptualPrecision)); first at pixel (\(x), \(y))."
    }
}

extension UIImage {
    /// The premultiplied RGBA pixels of PNG `data`, as a `Frame` (nil if it cannot be decoded).
    static func decodedPixels(_ data: Data) -> Frame? {
        guard let cg = UIImage(data: data)?.cgImage else { return nil }
        return Frame(width: cg.width, height: cg.height, pixels: cg.pixels)
    }
}
