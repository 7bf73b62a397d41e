import Foundation

/// Where `preferredTransition` (iOS 18) enters presentation and navigation.
///
/// The owners ask their delegates first, as always: a custom animator from
/// a transitioning delegate or a navigation delegate wins, and only when
/// none is vended does the preferred transition replace the built-in one
/// (Segue's reading of UIKit; docs/FIDELITY.md). A classic style runs the
/// built-in modal animator, on a push too; a zoom runs a
/// `ZoomTransitionDriver`, which is animator and interaction controller at
/// once. After a zoom in, the zoomed controller's view carries a
/// `ZoomDismissGestureRecognizer`: the interactive way back.
@MainActor
enum ZoomTransitions {
    /// Drivers made by a dismissal gesture, waiting for their transition
    /// (keyed by the zoomed controller); consumed when it asks.
    static var pendingDrivers: [ObjectIdentifier: ZoomTransitionDriver] = [:]

    typealias Pair = (animator: any UIViewControllerAnimatedTransitioning,
                      interactor: (any UIViewControllerInteractiveTransitioning)?)

    /// `present`: the preferred transition of `vc`, presented for `source`.
    static func presentation(of vc: UIViewController, from source: UIViewController) -> Pair? {
        guard let transition = vc.preferredTransition else { return nil }
        switch transition.kind {
        case .zoom:
            transition.zoomSourceViewController = source
            let driver = ZoomTransitionDriver(direction: .zoomIn, transition: transition, zoomed: vc,
                                              source: source, interactiveStart: false)
            return (driver, driver)
        case .modal(let style):
            return (BuiltinModalAnimator(style: SegueAccessibilitySettings.builtinStyle(style), presenting: true), nil)
        }
    }

    /// `dismiss`: the preferred transition of `vc` backwards.
    static func dismissal(of vc: UIViewController, presenter: UIViewController) -> Pair? {
        guard let transition = vc.preferredTransition else { return nil }
        switch transition.kind {
        case .zoom:
            let driver = pendingDrivers.removeValue(forKey: ObjectIdentifier(vc))
                ?? ZoomTransitionDriver(direction: .zoomOut, transition: transition, zoomed: vc,
                                        source: transition.zoomSourceViewController ?? presenter, interactiveStart: false)
            return (driver, driver)
        case .modal(let style):
            return (BuiltinModalAnimator(style: SegueAccessibilitySettings.builtinStyle(style), presenting: false), nil)
        }
    }

    /// A push or pop: the pushed (or popped) controller's preferred transition.
    static func navigation(_ operation: UINavigationController.Operation,
                           from: UIViewController, to: UIViewController) -> Pair? {
        let push = operation == .push
        let zoomed = push ? to : from
        guard let transition = zoomed.preferredTransition else { return nil }
        switch transition.kind {
        case .zoom:
            if push { transition.zoomSourceViewController = from }
            let driver = (push ? nil : pendingDrivers.removeValue(forKey: ObjectIdentifier(zoomed)))
                ?? ZoomTransitionDriver(direction: push ? .zoomIn : .zoomOut, transition: transition, zoomed: zoomed,
                                        source: push ? from : to, interactiveStart: false)
            return (driver, driver)
        case .modal(let style):
            return (BuiltinModalAnimator(style: SegueAccessibilitySettings.builtinStyle(style), presenting: push), nil)
        }
    }

    /// A zoom presentation whose style is `.automatic` shows full screen
    /// (not as a sheet), with the presenter beneath (docs/FIDELITY.md).
    static func adjustStyle(of controller: UIPresentationController, for vc: UIViewController) {
        guard vc.preferredTransition?.zoom != nil, vc.modalPresentationStyle == .automatic,
              let system = controller as? SystemPresentationController, system.adaptedStyle == nil else { return }
        system.adaptedStyle = .fullScreen
    }

    /// True when popping `top` is a zoom: the built-in edge swipe leaves it
    /// to the zoom's own gesture.
    static func handlesEdgeSwipe(_ top: UIViewController) -> Bool { top.preferredTransition?.zoom != nil }

    /// Adds the interactive dismissal gesture to the zoomed controller's view (once).
    static func installDismissGesture(on vc: UIViewController) {
        guard let view = vc.viewIfLoaded,
              !(view.gestureRecognizers ?? []).contains(where: { $0 is ZoomDismissGestureRecognizer }) else { return }
        view.addGestureRecognizer(ZoomDismissGestureRecognizer(zoomed: vc))
    }
}
