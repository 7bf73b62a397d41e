import Foundation

/// A pan that starts at an edge of the screen (`UIScreenEdgePanGestureRecognizer`).
///
/// Settings (UIKit's internal values as reported; docs/UIKIT-FACTS.md, "Gestures"):
/// - the touch must *begin* within `edgeRegion` (13 pt) of one of `edges`
///   of the window's bounds, otherwise the recognizer fails at once
///   (`edges` defaults to none, so it never recognizes until set);
/// - it begins once the finger has moved `edgeHysteresis` (15 pt) *away*
///   from such an edge (along the edge's normal);
/// - it must begin within `maximumRecognitionDuration` of the touch going
///   down, or fail. UIKit's swipe limit is about 0.25 s; Segue deliberately
///   uses a generous 1 s so slowly scripted drags in tests and demos still
///   recognize (any drag faster than 15 pt/s);
/// - as in UIKit's init, `maximumNumberOfTouches` is 1 (fixed) and
///   `delaysTouchesBegan` is true;
/// - on recognition the accumulated hysteresis is removed from the
///   translation, so `translation(in:)` is ≈ 0 at `.began` and afterwards
///   is the movement minus the movement at `.began`. Velocity is unaffected.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a touch may start from (default none).
    open var edges: UIRectEdge = []

    /// Distance from an edge within which a touch must begin (points).
    public static let edgeRegion: CGFloat = 13
    /// Movement away from the edge needed to begin (points).
    public static let edgeHysteresis: CGFloat = 15
    /// Time allowed from touch-down to recognition (seconds; see above).
    public static let maximumRecognitionDuration: TimeInterval = 1.0

    private var startEdges: UIRectEdge = []

    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        delaysTouchesBegan = true
    }

    /// Always 1 (UIKit's init forces it); setting another value is reported and ignored.
    open override var maximumNumberOfTouches: Int {
        get { 1 }
        set {
            if newValue != 1 {
                EventDiagnostics.report("UIScreenEdgePanGestureRecognizer: maximumNumberOfTouches is fixed at 1; \(newValue) ignored")
            }
        }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let first = state == .possible && seenTouches.count == touches.count
        super.touchesBegan(touches, with: event)
        guard first else { return }
        guard let touch = touches.first, let window = touch.window else { state = .failed; return }
        let p = touch.locationInWindow, b = window.bounds, r = Self.edgeRegion
        var hit: UIRectEdge = []
        if edges.contains(.left), p.x - b.minX <= r { hit.insert(.left) }
        if edges.contains(.right), b.maxX - p.x <= r { hit.insert(.right) }
        if edges.contains(.top), p.y - b.minY <= r { hit.insert(.top) }
        if edges.contains(.bottom), b.maxY - p.y <= r { hit.insert(.bottom) }
        startEdges = hit
        guard !hit.isEmpty else { state = .failed; return }
        schedule(after: Self.maximumRecognitionDuration) { [weak self] in
            guard let self, self.state == .possible, self.pendingState == nil else { return }
            self.state = .failed
        }
    }

    override func shouldRecognize(translation t: CGPoint) -> Bool {
        let h = Self.edgeHysteresis
        return (startEdges.contains(.left) && t.x >= h) || (startEdges.contains(.right) && -t.x >= h)
            || (startEdges.contains(.top) && t.y >= h) || (startEdges.contains(.bottom) && -t.y >= h)
    }

    override func willBegin() {
        shiftTranslation(by: CGPoint(x: -translationInWindow.x, y: -translationInWindow.y))
    }

    open override func reset() {
        super.reset()
        startEdges = []
    }
}
