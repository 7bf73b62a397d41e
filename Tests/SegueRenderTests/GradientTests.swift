import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// `CAGradientLayer` drawing: axial, radial and conic gradients over the
/// background colour, in the layer's rounded bounds.
@Suite(.serialized) struct GradientTests {
    static let red = color(1, 0, 0), blue = color(0, 0, 1), yellow = color(1, 1, 0), green = color(0, 1, 0)

    /// A 120 × 120 black window with a 100 × 100 gradient layer at (10, 10).
    static func tree(_ gradient: RenderGradient, configure: (inout RenderLayer) -> Void = { _ in }) -> RenderTree {
        makeTree(.frame(CGRect(x: 0, y: 0, width: 120, height: 120), { $0.backgroundColor = .black }, children: [
            .frame(CGRect(x: 10, y: 10, width: 100, height: 100)) { layer in
                layer.gradient = gradient
                configure(&layer)
            },
        ]))
    }

    @Test func axialGradientFollowsStartAndEndPoints() throws {
        // Left to right, red → blue, with a rounded corner radius of 20.
        let gradient = RenderGradient(colors: [Self.red, Self.blue], startPoint: CGPoint(x: 0, y: 0.5),
                                      endPoint: CGPoint(x: 1, y: 0.5))
        let frame = try Renderer().render(Self.tree(gradient) { $0.cornerRadius = 20 })
        goldens.check(frame, named: "gradient-axial")
        // Pixel centre x + 0.5 − 10 points into the layer: t = (x − 9.5) / 100.
        for x in [20, 60, 100] {
            let t = (Double(x) + 0.5 - 10) / 100
            expectPixel(frame, x, 60, to: [Int((255 * (1 - t)).rounded()), 0, Int((255 * t).rounded())], tolerance: 3)
        }
        expectPixel(frame, 12, 12, to: [0, 0, 0], tolerance: 0)   // outside the rounded corner
        expectPixel(frame, 5, 60, to: [0, 0, 0], tolerance: 0)    // outside the layer
    }

    @Test func defaultPointsRunTopToBottomWithLocations() throws {
        // Default start (0.5, 0) and end (0.5, 1); stops at 0.25 and 0.75 hold the end colours outside them.
        let gradient = RenderGradient(colors: [Self.red, Self.blue], locations: [0.25, 0.75])
        let frame = try Renderer().render(Self.tree(gradient))
        expectPixel(frame, 60, 20, to: [255, 0, 0], tolerance: 2)  // t ≈ 0.1 < 0.25
        expectPixel(frame, 60, 100, to: [0, 0, 255], tolerance: 2) // t ≈ 0.9 > 0.75
        // t = 0.505 at row 60: (0.505 − 0.25) / 0.5 = 0.51 of the way to blue.
        expectPixel(frame, 60, 60, to: [125, 0, 130], tolerance: 3)
    }

    @Test func gradientIsDrawnOverTheBackgroundColour() throws {
        let clear = color(0, 0, 0, 0)
        let gradient = RenderGradient(colors: [clear, clear])
        let frame = try Renderer().render(Self.tree(gradient) { $0.backgroundColor = Self.green })
        expectPixel(frame, 60, 60, to: [0, 255, 0], tolerance: 0)
        // Half-transparent white over green: (127.5, 255, 127.5).
        let white = RenderGradient(colors: [color(1, 1, 1, 0.5), color(1, 1, 1, 0.5)])
        let over = try Renderer().render(Self.tree(white) { $0.backgroundColor = Self.green })
        expectPixel(over, 60, 60, to: [128, 255, 128], tolerance: 1)
    }

    @Test func radialGradientReachesTheLastStopOnTheEllipseThroughTheEndPoint() throws {
        // Centre (0.5, 0.5); end (1, 1): radii 50 × 50 points, a circle.
        let gradient = RenderGradient(type: .radial, colors: [Self.yellow, Self.red, Self.blue],
                                      startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 1, y: 1))
        let frame = try Renderer().render(Self.tree(gradient))
        goldens.check(frame, named: "gradient-radial")
        expectPixel(frame, 60, 60, to: [255, 255, 0], tolerance: 8)    // at the centre: yellow
        // 25.5 points right of the centre (t = 0.51): just past red, towards blue.
        expectPixel(frame, 85, 60, to: [250, 0, 5], tolerance: 6)
        expectPixel(frame, 12, 12, to: [0, 0, 255], tolerance: 2)      // the corner is beyond the circle: the last stop
    }

    @Test func conicGradientTurnsClockwiseFromTheEndPointsDirection() throws {
        // Centre (0.5, 0.5), location 0 straight up (end (0.5, 0)).
        let gradient = RenderGradient(type: .conic, colors: [Self.red, Self.yellow, Self.green, Self.blue, Self.red],
                                      startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 0.5, y: 0))
        let frame = try Renderer().render(Self.tree(gradient))
        goldens.check(frame, named: "gradient-conic")
        // A quarter turn clockwise (right of the centre on screen) is the second stop, half a turn (below) the third.
        expectPixel(frame, 100, 60, to: [255, 255, 0], tolerance: 12)
        expectPixel(frame, 60, 100, to: [0, 255, 0], tolerance: 12)
        expectPixel(frame, 20, 60, to: [0, 0, 255], tolerance: 12)
    }
}
