import Foundation
import Testing
import OpenUIKit
import SegueRender

/// Compares frames with small committed goldens (1x PNGs under Goldens/):
/// per channel ≤ 2, fewer than 0.1 % of pixels differing. A missing golden is
/// recorded (written next to this file) and the test fails so it is looked at.
enum GoldenImage {
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    }

    /// Returns a failure message, or nil when `frame` matches the golden `name`.
    @MainActor
    static func compare(_ frame: Frame, named name: String) -> String? {
        let url = directory.appendingPathComponent(name + ".png")
        guard let data = try? Data(contentsOf: url), let golden = UIImage(data: data)?.cgImage else {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? Data(PNGCodec.encode(frame)).write(to: url)
            return "recorded missing golden \(name).png — look at it and commit it"
        }
        guard golden.width == frame.width, golden.height == frame.height else {
            return "size \(frame.width)×\(frame.height) differs from golden \(golden.width)×\(golden.height)"
        }
        // Both premultiplied RGBA8 (the golden is decoded by UIImage).
        var differing = 0
        var worst = 0
        for i in stride(from: 0, to: frame.pixels.count, by: 4) {
            var d = 0
            for c in 0..<4 { d = max(d, abs(Int(frame.pixels[i + c]) - Int(golden.pixels[i + c]))) }
            worst = max(worst, d)
            if d > 2 { differing += 1 }
        }
        let total = frame.width * frame.height
        if Double(differing) >= Double(total) * 0.001 {
            try? Data(PNGCodec.encode(frame)).write(to: directory.appendingPathComponent(name + ".actual.png"))
            return "\(differing) of \(total) pixels differ (worst channel difference \(worst)); wrote \(name).actual.png"
        }
        return nil
    }
}
