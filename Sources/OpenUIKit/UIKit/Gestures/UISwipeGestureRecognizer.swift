import Foundation

/// A discrete recognizer for a quick stroke in a direction (`UISwipeGestureRecognizer`).
///
/// It recognizes (`.ended`, while the fingers are still moving, as UIKit's
/// does) once the centroid of `numberOfTouchesRequired` fingers has moved
/// `minimumPrimaryMovement` (50 pt) along one of the permitted
/// `direction`s within `maximumDuration` (0.5 s) of going down, while
/// straying at most half that movement across it. It fails when the time
/// runs out, when the stroke goes 50 pt in a direction that is not
/// permitted, when the fingers lift first, or when more fingers than
/// required go down. The thresholds are Segue's choices (UIKit's are private).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Swipe directions; raw values are UIKit's.
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions (default `.right`).
    open var direction: Direction = .right
    /// Fingers that must swipe together (default 1).
    open var numberOfTouchesRequired = 1

    /// Movement along the direction needed (points).
    public static let minimumPrimaryMovement: CGFloat = 50
    /// Time allowed from touch down to recognition (seconds).
    public static let maximumDuration: TimeInterval = 0.5

    private var start: CGPoint?
    private var touchesDown = 0

    private func fail() { if state == .possible { cancelTimers(); state = .failed } }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        touchesDown += touches.count
        if touchesDown > numberOfTouchesRequired { return fail() }
        if start == nil {
            schedule(after: Self.maximumDuration) { [weak self] in self?.fail() }
        }
        start = centroidInWindow(trackedTouches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, pendingState == nil, touchesDown == numberOfTouchesRequired, let start else { return }
        let c = centroidInWindow(trackedTouches)
        let dx = c.x - start.x, dy = c.y - start.y
        let horizontal = abs(dx) >= abs(dy)
        let primary = horizontal ? abs(dx) : abs(dy)
        let secondary = horizontal ? abs(dy) : abs(dx)
        guard primary >= Self.minimumPrimaryMovement else { return }
        let moved: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        if direction.contains(moved) && secondary <= primary / 2 {
            cancelTimers()
            state = .ended
        } else {
            fail()
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { fail() }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { fail() }

    open override func reset() {
        super.reset()
        start = nil
        touchesDown = 0
    }
}
