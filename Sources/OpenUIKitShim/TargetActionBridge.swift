// On Apple platforms: Segue's target-action spellings, bridged to the
// Objective-C runtime, so that one source file builds for iOS and for Segue.
//
//     UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))
//     button.addTarget(self, action: Self.tapped(_:), for: .touchUpInside)
//     CADisplayLink(target: self, selector: Self.step(_:))
//
// Each action becomes a small Objective-C object (a trampoline) whose
// `fire(_:)` method is the selector UIKit calls; the recognizer or control
// keeps it alive through an associated object, and it holds the real
// target weakly (strongly for display links, as Core Animation does).
// Not compiled on Linux, where UIKit is Segue's own.
#if canImport(ObjectiveC) && (os(iOS) || os(tvOS) || os(visionOS) || targetEnvironment(macCatalyst))
import ObjectiveC
import QuartzCore

@MainActor
final class SegueActionTrampoline: NSObject {
    private weak var weakTarget: AnyObject?
    private let strongTarget: AnyObject?
    let signature: ObjectIdentifier
    private let body: (AnyObject?, Any, UIEvent?) -> Void

    var target: AnyObject? { strongTarget ?? weakTarget }

    init(target: Any?, retainsTarget: Bool = false, signature: ObjectIdentifier,
         body: @escaping (AnyObject?, Any, UIEvent?) -> Void) {
        weakTarget = target as AnyObject?
        strongTarget = retainsTarget ? target as AnyObject? : nil
        self.signature = signature
        self.body = body
    }

    @objc func fire(_ sender: Any) { body(target, sender, nil) }
    @objc func fire(_ sender: Any, forEvent event: UIEvent) { body(target, sender, event) }

    static func method<Receiver, Argument>(_ target: Any?, retainsTarget: Bool = false,
                                           _ method: @escaping (Receiver) -> (Argument) -> Void) -> SegueActionTrampoline {
        SegueActionTrampoline(target: target, retainsTarget: retainsTarget,
                              signature: ObjectIdentifier(((Receiver) -> (Argument) -> Void).self)) { target, sender, _ in
            guard let receiver = target as? Receiver, let argument = sender as? Argument else { return }
            method(receiver)(argument)
        }
    }

    static func method<Receiver>(_ target: Any?, retainsTarget: Bool = false,
                                 _ method: @escaping (Receiver) -> () -> Void) -> SegueActionTrampoline {
        SegueActionTrampoline(target: target, retainsTarget: retainsTarget,
                              signature: ObjectIdentifier(((Receiver) -> () -> Void).self)) { target, _, _ in
            guard let receiver = target as? Receiver else { return }
            method(receiver)()
        }
    }

    static func method<Receiver, Argument>(_ target: Any?, _ method: @escaping (Receiver) -> (Argument, UIEvent) -> Void) -> SegueActionTrampoline {
        SegueActionTrampoline(target: target, retainsTarget: false,
                              signature: ObjectIdentifier(((Receiver) -> (Argument, UIEvent) -> Void).self)) { target, sender, event in
            guard let receiver = target as? Receiver, let argument = sender as? Argument, let event else { return }
            method(receiver)(argument, event)
        }
    }
}

private nonisolated(unsafe) var trampolinesKey: UInt8 = 0

