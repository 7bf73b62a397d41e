import Foundation

/// The zoom's interactive dismissal, installed on the zoomed controller's
/// view once it has zoomed in: a drag that starts on the content and moves
/// down (more down than sideways) dismisses or pops it, and on a pushed
/// zoom so does a rightward swipe that starts within `edgeWidth` of the
/// leading edge (UIKit's back swipe). `interactiveDismissShouldBegin` is
/// asked when the drag crosses the pan's hysteresis; false fails the
/// gesture. The drag then drives a `ZoomTransitionDriver`.
@MainActor
final class ZoomDismissGestureRecognizer: UIPanGestureRecognizer {
    /// The leading strip where a rightward drag is a back swipe (pt, Segue's choice).
    static let edgeWidth: CGFloat = 24

    private weak var zoomed: UIViewController?
    private var axis: ZoomTransitionDriver.DragAxis = .vertical
    private var startLocation: CGPoint = .zero
    private weak var driver: ZoomTransitionDriver?

    override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }

    init(zoomed: UIViewController) {
        self.zoomed = zoomed
        super.init(target: nil, action: nil)
        name = "ZoomDismissal"
        addTarget(self) { [weak self] _ in self?.handle() }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if state == .possible, let first = touches.first { startLocation = first.location(in: view) }
    }

    /// The zoom that a drag could dismiss now: the transition, and the
    /// navigation controller for a pushed zoom (nil for a presented one).
    private var owner: (transition: UIViewController.Transition, navigation: UINavigationController?)? {
        guard let vc = zoomed, let transition = vc.preferredTransition, transition.zoom != nil,
              vc.activeTransition == nil else { return nil }
        if vc.presentingStorage != nil, vc.presentedStorage == nil, vc.presentationRecord != nil,
           !(vc.viewWindow?.modalTransitionInFlight ?? true) {
            return (transition, nil)
        }
        if let nav = vc.navigationController, nav.topViewController === vc, nav.viewControllers.count > 1,
           !nav.transitionInFlight, nav.presentedViewController == nil {
            return (transition, nav)
        }
        return nil
    }

    override func shouldRecognize(translation t: CGPoint) -> Bool {
        guard super.shouldRecognize(translation: t) else { return false }
        guard let owner else {
            state = .failed
            return false
        }
        if owner.navigation != nil, startLocation.x <= Self.edgeWidth, t.x > 0, t.x >= abs(t.y) {
            axis = .edge
        } else if t.y > 0, t.y >= abs(t.x) {
            axis = .vertical
        } else {
            state = .failed
            return false
        }
        if let shouldBegin = owner.transition.zoom?.options?.interactiveDismissShouldBegin {
            let v = velocity(in: view)
            let context = UIViewController.Transition.ZoomOptions.InteractionContext(
                location: location(in: view), velocity: CGVector(dx: v.x, dy: v.y), willBegin: true)
            guard shouldBegin(context) else {
                state = .failed
                return false
            }
        }
        return true
    }

    private func handle() {
        switch state {
        case .began:
            guard let vc = zoomed, let owner else { return }
            let source: UIViewController
            if let nav = owner.navigation {
                source = nav.viewControllers[nav.viewControllers.count - 2]
            } else {
                source = owner.transition.zoomSourceViewController ?? vc.presentingStorage ?? vc
            }
            let driver = ZoomTransitionDriver(direction: .zoomOut, transition: owner.transition, zoomed: vc,
                                              source: source, interactiveStart: true)
            driver.beginDrag(axis: axis)
            let key = ObjectIdentifier(vc)
            ZoomTransitions.pendingDrivers[key] = driver
            if let nav = owner.navigation {
                nav.popViewController(animated: true)
            } else {
                ModalTransitions.dismiss(from: vc, animated: true, completion: nil)
                // Refused (the dismissal logs why): nothing to drive.
                if ZoomTransitions.pendingDrivers[key] === driver {
                    ZoomTransitions.pendingDrivers[key] = nil
                    return
                }
            }
            self.driver = driver
            driver.updateDrag(translation: translation(in: nil))
        case .changed:
            driver?.updateDrag(translation: translation(in: nil))
        case .ended, .cancelled:
            driver?.endDrag(velocity: state == .ended ? velocity(in: nil) : .zero, translation: translation(in: nil))
            driver = nil
        default:
            break
        }
    }
}

/// Catches a zoom in flight: installed on the flying view, it begins as
/// soon as a finger touches it (no hysteresis), so the view stops where it
/// is shown; dragging then moves it (down: towards the source) and the
/// release continues in the chosen direction with the finger's velocity.
@MainActor
final class ZoomCatchGestureRecognizer: UIPanGestureRecognizer {
    private weak var driver: ZoomTransitionDriver?

    override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }

    init(driver: ZoomTransitionDriver) {
        self.driver = driver
        super.init(target: nil, action: nil)
        name = "ZoomCatch"
        addTarget(self) { [weak self] _ in self?.handle() }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if state == .possible, numberOfTouches == 1 { state = .began }
    }

    override func shouldRecognize(translation t: CGPoint) -> Bool { true }

    private func handle() {
        guard let driver else { return }
        switch state {
        case .began:
            driver.beginDrag(axis: .vertical)
        case .changed:
            driver.updateDrag(translation: translation(in: nil))
        case .ended, .cancelled:
            driver.endDrag(velocity: state == .ended ? velocity(in: nil) : .zero, translation: translation(in: nil))
        default:
            break
        }
    }
}
