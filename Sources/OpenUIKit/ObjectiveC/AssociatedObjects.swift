import Foundation

/// Sets the value associated with `object` for `key` under `policy`; a nil
/// `value` removes the association (the runtime's `objc_setAssociatedObject`,
/// developer.apple.com/documentation/objectivec/1418509-objc_setassociatedobject).
/// Keys are addresses, conventionally of a static variable
/// (`&AssociatedKeys.badge`), compared as addresses.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
                                     _ policy: objc_AssociationPolicy) {
    AssociatedObjects.set(object as AnyObject, key, value, policy)
}

/// The value associated with `object` for `key`, or nil (the runtime's
/// `objc_getAssociatedObject`).
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.get(object as AnyObject, key)
}

/// Removes every association of `object` (the runtime's
/// `objc_removeAssociatedObjects`).
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.removeAll(object as AnyObject)
}

/// The side table behind associated objects: per owner (by identity, with a
/// weak reference that tells a dead owner from a new one at the same
/// address), the values by key.
///
/// Values are released with their owner: Segue's responders, layers and
/// gesture recognizers clear their entry when they are deinitialised; the
/// entries of other objects are cleared the next time the table is
/// changed after their owner went away (docs/FIDELITY.md).
enum AssociatedObjects {
    private final class Owner {
        weak var object: AnyObject?
        var values: [UnsafeRawPointer: Held] = [:]
        init(_ object: AnyObject) { self.object = object }
    }

    private enum Held {
        case strong(Any)
        case weak(WeakBox)

        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let box): box.object
            }
        }
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var owners: [ObjectIdentifier: Owner] = [:]
    nonisolated(unsafe) private static var changes = 0

    static func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
        let held: Held? = value.map { hold($0, policy) }
        lock.withLock {
            changes += 1
            if changes % 256 == 0 { owners = owners.filter { $0.value.object != nil } }
            let id = ObjectIdentifier(object)
            var owner = owners[id]
            if owner?.object !== object { owner = nil }
            guard let held else {
                owner?.values[key] = nil
                return
            }
            let entry = owner ?? Owner(object)
            entry.values[key] = held
            owners[id] = entry
        }
    }

    static func get(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        lock.withLock {
            guard let owner = owners[ObjectIdentifier(object)], owner.object === object else { return nil }
            return owner.values[key]?.value
        }
    }

    static func removeAll(_ object: AnyObject) {
        _ = lock.withLock { owners.removeValue(forKey: ObjectIdentifier(object)) }
    }

    /// Called from the deinitialisers of Segue's classes: the owner's values go now.
    static func ownerDidDeinit(_ id: ObjectIdentifier) {
        let released: Owner? = lock.withLock {
            guard !owners.isEmpty else { return nil }
            return owners.removeValue(forKey: id)
        }
        withExtendedLifetime(released) {}   // values are released outside the lock
    }

    /// The value as `policy` holds it: ASSIGN holds an object weakly (iOS
    /// holds it unretained, so a read after it is gone would crash there;
    /// here it reads nil), COPY copies an `NSCopying` object.
    private static func hold(_ value: Any, _ policy: objc_AssociationPolicy) -> Held {
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            if type(of: value) is AnyClass { return .weak(WeakBox(value as AnyObject)) }
            return .strong(value)
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            if let copying = value as? NSCopying { return .strong(copying.copy(with: nil)) }
            return .strong(value)
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            return .strong(value)
        }
    }
}

extension AssociatedObjects {
    /// A key of Segue's own for an associated object: a unique address
    /// (one byte, never freed), made once per use in a static.
    static func makeKey() -> UnsafeRawPointer {
        UnsafeRawPointer(UnsafeMutablePointer<UInt8>.allocate(capacity: 1))
    }

    /// The companion object of type `T` kept with `object` under `key`;
    /// when there is none, the one `make` returns, then kept (retained)
    /// with the object, or nil without `make`.
    static func companion<T: AnyObject>(of object: AnyObject, key: UnsafeRawPointer, make: (() -> T)? = nil) -> T? {
        if let held = get(object, key) as? T { return held }
        guard let make else { return nil }
        let made = make()
        set(object, key, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return made
    }
}
