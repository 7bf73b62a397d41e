import Foundation

/// A touch event (`UIEvent` of type `.touches`).
///
/// As in UIKit, a window reuses one event object for every touch change:
/// `allTouches` holds every finger currently down in that window (touches
/// that did not change in this delivery have phase `.stationary`); touches
/// that ended or were cancelled leave it once the delivery is over.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The event types of UIKit; Segue only produces `.touches`.
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }

    /// Always `.touches`.
    open var type: EventType { .touches }
    /// The media time of the last change (`CACurrentMediaTime()`).
    public internal(set) var timestamp: TimeInterval = 0
    var touchStorage: [UITouch] = []

    /// An empty touch event.
    public override init() {}

    /// Every touch of the event (nil when there is none, as in UIKit).
    open var allTouches: Set<UITouch>? { touchStorage.isEmpty ? nil : Set(touchStorage) }

    /// The touches whose hit-tested `view` is `view` (UIKit keys touches
    /// by their view; touches of a subview are not included).
    open func touches(for view: UIView) -> Set<UITouch>? {
        let found = touchStorage.filter { $0.view === view }
        return found.isEmpty ? nil : Set(found)
    }

    /// The touches that belong to `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let found = touchStorage.filter { $0.window === window }
        return found.isEmpty ? nil : Set(found)
    }

    /// The touches being delivered to `gestureRecognizer` (those it tracks
    /// and has not ignored).
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        let found = touchStorage.filter { t in gestureRecognizer.trackedTouches.contains { $0 === t } }
        return found.isEmpty ? nil : Set(found)
    }
}
