import Foundation

/// Notification observers with a method reference where Apple's Foundation
/// takes a selector (swift-corelibs-foundation has only the block form):
///
/// ```swift
/// NotificationCenter.default.addObserver(self, selector: Self.keyboardWillShow(_:),
///                                        name: UIResponder.keyboardWillShowNotification, object: nil)
/// ```
///
/// As in Foundation since iOS 9, the observer is not retained, and once it
/// is deallocated its registration is dropped (at the next matching post).
/// The method takes the notification or nothing; it runs on the thread that
/// posts. Difference (docs/FIDELITY.md): `removeObserver(self)` cannot reach
/// these registrations; use `removeObserver(_:selector:name:object:)`.
extension NotificationCenter {
    public func addObserver<Receiver>(_ observer: Any, selector: @escaping (Receiver) -> (Notification) -> Void,
                                      name: NSNotification.Name?, object: Any?) {
        register(observer, name: name, object: object) { receiver, note in selector(receiver)(note) }
    }

    public func addObserver<Receiver>(_ observer: Any, selector: @escaping (Receiver) -> () -> Void,
                                      name: NSNotification.Name?, object: Any?) {
        register(observer, name: name, object: object) { receiver, _ in selector(receiver)() }
    }

    /// Sends the selector `aSelector` to `observer` (not retained) with each
    /// notification named `aName` (every name when nil) from `anObject`
    /// (any when nil): Foundation's own form. The selector finds its method
    /// as `perform(_:)` does (a ported `#selector` registers it).
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
                            object anObject: Any?) {
        register(observer, name: aName, object: anObject) { (receiver: AnyObject, note: Notification) in
            _ = SelectorTable.send(aSelector, to: receiver, [note])
        }
    }

    /// Removes `observer`'s selector registrations for `aName` (every name when nil).
    public func removeObserver(_ observer: Any, selector aSelector: Selector?, name aName: NSNotification.Name?,
                               object anObject: Any?) {
        SelectorObservers.remove(observer as AnyObject, name: aName, from: self)
    }

    /// Removes `observer`'s method-reference registrations for `name`
    /// (every name when nil).
    public func removeObserver<Receiver>(_ observer: Any, selector: @escaping (Receiver) -> (Notification) -> Void,
                                         name: NSNotification.Name?, object: Any?) {
        SelectorObservers.remove(observer as AnyObject, name: name, from: self)
    }

    public func removeObserver<Receiver>(_ observer: Any, selector: @escaping (Receiver) -> () -> Void,
                                         name: NSNotification.Name?, object: Any?) {
        SelectorObservers.remove(observer as AnyObject, name: name, from: self)
    }

    private func register<Receiver>(_ observer: Any, name: NSNotification.Name?, object: Any?,
                                    call: @escaping (Receiver, Notification) -> Void) {
        nonisolated(unsafe) let call = call
        let box = SelectorObservers.Registration(observer: observer as AnyObject, name: name)
        box.token = addObserver(forName: name, object: object, queue: nil) { [weak self, weak box] note in
            guard let receiver = box?.observer as? Receiver else {
                if let self, let box { SelectorObservers.drop(box, from: self) }
                return
            }
            call(receiver, note)
        }
        SelectorObservers.add(box)
    }
}

/// The registrations made with method references, so they can be removed.
enum SelectorObservers {
    final class Registration: @unchecked Sendable {
        weak var observer: AnyObject?
        let name: NSNotification.Name?
        var token: NSObjectProtocol?
        init(observer: AnyObject, name: NSNotification.Name?) { self.observer = observer; self.name = name }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var registrations: [Registration] = []

    static func add(_ registration: Registration) {
        lock.withLock { registrations.append(registration) }
    }

    static func drop(_ registration: Registration, from center: NotificationCenter) {
        lock.withLock { registrations.removeAll { $0 === registration } }
        if let token = registration.token { center.removeObserver(token) }
    }

    static func remove(_ observer: AnyObject, name: NSNotification.Name?, from center: NotificationCenter) {
        let matching = lock.withLock {
            registrations.filter { $0.observer === observer && (name == nil || $0.name == name) }
        }
        for registration in matching { drop(registration, from: center) }
    }
}
