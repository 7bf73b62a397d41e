import UIKit

/// Now Playing: a full-screen card that slides up from the mini player
/// with a plain `UIView.animate` animator (`NowPlayingSlide`) and opts in to
/// fluid interruption: a touch during the slide catches it, dragging
/// steers it, releasing throws it up or back down.
final class NowPlayingViewController: UIViewController {
    private let slide = NowPlayingSlide()
    let grabber = UIView()

    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        modalPresentationStyle = .fullScreen
        transitioningDelegate = slide
        transitionInterruption = TransitionInterruption(direction: .up)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.2, green: 0.22, blue: 0.3, alpha: 1)
        view.layer.cornerRadius = 20
        grabber.frame = CGRect(x: 145, y: 60, width: 100, height: 44)
        let bar = UIView(frame: CGRect(x: 20, y: 18, width: 60, height: 6))
        bar.backgroundColor = UIColor(white: 1, alpha: 0.6)
        bar.layer.cornerRadius = 3
        grabber.addSubview(bar)
        grabber.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.dismiss(animated: true) })
        let art = UIImageView(image: Artwork.photo(4))
        art.frame = CGRect(x: 45, y: 140, width: 300, height: 300)
        art.layer.cornerRadius = 18
        art.layer.masksToBounds = true
        let title = UILabel(frame: CGRect(x: 24, y: 470, width: 342, height: 30))
        title.text = "Harbour Lights"
        title.textColor = .white
        title.font = .boldSystemFont(ofSize: 24)
        title.textAlignment = .center
        for v in [grabber, art, title] { view.addSubview(v) }
    }
}

/// Slides Now Playing up over the list and back down (0.5 s, ease in-out),
/// the list dimming a little underneath: `UIView.animate` only, no
/// interruptible animator.
final class NowPlayingSlide: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    private var presenting = true

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        self.presenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        presenting = false
        return self
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        guard let toView = ctx.view(forKey: .to), let fromView = ctx.view(forKey: .from),
              let toVC = ctx.viewController(forKey: .to) else { return }
        let below = container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
        // The card slides; the list underneath dims to 0.6 while covered.
        let (card, list) = presenting ? (toView, fromView) : (fromView, toView)
        let cardEnd = presenting ? ctx.finalFrame(for: toVC) : below
        if presenting {
            toView.frame = below
            container.addSubview(toView)
        } else {
            toView.frame = ctx.finalFrame(for: toVC)
            toView.alpha = 0.6
            container.insertSubview(toView, belowSubview: fromView)
        }
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseInOut, animations: {
            card.frame = cardEnd
            list.alpha = self.presenting ? 0.6 : 1
        }, completion: { _ in
            list.alpha = 1
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }
}
