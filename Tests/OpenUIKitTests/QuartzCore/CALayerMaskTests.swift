import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `CALayer.mask`: not a sublayer, captured after the masked layer's
/// sublayers in the masked layer's space, animated in the masked layer's time.
@MainActor
@Suite("CALayer mask")
struct CALayerMaskTests {
    @Test("A mask is not a sublayer and has no superlayer; the snapshot lists it apart")
    func maskIsNotASublayer() {
        MediaClock.installVirtual()
        let layer = CALayer(), child = CALayer(), mask = CALayer()
        layer.addSublayer(child)
        layer.mask = mask
        #expect(layer.mask === mask)
        #expect(layer.sublayers?.count == 1)
        #expect(mask.superlayer == nil)
        mask.addSublayer(CALayer())
        let tree = RenderTree(capturing: layer, atMediaTime: 0)
        #expect(tree.layers.count == 4)
        #expect(tree.layers[0].hasMask)
        #expect(tree.children(of: 0) == [1])            // the sublayer only
        #expect(tree.maskIndex(of: 0) == 2)              // the mask's subtree comes last
        #expect(tree.layers[2].layerID == mask.layerID)
        #expect(tree.maskIndex(of: 1) == nil)
        layer.mask = nil
        let unmasked = RenderTree(capturing: layer, atMediaTime: 0)
        #expect(unmasked.layers.count == 2 && !unmasked.layers[0].hasMask)
    }

    @Test("A mask's animation runs in the masked layer's time: speed 0 and timeOffset scrub it")
    func maskAnimationFollowsMaskedLayerTime() {
        let clock = MediaClock.installVirtual()
        let layer = CALayer(), mask = CALayer()
        layer.mask = mask
        clock.tick(at: 1)
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.fromValue = 0
        grow.toValue = 200
        grow.duration = 2
        mask.add(grow, forKey: "grow")
        layer.speed = 0
        layer.timeOffset = 0
        clock.tick(at: 1)            // stamps the begin time in the frozen time space
        layer.timeOffset = 0.5       // a quarter of the duration
        clock.tick(at: 7)            // media time passing does not move the mask
        let tree = RenderTree(capturing: layer, atMediaTime: 7)
        let maskNode = tree.layers[tree.maskIndex(of: 0)!]
        #expect(abs(maskNode.bounds.width - 50) < 1e-9)
        #expect(abs(mask.presentation()!.bounds.width - 50) < 1e-9)
        layer.timeOffset = 2
        clock.tick(at: 7.1)
        #expect(mask.animation(forKey: "grow") == nil)
    }

    @Test("A layer with a superlayer, the layer itself or an ancestor is refused as a mask")
    func refusedMasks() {
        MediaClock.installVirtual()
        let parent = CALayer(), layer = CALayer(), other = CALayer(), inTree = CALayer()
        parent.addSublayer(layer)
        other.addSublayer(inTree)
        expectDiagnostic("a mask must not have one") { layer.mask = inTree }
        #expect(layer.mask == nil)
        expectDiagnostic("cannot be masked by itself") { layer.mask = layer }
        expectDiagnostic("cannot be masked by itself") { layer.mask = parent }
        #expect(layer.mask == nil)
        // A mask cannot take, as its own mask, the layer it masks (a cycle).
        let mask = CALayer()
        layer.mask = mask
        expectDiagnostic("cannot be masked by itself") { mask.mask = layer }
        #expect(mask.mask == nil)
        // Moving a mask to another layer takes it from the first.
        let second = CALayer()
        expectDiagnostic("it now masks") { second.mask = mask }
        #expect(layer.mask == nil && second.mask === mask)
    }
}
