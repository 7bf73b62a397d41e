import UIKit

/// The contact list: a table view controller in sections by initial. It is
/// the navigation controller's delegate while on the stack and vends the
/// push and pop animators. As a `UITableViewController` it deselects the
/// selected row alongside the pop (and keeps it when the pop is cancelled).
final class ContactListViewController: UITableViewController, UINavigationControllerDelegate {
    let sections = Contact.sections
    /// The row whose detail is shown (kept for the pop, which runs after the deselection starts).
    private(set) var shownIndexPath: IndexPath?

    init() {
        super.init(style: .plain)
        title = "Contacts"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ContactCell.self, forCellReuseIdentifier: "contact")
        tableView.rowHeight = 60
        // No inset of its own: UIKit's `.automatic` content-inset adjustment
        // puts the first row below the navigation bar (adjustedContentInset.top
        // 91 = status bar 47 + bar 44) and starts the offset at -91.
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.delegate = self
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isMovingFromParent, navigationController?.delegate === self { navigationController?.delegate = nil }
    }

    func contact(at indexPath: IndexPath) -> Contact { sections[indexPath.section].contacts[indexPath.row] }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].contacts.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].initial
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        let contact = contact(at: indexPath)
        cell.textLabel?.text = contact.name
        cell.detailTextLabel?.text = contact.phone
        cell.imageView?.image = contact.avatar
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        shownIndexPath = indexPath
        navigationController?.pushViewController(ContactDetailViewController(contact: contact(at: indexPath)), animated: true)
    }

    /// The shown row's frame in `view`'s coordinates (nil when it is off screen).
    func shownRowFrame(in view: UIView) -> CGRect? {
        guard let path = shownIndexPath, let cell = tableView.cellForRow(at: path) else { return nil }
        return view.convert(cell.bounds, from: cell)
    }

    // MARK: UINavigationControllerDelegate

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? {
        if operation == .push, fromVC === self, toVC is ContactDetailViewController { return ContactPushAnimator(list: self) }
        if operation == .pop, toVC === self, let detail = fromVC as? ContactDetailViewController {
            return ContactPopAnimator(list: self, interactionController: detail.popInteraction)
        }
        return nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        (animationController as? ContactPopAnimator)?.interactionController
    }
}
