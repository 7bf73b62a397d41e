import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Core Animation's key-value coding extensions (Core Animation
/// Programming Guide): layers read and set their animatable properties by
/// key path, including the transform's fields (`transform.scale`,
/// `transform.rotation.z`), and keep values for any other key; animations
/// keep values for any key.
@MainActor
@Suite("Layer key-value coding")
struct LayerKeyValueCodingTests {
    @Test("Reading animatable key paths: properties, struct fields and transform fields")
    func reading() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        layer.opacity = 0.25
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(layer.value(forKey: "opacity") as? CGFloat == 0.25)
        #expect(layer.value(forKeyPath: "position.x") as? CGFloat == 60)
        #expect(layer.value(forKeyPath: "bounds.size") as? CGSize == CGSize(width: 100, height: 50))
        #expect(layer.value(forKeyPath: "transform.scale.x") as? CGFloat == 2)
    }

    @Test("Setting a key path changes the property, as its setter does")
    func setting() {
        let layer = CALayer()
        layer.setValue(0.5, forKey: "opacity")
        layer.setValue(CGPoint(x: 3, y: 4), forKeyPath: "position")
        layer.setValue(Double.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(layer.opacity == 0.5 && layer.position == CGPoint(x: 3, y: 4))
        #expect(abs(layer.transform.m12 - 1) < 1e-9 && abs(layer.transform.m11) < 1e-9)   // cos 90° = 0, sin 90° = 1
    }

    @Test("Other keys keep arbitrary values; an animation's values survive the copy a layer adds")
    func arbitrary() {
        let layer = CALayer()
        layer.setValue("card", forKey: "role")
        #expect(layer.value(forKey: "role") as? String == "card")
        layer.setValue(nil, forKey: "role")
        #expect(layer.value(forKey: "role") == nil)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.setValue(layer, forKey: "layer")
        layer.add(animation, forKey: "fade")
        let added = layer.animation(forKey: "fade")
        #expect(added !== animation && added?.value(forKey: "layer") as? CALayer === layer)
    }
}
