import Foundation

/// Per-window touch bookkeeping: the live touches by injector id, the
/// window's reusable event, touches whose delivery to the view is being held
/// by a recognizer, the recognizers taking part in the current gesture (the
/// "arena") and the last tap, for `tapCount`.
@MainActor
final class WindowEventState {
    weak var window: UIWindow?
    let event = UIEvent()
    var touchesByID: [Int: UITouch] = [:]
    /// Touches (live or already ended) with phases held back from their view.
    var heldTouches: [UITouch] = []
    /// Recognizers that received a touch since their last reset, in order.
    var recognizers: [UIGestureRecognizer] = []
    var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?

    init(window: UIWindow) { self.window = window }

    /// The state of `window`, created on demand and owned by the window: it
    /// goes away with it.
    static func of(_ window: UIWindow) -> WindowEventState {
        if let s = window.eventStateStorage { return s }
        let s = WindowEventState(window: window)
        window.eventStateStorage = s
        return s
    }

    /// The window went away with fingers still down, or with recognizers
    /// whose reset had not run yet: they reset now. A recognizer holds its
    /// touches until it resets, and a touch holds its view (which holds the
    /// recognizer) and its recognizers, so without this they would keep each
    /// other alive for ever. (On iOS a touch also holds its window, which
    /// cannot go away while a finger is down.)
    isolated deinit {
        for recognizer in recognizers where recognizer.needsReset { recognizer.performReset() }
    }

    func join(_ recognizer: UIGestureRecognizer) {
        if !recognizers.contains(where: { $0 === recognizer }) { recognizers.append(recognizer) }
        recognizer.arena = self
    }

    func leave(_ recognizer: UIGestureRecognizer) {
        recognizers.removeAll { $0 === recognizer }
    }

    // MARK: Delivery to the view (responder chain)

    func send(_ phase: UITouch.Phase, of touch: UITouch) {
        guard let view = touch.view else { return }
        let set: Set<UITouch> = [touch]
        switch phase {
        case .began: view.touchesBegan(set, with: event)
        case .moved, .stationary: view.touchesMoved(set, with: event)
        case .ended: view.touchesEnded(set, with: event)
        case .cancelled: view.touchesCancelled(set, with: event)
        }
    }

    /// Delivers the touch's current phase to its view, unless a recognizer
    /// holds it back (`delaysTouchesBegan`, `delaysTouchesEnded`) or has
    /// cancelled the touch for the view.
    func deliverToView(_ touch: UITouch) {
        guard touch.view != nil else { return }
        let phase = touch.phase
        switch touch.viewDelivery {
        case .done:
            return
        case .held:
            if phase == .cancelled {
                if !touch.heldPhases.contains(.began) { send(.cancelled, of: touch) }
                finishHeld(touch)
            } else {
                touch.heldPhases.append(phase)
            }
            return
        case .idle:
            if phase == .began, touch.recognizerStorage.contains(where: { $0.delaysBegan(of: touch) }) {
                hold(touch, phase)
                return
            }
        case .began:
            if phase == .ended, touch.recognizerStorage.contains(where: { $0.delaysEnded(of: touch) }) {
                hold(touch, phase)
                return
            }
        }
        send(phase, of: touch)
        switch phase {
        case .began: touch.viewDelivery = .began
        case .ended, .cancelled: touch.viewDelivery = .done
        default: break
        }
    }

    private func hold(_ touch: UITouch, _ phase: UITouch.Phase) {
        touch.viewDelivery = .held
        touch.heldPhases = [phase]
        if !heldTouches.contains(where: { $0 === touch }) { heldTouches.append(touch) }
    }

    private func finishHeld(_ touch: UITouch) {
        touch.viewDelivery = .done
        touch.heldPhases = []
        heldTouches.removeAll { $0 === touch }
    }

    /// A recognizer began or recognized: with `cancelsTouchesInView`, its
    /// touches are cancelled for their views (held ones are dropped, or
    /// turned into `touchesCancelled` if the view had seen them begin).
    func recognizerDidRecognize(_ recognizer: UIGestureRecognizer) {
        guard recognizer.cancelsTouchesInView else { return }
        for touch in recognizer.seenTouches {
            switch touch.viewDelivery {
            case .began:
                send(.cancelled, of: touch)
                touch.viewDelivery = .done
            case .held:
                if !touch.heldPhases.contains(.began) { send(.cancelled, of: touch) }
                finishHeld(touch)
            case .idle:
                touch.viewDelivery = .done
            case .done:
                break
            }
        }
    }

    /// Releases held phases no recognizer holds any more (a recognizer
    /// failed, recognized without cancelling, or was reset).
    func releaseHeldTouches() {
        for touch in heldTouches {
            guard touch.viewDelivery == .held else { continue }
            let beganHeld = touch.heldPhases.first == .began
            let stillHeld = touch.recognizerStorage.contains {
                beganHeld ? $0.delaysBegan(of: touch) : $0.delaysEnded(of: touch)
            }
            if stillHeld { continue }
            let phases = touch.heldPhases
            let current = touch.phase
            finishHeld(touch)
            touch.viewDelivery = .began
            for p in phases {
                touch.phase = p
                send(p, of: touch)
                if p == .ended || p == .cancelled { touch.viewDelivery = .done }
            }
            touch.phase = current
        }
        heldTouches.removeAll { $0.viewDelivery != .held }
    }
}
