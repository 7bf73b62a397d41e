import UIKit

/// The modal card. It is its own transitioning delegate and its own
/// animator, and remembers which transition is running.
final class CardModalViewController: UIViewController, UIViewControllerTransitioningDelegate,
                                     UIViewControllerAnimatedTransitioning {
    enum TransitionKind { case presentation, dismissal }

    static let dimColor = UIColor(white: 0, alpha: 0.4)
    let cardView = UIView()
    let dismissButton = UIButton(type: .system)
    private let titleLabel = UILabel()
    private let photoView = UIImageView(image: nil)
    private var transitionKind: TransitionKind?
    /// The animator of the running transition (kept to interrupt it).
    private var runningAnimator: UIViewPropertyAnimator?

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Self.dimColor
        cardView.backgroundColor = .white
        cardView.layer.cornerRadius = 24
        cardView.layer.shadowOpacity = 0.25
        cardView.layer.shadowRadius = 12
        cardView.layer.shadowOffset = CGSize(width: 0, height: -2)
        view.addSubview(cardView)
        photoView.image = Artwork.photo(3)
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        photoView.layer.cornerRadius = 16
        cardView.addSubview(photoView)
        titleLabel.text = "A locket of memories"
        titleLabel.font = .boldSystemFont(ofSize: 22)
        cardView.addSubview(titleLabel)
        dismissButton.setTitle("Close", for: .normal)
        dismissButton.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
        cardView.addSubview(dismissButton)
        layoutCard()
    }

    private func layoutCard() {
        let b = view.bounds
        cardView.frame = CGRect(x: 0, y: b.height - 420, width: b.width, height: 440)
        photoView.frame = CGRect(x: 20, y: 20, width: b.width - 40, height: 260)
        titleLabel.frame = CGRect(x: 24, y: 296, width: b.width - 48, height: 30)
        dismissButton.frame = CGRect(x: 24, y: 340, width: b.width - 48, height: 44)
    }

    /// The off-screen state: the card pushed below the bottom edge, no dim.
    private func applyOffscreenState() {
        cardView.transform = CGAffineTransform(translationX: 0, y: view.bounds.height - cardView.frame.minY + 20)
        view.backgroundColor = .clear
    }

    private func applyOnscreenState() {
        cardView.transform = .identity
        view.backgroundColor = Self.dimColor
    }

    /// Closes the card. A close during the entrance first settles the entrance
    /// where it stands (stop + finish at .current, which completes the
    /// presentation), so the exit starts from where the card is.
    func close() {
        if transitionKind == .presentation, let animator = runningAnimator, animator.state == .active {
            animator.stopAnimation(false)
            animator.finishAnimation(at: .current)
        }
        dismiss(animated: true)
    }

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        transitionKind = .presentation
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        transitionKind = .dismissal
        return self
    }

    // MARK: UIViewControllerAnimatedTransitioning

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionKind == .presentation ? 0.44 : 0.32
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let duration = transitionDuration(using: transitionContext)
        let animator: UIViewPropertyAnimator
        if transitionKind == .presentation {
            UIView.performWithoutAnimation {
                view.frame = transitionContext.finalFrame(for: self)
                applyOffscreenState()
            }
            transitionContext.containerView.addSubview(view)
            animator = UIViewPropertyAnimator(duration: duration, dampingRatio: 0.82) { self.applyOnscreenState() }
        } else {
            animator = UIViewPropertyAnimator(duration: duration, curve: .easeIn) { self.applyOffscreenState() }
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(true)
            self.transitionKind = nil
            self.runningAnimator = nil
        }
        runningAnimator = animator
        animator.startAnimation()
    }
}
