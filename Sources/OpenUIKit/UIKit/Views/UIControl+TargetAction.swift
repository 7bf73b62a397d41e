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

    /// `removeTarget(_:action: nil, for:)`: every action of `target` (of
    /// every target when nil) for `controlEvents`.
    public func removeTarget(_ target: Any?, action: Never?, for controlEvents: UIControl.Event) {
        removeTargetActions(target as AnyObject?, signature: nil, for: controlEvents)
    }
}
