import Foundation

/// NSObject's messaging by selector (NSObjectProtocol's `perform(_:)`
/// family, `responds(to:)`, NSObject's `instancesRespond(to:)` and the
/// delayed performs of Foundation's NSObject extension), answered from
/// Segue's selector table (see `Selector`):
///
/// ```swift
/// let next = controller.perform(Selector("nextPage"))?.takeUnretainedValue()
/// card.perform(Selector("collapse:"), with: true, afterDelay: 0.3)
/// NSObject.cancelPreviousPerformRequests(withTarget: card)
/// ```
///
/// - `perform(_:)`, `perform(_:with:)` and `perform(_:with:with:)` call the
///   method at once and return its result unretained, as iOS does
///   (developer.apple.com/documentation/objectivec/nsobjectprotocol/perform(_:)):
///   an object result stays alive until the next turn of the run loop (the
///   next tick of `MediaClock.current`), as an autoreleased one would; a
///   method returning a value that is not an object, or nothing, gives nil.
/// - `perform(_:with:afterDelay:)` runs the method on the main run loop
///   after `delay` seconds of `MediaClock.current` — on the virtual clock,
///   when it is advanced — retaining the receiver and the argument until
///   then ("perform(_:with:afterDelay:)",
///   developer.apple.com/documentation/objectivec/nsobject/perform(_:with:afterdelay:)).
/// - A selector the receiver does not implement logs iOS's
///   `-[Type name]: unrecognized selector sent to instance` and returns
///   nil; iOS raises an exception there (docs/FIDELITY.md).
///
/// These are extension methods: a subclass cannot override
/// `responds(to:)`, and `forwardingTarget(for:)` is not consulted (a
/// forwarding proxy is ported by conforming to the protocol and forwarding
/// each method; `segue port` lists such proxies).
extension NSObject {
    /// Sends `aSelector` with no argument; its result, unretained.
    @preconcurrency @MainActor @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        PerformRequests.result(send(aSelector, []))
    }

    /// Sends `aSelector` with `object` as its argument; its result, unretained.
    @preconcurrency @MainActor @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        PerformRequests.result(send(aSelector, [object as Any?]))
    }

    /// Sends `aSelector` with two arguments; its result, unretained.
    @preconcurrency @MainActor @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        PerformRequests.result(send(aSelector, [object1 as Any?, object2 as Any?]))
    }

    /// Sends `aSelector` with `anArgument` (the method takes one argument or
    /// none) after `delay` seconds of the media clock, on the main run loop.
    @preconcurrency @MainActor
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        PerformRequests.schedule(aSelector, on: self, with: anArgument, after: delay)
    }

    /// As `perform(_:with:afterDelay:)`, in the run-loop modes `modes`. Segue
    /// has one run loop, always in its default mode, which every mode here
    /// stands for; as on iOS an empty `modes` performs nothing.
    @preconcurrency @MainActor
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval,
                        inModes modes: [RunLoop.Mode]) {
        guard !modes.isEmpty else { return }
        PerformRequests.schedule(aSelector, on: self, with: anArgument, after: delay)
    }

    /// Sends `aSelector` with `arg` on the main thread (Foundation's
    /// `performSelectorOnMainThread:withObject:waitUntilDone:`). Segue's
    /// app code runs on the main thread, so with `wait` true the method runs
    /// now, as Foundation does when the caller is on the main thread; with
    /// `wait` false it is queued and runs on the next turn of the run loop.
    @preconcurrency @MainActor
    public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool) {
        if wait {
            _ = send(aSelector, [arg])
        } else {
            PerformRequests.schedule(aSelector, on: self, with: arg, after: 0)
        }
    }

    /// As `performSelector(onMainThread:with:waitUntilDone:)`, in the run-loop
    /// modes `array` (Segue's one run loop stands for every mode); an empty
    /// `array` performs nothing, as on iOS.
    @preconcurrency @MainActor
    public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool,
                                modes array: [String]?) {
        guard array?.isEmpty != true else { return }
        performSelector(onMainThread: aSelector, with: arg, waitUntilDone: wait)
    }

    /// Cancels the requests `perform(_:with:afterDelay:)` made on `aTarget`
    /// that have not run.
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        PerformRequests.cancel(aTarget as AnyObject, selector: nil, argument: nil)
    }

    /// Cancels `aTarget`'s pending requests for `aSelector` whose argument
    /// equals `anArgument` (by `isEqual(_:)`, as Foundation compares them).
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        PerformRequests.cancel(aTarget as AnyObject, selector: aSelector, argument: .some(anArgument))
    }

    /// Whether the receiver implements `aSelector`: a method some `Selector`
    /// made from a method reference registered for its type (or a
    /// superclass, or a protocol it conforms to).
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return SelectorTable.implementation(of: aSelector, for: self) != nil
    }

    /// Whether instances of this class implement `aSelector` (as `responds(to:)`,
    /// asked of the class).
    public class func instancesRespond(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return SelectorTable.isImplemented(aSelector, byInstancesOf: self)
    }

    /// Sends `selector` to the receiver; nil and a message when it has no
    /// implementation.
    @MainActor
    private func send(_ selector: Selector?, _ arguments: [Any?]) -> Any? {
        guard let selector else {
            Log.uiKit.error("-[\(String(reflecting: type(of: self))) performSelector:]: selector is nil; nothing was sent")
            return nil
        }
        return SelectorTable.send(selector, to: self, arguments)
    }
}
