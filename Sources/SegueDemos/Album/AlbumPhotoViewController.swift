import UIKit

/// One photo, large, on black. Swiping left or right shows the next or
/// previous photo in place (the zoom's way back follows it); dragging down
/// or swiping from the left edge goes back to the grid (the zoom's own
/// interactive dismissal, which Segue installs as UIKit does).
final class AlbumPhotoViewController: UIViewController {
    private(set) var index: Int
    let count: Int
    let photoView = UIImageView()

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        view.addSubview(photoView)
        for direction in [UISwipeGestureRecognizer.Direction.left, .right] {
            let swipe = UISwipeGestureRecognizer(target: self, action: Self.swiped(_:))
            swipe.direction = direction
            view.addGestureRecognizer(swipe)
        }
        show(index)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        photoView.frame = CGRect(x: 0, y: (b.height - b.width) / 2, width: b.width, height: b.width)
    }

    func swiped(_ sender: UISwipeGestureRecognizer) {
        show(sender.direction == .left ? index + 1 : index - 1)
    }

    /// Shows photo `newIndex` (clamped to the album).
    func show(_ newIndex: Int) {
        index = min(max(newIndex, 0), count - 1)
        photoView.image = Artwork.photo(index)
        title = "Photo \(index + 1)"
        navigationItem.title = title
    }
}
