import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `contentsRect`, `contentsCenter` and the contents filters on `CALayer`.
@MainActor
@Suite("CALayer contents sampling")
struct CALayerContentsSamplingTests {
    @Test("Defaults are Core Animation's: the unit rectangle and linear filters")
    func defaults() {
        MediaClock.installVirtual()
        let layer = CALayer()
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.minificationFilter == .linear && layer.magnificationFilter == .linear)
        #expect(CALayerContentsFilter.nearest.rawValue == "nearest" && CALayerContentsFilter.trilinear.rawValue == "trilinear")
    }

    @Test("contentsRect animates (sprite-sheet frames) and reaches the snapshot")
    func contentsRectAnimates() {
        let clock = MediaClock.installVirtual()
        let layer = CALayer()
        let anim = CABasicAnimation(keyPath: "contentsRect")
        anim.fromValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 0.25, height: 1))
        anim.toValue = NSValue(cgRect: CGRect(x: 0.75, y: 0, width: 0.25, height: 1))
        anim.duration = 1
        anim.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(anim, forKey: "frames")
        clock.tick(at: 0)
        clock.tick(at: 0.5)
        #expect(layer.presentation()!.contentsRect == CGRect(x: 0.375, y: 0, width: 0.25, height: 1))
        let node = RenderTree(capturing: layer, atMediaTime: 0.5).layers[0]
        #expect(node.contentsSampling.rect == CGRect(x: 0.375, y: 0, width: 0.25, height: 1))
        layer.contentsCenter = CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
        layer.magnificationFilter = .nearest
        let later = RenderTree(capturing: layer, atMediaTime: 2).layers[0]
        #expect(later.contentsSampling.center == CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2))
        #expect(later.contentsSampling.magnificationFilter == .nearest)
    }
}

/// `shouldRasterize` and `rasterizationScale` on `CALayer`.
@MainActor
@Suite("CALayer rasterization")
struct CALayerRasterizationTests {
    @Test("Defaults are off and 1; the values reach the snapshot; a bad scale is refused")
    func rasterizationProperties() {
        MediaClock.installVirtual()
        let layer = CALayer()
        #expect(!layer.shouldRasterize && layer.rasterizationScale == 1)
        layer.shouldRasterize = true
        layer.rasterizationScale = 0.5
        let node = RenderTree(capturing: layer, atMediaTime: 0).layers[0]
        #expect(node.shouldRasterize && node.rasterizationScale == 0.5)
        expectDiagnostic("rasterizationScale") { layer.rasterizationScale = 0 }
        #expect(layer.rasterizationScale == 0.5)
    }
}

/// `allowsEdgeAntialiasing` on `CALayer`.
@MainActor
@Suite("CALayer edge antialiasing")
struct CALayerEdgeAntialiasingTests {
    @Test("Off by default, as in Core Animation; kept on presentation copies")
    func allowsEdgeAntialiasing() {
        MediaClock.installVirtual()
        let layer = CALayer()
        #expect(!layer.allowsEdgeAntialiasing)
        layer.allowsEdgeAntialiasing = true
        #expect(layer.allowsEdgeAntialiasing && layer.presentation()!.allowsEdgeAntialiasing)
    }
}
