import Foundation
@testable import OpenUIKit
import Testing

/// `convert(_:to:)` and `convert(_:from:)` over random hierarchies: UIKit
/// documents them as conversions between the two views' coordinate systems,
/// so converting there and back is the identity (for invertible transforms).
@Suite("Coordinate conversion (property tests)")
@MainActor
struct UIViewConvertPropertyTests {
    @Test("Converting a point to another view and back returns it, and to equals the other view's from")
    func convertRoundTrips() {
        PropertyGenerator.forAll("convert round trip", count: 150) { g, seed in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            var views = [root]
            for _ in 0..<g.int(in: 2...8) {
                let view = UIView(frame: CGRect(x: g.double(in: -100...300), y: g.double(in: -100...600),
                                                width: g.double(in: 1...300), height: g.double(in: 1...300)))
                view.bounds.origin = CGPoint(x: g.double(in: -50...50), y: g.double(in: -50...50))
                switch g.int(in: 0...2) {
                case 0: view.transform = CGAffineTransform(rotationAngle: g.cgFloat(in: -3.2...3.2))
                case 1: view.transform = CGAffineTransform(scaleX: g.cgFloat(in: 0.2...3), y: g.cgFloat(in: 0.2...3) * (g.bool() ? 1 : -1))
                default: break
                }
                views[g.int(in: 0...(views.count - 1))].addSubview(view)
                views.append(view)
            }
            let a = views[g.int(in: 0...(views.count - 1))], b = views[g.int(in: 0...(views.count - 1))]
            let p = CGPoint(x: g.double(in: -500...500), y: g.double(in: -500...500))
            let there = a.convert(p, to: b)
            let back = b.convert(there, to: a)
            #expect(isClose(back, p, within: 1e-6 * (1 + abs(p.x) + abs(p.y))), "seed \(seed): \(p) → \(there) → \(back)")
            let viaFrom = b.convert(p, from: a)
            #expect(isClose(viaFrom, there, within: 1e-9 * (1 + abs(there.x) + abs(there.y))), "seed \(seed)")
        }
    }
}
