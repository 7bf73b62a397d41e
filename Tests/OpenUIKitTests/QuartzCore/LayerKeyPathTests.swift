import Foundation
import Testing
@testable import OpenUIKit

/// Key paths, fill modes and given values as Core Animation spells and
/// reports them, whatever the internal representation.
@MainActor
@Suite("Key paths and animation values")
struct LayerKeyPathTests {
    @Test("Every animatable CALayer key path parses, and nothing else does")
    func keyPathNames() {
        let plain: [(String, LayerKeyPath)] = [
            ("position", .position), ("position.x", .positionX), ("position.y", .positionY),
            ("bounds", .bounds), ("bounds.origin", .boundsOrigin), ("bounds.size", .boundsSize),
            ("bounds.size.width", .boundsWidth), ("bounds.size.height", .boundsHeight),
            ("anchorPoint", .anchorPoint), ("zPosition", .zPosition), ("transform", .transform),
            ("sublayerTransform", .sublayerTransform), ("opacity", .opacity), ("hidden", .hidden),
            ("cornerRadius", .cornerRadius), ("borderWidth", .borderWidth), ("borderColor", .borderColor),
            ("backgroundColor", .backgroundColor), ("shadowColor", .shadowColor),
            ("shadowOpacity", .shadowOpacity), ("shadowRadius", .shadowRadius), ("shadowOffset", .shadowOffset),
        ]
        for (name, key) in plain { #expect(LayerKeyPath(name) == key, "\(name)") }
        #expect(LayerKeyPath("transform.rotation.z") == .transformComponent(.rotation(2)))
        #expect(LayerKeyPath("transform.rotation") == .transformComponent(.rotation(2)))
        #expect(LayerKeyPath("transform.scale") == .transformComponent(.uniformScale))
        #expect(LayerKeyPath("transform.translation.x") == .transformComponent(.translation(0)))
        for bad in ["", "Position", "positio", "position.z", "bounds.size.depth", "transform.", "transform.skew",
                    "frame", "opacity ", "shadowOpacityX", "contents"] {
            #expect(LayerKeyPath(bad) == nil, "\(bad)")
        }
    }

    @Test("A transform component animation reads and writes through the decomposition")
    func transformComponentAnimation() {
        let clock = MediaClock.installVirtual()
        let layer = CALayer()
        clock.tick(at: 0)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0.0
        spin.toValue = Double.pi / 2
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        clock.tick(at: 0)
        clock.tick(at: 0.5)
        let shown = layer.presentation()!.transform
        // Linear timing: a quarter turn's half, cos and sin of π/4.
        #expect(abs(shown.m11 - cos(.pi / 4)) < 1e-9)
        #expect(abs(shown.m12 - sin(.pi / 4)) < 1e-9)
    }

    @Test("Fill modes read back as set; an unknown mode fills neither way, like removed")
    func fillModes() {
        let anim = CABasicAnimation(keyPath: "opacity")
        #expect(anim.fillMode == .removed)
        for mode in [CAMediaTimingFillMode.forwards, .backwards, .both, .removed] {
            anim.fillMode = mode
            #expect(anim.fillMode == mode)
        }
        anim.fillMode = CAMediaTimingFillMode(rawValue: "sideways")
        #expect(anim.fillMode == .removed)
    }

    @Test("Copies keep the given values, and a copy's changes stay its own")
    func givenValuesAreCopiedOnWrite() {
        let original = CABasicAnimation(keyPath: "position")
        original.fromValue = CGPoint(x: 1, y: 2)
        original.toValue = CGPoint(x: 3, y: 4)
        let copy = original.copy() as! CABasicAnimation
        copy.toValue = CGPoint(x: 9, y: 9)
        copy.byValue = CGPoint(x: 1, y: 1)
        #expect(original.fromValue as? CGPoint == CGPoint(x: 1, y: 2))
        #expect(original.toValue as? CGPoint == CGPoint(x: 3, y: 4))
        #expect(original.byValue == nil)
        #expect(copy.fromValue as? CGPoint == CGPoint(x: 1, y: 2))
        #expect(copy.toValue as? CGPoint == CGPoint(x: 9, y: 9))
        // Values of other types come back as given.
        original.toValue = 7
        #expect(original.toValue as? Int == 7)
    }
}
