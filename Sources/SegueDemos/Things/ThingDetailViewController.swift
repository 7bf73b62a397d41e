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
        imageView.translatesAutoresizingMaskIntoConstraints = false
        // The picture's pixel size must not fight the square below.
        imageView.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        imageView.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        view.addSubview(imageView)
        nameLabel.text = thing.name
        nameLabel.font = .boldSystemFont(ofSize: 32)
        nameLabel.textAlignment = .center
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(nameLabel)
        // A centred square, 350 pt wide where it fits and 20 pt from each
        // edge where it does not, 29 pt below the navigation bar (y = 120 on
        // a 390 × 844 iPhone), the name 20 pt below it.
        let preferredWidth = imageView.widthAnchor.constraint(equalToConstant: 350)
        preferredWidth.priority = .defaultHigh
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: guide.topAnchor, constant: 29),
            imageView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            imageView.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, constant: -40),
            preferredWidth,
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor),
            nameLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 20),
            nameLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            nameLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            nameLabel.heightAnchor.constraint(equalToConstant: 40),
        ])
        edgePop = EdgeSwipePop(controller: self)
    }
}
