import Foundation

extension UIWindow {
    /// Changes the window's size the way a rotation or a window resize does
    /// (Segue API; on a device the system drives this).
    ///
    /// Order, as UIKit: the root view controller (and through it its children
    /// and presented controllers) receives `viewWillTransition(to:with:)`
    /// with a coordinator; then, in one animation of `duration`, the window
    /// takes the new size (views follow by autoresizing and layout) and every
    /// `animate(alongsideTransition:)` block runs; the coordinator's completion blocks run at the end. Views
    /// follow through autoresizing and layout. `targetTransform` is a ±90°
    /// rotation when the orientation flips, identity otherwise. A flip
    /// happens only if the top full-screen controller's `shouldAutorotate`
    /// is true and its `supportedInterfaceOrientations`, bounded by the app
    /// delegate's `application(_:supportedInterfaceOrientationsFor:)`,
    /// include the new orientation; otherwise nothing changes.
    public func transition(toSize size: CGSize, duration: TimeInterval = 0.3) {
        guard size.isFiniteSize, size.width > 0, size.height > 0 else {
            Log.uiKit.warning("UIWindow.transition(toSize:): ignoring invalid size \(size)")
            return
        }
        let old = bounds.size
        let flips = (old.width > old.height) != (size.width > size.height)
        // A rotation happens only if the top full-screen controller allows
        // it (`shouldAutorotate`) and supports the new orientation, as UIKit
        // asks it; otherwise the interface keeps its orientation and size.
        if flips, let top = topFullScreenController {
            let target = UIInterfaceOrientation.of(size: size)
            // The app's orientations (its delegate's, or Info.plist's) bound the controller's.
            let app = UIApplication.shared
            let appOrientations = app.delegate?.application(app, supportedInterfaceOrientationsFor: self)
                ?? UIApplication.defaultSupportedOrientations(for: self)
            guard top.shouldAutorotate, top.supportedInterfaceOrientations.intersection(appOrientations).contains(target) else { return }
        }
        let coordinator = SizeTransitionCoordinator(container: self, duration: duration,
                                                    targetTransform: flips ? CGAffineTransform(rotationAngle: -.pi / 2) : .identity)
        // A change of size class is announced first (willTransition(to:with:)),
        // then the size; traitCollectionDidChange follows once the window has
        // its new size, inside the animation (UIKit's order).
        let oldTraits = UITraitCollection.environment(size: old, scale: screen.scale)
        let newTraits = UITraitCollection.environment(size: size, scale: screen.scale)
        let traitsChange = newTraits.sizeClassesDiffer(from: oldTraits)
        if traitsChange { rootViewController?.willTransition(to: newTraits, with: coordinator) }
        rootViewController?.viewWillTransition(to: size, with: coordinator)
        let oldOrientation = UIDevice.current.orientation
        UIScreen.main = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: screen.scale)
        screen = UIScreen.main
        UIDevice.current.orientationMayHaveChanged(from: oldOrientation)
        UIView.animate(withDuration: duration, delay: 0, options: [], animations: {
            // The views take the new size first (autoresizing, layout); the
            // alongside blocks then run in the same animation, as in UIKit.
            self.frame = CGRect(origin: .zero, size: size)
            self.layoutIfNeeded()
            if traitsChange {
                for controller in self.rootViewController?.controllerTree ?? [] {
                    controller.traitCollectionDidChange(oldTraits)
                    TraitChanges.notify(controller, previous: oldTraits)
                    controller.presentationControllerStorage?.traitCollectionDidChange(oldTraits)
                }
            }
            coordinator.runAnimations()
            self.layoutIfNeeded()
        }, completion: { _ in
            self.updateStatusBarAppearance()
            coordinator.complete()
        })
    }
}

extension UIWindow {
    /// The controller that decides rotation: the root view controller, or
    /// the last controller presented over it full screen.
    var topFullScreenController: UIViewController? {
        var top = rootViewController
        while let presented = top?.presentedViewController,
              [.fullScreen, .overFullScreen].contains(presented.modalPresentationStyle) {
            top = presented
        }
        return top
    }
}

/// The coordinator of a size transition: alongside animations and completions.
@MainActor
final class SizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let transitionDuration: TimeInterval
    let targetTransform: CGAffineTransform
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var finished = false

    init(container: UIView, duration: TimeInterval, targetTransform: CGAffineTransform) {
        self.containerView = container
        self.transitionDuration = duration
        self.targetTransform = targetTransform
    }

    var isAnimated: Bool { transitionDuration > 0 }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var percentComplete: CGFloat { finished ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    func runAnimations() {
        let blocks = animations
        animations = []
        for block in blocks { block(self) }
    }

    func complete() {
        finished = true
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !finished else { return false }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
}
