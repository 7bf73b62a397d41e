import Foundation

/// Batches layer-tree changes into atomic updates (`CATransaction`).
///
/// Changes made outside an explicit `begin()`/`commit()` pair join an
/// implicit transaction that commits at the end of the current tick. The
/// outermost commit stamps pending animation begin times and produces the
/// next render-tree snapshot on the following tick. The completion block runs
/// once every animation added inside the transaction has stopped (or soon
/// after commit when none was added).
@preconcurrency @MainActor
open class CATransaction: NSObject {
    @MainActor struct Frame {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var values: [String: Any] = [:]
        let group: TransactionCompletionGroup
        var isImplicit = false

        init(implicit: Bool = false) {
            group = TransactionCompletionGroup()
            isImplicit = implicit
        }
    }

    @exclusivity(unchecked) static var stack: [Frame] = []

    /// Core Animation creates transactions itself; use the class methods.
    public override init() {}

    public static func begin() {
        stack.append(Frame())
    }

    /// Commits the innermost explicit transaction.
    public static func commit() {
        guard let index = stack.lastIndex(where: { !$0.isImplicit }) else {
            Log.quartzCore.warning("CATransaction.commit() called without a matching begin()")
            return
        }
        let frame = stack.remove(at: index)
        frame.group.seal()
        if stack.allSatisfy(\.isImplicit) { AnimationEngine.shared.stampPendingBeginTimes() }
    }

    /// Commits the implicit transaction now instead of at the end of the tick.
    public static func flush() {
        if let index = stack.firstIndex(where: \.isImplicit) {
            let frame = stack.remove(at: index)
            frame.group.seal()
        }
        if stack.isEmpty { AnimationEngine.shared.stampPendingBeginTimes() }
    }

    /// Ensures an implicit transaction exists (a property changed outside `begin`).
    static func ensureImplicit() {
        if stack.isEmpty {
            stack.append(Frame(implicit: true))
        }
    }

    /// Commits the implicit transaction (end of tick).
    static func commitImplicitAtEndOfTick() {
        while let index = stack.firstIndex(where: \.isImplicit) {
            stack.remove(at: index).group.seal()
        }
    }

    static var currentGroup: TransactionCompletionGroup? { stack.last?.group }

    public static func animationDuration() -> CFTimeInterval {
        for frame in stack.reversed() { if let duration = frame.duration { return duration } }
        return 0.25
    }

    public static func setAnimationDuration(_ dur: CFTimeInterval) {
        ensureImplicit()
        stack[stack.count - 1].duration = dur.isFinite && dur >= 0 ? dur : 0.25
    }

    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        for frame in stack.reversed() { if let function = frame.timingFunction { return function } }
        return nil
    }

    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        ensureImplicit()
        stack[stack.count - 1].timingFunction = function
    }

    public static func disableActions() -> Bool {
        for frame in stack.reversed() { if let flag = frame.disableActions { return flag } }
        return false
    }

    public static func setDisableActions(_ flag: Bool) {
        ensureImplicit()
        stack[stack.count - 1].disableActions = flag
    }

    public static func completionBlock() -> (() -> Void)? {
        stack.last?.group.completion
    }

    public static func setCompletionBlock(_ block: (() -> Void)?) {
        ensureImplicit()
        stack[stack.count - 1].group.completion = block
    }

    public static func value(forKey key: String) -> Any? {
        stack.reversed().lazy.compactMap { $0.values[key] }.first
    }

    public static func setValue(_ anObject: Any?, forKey key: String) {
        ensureImplicit()
        stack[stack.count - 1].values[key] = anObject
    }
}

/// Tracks the animations added inside one transaction so its completion
/// block runs when the last of them stops.
@MainActor
final class TransactionCompletionGroup {
    var completion: (() -> Void)?
    @exclusivity(unchecked) private var pending = 0
    @exclusivity(unchecked) private var sealed = false
    @exclusivity(unchecked) private var fired = false

    func retain() { pending += 1 }

    func release() {
        pending -= 1
        fireIfDone()
    }

    func seal() {
        sealed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard sealed, pending <= 0, !fired else { return }
        fired = true
        if let completion {
            self.completion = nil
            // The block was handed over on the main actor and runs there.
            nonisolated(unsafe) let block = completion
            AnimationEngine.shared.enqueueCallback { block() }
        }
    }
}
