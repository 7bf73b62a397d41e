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

    public var description: String { "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'" }

    /// Receives every raised exception. Replace it to observe or escalate.
    @MainActor public static var handler: (UIKitException) -> Void = { exception in
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
    return "<\(String(reflecting: type(of: object))): 0x\(String(address, radix: 16))>"
}
