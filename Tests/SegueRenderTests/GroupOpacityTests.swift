import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// Group-opacity targets are limited to the subtree's screen extent: content
/// far outside the group layer's own bounds, shadows and nested groups must
/// all survive.
@Suite(.serialized) struct GroupOpacityTests {
    @Test func groupRegionCoversDistantChildrenAndShadows() throws {
        let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 120, height: 120), children: [
            .frame(CGRect(x: 10, y: 10, width: 20, height: 20), { $0.opacity = 0.5; $0.backgroundColor = color(1, 0, 0) },
                   children: [
                .frame(CGRect(x: 70, y: 70, width: 20, height: 20)) { layer in
                    layer.backgroundColor = .white
                    layer.shadowOpacity = 1
                    layer.shadowRadius = 4
                    layer.shadowColor = color(0, 1, 0)
                    layer.shadowOffset = CGSize(width: 0, height: 10)
                },
                .frame(CGRect(x: -10, y: 70, width: 20, height: 20), { $0.opacity = 0.5; $0.backgroundColor = color(0, 0, 1) },
                       children: [.frame(CGRect(x: 0, y: 0, width: 10, height: 10)) { $0.backgroundColor = color(0, 0, 1) }]),
            ]),
        ]))
        let frame = try Renderer().render(tree)
        expectPixel(frame, 20, 20, to: [128, 0, 0], tolerance: 1)
        expectPixel(frame, 90, 90, to: [128, 128, 128], tolerance: 1) // white child (window 80..100) at 0.5
        #expect(frame.rgb(90, 106)[1] > 20)                                   // its green shadow, 10 pt below
        expectPixel(frame, 12, 95, to: [0, 0, 64], tolerance: 1)          // nested group, 0.5 × 0.5
        expectPixel(frame, 3, 83, to: [0, 0, 64], tolerance: 1)           // nested group's child (no double blend)
        #expect(frame.rgb(60, 60) == [0, 0, 0])
    }

    @Test func fadedGroupUnderPerspectiveMatchesUnfadedShape() throws {
        func tree(opacity: Float) -> RenderTree {
            PerspectiveTests.tree(angle: .pi / 5).withLayer(named: nil, at: 2) { layer in layer.opacity = opacity }
        }
        let renderer = try Renderer()
        let faded = try renderer.render(tree(opacity: 0.5)), solid = try renderer.render(tree(opacity: 1))
        for i in stride(from: 0, to: solid.pixels.count, by: 4) where solid.pixels[i + 2] == 255 {
            #expect(abs(Int(faded.pixels[i + 2]) - 128) <= 1)
        }
    }
}

extension RenderTree {
    /// A copy with the layer at `index` changed.
    func withLayer(named: String?, at index: Int, _ change: (inout RenderLayer) -> Void) -> RenderTree {
        var copy = self
        change(&copy.layers[index])
        return copy
    }
}
