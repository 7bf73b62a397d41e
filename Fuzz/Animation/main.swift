import Foundation
import OpenUIKit
import SegueFuzzSupport

// Animation values: random `fromValue`/`toValue`/`byValue`, keyframe `values`,
// `keyTimes` and timing functions (NaN and ±∞ included) on common key paths,
// with random timing (duration, speed, repeats, autoreverses, fill), evaluated
// at several times through capture and rendered. Nothing may crash, and the
// capture keeps one node per layer.
let base = CACurrentMediaTime()
let keyPaths = ["opacity", "position", "bounds", "transform", "transform.rotation.z", "transform.scale",
                "position.x", "cornerRadius", "backgroundColor", "shadowOpacity", "bounds.size", "zPosition"]

@MainActor func value(for keyPath: String, _ input: inout FuzzInput) -> Any {
    switch keyPath {
    case "position":
        return NSValue(cgPoint: CGPoint(x: input.double(), y: input.double()))
    case "bounds.size":
        return NSValue(cgSize: CGSize(width: input.double(), height: input.double()))
    case "bounds":
        return NSValue(cgRect: CGRect(x: input.double(), y: input.double(), width: input.double(), height: input.double()))
    case "transform":
        var t = CATransform3DIdentity
        switch input.int(below: 4) {
        case 0: t = CATransform3DMakeRotation(input.double(), input.double(), input.double(), input.double())
        case 1: t = CATransform3DMakeScale(input.double(), input.double(), input.double())
        case 2: t = CATransform3DMakeTranslation(input.double(), input.double(), input.double())
        default: t.m34 = input.double(); t.m12 = input.double(); t.m44 = input.double()
        }
        return NSValue(caTransform3D: t)
    case "backgroundColor":
        return CGColor(red: input.double(), green: input.double(), blue: input.double(), alpha: input.double())
    default:
        return NSNumber(value: input.double())
    }
}

@MainActor func timingFunction(_ input: inout FuzzInput) -> CAMediaTimingFunction {
    if input.bool() {
        let names: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
        return CAMediaTimingFunction(name: names[input.int(below: names.count)])
    }
    return CAMediaTimingFunction(controlPoints: Float(input.double()), Float(input.double()),
                                 Float(input.double()), Float(input.double()))
}

FuzzDriver.run { data in
    var input = FuzzInput(data)
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 48, height: 48)
    let layer = CALayer()
    layer.frame = CGRect(x: 8, y: 8, width: 24, height: 24)
    layer.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
    layer.shadowOpacity = 0.5
    root.addSublayer(layer)
    for index in 0..<(1 + input.int(below: 3)) {
        let keyPath = keyPaths[input.int(below: keyPaths.count)]
        let animation: CAPropertyAnimation
        switch input.int(below: 3) {
        case 0:
            let basic = CABasicAnimation(keyPath: keyPath)
            if input.bool() { basic.fromValue = value(for: keyPath, &input) }
            if input.bool() { basic.toValue = value(for: keyPath, &input) }
            if input.bool() { basic.byValue = value(for: keyPath, &input) }
            animation = basic
        case 1:
            let spring = CASpringAnimation(keyPath: keyPath)
            spring.fromValue = value(for: keyPath, &input)
            spring.toValue = value(for: keyPath, &input)
            spring.mass = input.double(); spring.stiffness = input.double()
            spring.damping = input.double(); spring.initialVelocity = input.double()
            animation = spring
        default:
            let keyframes = CAKeyframeAnimation(keyPath: keyPath)
            let count = input.int(below: 5)
            keyframes.values = (0..<count).map { _ in value(for: keyPath, &input) }
            if input.bool() { keyframes.keyTimes = (0..<count).map { _ in NSNumber(value: input.double()) } }
            if input.bool() { keyframes.timingFunctions = (0..<max(0, count - 1)).map { _ in timingFunction(&input) } }
            let modes: [CAAnimationCalculationMode] = [.linear, .discrete, .paced, .cubic, .cubicPaced]
            keyframes.calculationMode = modes[input.int(below: modes.count)]
            animation = keyframes
        }
        animation.duration = input.double()
        if input.bool() { animation.speed = Float(input.double()) }
        if input.bool() { animation.repeatCount = Float(input.double()) }
        animation.autoreverses = input.bool()
        animation.isAdditive = input.bool()
        if input.bool() { animation.timingFunction = timingFunction(&input) }
        animation.fillMode = input.bool() ? .both : .removed
        animation.beginTime = base + (input.bool() ? 0 : input.double())
        layer.add(animation, forKey: "a\(index)")
    }
    for t in [0, 0.25, 1, 10] {
        FuzzRendering.captureAndRender(root, at: base + t, expectedLayers: 2)
    }
}
