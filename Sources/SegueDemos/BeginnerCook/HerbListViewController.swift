import UIKit

/// The main screen: title, description and a horizontal strip of herbs.
final class HerbListViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let herbs = Herb.all
    private let titleLabel = UILabel()
    private let descriptionLabel = UILabel()
    let listView = UIScrollView()
    private(set) var thumbnails: [UIImageView] = []
    private let transition = HerbPopAnimator()
    private weak var selectedThumbnail: UIView?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.99, green: 0.97, blue: 0.92, alpha: 1)
        titleLabel.text = "Beginner Cook"
        titleLabel.font = .boldSystemFont(ofSize: 34)
        view.addSubview(titleLabel)
        descriptionLabel.text = "Fresh herbs make simple food sing. Tap a herb to learn how to use it."
        descriptionLabel.numberOfLines = 0
        descriptionLabel.font = .systemFont(ofSize: 18)
        descriptionLabel.textColor = .secondaryLabel
        view.addSubview(descriptionLabel)
        view.addSubview(listView)
        for (i, herb) in herbs.enumerated() {
            let thumbnail = UIImageView(image: Artwork.herb(herb))
            thumbnail.contentMode = .scaleAspectFill
            thumbnail.clipsToBounds = true
            thumbnail.layer.cornerRadius = 20
            thumbnail.isUserInteractionEnabled = true
            thumbnail.tag = i
            thumbnail.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.showDetails(i) })
            listView.addSubview(thumbnail)
            thumbnails.append(thumbnail)
        }
        transition.dismissCompletion = { [weak self] in self?.selectedThumbnail?.isHidden = false }
        layoutContent(for: view.bounds.size)
    }

    func layoutContent(for size: CGSize) {
        let landscape = size.width > size.height
        titleLabel.frame = CGRect(x: 24, y: landscape ? 20 : 80, width: size.width - 48, height: 44)
        descriptionLabel.frame = CGRect(x: 24, y: landscape ? 70 : 136, width: size.width - 48, height: 80)
        let side: CGFloat = landscape ? 150 : 170
        listView.frame = CGRect(x: 0, y: size.height - side - 40, width: size.width, height: side)
        for (i, thumbnail) in thumbnails.enumerated() {
            thumbnail.frame = CGRect(x: 20 + CGFloat(i) * (side + 16), y: 0, width: side, height: side)
        }
        listView.contentSize = CGSize(width: 20 + CGFloat(thumbnails.count) * (side + 16) + 4, height: side)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.layoutContent(for: size) }, completion: nil)
    }

    /// Scrolls the strip so that thumbnail `index` is fully visible.
    func scrollToHerb(_ index: Int) {
        guard thumbnails.indices.contains(index) else { return }
        listView.scrollRectToVisible(thumbnails[index].frame.insetBy(dx: -20, dy: 0), animated: false)
    }

    func showDetails(_ index: Int) {
        let details = HerbDetailsViewController(herb: herbs[index])
        details.transitioningDelegate = self
        details.modalPresentationStyle = .fullScreen
        selectedThumbnail = thumbnails[index]
        present(details, animated: true)
    }

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let thumbnail = selectedThumbnail else { return nil }
        transition.originFrame = thumbnail.convert(thumbnail.bounds, to: nil)
        transition.presenting = true
        thumbnail.isHidden = true
        return transition
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        if let thumbnail = selectedThumbnail { transition.originFrame = thumbnail.convert(thumbnail.bounds, to: nil) }
        transition.presenting = false
        return transition
    }
}
