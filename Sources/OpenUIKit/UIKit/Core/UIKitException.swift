import Foundation

/// Where UIKit raises an Objective-C exception (`NSInvalidArgumentException`,
/// `NSInternalInconsistencyException`), Segue calls `UIKitException.handler`
/// instead, then leaves state as it was before the offending call.
///
/// The default handler logs the exception's name and reason through
/// swift-log at `critical` level. Tests install their own handler to assert
/// the exact reason; a host that wants UIKit's crash can install one that
/// calls `fatalError`.
public struct UIKitException: Error, Equatable, Sendable, CustomStringConvertible {
    public let name: String
    public let reason: String

    public init(name: String, reason: String) { self.name = name; self.reason = reason }

    public static let invalidArgument = "NSInvalidArgumentException"
    public static let internalInconsistency = "NSInternalInconsistencyException"
    public static let generic = "NSGenericException"
    /// Raised by `setValue(_:forKey:)` for a key the object has no property for.
    public static let unknownKey = "NSUnknownKeyException"

    public var description: String { "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'" }

    /// Receives every raised exception. Replace it to observe or escalate.
    @preconcurrency @MainActor public static var handler: (UIKitException) -> Void = { exception in
        Log.uiKit.critical("\(exception.description)")
    }

    @MainActor static func raise(_ name: String, _ reason: String) {
        handler(UIKitException(name: name, reason: reason))
    }
}

/// `<ClassName: 0x…>` as UIKit prints objects in its messages.
@MainActor
func uiKitDescription(_ object: AnyObject?) -> String {
    guard let object else { return "(null)" }
    let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
    return "<\(TypeNames.qualified(type(of: object))): 0x\(String(address, radix: 16))>"
}

/// Type names, worked out once per type: descriptions go into every
/// transition's monitor events, and reflecting a type name is slow.
@MainActor
enum TypeNames {
    private struct Key: Hashable {
        let type: ObjectIdentifier
        let qualified: Bool
    }
    private static var names: [Key: String] = [:]

    /// `String(reflecting: type)`: with the module, as UIKit's messages show classes.
    static func qualified(_ type: Any.Type) -> String { name(of: type, qualified: true) }

    /// `String(describing: type)`: the bare type name.
    static func unqualified(_ type: Any.Type) -> String { name(of: type, qualified: false) }

    private static func name(of type: Any.Type, qualified: Bool) -> String {
        let key = Key(type: ObjectIdentifier(type), qualified: qualified)
        if let name = names[key] { return name }
        let name = qualified ? String(reflecting: type) : String(describing: type)
        names[key] = name
        return name
    }
}
