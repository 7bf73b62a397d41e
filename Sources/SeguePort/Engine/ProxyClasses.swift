import SwiftSyntax

/// Rule 10: a subclass of `NSProxy` stays as it is and is reported with the
/// rewrite to make.
///
/// An `NSProxy` forwards every message it does not implement through
/// `forwardInvocation(_:)` and `methodSignature(for:)`, which the Objective-C
/// runtime calls; without the runtime no message reaches them. A proxy that
/// stands in for a delegate is written instead as a class that conforms to
/// the delegate protocol and forwards each of its methods to the object it
/// wraps.
enum ProxyClasses {
    static let reason = "an NSProxy subclass forwards messages through the Objective-C runtime (forwardInvocation(_:)); write a class that conforms to the protocol it stands in for and forwards each method to the wrapped object"

    /// Whether `node` inherits from `NSProxy` directly.
    static func isProxy(_ node: ClassDeclSyntax) -> Bool {
        node.inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self)?.name.text == "NSProxy"
    }
}
