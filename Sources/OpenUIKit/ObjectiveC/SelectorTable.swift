import Foundation

/// Segue's stand-in for the Objective-C runtime's method lists: for each
/// selector name, the implementations registered by `Selector(_:_:)` (a
/// ported `#selector`), one per receiver type.
///
/// A message is sent by name to an object: the implementation used is the
/// last registered one whose receiver type the object is (an instance of
/// the class or a subclass, or a conformer of the protocol). Methods are
/// dispatched dynamically, so an implementation registered for a class
/// reaches a subclass's override.
enum SelectorTable {
    /// One method a selector names, for one receiver type.
    final class Implementation: @unchecked Sendable {
        let arity: Int
        let receiverType: ObjectIdentifier
        let receiverName: String
        /// Whether an object can receive the method.
        let accepts: (AnyObject) -> Bool
        /// Whether instances of a class can.
        let acceptsClass: (AnyClass) -> Bool
        /// Calls the method on an accepted object with `arity` arguments.
        private let call: (AnyObject, [Any?]) -> Any?

        init<Receiver>(arity: Int, _: Receiver.Type, call: @escaping (Receiver, [Any?]) -> Any?) {
            self.arity = arity
            receiverType = ObjectIdentifier(Receiver.self)
            receiverName = String(reflecting: Receiver.self)
            accepts = { $0 is Receiver }
            acceptsClass = { $0 is Receiver.Type }
            self.call = { object, arguments in
                guard let receiver = object as? Receiver else { return nil }
                return call(receiver, arguments)
            }
        }

        /// Calls the method with `arguments`, padded with nils or cut to its arity.
        func invoke(_ object: AnyObject, _ arguments: [Any?]) -> Any? {
            var padded = Array(arguments.prefix(arity))
            while padded.count < arity { padded.append(nil) }
            return call(object, padded)
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var table: [String: [Implementation]] = [:]

    /// Records `implementation` for `name`, replacing the one registered
    /// before for the same receiver type.
    static func register(_ name: String, _ implementation: Implementation) {
        lock.withLock {
            var list = table[name, default: []]
            list.removeAll { $0.receiverType == implementation.receiverType }
            list.append(implementation)
            table[name] = list
        }
    }

    /// The implementation of `selector` that `object` receives, if any.
    static func implementation(of selector: Selector, for object: AnyObject) -> Implementation? {
        lock.withLock { table[selector.name]?.last { $0.accepts(object) } }
    }

    /// Whether instances of `type` receive `selector`.
    static func isImplemented(_ selector: Selector, byInstancesOf type: AnyClass) -> Bool {
        lock.withLock { table[selector.name]?.contains { $0.acceptsClass(type) } ?? false }
    }

    /// Sends `selector` to `object` with `arguments`: the method's result
    /// (nil for none), or nil and UIKit's "unrecognized selector" message
    /// when `object` has no implementation.
    static func send(_ selector: Selector, to object: AnyObject, _ arguments: [Any?]) -> Any? {
        guard let implementation = implementation(of: selector, for: object) else {
            unrecognized(selector, object)
            return nil
        }
        return implementation.invoke(object, arguments)
    }

    /// Logs what iOS raises as `NSInvalidArgumentException`:
    /// `-[Type name]: unrecognized selector sent to instance 0x…`.
    static func unrecognized(_ selector: Selector, _ object: AnyObject) {
        let address = String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
        Log.uiKit.error("-[\(String(reflecting: type(of: object))) \(selector.name)]: unrecognized selector sent to instance 0x\(address) (Segue knows a selector's method once a ported #selector, Selector(_:_:), has named it; nothing was sent)")
    }

    /// `argument` as the method's parameter type, or nil with a message
    /// when it is another type. A nil argument passes to an optional
    /// parameter.
    static func cast<Argument>(_ argument: Any?, selector name: String) -> Argument? {
        if let value = argument as? Argument { return value }
        if argument == nil, let none = Optional<Any>.none as? Argument { return none }
        Log.uiKit.error("\(name) expects a \(String(reflecting: Argument.self)) but was sent \(argument.map { String(reflecting: type(of: $0)) } ?? "nil"); the method was not called")
        return nil
    }
}
