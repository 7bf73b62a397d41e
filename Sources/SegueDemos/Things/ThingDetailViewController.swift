import UIKit

/// One thing, large. A left-edge swipe pops interactively.
final class ThingDetailViewController: UIViewController {
    let thing: Thing
    let imageView = UIImageView()
    private let nameLabel = UILabel()
    /// The interaction of a live edge-swipe pop (nil otherwise).
    private(set) var popInteraction: UIPercentDrivenInteractiveTransition?

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
        let edge = UIScreenEdgePanGestureRecognizer { [weak self] recognizer in
            self?.handleEdgePan(recognizer as! UIScreenEdgePanGestureRecognizer)
        }
        edge.edges = .left
        view.addGestureRecognizer(edge)
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

    private func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let translation = gesture.translation(in: view)
        let progress = min(max(translation.x / max(view.bounds.width, 1), 0), 1)
        switch gesture.state {
        case .began:
            popInteraction = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        case .changed:
            popInteraction?.update(progress)
        case .ended, .cancelled:
            if progress > 0.5 && gesture.state == .ended { popInteraction?.finish() } else { popInteraction?.cancel() }
            popInteraction = nil
        default:
            break
        }
    }
}
