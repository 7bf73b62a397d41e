import Foundation

/// The string key-value observing registrations of each observed object,
/// kept as an associated object so they go with it.
@MainActor
enum KeyValueRegistrations {
    struct Registration {
        weak var observer: NSObject?
        let keyPath: String
        let context: UnsafeMutableRawPointer?
        let observation: NSKeyValueObservation
    }

    private final class List { var registrations: [Registration] = [] }
    nonisolated(unsafe) private static let key = AssociatedObjects.makeKey()

    private static func list(of object: NSObject, creating: Bool) -> List? {
        AssociatedObjects.companion(of: object, key: key, make: creating ? { List() } : nil)
    }

    static func add(_ registration: Registration, to object: NSObject) {
        list(of: object, creating: true)?.registrations.append(registration)
    }

    /// Removes the most recent matching registration; false when there is none.
    static func remove(from object: NSObject, observer: NSObject, keyPath: String,
                       where matches: (Registration) -> Bool) -> Bool {
        guard let list = list(of: object, creating: false),
              let index = list.registrations.lastIndex(where: {
                  $0.observer === observer && $0.keyPath == keyPath && matches($0)
              }) else { return false }
        list.registrations.remove(at: index).observation.invalidate()
        return true
    }
}

/// Reads a key path of Segue's observable properties by name.
@MainActor
enum KeyValuePath {
    struct Property {
        /// The property's key as the setters report it (`isHidden` for `hidden`).
        let key: String
        let read: (AnyObject) -> Any?
    }

    static func property(of object: AnyObject, _ keyPath: String) -> Property? {
        var parts = keyPath.split(separator: ".").map(String.init)
        guard !parts.isEmpty else { return nil }
        let first = parts.removeFirst()
        let key = first == "hidden" ? "isHidden" : first
        let read: ((AnyObject) -> Any?)?
        switch (object, key) {
        case (_ as UIScrollView, "contentOffset"): read = { ($0 as? UIScrollView)?.contentOffset }
        case (_ as UIScrollView, "contentSize"): read = { ($0 as? UIScrollView)?.contentSize }
        case (_ as UIScrollView, "contentInset"): read = { ($0 as? UIScrollView)?.contentInset }
        case (_ as UIScrollView, "zoomScale"): read = { ($0 as? UIScrollView)?.zoomScale }
        case (_ as UIView, "frame"): read = { ($0 as? UIView)?.frame }
        case (_ as UIView, "bounds"): read = { ($0 as? UIView)?.bounds }
        case (_ as UIView, "center"): read = { ($0 as? UIView)?.center }
        case (_ as UIView, "alpha"): read = { ($0 as? UIView)?.alpha }
        case (_ as UIView, "isHidden"): read = { ($0 as? UIView)?.isHidden }
        default: read = nil
        }
        guard let read, parts.allSatisfy({ field($0, of: read(object)) != nil }) else { return nil }
        return Property(key: key, read: { object in
            parts.reduce(read(object)) { value, name in value.flatMap { field(name, of: $0) } }
        })
    }

    /// A field of a geometry value, by its name in Swift and Objective-C.
    private static func field(_ name: String, of value: Any?) -> Any? {
        switch value {
        case let rect as CGRect:
            switch name {
            case "origin": rect.origin
            case "size": rect.size
            default: nil
            }
        case let point as CGPoint: name == "x" ? point.x : name == "y" ? point.y : nil
        case let size as CGSize: name == "width" ? size.width : name == "height" ? size.height : nil
        case let insets as UIEdgeInsets:
            switch name {
            case "top": insets.top
            case "left": insets.left
            case "bottom": insets.bottom
            case "right": insets.right
            default: nil
            }
        default: nil
        }
    }
}
