import Foundation
import OpenUIKit
import SegueFuzzSupport

// Layer trees: random hierarchies (up to 24 layers, re-parenting included),
// geometry, transforms (perspective, NaN and ±∞ included), opacities, masks,
// corner radii, clipping, shadows and hidden layers, captured and rendered.
// Nothing may crash, and the capture keeps one node per layer (masks included).
let base = CACurrentMediaTime()

@MainActor func color(_ input: inout FuzzInput) -> CGColor {
    CGColor(red: input.double(), green: input.double(), blue: input.double(), alpha: input.double())
}

FuzzDriver.run { data in
    var input = FuzzInput(data)
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 48, height: 48)
    var layers = [root]
    var steps = 0
    while !input.isExhausted && steps < 96 {
        steps += 1
        let target = layers[input.int(below: layers.count)]
        switch input.int(below: 12) {
        case 0 where layers.count < 24:
            let layer = input.bool() ? CALayer() : CAShapeLayer()
            layer.frame = CGRect(x: input.double(), y: input.double(), width: input.double(), height: input.double())
            layer.backgroundColor = color(&input)
            target.addSublayer(layer)
            layers.append(layer)
        case 1:
            // Re-parent (a layer cannot become its own ancestor: UIKit raises; here skipped).
            let moved = layers[input.int(below: layers.count)]
            var ancestor: CALayer? = target
            while let a = ancestor, a !== moved { ancestor = a.superlayer }
            if ancestor == nil && moved !== root { target.insertSublayer(moved, at: UInt32(input.int(below: 4))) }
        case 2:
            switch input.int(below: 3) {
            case 0: target.transform = CATransform3DMakeRotation(input.double(), input.double(), input.double(), input.double())
            case 1: target.transform = CATransform3DMakeScale(input.double(), input.double(), 1)
            default: var t = CATransform3DIdentity; t.m34 = input.double(); t.m41 = input.double(); target.transform = t
            }
        case 3: target.opacity = Float(input.double())
        case 4: target.cornerRadius = input.double(); target.masksToBounds = input.bool()
        case 5:
            let mask = CALayer()
            mask.frame = CGRect(x: input.double(), y: input.double(), width: input.double(), height: input.double())
            mask.backgroundColor = color(&input)
            mask.cornerRadius = input.double()
            target.mask = input.bool() ? mask : nil
        case 6: target.shadowOpacity = Float(input.double()); target.shadowRadius = input.double()
        case 7: target.isHidden = input.bool()
        case 8: target.anchorPoint = CGPoint(x: input.double(), y: input.double())
        case 9: target.sublayerTransform = CATransform3DMakeTranslation(input.double(), input.double(), input.double())
        case 10: target.borderWidth = input.double(); target.borderColor = color(&input)
        default:
            if target !== root { target.removeFromSuperlayer() }
        }
    }
    FuzzRendering.captureAndRender(root, at: base, expectedLayers: FuzzRendering.count(root))
}
