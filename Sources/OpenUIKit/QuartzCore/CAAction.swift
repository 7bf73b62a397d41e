import Foundation

/// An object that responds to a layer property change (`CAAction`).
/// Animations are actions: running one adds it to the layer for the key.
/// `NSNull` is the "no action" marker a delegate returns to stop the search.
/// Not actor-isolated, as in the SDK; layers run actions on the main thread.
public protocol CAAction: AnyObject {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
