import Foundation

/// Foundation's block-based key-value observing, for the properties of
/// Segue's classes that report their changes: `UIView.frame`, `bounds`,
/// `center`, `alpha`, `isHidden`, and `UIScrollView.contentOffset`,
/// `contentSize`, `contentInset`, `zoomScale` (and so table and collection views).
///
/// ```swift
/// observation = scrollView.observe(\.contentOffset, options: [.new, .old]) { scrollView, change in … }
/// ```
///
/// Options behave as Foundation documents them (`NSKeyValueObservingOptions`).
/// A key path Segue does not report (a user's own `@objc dynamic`
/// property, another UIKit property) is a logged diagnostic, and the
/// observation reports only `.initial` (docs/FIDELITY.md).
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// Observes `keyPath` (Foundation's `observe(_:options:changeHandler:)`).
    @preconcurrency @MainActor
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        keyValueObservation(keyPath, key: nil, options: options, changeHandler: changeHandler)
    }
}

extension _KeyValueCodingAndObserving where Self: UIView {
    /// Observes `keyPath`: a view reports `frame`, `bounds`, `center`, `alpha` and `isHidden`.
    @preconcurrency @MainActor
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let keys: [AnyKeyPath: String] = [\Self.frame: "frame", \Self.bounds: "bounds", \Self.center: "center",
                                          \Self.alpha: "alpha", \Self.isHidden: "isHidden"]
        return keyValueObservation(keyPath, key: keys[keyPath], options: options, changeHandler: changeHandler)
    }
}

extension _KeyValueCodingAndObserving where Self: UIScrollView {
    /// Observes `keyPath`: a scroll view reports `contentOffset`,
    /// `contentSize`, `contentInset` and `zoomScale`, and a view's properties.
    @preconcurrency @MainActor
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let keys: [AnyKeyPath: String] = [\Self.contentOffset: "contentOffset", \Self.contentSize: "contentSize",
                                          \Self.contentInset: "contentInset", \Self.zoomScale: "zoomScale", \Self.frame: "frame",
                                          \Self.bounds: "bounds", \Self.center: "center", \Self.alpha: "alpha",
                                          \Self.isHidden: "isHidden"]
        return keyValueObservation(keyPath, key: keys[keyPath], options: options, changeHandler: changeHandler)
    }
}

extension _KeyValueCodingAndObserving where Self: NSObject {
    @MainActor
    func keyValueObservation<Value>(_ keyPath: KeyPath<Self, Value>, key: String?, options: NSKeyValueObservingOptions,
                                    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        if key == nil {
            Log.uiKit.error("observe(\(keyPath)): Segue reports changes of UIView's frame, bounds, center, alpha and isHidden and UIScrollView's contentOffset, contentSize, contentInset and zoomScale only; this observation reports nothing after .initial")
        }
        return NSKeyValueObservation(object: self, key: key ?? "", keyPath: keyPath, options: options,
                                     changeHandler: changeHandler)
    }
}
