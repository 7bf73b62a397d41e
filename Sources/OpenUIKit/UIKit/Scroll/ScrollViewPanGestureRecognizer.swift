import Foundation

/// The scroll view's own pan recognizer: it also tracks finger down/up to
/// stop a deceleration and to maintain `isTracking`.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.touchDown()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let last = numberOfTouches <= touches.count
        super.touchesEnded(touches, with: event)
        if last { scrollView?.touchUp() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        let last = numberOfTouches <= touches.count
        super.touchesCancelled(touches, with: event)
        if last { scrollView?.touchUp() }
    }
}
