import Foundation

/// The object that supplies a layer's actions and layout (`CALayerDelegate`).
/// `UIView` is the delegate of its backing layer.
@preconcurrency @MainActor
public protocol CALayerDelegate: NSObjectProtocol {
    /// The action for a property change; return `NSNull()` to stop the
    /// search (no animation), nil to continue with the layer's defaults.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
    func layoutSublayers(of layer: CALayer)
    func display(_ layer: CALayer)
}

extension CALayerDelegate {
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
    public func layoutSublayers(of layer: CALayer) {}
    public func display(_ layer: CALayer) {}
}
