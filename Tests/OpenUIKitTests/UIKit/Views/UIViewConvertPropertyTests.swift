import Foundation
@testable import OpenUIKit
import PropertyBased
import Testing

/// `convert(_:to:)` and `convert(_:from:)` over generated hierarchies: UIKit
/// documents them as conversions between the two views' coordinate systems,
/// so converting there and back is the identity (for invertible transforms).
@Suite("Coordinate conversion (property tests)")
@MainActor
struct UIViewConvertPropertyTests {
    /// One generated view: frame, bounds origin, transform (none, a rotation
    /// or a scale, mirrored or not) and which earlier view is its parent.
    struct ViewSpec: Sendable {
        var frame: CGRect, boundsOrigin: CGPoint
        var transformKind: Int, angle: CGFloat, scale: CGSize
        var parentPick: Int
    }

    static let viewSpec = zip(Gen.double(in: 0...1).array(of: 9), Gen.int(in: 0...2), Gen.bool, Gen.int(in: 0...1000))
        .map { u, kind, mirrored, parent in
            func at(_ i: Int, _ range: ClosedRange<Double>) -> Double {
                range.lowerBound + u[i] * (range.upperBound - range.lowerBound)
            }
            return ViewSpec(frame: CGRect(x: at(0, -100...300), y: at(1, -100...600), width: at(2, 1...300), height: at(3, 1...300)),
                            boundsOrigin: CGPoint(x: at(4, -50...50), y: at(5, -50...50)),
                            transformKind: kind, angle: CGFloat(at(6, -3.2...3.2)),
                            scale: CGSize(width: at(7, 0.2...3), height: at(8, 0.2...3) * (mirrored ? -1 : 1)),
                            parentPick: parent)
        }

    @Test("Converting a point to another view and back returns it, and to equals the other view's from")
    func convertRoundTrips() async {
        await propertyCheck(count: 150, input: Self.viewSpec.array(of: 2...8), Gen.int(in: 0...1000), Gen.int(in: 0...1000),
                            Gen.double(in: -500...500), Gen.double(in: -500...500)) { specs, pickA, pickB, x, y in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            var views = [root]
            for spec in specs {
                let view = UIView(frame: spec.frame)
                view.bounds.origin = spec.boundsOrigin
                switch spec.transformKind {
                case 0: view.transform = CGAffineTransform(rotationAngle: spec.angle)
                case 1: view.transform = CGAffineTransform(scaleX: spec.scale.width, y: spec.scale.height)
                default: break
                }
                views[spec.parentPick % views.count].addSubview(view)
                views.append(view)
            }
            let a = views[pickA % views.count], b = views[pickB % views.count]
            let p = CGPoint(x: x, y: y)
            let there = a.convert(p, to: b)
            let back = b.convert(there, to: a)
            #expect(isClose(back, p, within: 1e-6 * (1 + abs(p.x) + abs(p.y))), "\(p) → \(there) → \(back)")
            let viaFrom = b.convert(p, from: a)
            #expect(isClose(viaFrom, there, within: 1e-9 * (1 + abs(there.x) + abs(there.y))))
        }
    }
}
