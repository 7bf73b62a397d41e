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
        backgroundView.frame = view.bounds
        backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(backgroundView)
        textContainer.backgroundColor = UIColor(white: 1, alpha: 0.8)
        textContainer.layer.cornerRadius = 16
        textContainer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
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
        layoutText(for: view.bounds.size)
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.dismiss(animated: true) })
    }

    func layoutText(for size: CGSize) {
        textContainer.frame = CGRect(x: 16, y: size.height - 220, width: size.width - 32, height: 190)
        titleLabel.frame = CGRect(x: 16, y: 14, width: textContainer.bounds.width - 32, height: 38)
        summaryLabel.frame = CGRect(x: 16, y: 56, width: textContainer.bounds.width - 32, height: 80)
        creditButton.frame = CGRect(x: 16, y: 140, width: 160, height: 36)
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

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.layoutText(for: size) }, completion: nil)
    }
}
