import UIKit

/// One contact: a header card (avatar, name, phone) over the details. A
/// left-edge swipe pops interactively.
final class ContactDetailViewController: UIViewController {
    let contact: Contact
    /// The card the selected row flies into.
    let headerView = UIView()
    private let avatarView = UIImageView()
    private let nameLabel = UILabel()
    private let phoneLabel = UILabel()
    private let notesLabel = UILabel()
    private var edgePop: EdgeSwipePop?
    /// The interaction of a live edge-swipe pop (nil otherwise).
    var popInteraction: UIPercentDrivenInteractiveTransition? { edgePop?.interaction }

    init(contact: Contact) {
        self.contact = contact
        super.init(nibName: nil, bundle: nil)
        title = contact.name
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        headerView.backgroundColor = .white
        headerView.layer.cornerRadius = 12
        view.addSubview(headerView)
        avatarView.image = contact.avatar
        avatarView.clipsToBounds = true
        avatarView.layer.cornerRadius = 30
        headerView.addSubview(avatarView)
        nameLabel.text = contact.name
        nameLabel.font = .boldSystemFont(ofSize: 22)
        headerView.addSubview(nameLabel)
        phoneLabel.text = contact.phone
        phoneLabel.textColor = .secondaryLabel
        headerView.addSubview(phoneLabel)
        notesLabel.text = "Notes: met at the history of computing meetup."
        notesLabel.numberOfLines = 0
        notesLabel.textColor = .secondaryLabel
        view.addSubview(notesLabel)
        edgePop = EdgeSwipePop(controller: self)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        layoutContent()
    }

    /// Lays out the card and the notes (also called by the push animator before it measures).
    func layoutContent() {
        let b = view.bounds
        headerView.frame = CGRect(x: 16, y: 107, width: b.width - 32, height: 92)
        avatarView.frame = CGRect(x: 16, y: 16, width: 60, height: 60)
        nameLabel.frame = CGRect(x: 92, y: 20, width: headerView.bounds.width - 108, height: 28)
        phoneLabel.frame = CGRect(x: 92, y: 50, width: headerView.bounds.width - 108, height: 22)
        notesLabel.frame = CGRect(x: 32, y: 219, width: b.width - 64, height: 60)
    }
}
