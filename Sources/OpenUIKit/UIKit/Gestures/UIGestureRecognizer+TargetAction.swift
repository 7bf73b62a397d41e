import Foundation

/// UIKit's target-action spelling, with a method reference where UIKit
/// takes a selector:
///
/// ```swift
/// let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))
/// pan.addTarget(self, action: Self.trackVelocity)
/// pan.removeTarget(self, action: Self.trackVelocity)
/// ```
///
/// The method receives the recognizer as its own type (a handler declared
/// `handlePan(_ recognizer: UIPanGestureRecognizer)` gets the pan
/// recognizer, no cast needed) or takes no argument. As in UIKit, the
/// target is not retained, and actions run in the order they were added on
/// every action-sending state change. Swift cannot compare method
/// references: `removeTarget(_:action:)` removes the target's actions whose
/// methods have the same type (see docs/FIDELITY.md).
extension UIGestureRecognizer {
    public convenience init<Receiver, Recognizer: UIGestureRecognizer>(
        target: Any?, action: @escaping (Receiver) -> (Recognizer) -> Void
    ) {
        self.init()
        actions.append(.method(target: target, action))
    }

    public convenience init<Receiver>(target: Any?, action: @escaping (Receiver) -> () -> Void) {
        self.init()
        actions.append(.method(target: target, action))
    }

    public func addTarget<Receiver, Recognizer: UIGestureRecognizer>(
        _ target: Any, action: @escaping (Receiver) -> (Recognizer) -> Void
    ) {
        actions.append(.method(target: target, action))
    }

    public func addTarget<Receiver>(_ target: Any, action: @escaping (Receiver) -> () -> Void) {
        actions.append(.method(target: target, action))
    }

    /// Removes `target`'s actions with the type of `action` (every target's
    /// when `target` is nil).
    public func removeTarget<Receiver, Recognizer: UIGestureRecognizer>(
        _ target: Any?, action: @escaping (Receiver) -> (Recognizer) -> Void
    ) {
        removeActions(target, signature: ObjectIdentifier(((Receiver) -> (Recognizer) -> Void).self))
    }

    public func removeTarget<Receiver>(_ target: Any?, action: @escaping (Receiver) -> () -> Void) {
        removeActions(target, signature: ObjectIdentifier(((Receiver) -> () -> Void).self))
    }

    /// Adds the action `action`, a selector, sent to `target` (not retained).
    public func addTarget(_ target: Any, action: Selector) {
        actions.append(.selector(target: target, action))
    }

    /// Removes `target`'s actions named `action`; a nil `action` removes
    /// every action of `target`, and a nil `target` too every action at all.
    public func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        guard let action else { return removeActions(target, signature: nil) }
        actions.removeAll { $0.isOrphaned || $0.matches(target: object, selector: action) }
    }

    /// Removes `target`'s actions with `signature` (every target's when
    /// `target` is nil, every action's when `signature` is nil), and those
    /// whose target is gone.
    func removeActions(_ target: Any?, signature: ObjectIdentifier?) {
        let object = target.map { $0 as AnyObject }
        actions.removeAll { $0.isOrphaned || $0.matches(target: object, signature: signature) }
    }
}
