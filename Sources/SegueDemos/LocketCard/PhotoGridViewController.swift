import UIKit

/// A grid of photos with a button that opens the card; tapping a photo reveals it.
final class PhotoGridViewController: UIViewController {
    let openButton = UIButton(type: .system)
    private var photoViews: [UIImageView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        for i in 0..<12 {
            let imageView = UIImageView(image: Artwork.photo(i))
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            imageView.layer.cornerRadius = 8
            imageView.isUserInteractionEnabled = true
            imageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.photoTapped(_:)))
            view.addSubview(imageView)
            photoViews.append(imageView)
        }
        openButton.setTitle("Open Card", for: .normal)
        openButton.backgroundColor = .systemBlue
        openButton.setTitleColor(.white, for: .normal)
        openButton.layer.cornerRadius = 14
        openButton.addAction(UIAction { [weak self] _ in self?.openCard() }, for: .touchUpInside)
        view.addSubview(openButton)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let b = view.bounds
        let side = (b.width - 4 * 10) / 3
        for (i, imageView) in photoViews.enumerated() {
            imageView.frame = CGRect(x: 10 + CGFloat(i % 3) * (side + 10), y: 70 + CGFloat(i / 3) * (side + 10),
                                     width: side, height: side)
        }
        openButton.frame = CGRect(x: 40, y: b.height - 110, width: b.width - 80, height: 54)
    }

    func openCard() {
        present(CardModalViewController(), animated: true)
    }

    /// Reveals the tapped photo full screen over the blurred grid.
    func photoTapped(_ sender: UITapGestureRecognizer) {
        guard let imageView = sender.view as? UIImageView, let photo = imageView.image else { return }
        let origin = imageView.convert(imageView.bounds, to: nil)
        present(PhotoRevealViewController(photo: photo, origin: origin), animated: true)
    }

    /// The thumbnail at `index` (for scenarios).
    func photoView(at index: Int) -> UIImageView? { photoViews.indices.contains(index) ? photoViews[index] : nil }
}