extension NSObject {
    /// The trampolines an object keeps alive for its actions.
    @MainActor fileprivate var segueTrampolines: [SegueActionTrampoline] {
        get { objc_getAssociatedObject(self, &trampolinesKey) as? [SegueActionTrampoline] ?? [] }
        set { objc_setAssociatedObject(self, &trampolinesKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

extension UIGestureRecognizer {
    public convenience init<Receiver, Recognizer: UIGestureRecognizer>(target: Any?, action: @escaping (Receiver) -> (Recognizer) -> Void) {
        self.init(target: nil, action: nil)
        attach(.method(target, action))
    }

    public convenience init<Receiver>(target: Any?, action: @escaping (Receiver) -> () -> Void) {
        self.init(target: nil, action: nil)
        attach(.method(target, action))
    }

    /// A recognizer that calls `handler` on every action-sending state change.
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        attach(SegueActionTrampoline(target: nil, signature: ObjectIdentifier(UIGestureRecognizer.self)) { _, sender, _ in
            if let recognizer = sender as? UIGestureRecognizer { handler(recognizer) }
        })
    }

    public func addTarget<Receiver, Recognizer: UIGestureRecognizer>(_ target: Any, action: @escaping (Receiver) -> (Recognizer) -> Void) {
        attach(.method(target, action))
    }

    public func addTarget<Receiver>(_ target: Any, action: @escaping (Receiver) -> () -> Void) {
        attach(.method(target, action))
    }

    public func removeTarget<Receiver, Recognizer: UIGestureRecognizer>(_ target: Any?, action: @escaping (Receiver) -> (Recognizer) -> Void) {
        detach(target, signature: ObjectIdentifier(((Receiver) -> (Recognizer) -> Void).self))
    }

    public func removeTarget<Receiver>(_ target: Any?, action: @escaping (Receiver) -> () -> Void) {
        detach(target, signature: ObjectIdentifier(((Receiver) -> () -> Void).self))
    }

    private func attach(_ trampoline: SegueActionTrampoline) {
        segueTrampolines.append(trampoline)
        addTarget(trampoline, action: #selector(SegueActionTrampoline.fire(_:)))
    }

    private func detach(_ target: Any?, signature: ObjectIdentifier) {
        let object = target as AnyObject?
        for trampoline in segueTrampolines where trampoline.signature == signature && (object == nil || trampoline.target === object) {
            removeTarget(trampoline, action: #selector(SegueActionTrampoline.fire(_:)))
        }
        segueTrampolines.removeAll { $0.signature == signature && (object == nil || $0.target === object) }
    }
}

extension UIControl {
    public func addTarget<Receiver>(_ target: Any?, action: @escaping (Receiver) -> () -> Void, for controlEvents: UIControl.Event) {
        attach(.method(target, action), selector: #selector(SegueActionTrampoline.fire(_:)), for: controlEvents)
    }

    public func addTarget<Receiver, Sender>(_ target: Any?, action: @escaping (Receiver) -> (Sender) -> Void, for controlEvents: UIControl.Event) {
        attach(.method(target, action), selector: #selector(SegueActionTrampoline.fire(_:)), for: controlEvents)
    }

    public func addTarget<Receiver, Sender>(_ target: Any?, action: @escaping (Receiver) -> (Sender, UIEvent) -> Void,
                                            for controlEvents: UIControl.Event) {
        attach(.method(target, action), selector: #selector(SegueActionTrampoline.fire(_:forEvent:)), for: controlEvents)
    }

    /// Calls `action` when any of `controlEvents` happens (Segue's closure form).
    /// The action runs only while `target` is alive (always when it is nil).
    public func addTarget(_ target: AnyObject?, action: @escaping (UIControl) -> Void, for controlEvents: UIControl.Event) {
        let isTargeted = target != nil
        let trampoline = SegueActionTrampoline(target: target, signature: ObjectIdentifier(UIControl.self)) { current, sender, _ in
            if isTargeted && current == nil { return }
            if let control = sender as? UIControl { action(control) }
        }
        attach(trampoline, selector: #selector(SegueActionTrampoline.fire(_:)), for: controlEvents)
    }

    public func removeTarget<Receiver>(_ target: Any?, action: @escaping (Receiver) -> () -> Void, for controlEvents: UIControl.Event) {
        detach(target, signature: ObjectIdentifier(((Receiver) -> () -> Void).self), for: controlEvents)
    }

    public func removeTarget<Receiver, Sender>(_ target: Any?, action: @escaping (Receiver) -> (Sender) -> Void, for controlEvents: UIControl.Event) {
        detach(target, signature: ObjectIdentifier(((Receiver) -> (Sender) -> Void).self), for: controlEvents)
    }

    public func removeTarget<Receiver, Sender>(_ target: Any?, action: @escaping (Receiver) -> (Sender, UIEvent) -> Void,
                                               for controlEvents: UIControl.Event) {
        detach(target, signature: ObjectIdentifier(((Receiver) -> (Sender, UIEvent) -> Void).self), for: controlEvents)
    }

    private func attach(_ trampoline: SegueActionTrampoline, selector: Selector, for controlEvents: UIControl.Event) {
        segueTrampolines.append(trampoline)
        addTarget(trampoline, action: selector, for: controlEvents)
    }

    private func detach(_ target: Any?, signature: ObjectIdentifier, for controlEvents: UIControl.Event) {
        let object = target as AnyObject?
        for trampoline in segueTrampolines where trampoline.signature == signature && (object == nil || trampoline.target === object) {
            removeTarget(trampoline, action: nil, for: controlEvents)
        }
    }
}

extension UIBarButtonItem {
    public convenience init<Receiver>(title: String?, style: UIBarButtonItem.Style, target: Any?,
                                      action: @escaping (Receiver) -> (UIBarButtonItem) -> Void) {
        let trampoline = SegueActionTrampoline.method(target, action)
        self.init(title: title, style: style, target: trampoline, action: #selector(SegueActionTrampoline.fire(_:)))
        segueTrampolines.append(trampoline)
    }

    public convenience init<Receiver>(title: String?, style: UIBarButtonItem.Style, target: Any?,
                                      action: @escaping (Receiver) -> () -> Void) {
        let trampoline = SegueActionTrampoline.method(target, action)
        self.init(title: title, style: style, target: trampoline, action: #selector(SegueActionTrampoline.fire(_:)))
        segueTrampolines.append(trampoline)
    }

    public convenience init<Receiver>(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?,
                                      action: @escaping (Receiver) -> (UIBarButtonItem) -> Void) {
        let trampoline = SegueActionTrampoline.method(target, action)
        self.init(barButtonSystemItem: systemItem, target: trampoline, action: #selector(SegueActionTrampoline.fire(_:)))
        segueTrampolines.append(trampoline)
    }

    public convenience init<Receiver>(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?,
                                      action: @escaping (Receiver) -> () -> Void) {
        let trampoline = SegueActionTrampoline.method(target, action)
        self.init(barButtonSystemItem: systemItem, target: trampoline, action: #selector(SegueActionTrampoline.fire(_:)))
        segueTrampolines.append(trampoline)
    }
}

extension Timer {
    /// Foundation's target-action timer with a method reference; like the
    /// selector form it retains the target until invalidated.
    @MainActor
    public class func scheduledTimer<Receiver>(timeInterval: TimeInterval, target: Any,
                                               selector: @escaping (Receiver) -> (Timer) -> Void,
                                               userInfo: Any?, repeats: Bool) -> Timer {
        let trampoline = SegueActionTrampoline.method(target, retainsTarget: true, selector)
        return scheduledTimer(timeInterval: timeInterval, target: trampoline,
                              selector: #selector(SegueActionTrampoline.fire(_:)), userInfo: userInfo, repeats: repeats)
    }

    @MainActor
    public class func scheduledTimer<Receiver>(timeInterval: TimeInterval, target: Any,
                                               selector: @escaping (Receiver) -> () -> Void,
                                               userInfo: Any?, repeats: Bool) -> Timer {
        let trampoline = SegueActionTrampoline.method(target, retainsTarget: true, selector)
        return scheduledTimer(timeInterval: timeInterval, target: trampoline,
                              selector: #selector(SegueActionTrampoline.fire(_:)), userInfo: userInfo, repeats: repeats)
    }
}

extension NotificationCenter {
    /// An observer method by reference; the observer is not retained, and
    /// the registration lives as long as the observer does.
    @MainActor
    public func addObserver<Receiver>(_ observer: Any, selector: @escaping (Receiver) -> (Notification) -> Void,
                                      name: NSNotification.Name?, object: Any?) {
        let trampoline = SegueActionTrampoline.method(observer, selector)
        (observer as? NSObject)?.segueTrampolines.append(trampoline)
        addObserver(trampoline, selector: #selector(SegueActionTrampoline.fire(_:)), name: name, object: object)
    }

    @MainActor
    public func addObserver<Receiver>(_ observer: Any, selector: @escaping (Receiver) -> () -> Void,
                                      name: NSNotification.Name?, object: Any?) {
        let trampoline = SegueActionTrampoline.method(observer, selector)
        (observer as? NSObject)?.segueTrampolines.append(trampoline)
        addObserver(trampoline, selector: #selector(SegueActionTrampoline.fire(_:)), name: name, object: object)
    }
}

extension CADisplayLink {
    /// A link that calls `selector` on `target` each frame; it retains the
    /// target until invalidated, as `init(target:selector:)` does.
    public convenience init<Receiver>(target: Any, selector: @escaping (Receiver) -> (CADisplayLink) -> Void) {
        let trampoline = SegueActionTrampoline.method(target, retainsTarget: true, selector)
        self.init(target: trampoline, selector: #selector(SegueActionTrampoline.fire(_:)))
    }

    public convenience init<Receiver>(target: Any, selector: @escaping (Receiver) -> () -> Void) {
        let trampoline = SegueActionTrampoline.method(target, retainsTarget: true, selector)
        self.init(target: trampoline, selector: #selector(SegueActionTrampoline.fire(_:)))
    }
}
#endif
