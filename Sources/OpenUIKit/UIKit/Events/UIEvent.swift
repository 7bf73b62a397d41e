import Foundation

/// A touch event (`UIEvent`). Provisional; completed with gestures.
@MainActor
public final class UIEvent {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }
    public var type: EventType { .touches }
    public internal(set) var timestamp: TimeInterval = 0
    var touches: Set<UITouch> = []
    init() {}
    public var allTouches: Set<UITouch>? { touches }
    public func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }
}
