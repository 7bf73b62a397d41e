import SwiftSyntax

/// The constructs `segue-port` reports and leaves unchanged, with the
/// reasons it gives: each needs the Objective-C runtime (or Interface
/// Builder), and no rewrite keeps its meaning on Linux.
enum Unportable {
    // MARK: Reasons

    static let optionalRequirement = "optional protocol requirement needs the Objective-C runtime"
    static let keyValueObserving = "key-value observing needs the Objective-C runtime; observe the property with didSet or a closure instead"
    static let swizzling = "method swizzling and the runtime's class and method tables need the Objective-C runtime; subclass and override the method (calling super), or call your replacement where the original is called"
    static let classByName = "looking up a class or a selector by its name needs the Objective-C runtime"
    static let storyboards = "segue actions (@IBSegueAction) are called by UIKit's storyboard runtime, which Segue's storyboards do not call; make the destination in prepare(for:sender:)"
    static let perform = "perform(_:…) sends a message through the Objective-C runtime; call the method, or schedule a closure with DispatchQueue.main.asyncAfter"
    static let managed = "@NSManaged properties are Core Data's, implemented by the Objective-C runtime"
    static let keyPathExpression = "#keyPath names an Objective-C key path; use a Swift key path (\\Type.property)"
    static let selectorType = "a Selector is a method name for the Objective-C runtime; take a closure or a method reference ((Target) -> (Sender) -> Void) instead"
    static let selectorFromString = "a selector spelled as a string is resolved by the Objective-C runtime; use a method reference"
    static let respondsTo = "responds(to:) asks the Objective-C runtime; it can be answered only for members of the transition protocols Segue always implements (UIViewControllerTransitioningDelegate, UINavigationControllerDelegate…)"
    static let respondsToReceiverCall = "the receiver makes a call that would no longer be made if the answer were written as true"
    static let selectorOutsideTargetAction = "a selector outside a target–action call (target: and action:/selector:) needs the Objective-C runtime"
    static let selectorAccessor = "#selector(getter:) and #selector(setter:) name Objective-C property accessors, which have no Swift method reference"
    static let selectorShape = "the selector is not a method name the porter can turn into a method reference"

    /// The reason for a selector whose target is not `self`.
    static func selectorTarget(_ target: String, method: String) -> String {
        "the target \(target) is not self, so the porter cannot tell which type declares \(method); write Type.\(method) by hand"
    }

    // MARK: Names

    /// Runtime functions, reported wherever they are named.
    static let runtimeFunctions: [String: String] = [
        "method_exchangeImplementations": swizzling,
        "method_setImplementation": swizzling,
        "method_getImplementation": swizzling,
        "class_getInstanceMethod": swizzling,
        "class_getClassMethod": swizzling,
        "class_addMethod": swizzling,
        "class_replaceMethod": swizzling,
        "object_setClass": swizzling,
        "NSClassFromString": classByName,
        "sel_registerName": classByName,
    ]

    // MARK: Calls

    /// Why the call cannot be ported, or `nil` when it is not one of the
    /// calls that need the runtime (`responds(to:)` and `#selector` are
    /// judged elsewhere).
    static func reason(for call: FunctionCallExprSyntax) -> String? {
        guard let name = call.calleeName else { return nil }
        let labels = call.argumentLabels
        switch name {
        case "addObserver" where labels.contains("forKeyPath"), "removeObserver" where labels.contains("forKeyPath"):
            return keyValueObserving
        case "perform" where labels.contains("waitUntilDone") || labels.contains("on"):
            return perform
        default:
            return nil
        }
    }

    // MARK: Declarations

    /// Why a method declaration cannot be ported: the override key-value
    /// observing calls.
    static func reason(for function: FunctionDeclSyntax) -> String? {
        let parameters = function.signature.parameterClause.parameters
        let first = parameters.first
        switch function.name.text {
        case "observeValue" where first?.firstName.text == "forKeyPath":
            return keyValueObserving
        default:
            return nil
        }
    }

}
