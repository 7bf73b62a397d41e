import Foundation

/// The base of views that send actions in response to touches, such as
/// buttons (`UIControl`).
///
/// Segue has no Objective-C runtime, so target-action takes a method
/// reference where UIKit takes a selector, with UIKit's labels:
/// `addTarget(self, action: Self.tapped(_:), for: .touchUpInside)` (see
/// UIControl+TargetAction.swift), or a closure. `UIAction`s are the other
/// way to attach behaviour.
///
/// Touch tracking follows UIKit: a touch down highlights the control and
/// sends `.touchDown`; moving reports drags inside or outside (the
/// highlight follows); lifting inside sends `.touchUpInside` (and
/// `.primaryActionTriggered` for buttons), lifting outside `.touchUpOutside`.
/// "Inside" is the bounds grown by 70 points on every side, as UIKit
/// forgives fingers that slide off. Disabled controls track nothing.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Target-action pairs with the events each is attached for.
    var targetActions: [(action: TargetAction<UIControl>, events: UIControl.Event)] = []
    private var actionEntries: [(action: UIAction, events: UIControl.Event)] = []

    /// The event being handled while touches send actions (the `forEvent:`
    /// argument of an action method).
    private var currentEvent: UIEvent?

    /// How far outside its bounds a touch still counts as inside.
    static let touchSlop: CGFloat = 70

    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// True while a touch that began in the control is being followed.
    public private(set) var isTracking = false
    /// Whether the tracked touch is within the touch area.
    public private(set) var isTouchInside = false

    /// The combination of `.disabled`, `.highlighted` and `.selected` that applies now.
    open var state: UIControl.State {
        var s: UIControl.State = .normal
        if !isEnabled { s.insert(.disabled) }
        if isHighlighted { s.insert(.highlighted) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes.
    open func stateDidChange() {}

    /// Whether a touch shows the control's menu instead of sending its
    /// primary action (iOS 14; `UIButton.menu` is the menu a button shows).
    open var showsMenuAsPrimaryAction = false { didSet { menuSettingsDidChange() } }

    /// `showsMenuAsPrimaryAction` changed (a button re-decides how its menu opens).
    func menuSettingsDidChange() {}

    // MARK: Actions

    /// Runs `action` when any of `controlEvents` happens. An action whose
    /// identifier is already attached replaces the earlier one.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actionEntries.removeAll { $0.action.identifier == action.identifier }
        actionEntries.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents` (it stays for any others).
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        actionEntries = actionEntries.compactMap { entry in
            guard entry.action.identifier == identifier else { return entry }
            let remaining = entry.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : (entry.action, remaining)
        }
    }

    /// Calls `action` when any of `controlEvents` happens — the closure form
    /// of UIKit's target-action, replacing `#selector`. The control holds
    /// `target` weakly: once it is gone, the action is dropped. A nil target
    /// means the action always runs.
    open func addTarget(_ target: AnyObject?, action: @escaping (UIControl) -> Void, for controlEvents: UIControl.Event) {
        targetActions.append((.closure(target: target, action), controlEvents))
    }

    /// Removes the actions added for `target` (all actions when nil) for
    /// `controlEvents`. Closures cannot be compared, so this is UIKit's
    /// `removeTarget(_:action: nil, for:)`.
    open func removeTarget(_ target: AnyObject?, for controlEvents: UIControl.Event) {
        removeTargetActions(target, signature: nil, for: controlEvents)
    }

    /// Detaches `target`'s actions with `signature` (every action when nil)
    /// from `controlEvents`; an action stays for its other events.
    func removeTargetActions(_ target: AnyObject?, signature: ObjectIdentifier?, for controlEvents: UIControl.Event) {
        targetActions = targetActions.compactMap { entry in
            guard entry.action.matches(target: target, signature: signature) else { return entry }
            let remaining = entry.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : (entry.action, remaining)
        }
    }

    /// The events some action or target is attached for.
    open var allControlEvents: UIControl.Event {
        let all = targetActions.map(\.events) + actionEntries.map(\.events)
        return all.reduce(into: []) { $0.formUnion($1) }
    }

    /// The live targets (nil targets excluded).
    open var allTargets: [AnyObject] { targetActions.compactMap(\.action.target) }

    /// Runs every action and target attached for any of `controlEvents`, in
    /// the order they were added: `UIAction`s first, then targets.
    open func sendActions(for controlEvents: UIControl.Event) {
        targetActions.removeAll { $0.action.isOrphaned }
        let actions = actionEntries.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action)
        let targets = targetActions.filter { !$0.events.isDisjoint(with: controlEvents) }
        for action in actions { sendAction(action) }
        for entry in targets {
            // A selector goes through sendAction(_:to:for:), which subclasses override to see each action.
            if let selector = entry.action.selector {
                if !entry.action.isOrphaned { sendAction(selector, to: entry.action.target, for: currentEvent) }
            } else {
                entry.action.perform(sender: self, event: currentEvent)
            }
        }
    }

    /// Runs `action` with this control as its sender.
    open func sendAction(_ action: UIAction) { action.perform(sender: self) }

    /// Sends `action` to `target` with this control as the sender, as the
    /// control does for each of its target-action pairs (a nil target: up
    /// the responder chain, see `addTarget(_:action:for:)`).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        TargetAction<UIControl>.selector(target: target, action, responders: UIResponder.actionChain(from:))
            .perform(sender: self, event: event)
    }

    // MARK: Touch tracking

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        currentEvent = event
        defer { currentEvent = nil }
        guard isEnabled, let touch = touches.first else { return }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
        if !beginTracking(touch, with: event) { isTracking = false }
    }

    /// A touch went down in the control; return false to stop tracking it
    /// (no `continueTracking` or `endTracking` follow). The default returns true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved; return false to stop tracking it. The default returns true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch lifted (before the touch-up events are sent). The default does nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Tracking was cancelled (before `.touchCancel` is sent). The default does nothing.
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        currentEvent = event
        defer { currentEvent = nil }
        guard isTracking, let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = touchArea.contains(touch.location(in: self))
        isHighlighted = isTouchInside
        if isTouchInside != wasInside { sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
        if !continueTracking(touch, with: event) { endTracking() }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        currentEvent = event
        defer { currentEvent = nil }
        guard isTracking, let touch = touches.first else { return }
        isTouchInside = touchArea.contains(touch.location(in: self))
        endTracking()
        endTracking(touch, with: event)
        if isTouchInside {
            willSendTouchUpInside()
            sendActions(for: eventsForTouchUpInside)
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        currentEvent = event
        defer { currentEvent = nil }
        guard isTracking else { return }
        endTracking()
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    /// The events a touch lifted inside sends: `.touchUpInside`, and for
    /// controls whose primary action is a tap (buttons) also `.primaryActionTriggered`.
    var eventsForTouchUpInside: UIControl.Event { .touchUpInside }

    /// A touch lifted inside; the touch-up actions follow (a button that
    /// changes selection as its primary action toggles `isSelected` here).
    func willSendTouchUpInside() {}

    private func endTracking() {
        isTracking = false
        isHighlighted = false
    }

    /// The bounds grown by the touch slop.
    private var touchArea: CGRect { bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop) }
}
