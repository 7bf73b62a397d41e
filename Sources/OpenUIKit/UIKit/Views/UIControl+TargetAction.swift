import Foundation

/// UIKit's target-action spelling, with a method reference where UIKit
/// takes a selector:
///
/// ```swift
/// button.addTarget(self, action: Self.buttonTapped(_:), for: .touchUpInside)
/// slider.addTarget(self, action: Self.sliderChanged(_:forEvent:), for: .valueChanged)
/// button.removeTarget(self, action: Self.buttonTapped(_:), for: .touchUpInside)
/// ```
///
/// UIKit's three action shapes are accepted: `action()`,
/// `action(_ sender:)` (the sender as its own type, e.g. `UIButton`) and
/// `action(_ sender:forEvent:)`. The target is not retained. Swift cannot
/// compare method references: `removeTarget(_:action:for:)` removes the
/// target's actions whose methods have the same type (docs/FIDELITY.md).
extension UIControl {
    public func addTarget<Receiver>(_ target: Any?, action: @escaping (Receiver) -> () -> Void,
                                    for controlEvents: UIControl.Event) {
        targetActions.append((.method(target: target, action), controlEvents))
    }

    public func addTarget<Receiver, Sender>(_ target: Any?, action: @escaping (Receiver) -> (Sender) -> Void,
                                            for controlEvents: UIControl.Event) {
        targetActions.append((.method(target: target, action), controlEvents))
    }

    public func addTarget<Receiver, Sender>(_ target: Any?, action: @escaping (Receiver) -> (Sender, UIEvent) -> Void,
                                            for controlEvents: UIControl.Event) {
        targetActions.append((.method(target: target, action), controlEvents))
    }

    public func removeTarget<Receiver>(_ target: Any?, action: @escaping (Receiver) -> () -> Void,
                                       for controlEvents: UIControl.Event) {
        removeTargetActions(target as AnyObject?, signature: ObjectIdentifier(((Receiver) -> () -> Void).self), for: controlEvents)
    }

    public func removeTarget<Receiver, Sender>(_ target: Any?, action: @escaping (Receiver) -> (Sender) -> Void,
                                               for controlEvents: UIControl.Event) {
        removeTargetActions(target as AnyObject?, signature: ObjectIdentifier(((Receiver) -> (Sender) -> Void).self), for: controlEvents)
    }

    public func removeTarget<Receiver, Sender>(_ target: Any?, action: @escaping (Receiver) -> (Sender, UIEvent) -> Void,
                                               for controlEvents: UIControl.Event) {
        removeTargetActions(target as AnyObject?, signature: ObjectIdentifier(((Receiver) -> (Sender, UIEvent) -> Void).self),
                            for: controlEvents)
    }

    /// Sends the selector `action` to `target` when any of `controlEvents`
    /// happens (UIKit's own form). A nil `target` sends it up the responder
    /// chain, from the first responder (or the control when there is none)
    /// to the first object with the method. The target is not retained.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        targetActions.append((.selector(target: target, action, responders: UIResponder.actionChain(from:)), controlEvents))
    }

    /// Removes `target`'s actions named `action` for `controlEvents` (they stay
    /// for other events); a nil `action` removes every action of `target`,
    /// and a nil `target` those of every target.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        guard let action else { return removeTargetActions(target as AnyObject?, signature: nil, for: controlEvents) }
        let object = target as AnyObject?
        targetActions = targetActions.compactMap { entry in
            guard entry.action.matches(target: object, selector: action) else { return entry }
            let remaining = entry.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : (entry.action, remaining)
        }
    }

    /// The names of the selectors sent to `target` (nil for the actions
    /// added with a nil target) for `controlEvent`; nil when there are none.
    /// Actions added as method references have no selector and are not listed.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        let object = target as AnyObject?
        let names = targetActions.compactMap { entry -> String? in
            guard !entry.events.isDisjoint(with: controlEvent), let selector = entry.action.selector,
                  object == nil ? !entry.action.isTargeted : entry.action.target === object else { return nil }
            return selector.description
        }
        return names.isEmpty ? nil : names
    }
}
