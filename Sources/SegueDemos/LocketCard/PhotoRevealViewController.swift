import UIKit

/// A photo shown full screen over a blurred grid. It is its own transitioning
/// delegate and animator: the photo is revealed through a circle that grows
/// from the tapped thumbnail (`UIView.mask`) while the grid behind blurs in
/// (`UIVisualEffectView`, its `effect` animated from nil); closing runs both
/// backwards.
final class PhotoRevealViewController: UIViewController, UIViewControllerTransitioningDelegate,
                                       UIViewControllerAnimatedTransitioning {
    let photo: UIImage
    /// The thumbnail's frame in window coordinates: where the reveal starts.
    let origin: CGRect
    let photoView = UIImageView(image: nil)
    private let backdrop = UIVisualEffectView(effect: nil)
    private var isPresenting = true

    init(photo: UIImage, origin: CGRect) {
        self.photo = photo
        self.origin = origin
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        photoView.image = photo
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        photoView.layer.cornerRadius = 20
        view.addSubview(photoView)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.close(_:)))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let b = view.bounds
        photoView.frame = CGRect(x: 20, y: 140, width: b.width - 40, height: b.width - 40)
    }

    func close(_ sender: UITapGestureRecognizer) {
        dismiss(animated: true)
    }

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        isPresenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        isPresenting = false
        return self
    }

    // MARK: UIViewControllerAnimatedTransitioning

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        isPresenting ? 0.5 : 0.35
    }

    /// A circle centred on the thumbnail: a point, or large enough to cover the screen.
    private func circle(covering: Bool, in bounds: CGRect) -> (frame: CGRect, radius: CGFloat) {
        let c = CGPoint(x: origin.midX, y: origin.midY)
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let r = covering ? corners.map { hypot($0.x - c.x, $0.y - c.y) }.max() ?? 0 : 0
        return (CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r), r)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let mask = UIView()
        mask.backgroundColor = .black
        let start = circle(covering: !isPresenting, in: container.bounds)
        let end = circle(covering: isPresenting, in: container.bounds)
        mask.frame = start.frame
        mask.layer.cornerRadius = start.radius
        if isPresenting {
            backdrop.frame = container.bounds
            container.addSubview(backdrop)
            view.frame = transitionContext.finalFrame(for: self)
            container.addSubview(view)
        }
        view.mask = mask
        let presenting = isPresenting
        UIView.animate(withDuration: duration, delay: 0, options: presenting ? .curveEaseOut : .curveEaseIn, animations: {
            mask.frame = end.frame
            mask.layer.cornerRadius = end.radius
            self.backdrop.effect = presenting ? UIBlurEffect(style: .systemMaterial) : nil
        }, completion: { _ in
            self.view.mask = nil
            if !presenting { self.backdrop.removeFromSuperview() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
