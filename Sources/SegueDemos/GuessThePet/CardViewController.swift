import UIKit

/// One pet card: a rounded card with a clue and a "tap to reveal" hint. It is
/// the transitioning delegate of the reveal screen it presents.
final class CardViewController: UIViewController, UIViewControllerTransitioningDelegate {
    static let cornerRadius: CGFloat = 25

    let pet: Pet
    let index: Int
    let cardView = UIView()
    private let clueLabel = UILabel()
    private let hintLabel = UILabel()
    private let titleLabel = UILabel()

    init(pet: Pet, index: Int) {
        self.pet = pet
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        titleLabel.text = "Guess the Pet #\(index + 1)"
        titleLabel.font = .boldSystemFont(ofSize: 28)
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)

        cardView.backgroundColor = UIColor(red: 0.98, green: 0.55, blue: 0.35, alpha: 1)
        cardView.layer.cornerRadius = Self.cornerRadius
        cardView.layer.masksToBounds = true
        view.addSubview(cardView)

        clueLabel.text = pet.clue
        clueLabel.numberOfLines = 0
        clueLabel.font = .systemFont(ofSize: 22)
        clueLabel.textColor = .white
        clueLabel.textAlignment = .center
        cardView.addSubview(clueLabel)

        hintLabel.text = "Tap to reveal"
        hintLabel.font = .italicSystemFont(ofSize: 17)
        hintLabel.textColor = UIColor(white: 1, alpha: 0.85)
        hintLabel.textAlignment = .center
        cardView.addSubview(hintLabel)

        cardView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.reveal() })
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        layoutCard()
    }

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

    func reveal() {
        let reveal = RevealViewController(pet: pet)
        reveal.transitioningDelegate = self
        reveal.modalPresentationStyle = .fullScreen
        present(reveal, animated: true)
    }

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        FlipPresentAnimationController(originFrame: cardFrameInWindow)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let reveal = dismissed as? RevealViewController else { return nil }
        return FlipDismissAnimationController(destinationFrame: cardFrameInWindow,
                                              interactionController: reveal.swipeInteractionController)
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        guard let animator = animator as? FlipDismissAnimationController,
              let interaction = animator.interactionController, interaction.interactionInProgress else { return nil }
        return interaction
    }
}
