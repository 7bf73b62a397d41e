import Foundation
import OpenUIKit
import SegueFuzzSupport

// Key-path parsing: `CABasicAnimation(keyPath:)` and `CAKeyframeAnimation(keyPath:)`
// with any string (the first byte picks the value kind, the rest is the path),
// added to a layer in a small tree and evaluated through capture and the
// renderer. Unknown or malformed paths animate nothing; nothing may crash,
// and the capture keeps one node per layer.
let base = CACurrentMediaTime()

FuzzDriver.run { data in
    guard let kind = data.first else { return }
    let path = String(decoding: data.dropFirst(), as: UTF8.self)
    let values: [Any] = switch kind % 6 {
    case 0: [NSNumber(value: 0.25), NSNumber(value: 2.0)]
    case 1: [NSValue(cgPoint: CGPoint(x: 3, y: 4)), NSValue(cgPoint: CGPoint(x: -30, y: 90))]
    case 2: [NSValue(cgRect: CGRect(x: 0, y: 0, width: 5, height: 5)), NSValue(cgRect: CGRect(x: 1, y: 2, width: 30, height: 40))]
    case 3: [CATransform3DIdentity, CATransform3DMakeRotation(1, 0, 0, 1)]
    case 4: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)]
    default: [NSNumber(value: Double.nan), NSNumber(value: Double.infinity)]
    }
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 48, height: 48)
    let layer = CALayer()
    layer.frame = CGRect(x: 8, y: 8, width: 24, height: 24)
    layer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    root.addSublayer(layer)
    let basic = CABasicAnimation(keyPath: path)
    basic.fromValue = values[0]
    basic.toValue = values[1]
    basic.duration = 1
    basic.beginTime = base
    layer.add(basic, forKey: "basic")
    let keyframes = CAKeyframeAnimation(keyPath: path)
    keyframes.values = values + [values[0]]
    keyframes.duration = 2
    keyframes.beginTime = base
    root.add(keyframes, forKey: "keyframes")
    for t in [0, 0.5, 1.5] {
        FuzzRendering.captureAndRender(root, at: base + t, expectedLayers: FuzzRendering.count(root))
    }
}
