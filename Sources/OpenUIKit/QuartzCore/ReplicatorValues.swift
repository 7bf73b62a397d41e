import Foundation

/// A `CAReplicatorLayer`'s instance settings, kept in the layer's state.
struct ReplicatorValues: Sendable, Equatable {
    var instanceCount = 1
    var instanceTransform = CATransform3DIdentity
    var instanceDelay: CFTimeInterval = 0
    /// nil: white (no tint).
    var instanceColor: CGColor?
    var redOffset: Float = 0, greenOffset: Float = 0, blueOffset: Float = 0, alphaOffset: Float = 0
    var preservesDepth = false

    /// The colour instance `i` multiplies its layers' colours by: `instanceColor`
    /// plus `i` times the offsets, each component clamped to 0...1; nil for white.
    func tint(ofInstance i: Int) -> (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)? {
        let base = instanceColor ?? CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let n = CGFloat(i)
        func c(_ v: CGFloat, _ offset: Float) -> CGFloat { min(max(v + n * CGFloat(offset), 0), 1) }
        let t = (c(base.red, redOffset), c(base.green, greenOffset), c(base.blue, blueOffset), c(base.alpha, alphaOffset))
        return t == (1, 1, 1, 1) ? nil : t
    }
}
