import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

@Suite(.serialized) struct LayerStyleTests {
    /// Border inside the bounds, following the corner radius, drawn above the
    /// sublayers; a circular shadowPath.
    @Test func borderFollowsCornersAndCoversSublayers() throws {
        let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 120, height: 120), { $0.backgroundColor = .white }, children: [
            .frame(CGRect(x: 10, y: 10, width: 100, height: 60), { layer in
                layer.backgroundColor = color(0, 0, 1, 0.5)
                layer.cornerRadius = 16
                layer.borderWidth = 4
                layer.borderColor = color(1, 0, 0)
                layer.masksToBounds = true
            }, children: [
                .frame(CGRect(x: -10, y: 20, width: 120, height: 20)) { $0.backgroundColor = color(0, 1, 0) },
            ]),
            .frame(CGRect(x: 40, y: 85, width: 30, height: 30)) { layer in
                layer.shadowOpacity = 1
                layer.shadowRadius = 2
                layer.shadowOffset = .zero
                layer.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 30), transform: nil)
            },
        ]))
        let frame = try Renderer().render(tree)
        goldens.check(frame, named: "border-and-shadow-path")
        // Border: 4 pt inside the bounds (window x 10...14), above the green child.
        expectPixel(frame, 11, 40, to: [255, 0, 0])
        expectPixel(frame, 13, 35, to: [255, 0, 0])
        expectPixel(frame, 60, 12, to: [255, 0, 0])
        expectPixel(frame, 16, 40, to: [0, 255, 0])      // child inside the border
        expectPixel(frame, 60, 50, to: [128, 128, 255])  // 50 % blue over white
        expectPixel(frame, 11, 11, to: [255, 255, 255])  // outside the rounded corner
        expectPixel(frame, 5, 40, to: [255, 255, 255])   // child clipped at the bounds
        // Corner arc: the point 45° out from the corner centre (26, 26), at radius 14 (mid border).
        let d = 14 / 2.squareRoot()
        expectPixel(frame, Int(26 - d), Int(26 - d), to: [255, 0, 0], tolerance: 40)
        // Circular shadow: dark at its centre, light at the corners of its square.
        #expect(frame.rgb(55, 100)[0] < 40)
        #expect(frame.rgb(42, 87)[0] > 200)
    }
}

extension LayerStyleTests {
    @Test func emptyLayerCastsNoShadow() throws {
        let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 40, height: 40), { $0.backgroundColor = .white }, children: [
            .frame(CGRect(x: 10, y: 10, width: 20, height: 20)) { $0.shadowOpacity = 1; $0.shadowRadius = 2 },
        ]))
        let frame = try Renderer().render(tree)
        #expect(frame.pixels.allSatisfy { $0 == 255 })
    }
}

extension LayerStyleTests {
    /// A half-transparent background casts a shadow half as dark as an opaque one.
    @Test func translucentBackgroundCastsFainterShadow() throws {
        func shadowValue(backgroundAlpha: CGFloat) throws -> Int {
            let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 60, height: 60), { $0.backgroundColor = .white }, children: [
                .frame(CGRect(x: 10, y: 10, width: 30, height: 30)) { layer in
                    layer.backgroundColor = color(1, 1, 1, backgroundAlpha)
                    layer.shadowOpacity = 1
                    layer.shadowRadius = 0
                    layer.shadowOffset = CGSize(width: 15, height: 15)
                },
            ]))
            return try Renderer().render(tree).rgb(50, 50)[0] // shadow only, outside the layer
        }
        let opaque = try shadowValue(backgroundAlpha: 1), half = try shadowValue(backgroundAlpha: 0.5)
        #expect(opaque <= 2)
        #expect(abs(half - 128) <= 2)
    }
}

extension LayerStyleTests {
    /// The analytic box shadow against the exact Gaussian blur of a rectangle:
    /// α(x, y) = [Φ((x₁−x)/σ) − Φ((x₀−x)/σ)] · [Φ((y₁−y)/σ) − Φ((y₀−y)/σ)].
    @Test func boxShadowMatchesGaussianOfRectangle() throws {
        let sigma = 4.0
        let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 100, height: 100), { $0.backgroundColor = .white }, children: [
            .frame(CGRect(x: 30, y: 30, width: 40, height: 30)) { layer in
                layer.shadowOpacity = 1
                layer.shadowRadius = CGFloat(2 * sigma)
                layer.shadowOffset = CGSize(width: 0, height: 0)
                layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 30), transform: nil)
            },
        ]))
        let frame = try Renderer().render(tree)
        func phi(_ v: Double) -> Double { 0.5 * (1 + erf(v / 2.squareRoot())) }
        var worst = 0.0
        for (x, y) in [(50, 45), (30, 45), (27, 45), (50, 62), (24, 24), (72, 64), (80, 45), (35, 33)] {
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            let alpha = (phi((70 - px) / sigma) - phi((30 - px) / sigma)) * (phi((60 - py) / sigma) - phi((30 - py) / sigma))
            let expected = 255 * (1 - alpha)
            worst = max(worst, abs(Double(frame.rgb(x, y)[0]) - expected))
            #expect(abs(Double(frame.rgb(x, y)[0]) - expected) <= 4, "(\(x), \(y)): \(frame.rgb(x, y)[0]) vs \(expected)")
        }
        if ProcessInfo.processInfo.environment["SEGUE_TEST_VERBOSE"] == "1" { print("box shadow: worst deviation \(worst) levels") }
    }
}
