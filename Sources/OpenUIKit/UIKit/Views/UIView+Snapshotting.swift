import Foundation

extension UIView {
    /// Draws the view and its subviews, as `layer.render(in:)` draws them,
    /// scaled into `rect` of the current context. With
    /// `afterScreenUpdates`, pending layout and display run first. False
    /// when there is no current context.
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext() else { return false }
        if afterScreenUpdates {
            layer.layoutIfNeeded()
            displayHierarchyIfNeeded(layer)
        }
        let b = bounds
        guard b.width > 0, b.height > 0, rect.isFiniteRect else { return false }
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / b.width, y: rect.height / b.height)
        ctx.translateBy(x: -b.minX, y: -b.minY)
        layer.render(in: ctx)
        ctx.restoreGState()
        return true
    }

    private func displayHierarchyIfNeeded(_ layer: CALayer) {
        layer.displayIfNeeded()
        for sub in layer.sublayerStorage { displayHierarchyIfNeeded(sub) }
    }
}
