import Foundation

extension UIView {
    /// Animates a change of `view`'s content with a built-in transition
    /// (`transition(with:duration:options:animations:completion:)`).
    ///
    /// The view's current look is frozen into an overlay, `animations` run
    /// without animation, then the overlay fades out (`.transitionCrossDissolve`)
    /// or the view turns about its vertical (`.transitionFlipFromLeft/Right`)
    /// or horizontal axis (`.transitionFlipFromTop/Bottom`) under perspective,
    /// showing the old look for the first half and the new one for the second.
    /// The curl transitions are drawn as vertical flips (documented
    /// difference). The curve options pace the transition (default
    /// ease-in-out). `completion(finished)` runs at the end; a duration ≤ 0
    /// applies the change at once.
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let kind = options.transition
        guard duration.isFinite, duration > 0, kind != 0 else {
            performWithoutAnimation { animations?() }
            if let completion { AnimationEngine.shared.async { completion(true) } }
            return
        }
        let overlay = CALayer()
        overlay.name = "transition-overlay"
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        overlay.frame = view.layer.bounds
        overlay.frozenContent = FrozenContent(tree: RenderTree(capturing: view.layer), origin: view.layer.bounds.origin)
        view.layer.addSublayer(overlay)
        CATransaction.commit()
        performWithoutAnimation { animations?() }
        // Keep the overlay on top of whatever the changes added.
        if view.layer.sublayers?.last !== overlay { view.layer.addSublayer(overlay) }

        let timing = options.curve.timingFunction
        let tracker = TransitionAnimationTracker { finished in
            overlay.removeFromSuperlayer()
            completion?(finished)
        }
        if kind == 5 {  // cross dissolve
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = duration
            fade.timingFunction = timing
            fade.delegate = tracker
            overlay.add(fade, forKey: "transition")
            overlay.setModelValueWithoutAction { $0.opacity = 0 }
            return
        }
        // Flips: turn away with the old look, turn in with the new.
        let vertical = kind == 6 || kind == 7 || kind == 3 || kind == 4
        let sign: CGFloat = (kind == 1 || kind == 6 || kind == 3) ? 1 : -1
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 1000
        func turned(_ angle: CGFloat) -> CATransform3D {
            let rotation = vertical ? CATransform3DMakeRotation(angle, 1, 0, 0) : CATransform3DMakeRotation(angle, 0, 1, 0)
            return CATransform3DConcat(CATransform3DConcat(rotation, perspective), view.layer.transform)
        }
        let base = view.layer.transform
        let flip = CAKeyframeAnimation(keyPath: "transform")
        flip.values = [turned(0), turned(sign * .pi / 2), turned(-sign * .pi / 2), turned(0)]
        flip.keyTimes = [0, 0.5, 0.5, 1]
        flip.duration = duration
        flip.timingFunction = timing
        flip.delegate = tracker
        view.layer.add(flip, forKey: "transition")
        view.layer.transform = base
        let swap = CAKeyframeAnimation(keyPath: "opacity")
        swap.values = [1, 1, 0, 0]
        swap.keyTimes = [0, 0.5, 0.5, 1]
        swap.calculationMode = .discrete
        swap.duration = duration
        swap.timingFunction = timing
        overlay.add(swap, forKey: "transition")
        overlay.setModelValueWithoutAction { $0.opacity = 0 }
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview with a
    /// built-in transition (`transition(from:to:duration:options:completion:)`):
    /// `toView` is added to the superview and `fromView` removed — or, with
    /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            Log.uiKit.warning("UIView.transition(from:to:): \(fromView.debugName) has no superview; nothing to transition")
            if let completion { AnimationEngine.shared.async { completion(false) } }
            return
        }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }
}

extension CALayer {
    /// Sets model values without running actions (an explicit animation covers them).
    func setModelValueWithoutAction(_ change: (CALayer) -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        change(self)
        CATransaction.commit()
    }
}

/// Calls back once a built-in view transition's driving animation stops.
@MainActor
final class TransitionAnimationTracker: NSObject, CAAnimationDelegate {
    private let done: (Bool) -> Void
    init(_ done: @escaping (Bool) -> Void) { self.done = done }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { done(flag) }
}
