import Foundation

// MARK: - Touch injection (Segue API)

extension UIWindow {
    /// Injects a touch change into the window, as the hardware would
    /// (Segue API; the test harness and the live window drive input with it).
    ///
    /// - `phase`: `.began` creates the finger `touchID` and hit-tests
    ///   `location` (window coordinates) with `hitTest(_:with:)`; the hit view
    ///   stays the touch's view for its whole life, as in UIKit. `.moved`
    ///   updates it, `.ended`/`.cancelled` finish it. `.stationary` only
    ///   refreshes the timestamp and delivers nothing.
    /// - The touch's timestamp is `CACurrentMediaTime()`: advance the clock
    ///   between calls (`clock.advance(by:)`) to script speed.
    /// - The window's event is then passed to `sendEvent(_:)`.
    ///
    /// Ignored, with a diagnostic: non-finite locations, a `.began` for a
    /// finger already down, a change for a finger that is not down. Ignored
    /// silently, as UIKit delivers nothing to them: a hidden window, or one
    /// with `isUserInteractionEnabled == false`.
    public func sendTouch(_ phase: UITouch.Phase, at location: CGPoint, touchID: Int = 0) {
        guard location.isFinitePoint else {
            EventDiagnostics.report("UIWindow.sendTouch(_:at:touchID:): ignoring touch \(touchID) (\(phase)) at non-finite location \(location)")
            return
        }
        guard !isHidden, isUserInteractionEnabled else { return }
        // An opted-in running transition catches the touch (TransitionInterruption).
        if InterruptionSession.intercept(phase, at: location, touchID: touchID, in: self) { return }
        let state = WindowEventState.of(self)
        let now = CACurrentMediaTime()
        let event = state.event
        for other in event.touchStorage { other.phase = .stationary }

        let touch: UITouch
        if phase == .began {
            // During a non-interactive presentation or dismissal the window
            // ignores new touches, as UIKit does (docs/UIKIT-FACTS.md, "Modal presentation").
            if ignoresInteractionEvents {
                EventDiagnostics.report("UIWindow: touch \(touchID) began while a transition ignores interaction events; ignored")
                return
            }
            guard state.touchesByID[touchID] == nil else {
                EventDiagnostics.report("UIWindow.sendTouch(_:at:touchID:): touch \(touchID) began while already down; ignored")
                return
            }
            touch = UITouch(touchID: touchID)
            touch.window = self
            touch.locationInWindow = location
            touch.previousLocationInWindow = location
            touch.timestamp = now
            if let last = state.lastTap, now - last.time <= UITapGestureRecognizer.maximumIntervalBetweenTaps,
               hypot(location.x - last.location.x, location.y - last.location.y) <= UITapGestureRecognizer.allowableSeparation {
                touch.tapCount = last.count + 1
            }
            state.touchesByID[touchID] = touch
            event.touchStorage.append(touch)
            event.timestamp = now
            touch.view = hitTest(location, with: event)
        } else {
            guard let existing = state.touchesByID[touchID] else {
                EventDiagnostics.report("UIWindow.sendTouch(_:at:touchID:): touch \(touchID) is not down; \(phase) ignored")
                return
            }
            touch = existing
            touch.timestamp = now
            event.timestamp = now
            if phase == .stationary { return }
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = location
        }
        touch.phase = phase
        sendEvent(event)
    }

    /// Routes a touch event: every changed touch goes first to its gesture
    /// recognizers, then to its view through the responder chain (UIKit's
    /// `UIWindow.sendEvent` order). Called by `sendEvent(_:)`.
    func dispatchTouchEvent(_ event: UIEvent) {
        let state = WindowEventState.of(self)
        let changed = event.touchStorage.filter { $0.window === self && $0.phase != .stationary }
        for touch in changed { deliver(touch, state: state) }
        for touch in changed where touch.phase == .ended || touch.phase == .cancelled {
            event.touchStorage.removeAll { $0 === touch }
            if state.touchesByID[touch.touchID] === touch { state.touchesByID[touch.touchID] = nil }
            if touch.phase == .ended {
                state.lastTap = (touch.timestamp, touch.locationInWindow, touch.tapCount)
            }
        }
    }

    private func deliver(_ touch: UITouch, state: WindowEventState) {
        let event = state.event
        let set: Set<UITouch> = [touch]
        if touch.phase == .began {
            touch.recognizerStorage = gatherRecognizers(for: touch, state: state)
        }
        // 1. Gesture recognizers (before the view).
        for recognizer in touch.recognizerStorage {
            recognizer.receive(touch, set: set, event: event, state: state)
        }
        // 2. The view and its responder chain.
        state.deliverToView(touch)
        // 3. Bookkeeping once the touch is over.
        if touch.phase == .ended || touch.phase == .cancelled {
            for recognizer in touch.recognizerStorage { recognizer.touchFinished(touch) }
        }
    }

    /// The recognizers of the hit view and its ancestors (deepest first),
    /// enabled, not already decided, and accepted by their delegate.
    private func gatherRecognizers(for touch: UITouch, state: WindowEventState) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var v = touch.view
        while let current = v {
            for r in current.gestureRecognizerStorage where r.isEnabled {
                r.resetIfIdleAndPending()
                guard r.canAcceptNewTouch else { continue }
                if let d = r.delegate, !d.gestureRecognizer(r, shouldReceive: touch) { continue }
                result.append(r)
            }
            v = current.superview
        }
        return result
    }
}
