import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// A 60×80 card centred in a 120×120 window, rotated about its vertical axis
/// inside a container whose sublayerTransform has m34 = -1/500.
@Suite(.serialized) struct PerspectiveTests {
    static let cardColor = [51, 153, 255]
    static let m34: CGFloat = -1.0 / 500

    static func tree(angle: CGFloat, doubleSided: Bool = true) -> RenderTree {
        makeTree(.frame(CGRect(x: 0, y: 0, width: 120, height: 120), children: [
            .frame(CGRect(x: 0, y: 0, width: 120, height: 120), { layer in
                var perspective = CATransform3DIdentity
                perspective.m34 = m34
                layer.sublayerTransform = perspective
            }, children: [
                .frame(CGRect(x: 30, y: 20, width: 60, height: 80)) { layer in
                    layer.backgroundColor = color(0.2, 0.6, 1)
                    layer.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
                    layer.isDoubleSided = doubleSided
                },
            ]),
        ]))
    }

    /// Where card point (dx, dy) (relative to the card centre) lands, worked
    /// out by hand: rotation about y sends (dx, 0, 0) to (dx·cos θ, 0, -dx·sin θ)
    /// (CA's row-vector rotation), the container's m34 gives w = 1 + z·m34, and
    /// the card centre sits at the container centre (60, 60).
    static func project(dx: Double, dy: Double, angle: Double) -> (x: Double, y: Double) {
        let x = dx * cos(angle), z = -dx * sin(angle)
        let w = 1 + z * Double(m34)
        return (60 + x / w, 60 + dy / w)
    }

    @Test func edgeOnCardIsInvisible() throws {
        let frame = try Renderer().render(Self.tree(angle: .pi / 2))
        for y in 0..<frame.height {
            for x in 0..<frame.width { #expect(frame.rgb(x, y) == [0, 0, 0], "pixel (\(x), \(y))") }
        }
    }

    @Test func cardAt45DegreesIsATrapezoid() throws {
        let angle = Double.pi / 4
        let frame = try Renderer().render(Self.tree(angle: angle))
        goldens.check(frame, named: "card-45deg")

        let near = (top: Self.project(dx: -30, dy: -40, angle: angle), bottom: Self.project(dx: -30, dy: 40, angle: angle))
        let far = (top: Self.project(dx: 30, dy: -40, angle: angle), bottom: Self.project(dx: 30, dy: 40, angle: angle))
        // The near (left) edge is taller than the far (right) edge.
        #expect(near.bottom.y - near.top.y > far.bottom.y - far.top.y + 6)

        // Column heights, 3 px inside each vertical edge, match the projected edges.
        func measuredHeight(column x: Int) -> Int {
            (0..<frame.height).filter { frame.isClose(x, $0, to: Self.cardColor, tolerance: 40) }.count
        }
        func expectedHeight(atX x: Double) -> Double {
            let t = (x - near.top.x) / (far.top.x - near.top.x)
            let top = near.top.y + t * (far.top.y - near.top.y)
            let bottom = near.bottom.y + t * (far.bottom.y - near.bottom.y)
            return bottom - top
        }
        for x in [Int(near.top.x.rounded(.up)) + 3, 60, Int(far.top.x) - 3] {
            let measured = Double(measuredHeight(column: x))
            #expect(abs(measured - expectedHeight(atX: Double(x) + 0.5)) <= 2, "column \(x)")
        }
        // Horizontal extent on the centre row.
        #expect(frame.rgb(Int(near.top.x) - 2, 60) == [0, 0, 0])
        expectPixel(frame, Int(near.top.x) + 2, 60, to: Self.cardColor)
        expectPixel(frame, Int(far.top.x) - 2, 60, to: Self.cardColor)
        #expect(frame.rgb(Int(far.top.x) + 2, 60) == [0, 0, 0])
        // Just above the far edge's top corner is outside; just above the near one inside.
        #expect(frame.rgb(Int(far.top.x) - 2, Int(far.top.y) - 2) == [0, 0, 0])
        expectPixel(frame, Int(near.top.x) + 3, Int(near.top.y) + 2, to: Self.cardColor)
    }

    @Test func singleSidedCardHidesItsBack() throws {
        let renderer = try Renderer()
        let back = try renderer.render(Self.tree(angle: .pi, doubleSided: false))
        #expect(back.pixels == (try renderer.render(Self.tree(angle: .pi / 2))).pixels)
        #expect(back.rgb(60, 60) == [0, 0, 0])
        // Double-sided, the same card shows (mirrored) from behind.
        let mirrored = try renderer.render(Self.tree(angle: .pi, doubleSided: true))
        expectPixel(mirrored, 60, 60, to: Self.cardColor)
        expectPixel(mirrored, 33, 25, to: Self.cardColor)
    }

    @Test func renderingIsDeterministic() throws {
        let tree = Self.tree(angle: 0.7)
        let first = try Renderer().render(tree)
        let renderer = try Renderer()
        _ = try renderer.render(Self.tree(angle: 0.2))
        #expect(try renderer.render(tree).pixels == first.pixels)
    }
}
