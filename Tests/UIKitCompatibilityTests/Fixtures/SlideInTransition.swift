import UIKit

/// Slides a panel in from one edge over the presenter, which stays visible
/// (`.overFullScreen`), and back out on dismissal.
final class SlideInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Edge {
        case left, right, bottom
    }

    private let edge: Edge
    private let presenting: Bool

    init(edge: Edge, presenting: Bool) {
        self.edge = edge
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func offscreenFrame(for frame: CGRect, in bounds: CGRect) -> CGRect {
        var frame = frame
        switch edge {
        case .left: frame.origin.x = bounds.minX - frame.width
        case .right: frame.origin.x = bounds.maxX
        case .bottom: frame.origin.y = bounds.maxY
        }
        return frame
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else { return }
        let containerView = transitionContext.containerView

        let onscreen = presenting ? transitionContext.finalFrame(for: controller)
                                  : transitionContext.initialFrame(for: controller)
        let offscreen = offscreenFrame(for: onscreen, in: containerView.bounds)

        let panel: UIView = controller.view
        if presenting {
            containerView.addSubview(panel)
            panel.frame = offscreen
        }

        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
            panel.frame = self.presenting ? onscreen : offscreen
        }) { finished in
            let success = !transitionContext.transitionWasCancelled
            if self.presenting && !success {
                panel.removeFromSuperview()
            }
            transitionContext.completeTransition(success)
        }
    }
}

final class SlideInTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var edge: SlideInAnimator.Edge = .right

    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideInAnimator(edge: edge, presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideInAnimator(edge: edge, presenting: false)
    }
}

final class SideMenuViewController: UIViewController {
    let transitionDelegate = SlideInTransitioningDelegate()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = transitionDelegate
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
