import UIKit

/// One thing, large. A left-edge swipe pops interactively.
final class ThingDetailViewController: UIViewController {
    let thing: Thing
    let imageView = UIImageView()
    private let nameLabel = UILabel()
    private var edgePop: EdgeSwipePop?
    /// The interaction of a live edge-swipe pop (nil otherwise).
    var popInteraction: UIPercentDrivenInteractiveTransition? { edgePop?.interaction }

    init(thing: Thing) {
        self.thing = thing
        super.init(nibName: nil, bundle: nil)
        title = thing.name
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        imageView.image = thing.image
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 20
        view.addSubview(imageView)
        nameLabel.text = thing.name
        nameLabel.font = .boldSystemFont(ofSize: 32)
        nameLabel.textAlignment = .center
        view.addSubview(nameLabel)
        edgePop = EdgeSwipePop(controller: self)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
    }

    /// Lays out the image and label (also called by the push animator before it measures).
    func layoutContent() {
        let b = view.bounds
        let side = min(b.width - 40, 350)
        imageView.frame = CGRect(x: (b.width - side) / 2, y: 120, width: side, height: side)
        nameLabel.frame = CGRect(x: 20, y: 140 + side, width: b.width - 40, height: 40)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        layoutContent()
    }
}
