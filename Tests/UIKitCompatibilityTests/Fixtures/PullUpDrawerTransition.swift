import UIKit

/// A drawer the user pulls up from the bottom of the screen. The animator is
/// its own interaction controller: it lays the drawer out from the finger's
/// position while dragging and animates the rest on release.
final class PullUpDrawerTransition: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {
    private weak var transitionContext: UIViewControllerContextTransitioning?
    private var drawerView: UIView?
    private var finalFrame: CGRect = .zero
    private(set) var isInteractive = false
    let duration: TimeInterval = 0.3

    /// The drawer's frame when `fraction` of it is showing.
    static func frame(for finalFrame: CGRect, fraction: CGFloat) -> CGRect {
        return finalFrame.offsetBy(dx: 0, dy: finalFrame.height * (1 - fraction))
    }

    // MARK: UIViewControllerAnimatedTransitioning

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        prepare(transitionContext)
        animate(toFraction: 1, from: 0)
    }

    // MARK: UIViewControllerInteractiveTransitioning

    var wantsInteractiveStart: Bool {
        return isInteractive
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        prepare(transitionContext)
    }

    // MARK: Driving

    private func prepare(_ transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        guard let toVC = transitionContext.viewController(forKey: .to),
              let drawer = transitionContext.view(forKey: .to) else { return }
        finalFrame = transitionContext.finalFrame(for: toVC)
        drawer.frame = PullUpDrawerTransition.frame(for: finalFrame, fraction: 0)
        transitionContext.containerView.addSubview(drawer)
        drawerView = drawer
    }

    func beginInteraction() {
        isInteractive = true
    }

    func updateInteraction(fraction: CGFloat) {
        guard let context = transitionContext, let drawer = drawerView else { return }
        let clamped = min(max(fraction, 0), 1)
        drawer.frame = PullUpDrawerTransition.frame(for: finalFrame, fraction: clamped)
        context.updateInteractiveTransition(clamped)
    }

    func endInteraction(finish: Bool, currentFraction: CGFloat) {
        isInteractive = false
        guard let context = transitionContext else { return }
        if finish {
            context.finishInteractiveTransition()
            animate(toFraction: 1, from: currentFraction)
        } else {
            context.cancelInteractiveTransition()
            animate(toFraction: 0, from: currentFraction)
        }
    }

    private func animate(toFraction target: CGFloat, from current: CGFloat) {
        guard let context = transitionContext, let drawer = drawerView else { return }
        let remaining = TimeInterval(abs(target - current)) * duration
        UIView.animate(withDuration: remaining, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: {
            drawer.frame = PullUpDrawerTransition.frame(for: self.finalFrame, fraction: target)
        }, completion: { _ in
            let completed = !context.transitionWasCancelled
            if !completed {
                drawer.removeFromSuperview()
            }
            context.completeTransition(completed)
        })
    }
}

/// Home screen with a grabber: panning up from it presents the drawer.
final class DrawerHostViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let drawerTransition = PullUpDrawerTransition()
    let grabber = UIView()
    private var drawer: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        grabber.backgroundColor = .darkGray
        grabber.frame = CGRect(x: 0, y: view.bounds.height - 60, width: view.bounds.width, height: 60)
        grabber.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(grabber)
        grabber.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.handleGrabberPan(_:)))
    }

    private func handleGrabberPan(_ pan: UIPanGestureRecognizer) {
        let height = view.bounds.height / 2
        let fraction = -pan.translation(in: view).y / height
        switch pan.state {
        case .began:
            let drawer = UIViewController()
            drawer.view.backgroundColor = .white
            drawer.modalPresentationStyle = .overFullScreen
            drawer.transitioningDelegate = self
            self.drawer = drawer
            drawerTransition.beginInteraction()
            present(drawer, animated: true, completion: nil)
        case .changed:
            drawerTransition.updateInteraction(fraction: fraction)
        case .ended:
            drawerTransition.endInteraction(finish: fraction > 0.5 || pan.velocity(in: view).y < -500,
                                            currentFraction: min(max(fraction, 0), 1))
        case .cancelled:
            drawerTransition.endInteraction(finish: false, currentFraction: min(max(fraction, 0), 1))
        default:
            break
        }
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return drawerTransition
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return drawerTransition.isInteractive ? drawerTransition : nil
    }
}
