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

    /// An observation of `key` read by name (string key-value observing,
    /// `addObserver(_:forKeyPath:options:context:)`): `read` gives the
    /// value now, `report` receives (old, new, isPrior, isInitial) with the
    /// values the options ask for.
    init(object: AnyObject, key: String, options: NSKeyValueObservingOptions,
         read: @escaping (AnyObject) -> Any?,
         report: @escaping (_ object: AnyObject, _ old: Any?, _ new: Any?, _ prior: Bool, _ initial: Bool) -> Void) {
        self.key = key
        self.object = object
        self.options = options
        weak let weakObject = object
        var old: Any?
        capture = {
            guard let object = weakObject else { return }
            old = read(object)
        }
        self.report = { prior in
            guard let object = weakObject else { return }
            report(object, options.contains(.old) ? old : nil,
                   !prior && options.contains(.new) ? read(object) : nil, prior, false)
        }
        super.init()
        if options.contains(.initial) {
            report(object, nil, options.contains(.new) ? read(object) : nil, false, true)
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
