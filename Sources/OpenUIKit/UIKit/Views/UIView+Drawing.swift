import Foundation

/// Custom drawing (`draw(_:)`): a view whose class overrides `draw(_:)` gets
/// a backing store at the screen's scale, drawn with the context current
/// (`UIGraphicsGetCurrentContext()`), when it is first displayed and after
/// each `setNeedsDisplay()`; with `contentMode = .redraw`, after each
/// change of the bounds' size. Views that do not override `draw(_:)` get no
/// backing store, as in UIKit.
///
/// Whether a class overrides `draw(_:)` is found once per class by calling
/// `draw(_:)` on a 1 × 1 probe context: the class draws unless the call
/// reached `UIView.draw(_:)` and painted nothing.
extension UIView {
    /// Per class: whether it draws (overrides `draw(_:)`).
    private static var drawingClasses: [ObjectIdentifier: Bool] = [:]
    /// The view being probed, and whether `UIView.draw(_:)` was reached.
    private static var probe: (view: ObjectIdentifier, baseReached: Bool)?

    /// False once a view of `viewClass` was displayed and found not to
    /// override `draw(_:)`; true before (not yet known) and for classes that draw.
    static func mayDraw(_ viewClass: UIView.Type) -> Bool {
        drawingClasses[ObjectIdentifier(viewClass)] ?? true
    }

    func noteBaseDraw() {
        if let p = UIView.probe, p.view == ObjectIdentifier(self) { UIView.probe?.baseReached = true }
    }

    /// Whether this view's class draws its own content.
    var drawsContent: Bool {
        let key = ObjectIdentifier(type(of: self))
        if let known = UIView.drawingClasses[key] { return known }
        let context = CGContext(width: 1, height: 1, ctm: .identity, opaque: false)
        let previous = UIView.probe
        UIView.probe = (ObjectIdentifier(self), false)
        GraphicsContextStack.push(context)
        draw(bounds)
        GraphicsContextStack.pop()
        let reachedBase = UIView.probe?.baseReached ?? false
        UIView.probe = previous
        let draws = !(reachedBase && context.paintCount == 0)
        UIView.drawingClasses[key] = draws
        return draws
    }

    func displayIfDrawing(_ layer: CALayer) {
        guard layer === self.layer, drawsContent else { return }
        let scale = window?.screen.scale ?? UIScreen.main.scale
        if layer.contentsScale != scale { layer.contentsScale = scale }
        layer.displayBackingStore()
    }

    func drawContent(of layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        GraphicsContextStack.push(ctx)
        draw(bounds)
        GraphicsContextStack.pop()
    }
}
