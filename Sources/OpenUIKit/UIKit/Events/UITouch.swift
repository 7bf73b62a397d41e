import Foundation

/// One finger on the screen (`UITouch`).
///
/// As in UIKit, a touch object lives from `.began` to `.ended`/`.cancelled`
/// and is updated in place; its `view` is the view hit-tested when the touch
/// began and stays fixed for the touch's whole life, even if the finger
/// leaves that view. Timestamps are media times (`CACurrentMediaTime()`),
/// so under a virtual `MediaClock` they are deterministic.
///
/// Touches are created by the window (`UIWindow.sendTouch(_:at:touchID:)`),
/// never by clients; UIKit has no public initialiser either.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phase of a touch (`UITouch.Phase`); raw values match UIKit.
    public enum Phase: Int, Sendable {
        case began = 0, moved, stationary, ended, cancelled
        /// The indirect-pointer phases of UIKit (iPadOS pointer) are not modelled.
    }

    /// The touch's kind (`UITouch.TouchType`); injected touches are `.direct`.
    public enum TouchType: Int, Sendable { case direct = 0, indirect, pencil, indirectPointer }

    /// The current phase.
    public internal(set) var phase: Phase = .began
    /// The media time of the last change (`CACurrentMediaTime()` when injected).
    public internal(set) var timestamp: TimeInterval = 0
    /// The view hit-tested when the touch began (nil when nothing was hit).
    public internal(set) var view: UIView?
    /// The window the touch belongs to.
    public internal(set) weak var window: UIWindow?
    /// Taps in quick succession at about the same place: 1 for a first tap,
    /// 2 for the second of a double tap, … (window: 0.35 s, 45 pt, like
    /// `UITapGestureRecognizer`'s multi-tap window).
    public internal(set) var tapCount = 1
    /// Always `.direct` for injected touches.
    public var type: TouchType { .direct }

    /// The touch's force, 1.0 being an average touch. Segue's iPhone, like
    /// every iPhone since the XR, has no 3D Touch: 0, as iOS reports there.
    public var force: CGFloat { 0 }

    /// The greatest force a touch can report: 0 without 3D Touch, as on iOS.
    public var maximumPossibleForce: CGFloat { 0 }

    /// The recognizers that receive this touch (`UITouch.gestureRecognizers`):
    /// those attached to the hit view and its ancestors, deepest first,
    /// that were enabled and whose delegate agreed to receive the touch.
    /// nil when there are none, as in UIKit.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        recognizerStorage.isEmpty ? nil : recognizerStorage
    }

    // MARK: Internal state

    /// The injector's identifier for this finger.
    let touchID: Int
    var locationInWindow: CGPoint = .zero
    var previousLocationInWindow: CGPoint = .zero
    var recognizerStorage: [UIGestureRecognizer] = []
    /// How far delivery to `view` (the responder chain) has got.
    var viewDelivery: ViewDelivery = .idle
    /// Phases held back from the view by `delaysTouchesBegan`/`delaysTouchesEnded`.
    var heldPhases: [Phase] = []

    enum ViewDelivery { case idle, held, began, done }

    init(touchID: Int) { self.touchID = touchID }

    /// The touch's location in `view`'s coordinates (nil: the window's).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    /// The location at the previous change, in `view`'s coordinates (nil: the window's).
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }

}
