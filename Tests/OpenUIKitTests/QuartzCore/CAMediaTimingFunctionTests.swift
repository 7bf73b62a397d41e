import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// Behaviour of `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to (1, 1)
/// whose named curves have the control points Core Animation documents
/// (docs/UIKIT-FACTS.md).
@Suite("CAMediaTimingFunction")
struct CAMediaTimingFunctionTests {
    private func controlPoints(_ f: CAMediaTimingFunction) -> [[Float]] {
        (0..<4).map { i in
            var v: [Float] = [-9, -9]
            v.withUnsafeMutableBufferPointer { f.getControlPoint(at: i, values: $0.baseAddress!) }
            return v
        }
    }

    @Test("named curves have the documented control points",
          arguments: [
              (CAMediaTimingFunctionName.linear, [Float(0), 0, 1, 1]),
              (.easeIn, [0.42, 0, 1, 1]),
              (.easeOut, [0, 0, 0.58, 1]),
              (.easeInEaseOut, [0.42, 0, 0.58, 1]),
              (.default, [0.25, 0.1, 0.25, 1]),
          ])
    func namedControlPoints(name: CAMediaTimingFunctionName, expected: [Float]) {
        let points = controlPoints(CAMediaTimingFunction(name: name))
        #expect(points[0] == [0, 0])
        #expect(points[1] == [expected[0], expected[1]])
        #expect(points[2] == [expected[2], expected[3]])
        #expect(points[3] == [1, 1])
    }

    @Test("names have Core Animation's raw values")
    func rawValues() {
        #expect(CAMediaTimingFunctionName.linear.rawValue == "linear")
        #expect(CAMediaTimingFunctionName.easeIn.rawValue == "easeIn")
        #expect(CAMediaTimingFunctionName.easeOut.rawValue == "easeOut")
        #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
        #expect(CAMediaTimingFunctionName.default.rawValue == "default")
        #expect(CAMediaTimingFunctionName(rawValue: "easeIn") == .easeIn)
    }

    @Test("equality and hashing compare control points")
    func equality() {
        let named = CAMediaTimingFunction(name: .easeInEaseOut)
        let explicit = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
        #expect(named == explicit)
        #expect(named.hashValue == explicit.hashValue)
        #expect(named != CAMediaTimingFunction(name: .easeIn))
        #expect(Set([named, explicit, CAMediaTimingFunction(name: .linear)]).count == 2)
    }

    @Test("control-point x values outside 0...1 are clamped; y values may overshoot")
    func clamping() {
        let f = expectDiagnostic("control point c1x = -0.5 lies outside 0...1", "control point c2x = 1.5 lies outside 0...1") {
            CAMediaTimingFunction(controlPoints: -0.5, -0.2, 1.5, 1.3)
        }
        let points = controlPoints(f)
        #expect(points[1] == [0, -0.2])
        #expect(points[2] == [1, 1.3])
        #expect(f == CAMediaTimingFunction(controlPoints: 0, -0.2, 1, 1.3))
    }

    @Test("an out-of-range control point index leaves the buffer untouched")
    func badIndex() {
        var v: [Float] = [7, 8]
        expectDiagnostic("getControlPoint: index 4 out of range") {
            v.withUnsafeMutableBufferPointer { CAMediaTimingFunction(name: .linear).getControlPoint(at: 4, values: $0.baseAddress!) }
        }
        #expect(v == [7, 8])
    }

    @Test("endpoints are exact and inputs are clamped to 0...1")
    func endpoints() {
        for name in [CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
            let f = CAMediaTimingFunction(name: name)
            #expect(f.solve(0) == 0)
            #expect(f.solve(1) == 1)
            #expect(f.solve(-0.5) == 0)
            #expect(f.solve(2) == 1)
            #expect(f.solve(.nan) == 0)
        }
    }

    @Test("linear is the identity map")
    func linear() {
        let f = CAMediaTimingFunction(name: .linear)
        for x in stride(from: 0.0, through: 1.0, by: 0.01) { #expect(f.solve(x) == x) }
    }

    /// The Bézier in Bernstein form, independently of the implementation.
    private func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    @Test("solve matches a parametric evaluation of the curve to 1e-6",
          arguments: [
              [0.42, 0.0, 1.0, 1.0], [0.0, 0.0, 0.58, 1.0], [0.42, 0.0, 0.58, 1.0], [0.25, 0.1, 0.25, 1.0],
              // Steep and overshooting custom curves.
              [0.0, 1.0, 0.0, 1.0], [1.0, 0.0, 1.0, 0.0], [0.68, -0.55, 0.265, 1.55], [0.9, 0.1, 0.1, 0.9],
          ])
    func solveAgainstParametricSamples(points: [Double]) {
        let f = CAMediaTimingFunction(controlPoints: Float(points[0]), Float(points[1]), Float(points[2]), Float(points[3]))
        // The curve stores Float control points; evaluate with exactly those.
        let (p1x, p1y, p2x, p2y) = (Double(Float(points[0])), Double(Float(points[1])),
                                    Double(Float(points[2])), Double(Float(points[3])))
        var worst = 0.0
        let samples = 20_000
        for i in 0...samples {
            // Given the point (x(t), y(t)) on the curve, then solve(x(t)) = y(t).
            let t = Double(i) / Double(samples)
            let x = bezier(t, p1x, p2x), y = bezier(t, p1y, p2y)
            worst = max(worst, abs(f.solve(x) - y))
        }
        #expect(worst < 1e-6)
    }

    @Test("easeInEaseOut is symmetric about its midpoint")
    func symmetry() {
        // Control points (0.42, 0) and (0.58, 1) are symmetric; stored as
        // Float they are so only to ~1e-8, hence the tolerance.
        let f = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(isClose(f.solve(0.5), 0.5, within: 1e-7))
        for x in stride(from: 0.05, to: 0.5, by: 0.05) {
            #expect(isClose(f.solve(x) + f.solve(1 - x), 1, within: 1e-7))
        }
    }
}
