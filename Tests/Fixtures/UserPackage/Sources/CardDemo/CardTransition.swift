import UIKit

/// A card that grows out of the tapped tile and fades in.
public final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let origin: CGRect
    let presenting: Bool

    public init(origin: CGRect, presenting: Bool) {
        self.origin = origin
        self.presenting = presenting
    }

    public func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    public func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let card = ctx.view(forKey: key) else { return }
        let full = presenting ? ctx.finalFrame(for: ctx.viewController(forKey: .to)!) : card.frame
        if presenting {
            ctx.containerView.addSubview(card)
            card.frame = origin
            card.alpha = 0
        }
        UIView.animate(withDuration: 0.4, animations: {
            card.frame = self.presenting ? full : self.origin
            card.alpha = self.presenting ? 1 : 0
        }) { _ in
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }
}

/// The list: one tile; tapping it presents the card from the tile.
public final class TileViewController: UIViewController, UIViewControllerTransitioningDelegate {
    public let tile = UIView(frame: CGRect(x: 40, y: 200, width: 140, height: 140))

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tile.backgroundColor = .systemOrange
        view.addSubview(tile)
        tile.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.open(_:)))
    }

    func open(_ sender: UITapGestureRecognizer) {
        let card = UIViewController()
        card.view.backgroundColor = .systemIndigo
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = self
        present(card, animated: true)
    }

    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CardAnimator(origin: tile.frame, presenting: true)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CardAnimator(origin: tile.frame, presenting: false)
    }
}
