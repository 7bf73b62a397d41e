import Foundation

/// The object that supplies a layer's actions and layout (`CALayerDelegate`).
/// `UIView` is the delegate of its backing layer.
@preconcurrency @MainActor
public protocol CALayerDelegate: NSObjectProtocol {
    /// The action for a property change; return `NSNull()` to stop the
    /// search (no animation), nil to continue with the layer's defaults.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
    func layoutSublayers(of layer: CALayer)
    /// Fills the layer's `contents` itself (`display(_:)`). The default
    /// draws a backing store through `draw(_:in:)`, as Core Animation does
    /// for a delegate that does not implement it.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx` (`draw(_:in:)`).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer's backing store is drawn (`layerWillDraw(_:)`).
    func layerWillDraw(_ layer: CALayer)
}

extension CALayerDelegate {
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
    public func layoutSublayers(of layer: CALayer) {}
    public func display(_ layer: CALayer) { layer.displayBackingStore() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
}
