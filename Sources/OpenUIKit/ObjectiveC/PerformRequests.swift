import Foundation

/// The requests of `perform(_:with:afterDelay:)` still to run, on timers of
/// the media clock, and the results `perform(_:)` returned this turn.
@MainActor
enum PerformRequests {
    private struct Request {
        let timer: Int
        let target: AnyObject
        let selector: Selector
        let argument: Any?
    }

    private static var pending: [Request] = []
    /// Objects `perform(_:)` returned, alive until the next tick (as an
    /// autorelease pool drained each run-loop turn keeps them).
    private static var returned: [AnyObject] = []

    static func schedule(_ selector: Selector, on target: AnyObject, with argument: Any?, after delay: TimeInterval) {
        let engine = AnimationEngine.shared
        var id = 0
        id = engine.schedule(at: CACurrentMediaTime() + max(delay, 0), label: "perform \(selector.name)") {
            guard let index = pending.firstIndex(where: { $0.timer == id }) else { return }
            let request = pending.remove(at: index)
            _ = SelectorTable.send(request.selector, to: request.target, [request.argument])
        }
        pending.append(Request(timer: id, target: target, selector: selector, argument: argument))
    }

    /// Cancels `target`'s requests, those for `selector` only when given,
    /// and with an argument equal to `argument` when it is given.
    static func cancel(_ target: AnyObject, selector: Selector?, argument: Any??) {
        let cancelled = pending.filter { request in
            request.target === target && (selector == nil || request.selector == selector)
                && (argument.map { equal(request.argument, $0) } ?? true)
        }
        for request in cancelled { AnimationEngine.shared.cancelTimer(request.timer) }
        pending.removeAll { request in cancelled.contains { $0.timer == request.timer } }
    }

    /// Foundation's argument equality for cancelling: `isEqual(_:)`, both nil,
    /// or the same object.
    private static func equal(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (let l?, let r?):
            if let l = l as? NSObject { return l.isEqual(r) }
            if type(of: l) is AnyClass, type(of: r) is AnyClass { return (l as AnyObject) === (r as AnyObject) }
            if let l = l as? AnyHashable, let r = r as? AnyHashable { return l == r }
            return false
        default: return false
        }
    }

    /// A method's result as `perform(_:)` returns it: an object, unretained
    /// and kept alive until the next tick; nil otherwise.
    static func result(_ value: Any?) -> Unmanaged<AnyObject>? {
        guard let value, type(of: value) is AnyClass else { return nil }
        let object = value as AnyObject
        if returned.isEmpty { AnimationEngine.shared.async { returned.removeAll() } }
        returned.append(object)
        return .passUnretained(object)
    }
}
