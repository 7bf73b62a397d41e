import Foundation

/// The base of objects that respond to events (`UIResponder`).
/// The default touch methods forward along the responder chain (`next`).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {}

    // Associated objects (objc_setAssociatedObject) go with their owner.
    deinit { AssociatedObjects.ownerDidDeinit(ObjectIdentifier(self)) }

    /// The next responder: a view's view controller or superview, a
    /// controller's view's superview, a window's application (none here).
    open var next: UIResponder? { nil }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    // MARK: First responder

    /// The current first responder (one for the app, as with a single key window).
    static weak var firstResponder: UIResponder?

    /// Whether the responder accepts first-responder status; `becomeFirstResponder()` asks it.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder lets go of first-responder status; `becomeFirstResponder()`
    /// of another responder and `resignFirstResponder()` ask it.
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { UIResponder.firstResponder === self }

    /// Makes this the first responder if it can become one and the current
    /// one can resign (which is told to `resignFirstResponder()`).
    @discardableResult open func becomeFirstResponder() -> Bool {
        if UIResponder.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.firstResponder, !current.resignFirstResponder() { return false }
        UIResponder.firstResponder = self
        return true
    }

    /// Gives up first-responder status unless `canResignFirstResponder` is false.
    @discardableResult open func resignFirstResponder() -> Bool {
        guard UIResponder.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        UIResponder.firstResponder = nil
        return true
    }
}
