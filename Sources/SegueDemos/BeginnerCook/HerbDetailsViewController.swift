import UIKit

/// A herb, full screen: background picture, title, description and a credit
/// button. A tap anywhere dismisses.
final class HerbDetailsViewController: UIViewController {
    let herb: Herb
    private let backgroundView = UIImageView()
    let textContainer = UIView()
    private let titleLabel = UILabel()
    private let summaryLabel = UILabel()
    private let creditButton = UIButton(type: .system)

    init(herb: Herb) {
        self.herb = herb
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        backgroundView.image = Artwork.herb(herb)
        backgroundView.contentMode = .scaleAspectFill
        backgroundView.clipsToBounds = true
        view.addSubview(backgroundView)
        textContainer.backgroundColor = UIColor(white: 1, alpha: 0.8)
        textContainer.layer.cornerRadius = 16
        view.addSubview(textContainer)
        titleLabel.text = herb.name
        titleLabel.font = .boldSystemFont(ofSize: 30)
        textContainer.addSubview(titleLabel)
        summaryLabel.text = herb.summary
        summaryLabel.numberOfLines = 0
        summaryLabel.font = .systemFont(ofSize: 17)
        textContainer.addSubview(summaryLabel)
        creditButton.setTitle(herb.credit, for: .normal)
        textContainer.addSubview(creditButton)
        for subview in [backgroundView, textContainer, titleLabel, summaryLabel, creditButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
        }
        // The picture fills the screen; the text card sits 16 pt inside the
        // safe area's sides and 30 pt above the bottom edge, 190 pt tall.
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            backgroundView.topAnchor.constraint(equalTo: view.topAnchor),
            backgroundView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            backgroundView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            backgroundView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            textContainer.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
            textContainer.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),
            textContainer.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -30),
            textContainer.heightAnchor.constraint(equalToConstant: 190),
            titleLabel.topAnchor.constraint(equalTo: textContainer.topAnchor, constant: 14),
            titleLabel.leadingAnchor.constraint(equalTo: textContainer.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: textContainer.trailingAnchor, constant: -16),
            titleLabel.heightAnchor.constraint(equalToConstant: 38),
            summaryLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            summaryLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            summaryLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            summaryLabel.heightAnchor.constraint(equalToConstant: 80),
            creditButton.topAnchor.constraint(equalTo: summaryLabel.bottomAnchor, constant: 4),
            creditButton.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            creditButton.widthAnchor.constraint(equalToConstant: 160),
            creditButton.heightAnchor.constraint(equalToConstant: 36),
        ])
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.dismiss(animated: true) })
    }

    /// The text fades in with the presentation and out with the dismissal.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        textContainer.alpha = 0
        transitionCoordinator?.animate(alongsideTransition: { _ in self.textContainer.alpha = 1 }, completion: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        transitionCoordinator?.animate(alongsideTransition: { _ in self.textContainer.alpha = 0 }, completion: { context in
            if context.isCancelled { self.textContainer.alpha = 1 }
        })
    }

    /// The card follows the new size inside the rotation's animation.
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.view.layoutIfNeeded() }, completion: nil)
    }
}
