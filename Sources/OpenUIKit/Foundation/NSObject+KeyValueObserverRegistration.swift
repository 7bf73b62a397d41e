import Foundation

/// String key-value observing (Foundation's `NSKeyValueObserverRegistration`
/// and `observeValue(forKeyPath:of:change:context:)`), for the properties
/// Segue's classes report: `UIView`'s `frame`, `bounds`, `center`, `alpha`
/// and `hidden`, and `UIScrollView`'s `contentOffset`, `contentSize`,
/// `contentInset` and `zoomScale`; a key path may go on into the value's
/// fields (`bounds.size`, `contentOffset.y`).
///
/// ```swift
/// scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.new], context: nil)
/// override func observeValue(forKeyPath keyPath: String?, of object: Any?,
///                            change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) { … }
/// ```
///
/// The observer receives the message if it is a responder (a view or view
/// controller) or a presentation controller, which declare it `open` for
/// overriding; another observer gets a diagnostic when it registers
/// (docs/FIDELITY.md). Values in the change dictionary are the Swift values
/// (`CGPoint`, `CGRect`…), which `as? CGPoint` reads as on iOS.
extension NSObject {
    /// Registers `observer` to receive `observeValue(forKeyPath:of:change:context:)`
    /// when the value at `keyPath` changes. A key path Segue does not
    /// report gets a logged diagnostic and no registration.
    @MainActor
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String,
                            options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?) {
        guard let property = KeyValuePath.property(of: self, keyPath) else {
            Log.uiKit.error("addObserver(_:forKeyPath:): \(uiKitDescription(self)) reports no changes of '\(keyPath)' in Segue (it reports UIView's frame, bounds, center, alpha and hidden and UIScrollView's contentOffset, contentSize, contentInset and zoomScale); the observer receives nothing")
            return
        }
        if !(observer is KeyValueObserverMethod) {
            Log.uiKit.error("addObserver(_:forKeyPath:): \(uiKitDescription(observer)) cannot receive observeValue(forKeyPath:of:change:context:) in Segue: only responders (views, view controllers) and presentation controllers declare it; use observe(_:options:changeHandler:) instead")
        }
        weak let weakObserver = observer
        let observation = NSKeyValueObservation(
            object: self, key: property.key, options: options, read: property.read,
            report: { object, old, new, prior, _ in
                var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
                if let old { change[.oldKey] = old }
                if let new { change[.newKey] = new }
                if prior { change[.notificationIsPriorKey] = true }
                (weakObserver as? KeyValueObserverMethod)?.observeValue(forKeyPath: keyPath, of: object,
                                                                        change: change, context: context)
            })
        KeyValueRegistrations.add(.init(observer: observer, keyPath: keyPath, context: context,
                                        observation: observation), to: self)
    }

    /// Removes the registration of `observer` for `keyPath` made with
    /// `context`. Removing one that was never made is Foundation's
    /// `NSRangeException`, reported through `UIKitException.handler`.
    @MainActor
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeRegistration(observer, keyPath) { $0.context == context }
    }

    /// Removes the most recent registration of `observer` for `keyPath`.
    @MainActor
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeRegistration(observer, keyPath) { _ in true }
    }

    @MainActor
    private func removeRegistration(_ observer: NSObject, _ keyPath: String,
                                    where matches: (KeyValueRegistrations.Registration) -> Bool) {
        if !KeyValueRegistrations.remove(from: self, observer: observer, keyPath: keyPath, where: matches) {
            UIKitException.raise("NSRangeException",
                                 "Cannot remove an observer \(uiKitDescription(observer)) for the key path \"\(keyPath)\" from \(uiKitDescription(self)) because it is not registered as an observer.")
        }
    }
}

/// The classes that declare `observeValue(forKeyPath:of:change:context:)`
/// for overriding (NSObject declares it on iOS; Swift cannot add an
/// overridable method to Foundation's NSObject here).
@MainActor
protocol KeyValueObserverMethod: AnyObject {
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                      context: UnsafeMutableRawPointer?)
}

extension KeyValueObserverMethod {
    /// What NSObject's own implementation does: raise, because the message
    /// reached a class that registered without handling it.
    func unhandledObservation(_ keyPath: String?, _ object: Any?, _ change: [NSKeyValueChangeKey: Any]?,
                              _ context: UnsafeMutableRawPointer?) {
        let changes = (change ?? [:]).map { "    \($0.key.rawValue) = \($0.value);" }.sorted().joined(separator: "\n")
        UIKitException.raise(UIKitException.internalInconsistency,
                             "\(uiKitDescription(self)): An -observeValueForKeyPath:ofObject:change:context: message was received but not handled.\nKey path: \(keyPath ?? "(null)")\nObserved object: \(uiKitDescription(object as AnyObject?))\nChange: {\n\(changes)\n}\nContext: \(context.map { "\($0)" } ?? "0x0")")
    }
}
