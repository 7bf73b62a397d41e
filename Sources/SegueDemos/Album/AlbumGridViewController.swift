import UIKit

/// Album's photo grid: colourful generated photos in three columns. Tapping
/// one pushes its detail with the iOS 18 zoom (`preferredTransition =
/// .zoom`), whose source view provider answers the thumbnail of the photo
/// the detail shows *now*, so swiping to another photo and going back
/// un-zooms into that photo's thumbnail.
final class AlbumGridViewController: UIViewController {
    static let photoCount = 15
    private(set) var thumbnails: [UIImageView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Album"
        view.backgroundColor = .systemBackground
        for i in 0..<Self.photoCount {
            let imageView = UIImageView(image: Artwork.photo(i))
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            imageView.layer.cornerRadius = 12
            imageView.isUserInteractionEnabled = true
            imageView.tag = i
            imageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.thumbnailTapped(_:)))
            view.addSubview(imageView)
            thumbnails.append(imageView)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        let gap: CGFloat = 8
        let side = (b.width - 4 * gap) / 3
        for (i, imageView) in thumbnails.enumerated() {
            imageView.frame = CGRect(x: gap + CGFloat(i % 3) * (side + gap), y: 112 + CGFloat(i / 3) * (side + gap),
                                     width: side, height: side)
        }
    }

    func thumbnailTapped(_ sender: UITapGestureRecognizer) {
        guard let index = sender.view?.tag else { return }
        open(photoAt: index)
    }

    /// Pushes the detail of photo `index` with the zoom transition.
    func open(photoAt index: Int) {
        let detail = AlbumPhotoViewController(index: index, count: Self.photoCount)
        let options = UIViewController.Transition.ZoomOptions()
        options.alignmentRectProvider = { context in
            guard let detail = context.zoomedViewController as? AlbumPhotoViewController else { return nil }
            return detail.photoView.frame
        }
        detail.preferredTransition = .zoom(options: options) { [weak self] context in
            guard let detail = context.zoomedViewController as? AlbumPhotoViewController else { return nil }
            return self?.thumbnail(at: detail.index)
        }
        navigationController?.pushViewController(detail, animated: true)
    }

    /// The thumbnail of photo `index`.
    func thumbnail(at index: Int) -> UIImageView? { thumbnails.indices.contains(index) ? thumbnails[index] : nil }
}
