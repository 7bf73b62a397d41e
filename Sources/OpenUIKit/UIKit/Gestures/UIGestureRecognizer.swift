import Foundation

/// Provisional gesture recognizer base (completed with the gesture system).
@MainActor
open class UIGestureRecognizer {
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended }
    public internal(set) weak var view: UIView?
    public init() {}
}
