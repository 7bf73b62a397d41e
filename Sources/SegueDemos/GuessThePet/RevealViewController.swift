import UIKit

/// The full-screen reveal: the pet's picture and name. Tap to dismiss; or
/// swipe from the left edge to dismiss interactively.
final class RevealViewController: UIViewController {
    let pet: Pet
    private let imageView = UIImageView()
    private let nameLabel = UILabel()
    private(set) var swipeInteractionController: SwipeInteractionController?

    init(pet: Pet) {
        self.pet = pet
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.image = Artwork.pet(pet)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = view.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(imageView)
        nameLabel.text = pet.name
        nameLabel.font = .boldSystemFont(ofSize: 30)
        nameLabel.textColor = .white
        nameLabel.textAlignment = .center
        nameLabel.frame = CGRect(x: 20, y: view.bounds.height - 140, width: view.bounds.width - 40, height: 44)
        view.addSubview(nameLabel)
        swipeInteractionController = SwipeInteractionController(viewController: self)
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.dismiss(animated: true) })
    }
}
