import Foundation

/// One target-action pair, as UIKit keeps them for gesture recognizers,
/// controls, display links, timers and notification observers.
///
/// Without the Objective-C runtime a selector cannot name a method, so the
/// action is an unapplied Swift method reference with UIKit's labels:
/// `UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))`. The
/// action runs on the target, which is held weakly unless `retainsTarget`
/// (display links and timers retain theirs, as in Foundation and Core
/// Animation). Swift cannot compare method references, so an action is
/// identified by its target and its method's type (`signature`):
/// `removeTarget(_:action:)` removes the target's actions of that type.
@MainActor
struct TargetAction<Sender: AnyObject> {
    private weak var weakTarget: AnyObject?
    private let strongTarget: AnyObject?
    /// False for an action added with a nil target (it always runs).
    let isTargeted: Bool
    /// The type of the method (nil for a closure, which has none).
    let signature: ObjectIdentifier?
    /// The selector, for an action added as one (`action: #selector(…)` kept
    /// as a `Selector` value, or a `Selector("name")`).
    let selector: Selector?
    private let body: (AnyObject?, Sender, Any?) -> Void

    var target: AnyObject? { strongTarget ?? weakTarget }
    /// True once the target an action was added for has been deallocated.
    var isOrphaned: Bool { isTargeted && target == nil }

    private init(target: AnyObject?, retainsTarget: Bool, signature: ObjectIdentifier?, selector: Selector? = nil,
                 body: @escaping (AnyObject?, Sender, Any?) -> Void) {
        weakTarget = target
        strongTarget = retainsTarget ? target : nil
        isTargeted = target != nil
        self.signature = signature
        self.selector = selector
        self.body = body
    }

    /// An action named by a selector, sent as Objective-C sends it: looked
    /// up by name for the target's type (Segue's selector table, filled by
    /// ported `#selector`s), with the sender and the event as the method's
    /// first arguments (a method takes as many as its name has colons). A
    /// nil target sends it to the first object in `responders` that has the
    /// method (UIKit's responder-chain search); none logs UIKit's message.
    static func selector(target: Any?, retainsTarget: Bool = false, _ selector: Selector,
                         responders: @escaping @MainActor (Sender) -> [AnyObject] = { _ in [] }) -> TargetAction {
        TargetAction(target: target as AnyObject?, retainsTarget: retainsTarget, signature: nil,
                     selector: selector) { target, sender, event in
            if let target {
                _ = SelectorTable.send(selector, to: target, [sender, event])
            } else if let receiver = responders(sender).first(where: { SelectorTable.implementation(of: selector, for: $0) != nil }) {
                _ = SelectorTable.send(selector, to: receiver, [sender, event])
            } else {
                Log.uiKit.error("no responder handles the action \(selector.name) sent with a nil target by \(String(reflecting: type(of: sender)))")
            }
        }
    }

    /// A closure action; `target` only keeps it alive-checked.
    static func closure(target: AnyObject?, _ action: @escaping (Sender) -> Void) -> TargetAction {
        TargetAction(target: target, retainsTarget: false, signature: nil) { _, sender, _ in action(sender) }
    }

    /// `action(_ sender:)`: a method taking the sender (or any supertype of it).
    static func method<Receiver, Argument>(target: Any?, retainsTarget: Bool = false,
                                           _ method: @escaping (Receiver) -> (Argument) -> Void) -> TargetAction {
        TargetAction(target: target as AnyObject?, retainsTarget: retainsTarget,
                     signature: ObjectIdentifier(((Receiver) -> (Argument) -> Void).self)) { target, sender, _ in
            guard let receiver = Self.receiver(target, Receiver.self, Argument.self),
                  let argument = Self.argument(sender, Argument.self) else { return }
            method(receiver)(argument)
        }
    }

    /// `action()`: a method without arguments.
    static func method<Receiver>(target: Any?, retainsTarget: Bool = false,
                                 _ method: @escaping (Receiver) -> () -> Void) -> TargetAction {
        TargetAction(target: target as AnyObject?, retainsTarget: retainsTarget,
                     signature: ObjectIdentifier(((Receiver) -> () -> Void).self)) { target, _, _ in
            guard let receiver = Self.receiver(target, Receiver.self, Void.self) else { return }
            method(receiver)()
        }
    }

    /// `action(_ sender:forEvent:)`: a method taking the sender and the event.
    static func method<Receiver, Argument>(target: Any?, _ method: @escaping (Receiver) -> (Argument, UIEvent) -> Void) -> TargetAction {
        TargetAction(target: target as AnyObject?, retainsTarget: false,
                     signature: ObjectIdentifier(((Receiver) -> (Argument, UIEvent) -> Void).self)) { target, sender, event in
            guard let receiver = Self.receiver(target, Receiver.self, Argument.self),
                  let argument = Self.argument(sender, Argument.self) else { return }
            method(receiver)(argument, (event as? UIEvent) ?? UIEvent())
        }
    }

    /// Whether this is `target`'s action with `signature` (nil matches
    /// every action of the target; a nil target every target).
    func matches(target: AnyObject?, signature: ObjectIdentifier?) -> Bool {
        (target == nil || self.target === target) && (signature == nil || self.signature == signature)
    }

    /// Whether this is `target`'s action named `selector` (nil matches every
    /// action of the target; a nil target every target).
    func matches(target: AnyObject?, selector: Selector?) -> Bool {
        (target == nil || self.target === target) && (selector == nil || self.selector == selector)
    }

    /// Runs the action with `sender` (and `event`, for control actions).
    /// An action whose target has gone does nothing.
    func perform(sender: Sender, event: Any? = nil) {
        if isOrphaned { return }
        body(target, sender, event)
    }

    /// The target as the method's receiver type; UIKit's "unrecognized
    /// selector" when it is another type.
    private static func receiver<Receiver>(_ target: AnyObject?, _: Receiver.Type, _ argument: Any.Type) -> Receiver? {
        if let receiver = target as? Receiver { return receiver }
        let name = target.map { String(reflecting: type(of: $0)) } ?? "nil"
        Log.uiKit.error("-[\(name) \(String(reflecting: Receiver.self)) action]: unrecognized selector sent to instance (the action's method belongs to \(String(reflecting: Receiver.self)), the target is \(name))")
        return nil
    }

    private static func argument<Argument>(_ sender: Sender, _: Argument.Type) -> Argument? {
        if let argument = sender as? Argument { return argument }
        Log.uiKit.error("action expects a \(String(reflecting: Argument.self)) but was sent by a \(String(reflecting: type(of: sender)))")
        return nil
    }
}
