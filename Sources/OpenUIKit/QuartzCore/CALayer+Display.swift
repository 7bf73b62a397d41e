import Foundation

/// Layer drawing: `setNeedsDisplay()` marks a layer; at the next tick,
/// before the commit, every marked layer runs `display()`. Without a
/// delegate that fills `contents` itself, `display()` draws a backing store:
/// a bitmap of bounds × `contentsScale` pixels, flipped as UIKit's contexts
/// are (origin at the bounds' top-left, y down), passed to `draw(in:)`
/// (which asks the delegate's `draw(_:in:)`), and becomes `contents`.
extension CALayer {
    /// `setNeedsDisplay()`: marks the layer and lists it for the next display pass.
    func markNeedsDisplay() {
        guard !isPresentationCopy else { return }
        if !needsDisplayFlag {
            needsDisplayFlag = true
            AnimationEngine.shared.displayRequested(self)
        }
    }

    /// Layers whose last display found empty bounds: their first resize
    /// displays them again (a view drawn before it was sized).
    private static var awaitingSize: Set<ObjectIdentifier> = []

    /// True (once) when `layer` waits for a size to be displayed again.
    static func takeAwaitingSize(_ layer: CALayer) -> Bool {
        !awaitingSize.isEmpty && awaitingSize.remove(ObjectIdentifier(layer)) != nil
    }

    /// Core Animation's default backing store: draws through `draw(in:)`
    /// into a new bitmap and makes it `contents` (nil for empty bounds).
    func displayBackingStore() {
        delegate?.layerWillDraw(self)
        let scale = contentsScale
        let b = bounds
        let width = Int((b.width * scale).rounded(.up)), height = Int((b.height * scale).rounded(.up))
        guard width > 0, height > 0, width * height <= 64 << 20 else {
            if width * height > 64 << 20 {
                Log.quartzCore.warning("CALayer.display: backing store of \(width) × \(height) pixels is too large; not drawn")
            }
            if width * height == 0 { CALayer.awaitingSize.insert(ObjectIdentifier(self)) }
            contents = nil
            return
        }
        let ctm = CGAffineTransform(translationX: -b.minX, y: -b.minY).concatenating(CGAffineTransform(scaleX: scale, y: scale))
        let context = CGContext(width: width, height: height, ctm: ctm, opaque: false)
        draw(in: context)
        contents = context.makeImage()
    }
}
