import Foundation

/// A block-based key-value observation (Foundation's `NSKeyValueObservation`),
/// made by `observe(_:options:changeHandler:)`; it reports until it is
/// invalidated or deinitialised.
@preconcurrency @MainActor
public final class NSKeyValueObservation: NSObject {
    let key: String
    weak var object: AnyObject?
    private let options: NSKeyValueObservingOptions
    /// Reads the value now and remembers it as the old value.
    private let capture: () -> Void
    /// Reports: before the change (prior) or after it.
    private let report: (_ prior: Bool) -> Void
    private(set) var isValid = true

    init<Root: AnyObject, Value>(object: Root, key: String, keyPath: KeyPath<Root, Value>,
                                 options: NSKeyValueObservingOptions,
                                 changeHandler: @escaping (Root, NSKeyValueObservedChange<Value>) -> Void) {
        self.key = key
        self.object = object
        self.options = options
        weak let weakObject = object
        var old: Value?
        capture = {
            guard let object = weakObject else { return }
            old = object[keyPath: keyPath]
        }
        report = { prior in
            guard let object = weakObject else { return }
            let change = NSKeyValueObservedChange<Value>(
                kind: .setting,
                newValue: !prior && options.contains(.new) ? object[keyPath: keyPath] : nil,
                oldValue: options.contains(.old) ? old : nil,
                indexes: nil, isPrior: prior)
            changeHandler(object, change)
        }
        super.init()
        if options.contains(.initial), let object = weakObject {
            changeHandler(object, NSKeyValueObservedChange(kind: .setting,
                                                           newValue: options.contains(.new) ? object[keyPath: keyPath] : nil,
                                                           oldValue: nil, indexes: nil, isPrior: false))
        }
        KeyValueObserving.add(self)
    }

    /// Stops the reports.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        KeyValueObserving.remove(self)
    }

    isolated deinit { invalidate() }

    func willChange() {
        capture()
        if options.contains(.prior) { report(true) }
    }

    func didChange() { report(false) }
}
