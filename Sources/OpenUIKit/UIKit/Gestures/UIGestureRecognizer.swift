import Foundation

/// The base class of gesture recognizers (`UIGestureRecognizer`).
///
/// **Target-action.** Segue has no Objective-C runtime, so where UIKit
/// takes a `#selector` it takes an unapplied method reference with the same
/// labels: `UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))`
/// (see UIGestureRecognizer+TargetAction.swift), or a closure
/// (`init(handler:)`). An action added with a target only fires while that
/// target is alive (UIKit does not retain targets either).
///
/// **State machine** (UIKit's `UIGestureRecognizerSubclass` contract).
/// Subclasses drive it by setting `state`:
/// - continuous: `.possible → .began → .changed* → .ended | .cancelled`;
/// - discrete: `.possible → .recognized (= .ended) | .failed`;
/// - `.failed` only from `.possible`; invalid transitions are reported and ignored.
/// Actions fire on `.began`, `.changed`, `.ended`/`.recognized` and `.cancelled`.
/// Leaving `.possible` for `.began`/`.recognized` first asks, in order:
/// failure requirements (`require(toFail:)`, the delegate's and the
/// subclass's `shouldRequireFailure…` answers; while a required recognizer
/// that is taking part in the gesture is still `.possible`, the transition
/// waits and is applied when it fails, or turns into `.failed` when it
/// recognizes), then `gestureRecognizerShouldBegin(_:)` of each touched
/// view up to the recognizer's view and of the delegate (false → `.failed`),
/// then exclusion: a recognizer already recognizing the same touches that
/// may prevent this one makes it fail. Once it begins or recognizes, the
/// others sharing its touches are forced to fail (or are cancelled) unless
/// simultaneous recognition is allowed (`shouldRecognizeSimultaneouslyWith`)
/// or `canPrevent(_:)`/`canBePrevented(by:)` say otherwise.
///
/// **Reset.** After `.ended`, `.cancelled` or `.failed`, once all the
/// recognizer's touches are up, it calls `reset()` and returns to
/// `.possible` on the next run-loop turn (the next `MediaClock` tick), as
/// UIKit does at the end of the run loop. A new touch arriving before that
/// tick resets it first.
///
/// **Touch delivery to views.** Recognizers get each touch before its view.
/// `cancelsTouchesInView` (default true): recognizing sends
/// `touchesCancelled` to the view. `delaysTouchesBegan` (default false):
/// the view's `touchesBegan` waits until the recognizer fails (and is never
/// delivered if it recognizes). `delaysTouchesEnded` (default true): a
/// view's `touchesEnded` waits while the recognizer is still `.possible`
/// (e.g. a double tap between its taps).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Recognizer states; raw values match UIKit.
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        /// The state of a discrete recognizer that recognized (`.ended`).
        public static var recognized: State { .ended }
    }

    /// The target-action pairs, in the order they were added.
    var actions: [TargetAction<UIGestureRecognizer>] = []
    private var failureRequirements: [WeakRecognizer] = []

    /// The view the recognizer is attached to (`UIView.addGestureRecognizer(_:)`).
    public internal(set) weak var view: UIView?
    /// The delegate (held weakly).
    open weak var delegate: UIGestureRecognizerDelegate?
    /// A name for debugging.
    open var name: String?
    /// Whether the recognizer sends `touchesCancelled` to the view when it
    /// recognizes (default true).
    open var cancelsTouchesInView = true
    /// Whether the view's `touchesBegan` waits until this recognizer fails (default false).
    open var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` waits while this recognizer is
    /// still undecided (default true).
    open var delaysTouchesEnded = true

    /// Disabled recognizers receive no touches; disabling one that is
    /// recognizing cancels it (one still `.possible` with touches fails).
    open var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            if isRecognizing { apply(.cancelled) }
            else if stateStorage == .possible, !seenTouches.isEmpty { pendingState = nil; apply(.failed) }
            trackedTouches = []
            scheduleResetIfIdle()
            arena?.releaseHeldTouches()
        }
    }

    // MARK: Internal state

    var stateStorage: State = .possible
    /// A recognition waiting for required recognizers to fail.
    var pendingState: State?
    /// Touches down and not ignored, in arrival order.
    var trackedTouches: [UITouch] = []
    /// Every touch received since the last reset.
    var seenTouches: [UITouch] = []
    var ignoredTouches: [UITouch] = []
    weak var arena: WindowEventState?
    private var resetScheduled = false
    fileprivate(set) var timerGeneration = 0
    var lastCentroidInWindow: CGPoint = .zero
    weak var lastWindow: UIWindow?

    // MARK: Initialisers and actions

    /// A recognizer that sends `action` to `target` on every action-sending
    /// state change; the designated initializer, as in UIKit. The selector
    /// reaches the method a ported `#selector` registered (see `Selector`);
    /// a nil `action` adds no action.
    ///
    /// `required` in Segue (UIKit's is not): a storyboard or nib makes a
    /// recognizer of a `customClass` through it, since Swift on Linux can
    /// only make an object of a class found by name through a required
    /// initializer; `segue-port` rewrites a subclass's `override`.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { actions.append(.selector(target: target, action)) }
    }

    /// A recognizer with no action (`init(target: nil, action: nil)`).
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// Sent once the storyboard or nib that made the recognizer has
    /// connected all its objects (UIKit: `awakeFromNib()`, declared on
    /// `NSObject`). The default does nothing.
    open func awakeFromNib() {}

    /// A recognizer that calls `handler` on every action-sending state
    /// change (replaces `init(target:action:)` and its selector).
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init()
        addTarget(nil, action: handler)
    }

    /// Adds an action (replaces `addTarget(_:action:)` with a selector).
    /// With a non-nil `target`, the action only fires while the target is
    /// alive; with nil it always fires.
    public func addTarget(_ target: AnyObject?, action: @escaping (UIGestureRecognizer) -> Void) {
        actions.append(.closure(target: target, action))
    }

    /// Removes the actions added for `target` (closures cannot be compared,
    /// so all of them); nil removes every action.
    public func removeTarget(_ target: AnyObject?) {
        removeActions(target, signature: nil)
    }

    private func fireActions() {
        for entry in actions { entry.perform(sender: self) }
    }

    // MARK: State

    /// The current state. Subclasses set it to drive the state machine
    /// (in UIKit it is writable through `UIGestureRecognizerSubclass`).
    public var state: State {
        get { stateStorage }
        set { requestTransition(to: newValue) }
    }

    var isRecognizing: Bool { stateStorage == .began || stateStorage == .changed }
    var isTerminal: Bool { stateStorage == .ended || stateStorage == .cancelled || stateStorage == .failed }

    private func requestTransition(to new: State) {
        let old = stateStorage
        if let pending = pendingState, old == .possible {
            switch new {
            case .failed, .cancelled:
                pendingState = nil
                apply(.failed)
            case .ended where pending == .began:
                pendingState = nil
                apply(.failed)
            default:
                break  // still waiting for the required recognizers
            }
            return
        }
        if old == new && (new == .possible || new == .changed) {
            if new == .changed { apply(.changed) }
            return
        }
        let valid: Bool
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): valid = true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): valid = true
        case (.changed, .ended), (.changed, .cancelled): valid = true
        default: valid = false
        }
        guard valid else {
            EventDiagnostics.report("\(typeName).state: invalid transition from \(old) to \(new); ignored")
            return
        }
        if old == .possible && (new == .began || new == .ended) {
            attemptRecognition(new)
        } else {
            apply(new)
        }
    }

    private var typeName: String { String(describing: type(of: self)) }

    private func attemptRecognition(_ target: State) {
        if !blockers().isEmpty {
            pendingState = target
            arena?.releaseHeldTouches()
            return
        }
        pendingState = nil
        guard shouldBeginCheck() else { apply(.failed); return }
        let rivals = competitors()
        if rivals.contains(where: { $0.isRecognizing && $0.prevents(self) }) { apply(.failed); return }
        apply(target)
        for other in rivals where other !== self {
            if other.stateStorage == .possible, prevents(other) || other.requiresFailure(of: self) {
                other.pendingState = nil
                other.apply(.failed)
            } else if other.isRecognizing, prevents(other) {
                other.apply(.cancelled)
            }
        }
        for other in arena?.recognizers ?? [] where other !== self && other.pendingState != nil && other.requiresFailure(of: self) {
            other.pendingState = nil
            other.apply(.failed)
        }
    }

    /// Sets the state without checks and runs its consequences.
    func apply(_ new: State) {
        let old = stateStorage
        stateStorage = new
        if old == .possible && (new == .began || new == .ended) {
            arena?.recognizerDidRecognize(self)
        }
        if new != .failed && new != .possible { fireActions() }
        if old == .possible && new != .possible { arena?.releaseHeldTouches() }
        if new == .failed {
            for other in arena?.recognizers ?? [] where other !== self && other.pendingState != nil && other.requiresFailure(of: self) {
                guard let p = other.pendingState else { continue }
                other.pendingState = nil
                other.attemptRecognition(p)
            }
        }
        if isTerminal { cancelTimers(); scheduleResetIfIdle() }
    }

    // MARK: Competition

    /// Other recognizers of the current gesture that share a touch with this one.
    private func competitors() -> [UIGestureRecognizer] {
        (arena?.recognizers ?? []).filter { other in
            other !== self && other.seenTouches.contains { t in seenTouches.contains { $0 === t } }
        }
    }

    /// Required recognizers still undecided.
    private func blockers() -> [UIGestureRecognizer] {
        var candidates = arena?.recognizers ?? []
        for w in failureRequirements { if let r = w.value, !candidates.contains(where: { $0 === r }) { candidates.append(r) } }
        return candidates.filter { other in
            other !== self && other.stateStorage == .possible && !other.seenTouches.isEmpty
                && other.isEnabled && requiresFailure(of: other)
        }
    }

    func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        if failureRequirements.contains(where: { $0.value === other }) { return true }
        if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true { return true }
        if other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true { return true }
        return shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
    }

    private func allowsSimultaneous(with other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether this recognizer, recognizing, stops `other`.
    private func prevents(_ other: UIGestureRecognizer) -> Bool {
        !allowsSimultaneous(with: other) && canPrevent(other) && other.canBePrevented(by: self)
    }

    private func shouldBeginCheck() -> Bool {
        if let view {
            var asked = Set<ObjectIdentifier>()
            let touches = trackedTouches.isEmpty ? seenTouches : trackedTouches
            for touch in touches {
                var v = touch.view
                if let start = v, !start.isDescendant(of: view) { v = view }
                while let current = v {
                    if asked.insert(ObjectIdentifier(current)).inserted, !current.gestureRecognizerShouldBegin(self) { return false }
                    if current === view { break }
                    v = current.superview
                }
            }
            if touches.isEmpty, !view.gestureRecognizerShouldBegin(self) { return false }
        }
        return delegate?.gestureRecognizerShouldBegin(self) ?? true
    }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails
    /// (it fails if the other recognizes). A required recognizer that is
    /// not taking part in the current gesture counts as failed.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        failureRequirements.removeAll { $0.value == nil }
        if !failureRequirements.contains(where: { $0.value === otherGestureRecognizer }) {
            failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
        }
    }

    // MARK: Subclass hooks (UIGestureRecognizerSubclass)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when the recognizer returns to `.possible`; clear per-gesture state.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer (its view is unaffected).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        guard !ignoredTouches.contains(where: { $0 === touch }) else { return }
        ignoredTouches.append(touch)
        trackedTouches.removeAll { $0 === touch }
        arena?.releaseHeldTouches()
    }

    /// Whether this recognizer, recognizing, may make `preventedGestureRecognizer` fail (default true).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` may make this one fail (default true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Subclass form of `require(toFail:)` decided per pair (default false).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Subclass form of the reverse requirement (default false).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Touches and location

    /// The number of touches the recognizer is tracking.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches in `view`'s coordinates (nil:
    /// the window's). After the touches end it is their last centroid.
    open func location(in view: UIView?) -> CGPoint {
        let p = trackedTouches.isEmpty ? lastCentroidInWindow : centroidInWindow(trackedTouches)
        return convertFromWindow(p, to: view)
    }

    /// The location of tracked touch `touchIndex`; an index out of range is
    /// reported (UIKit raises) and answers `.zero`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            EventDiagnostics.report("-[\(typeName) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(trackedTouches.count)).")
            return .zero
        }
        return convertFromWindow(trackedTouches[touchIndex].locationInWindow, to: view)
    }

    func centroidInWindow(_ touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return lastCentroidInWindow }
        var x = 0.0, y = 0.0
        for t in touches { x += t.locationInWindow.x; y += t.locationInWindow.y }
        return CGPoint(x: x / Double(touches.count), y: y / Double(touches.count))
    }

    func convertFromWindow(_ p: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return p }
        return view.convert(p, from: lastWindow ?? view.window)
    }

    /// A window-space vector in `view`'s coordinates (nil: unchanged).
    func convertVectorFromWindow(_ v: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return v }
        let a = convertFromWindow(.zero, to: view), b = convertFromWindow(v, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    func convertVectorToWindow(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return v }
        let w = lastWindow ?? view.window
        let a = view.convert(CGPoint.zero, to: w), b = view.convert(v, to: w)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    // MARK: Delivery (called by the window)

    var canAcceptNewTouch: Bool { pendingState == nil && (stateStorage == .possible || isRecognizing) }

    func isTracking(_ touch: UITouch) -> Bool { trackedTouches.contains { $0 === touch } }

    func delaysBegan(of touch: UITouch) -> Bool {
        delaysTouchesBegan && isEnabled && stateStorage == .possible && seenTouches.contains { $0 === touch }
            && !ignoredTouches.contains { $0 === touch }
    }

    func delaysEnded(of touch: UITouch) -> Bool {
        delaysTouchesEnded && isEnabled && stateStorage == .possible && seenTouches.contains { $0 === touch }
            && !ignoredTouches.contains { $0 === touch }
    }

    func receive(_ touch: UITouch, set: Set<UITouch>, event: UIEvent, state: WindowEventState) {
        switch touch.phase {
        case .began:
            guard isEnabled, canAcceptNewTouch, view != nil else { return }
            state.join(self)
            lastWindow = touch.window
            trackedTouches.append(touch)
            seenTouches.append(touch)
            lastCentroidInWindow = centroidInWindow(trackedTouches)
            touchesBegan(set, with: event)
        case .moved:
            guard isTracking(touch), isEnabled, !isTerminal else { return }
            lastCentroidInWindow = centroidInWindow(trackedTouches)
            touchesMoved(set, with: event)
        case .ended:
            guard isTracking(touch) else { return }
            lastCentroidInWindow = centroidInWindow(trackedTouches)
            if isEnabled, !isTerminal { touchesEnded(set, with: event) }
        case .cancelled:
            guard isTracking(touch) else { return }
            if isEnabled, !isTerminal { touchesCancelled(set, with: event) }
        case .stationary:
            break
        }
    }

    /// The touch ended or was cancelled: stop tracking it. A cancelled touch
    /// that leaves the recognizer without touches cancels (or fails) it.
    func touchFinished(_ touch: UITouch) {
        let wasTracked = isTracking(touch)
        trackedTouches.removeAll { $0 === touch }
        if wasTracked, touch.phase == .cancelled, trackedTouches.isEmpty, !isTerminal {
            if isRecognizing { apply(.cancelled) } else { pendingState = nil; apply(.failed) }
        }
        scheduleResetIfIdle()
    }

    // MARK: Reset

    private func scheduleResetIfIdle() {
        guard isTerminal, trackedTouches.isEmpty, !resetScheduled else { return }
        resetScheduled = true
        AnimationEngine.shared.async { [weak self] in self?.resetIfIdleAndPending() }
        if Self.resetsAwaitingTick.count >= 64 { Self.resetsAwaitingTick.removeAll { $0.value?.resetScheduled != true } }
        Self.resetsAwaitingTick.append(WeakRecognizer(self))
    }

    /// Recognizers whose scheduled reset may not have run yet.
    private static var resetsAwaitingTick: [WeakRecognizer] = []

    /// Runs the resets still scheduled, now. Called when a new clock is
    /// installed (`MediaClock.install`), which discards the engine's pending
    /// blocks: that ends the run-loop turn the resets were waiting for, as
    /// UIKit resets its recognizers at the end of every turn. Without this a
    /// recognizer would keep its touches, and they their view (and through it
    /// the recognizer), for ever.
    static func runScheduledResets() {
        let waiting = resetsAwaitingTick
        resetsAwaitingTick = []
        for entry in waiting { entry.value?.resetIfIdleAndPending() }
    }

    /// Runs a scheduled reset now (the tick came, or a new touch arrived first).
    func resetIfIdleAndPending() {
        guard resetScheduled else { return }
        resetScheduled = false
        guard isTerminal, trackedTouches.isEmpty else { return }
        performReset()
    }

    func performReset() {
        resetScheduled = false
        cancelTimers()
        reset()
        stateStorage = .possible
        pendingState = nil
        // The touches are let go once this recognizer is consistent, not
        // while its properties are being written: the last reference to a
        // touch may be the last to its window, whose event state then resets
        // its recognizers (WindowEventState's deinit), this one included.
        let touches = (trackedTouches, seenTouches, ignoredTouches)
        trackedTouches = []
        seenTouches = []
        ignoredTouches = []
        let a = arena
        arena?.leave(self)
        arena = nil
        a?.releaseHeldTouches()
        withExtendedLifetime(touches) {}
    }

    /// True while this recognizer holds touches or has left `.possible`.
    final var needsReset: Bool {
        stateStorage != .possible || !trackedTouches.isEmpty || !seenTouches.isEmpty || !ignoredTouches.isEmpty
    }

    /// Detaches from the view: a recognizing recognizer is cancelled, an
    /// undecided one fails, then it resets.
    func detachFromView() {
        if isRecognizing { apply(.cancelled) }
        else if stateStorage == .possible, !seenTouches.isEmpty { pendingState = nil; apply(.failed) }
        resetScheduled = false
        if stateStorage != .possible || !seenTouches.isEmpty { performReset() }
        view = nil
    }

    // MARK: Timers (media time)

    /// Runs `block` once `delay` seconds of media time have passed (checked
    /// at each tick), unless the recognizer resets or `cancelTimers()` runs.
    func schedule(after delay: TimeInterval, _ block: @escaping () -> Void) {
        RecognizerTimer(owner: self, generation: timerGeneration, deadline: CACurrentMediaTime() + delay, block: block).poll()
    }

    func cancelTimers() { timerGeneration &+= 1 }
}

/// One recognizer timer: polled at each tick (each poll keeps the engine
/// busy, so a harness runs until it fires) until its deadline, unless its
/// recognizer resets, cancels its timers or goes. The engine's pending
/// block holds it; nothing else does (a local function that re-schedules
/// itself would hold its own context forever).
@MainActor
private final class RecognizerTimer {
    weak var owner: UIGestureRecognizer?
    let generation: Int
    let deadline: Double
    let block: () -> Void

    init(owner: UIGestureRecognizer, generation: Int, deadline: Double, block: @escaping () -> Void) {
        self.owner = owner
        self.generation = generation
        self.deadline = deadline
        self.block = block
    }

    func poll() {
        AnimationEngine.shared.async { [self] in
            guard let owner, owner.timerGeneration == generation else { return }
            if CACurrentMediaTime() >= deadline - 1e-9 { block() } else { poll() }
        }
    }
}

/// A weak reference to a recognizer (failure requirements).
@MainActor
struct WeakRecognizer {
    weak var value: UIGestureRecognizer?
    init(_ value: UIGestureRecognizer) { self.value = value }
}
