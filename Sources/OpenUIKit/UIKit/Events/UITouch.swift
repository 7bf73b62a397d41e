import Foundation

/// One finger on the screen (`UITouch`). Provisional; completed with gestures.
@MainActor
public final class UITouch: Hashable {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }
    public internal(set) var phase: Phase = .began
    public internal(set) var timestamp: TimeInterval = 0
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?
    public internal(set) var tapCount = 1
    var locationInWindow: CGPoint = .zero
    var previousLocationInWindow: CGPoint = .zero

    init() {}

    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    nonisolated public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    nonisolated public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
