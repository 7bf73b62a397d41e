import Foundation
import Testing
@testable import SegueRender
import SegueTestSupport

/// This target's goldens (`Goldens/`, also copied into the test bundle).
let goldens = GoldenImages(besideFile: #filePath,
                           bundledFolder: Bundle.module.url(forResource: "Goldens", withExtension: nil))

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
