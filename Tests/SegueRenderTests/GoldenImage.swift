import Foundation
import Testing
@testable import SegueRender

/// Golden-image comparison. Goldens are 1x PNGs in `Goldens/`, loaded from
/// the test bundle (or the source folder when just recorded). A missing
/// golden is written to the source folder and the test fails saying so.
enum GoldenImage {
    static let channelTolerance = 2
    static let maximumDifferingFraction = 0.001

    static var sourceFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    }

    static func load(_ name: String) -> Frame? {
        let bundled = Bundle.module.url(forResource: name, withExtension: "png", subdirectory: "Goldens")
        let source = sourceFolder.appendingPathComponent("\(name).png")
        for url in [bundled, source].compactMap({ $0 }) {
            if let data = try? Data(contentsOf: url), let frame = decodePNG(Array(data)) { return frame }
        }
        return nil
    }

    /// Compares `frame` with the golden `name`, recording it when missing.
    /// Set `SEGUE_GOLDEN_DUMP=/some/folder` to also write every rendered frame there for review.
    static func check(_ frame: Frame, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if let dump = ProcessInfo.processInfo.environment["SEGUE_GOLDEN_DUMP"] {
            try? Data(PNGCodec.encode(frame)).write(to: URL(fileURLWithPath: dump).appendingPathComponent("\(name).png"))
        }
        guard let golden = load(name) else {
            let url = sourceFolder.appendingPathComponent("\(name).png")
            do {
                try FileManager.default.createDirectory(at: sourceFolder, withIntermediateDirectories: true)
                try Data(PNGCodec.encode(frame)).write(to: url)
                Issue.record("Recorded missing golden \(url.path); inspect it and commit it", sourceLocation: sourceLocation)
            } catch {
                Issue.record("Could not record golden \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard golden.width == frame.width, golden.height == frame.height else {
            Issue.record("\(name): size \(frame.width)×\(frame.height) differs from golden \(golden.width)×\(golden.height)",
                         sourceLocation: sourceLocation)
            return
        }
        var differing = 0, worst = 0
        for p in 0..<(frame.width * frame.height) {
            var maxDelta = 0
            for c in 0..<4 {
                maxDelta = max(maxDelta, abs(Int(frame.pixels[p * 4 + c]) - Int(golden.pixels[p * 4 + c])))
            }
            worst = max(worst, maxDelta)
            if maxDelta > channelTolerance { differing += 1 }
        }
        let fraction = Double(differing) / Double(frame.width * frame.height)
        if fraction >= maximumDifferingFraction {
            let actual = sourceFolder.appendingPathComponent("\(name).actual.png")
            try? Data(PNGCodec.encode(frame)).write(to: actual)
            Issue.record("\(name): \(differing) pixels differ by more than \(channelTolerance) (worst \(worst)); wrote \(actual.path)",
                         sourceLocation: sourceLocation)
        }
    }
}

/// Pixel helpers for geometric assertions.
extension Frame {
    func rgb(_ x: Int, _ y: Int) -> [Int] {
        let p = pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    func isClose(_ x: Int, _ y: Int, to expected: [Int], tolerance: Int = 2) -> Bool {
        zip(rgb(x, y), expected).allSatisfy { abs($0 - $1) <= tolerance }
    }
}

/// Records an issue (with the pixel's actual colour, not the whole frame)
/// unless the pixel at (x, y) is within `tolerance` of `expected` in each of r, g, b.
func expectPixel(_ frame: Frame, _ x: Int, _ y: Int, to expected: [Int], tolerance: Int = 2,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard x >= 0, y >= 0, x < frame.width, y < frame.height else {
        Issue.record("pixel (\(x), \(y)) is outside the \(frame.width)×\(frame.height) frame", sourceLocation: sourceLocation)
        return
    }
    if !frame.isClose(x, y, to: expected, tolerance: tolerance) {
        Issue.record("pixel (\(x), \(y)) is \(frame.rgb(x, y)), expected \(expected) ± \(tolerance)", sourceLocation: sourceLocation)
    }
}
