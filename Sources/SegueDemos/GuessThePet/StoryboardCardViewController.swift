import UIKit

/// The storyboard variant's card: its views come from the storyboard's
/// "CardViewController" scene; a tap on the card performs the "reveal"
/// segue, and `prepare(for:sender:)` hands the reveal screen its pet and
/// makes this card its transitioning delegate, so the same flip animators
/// as the code-built app's drive it.
final class StoryboardCardViewController: UIViewController, UIViewControllerTransitioningDelegate {
    var pet = Pet.all[0]
    var index = 0
    weak var cardView: UIView!
    weak var clueLabel: UILabel!
    weak var hintLabel: UILabel!
    weak var titleLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Guess the Pet #\(index + 1)"
        clueLabel.text = pet.clue
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        layoutCard()
    }

    /// The same layout as the code-built card's, for any window size.
    func layoutCard() {
        let b = view.bounds
        titleLabel.frame = CGRect(x: 20, y: 80, width: b.width - 40, height: 40)
        let width = min(b.width - 80, 320), height = min(b.height - 300, 440)
        cardView.frame = CGRect(x: (b.width - width) / 2, y: 150, width: width, height: height)
        clueLabel.frame = CGRect(x: 24, y: 40, width: width - 48, height: height - 140)
        hintLabel.frame = CGRect(x: 24, y: height - 70, width: width - 48, height: 30)
    }

    /// The card's frame in window coordinates.
    var cardFrameInWindow: CGRect { cardView.convert(cardView.bounds, to: nil) }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "reveal", let reveal = segue.destination as? StoryboardRevealViewController else { return }
        reveal.pet = pet
        reveal.transitioningDelegate = self
    }

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        FlipPresentAnimationController(originFrame: cardFrameInWindow)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let reveal = dismissed as? StoryboardRevealViewController else { return nil }
        return FlipDismissAnimationController(destinationFrame: cardFrameInWindow,
                                              interactionController: reveal.swipeInteractionController)
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        guard let animator = animator as? FlipDismissAnimationController,
              let interaction = animator.interactionController, interaction.interactionInProgress else { return nil }
        return interaction
    }

    // segue-port: Interface Builder connections
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "cardView": cardView = value as? UIView
        case "clueLabel": clueLabel = value as? UILabel
        case "hintLabel": hintLabel = value as? UILabel
        case "titleLabel": titleLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }
}
