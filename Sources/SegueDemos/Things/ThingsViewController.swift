import UIKit

/// The grid of things. It is the navigation controller's delegate while on
/// screen and vends the push and pop animators.
final class ThingsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate,
                                  UINavigationControllerDelegate {
    private(set) var collectionView: UICollectionView!
    let things = Thing.all
    private(set) var selectedIndexPath: IndexPath?

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Things"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 134)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 16
        // 17 pt below the navigation bar: the collection view's `.automatic`
        // content-inset adjustment adds the bar and status bar (91 pt).
        layout.sectionInset = UIEdgeInsets(top: 17, left: 15, bottom: 20, right: 15)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.register(ThingCell.self, forCellWithReuseIdentifier: "thing")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.delegate = self
    }

    /// Resigns as the delegate (only if still the delegate) when the grid
    /// leaves the navigation stack. Resigning on every disappearance would
    /// drop the delegate when the detail is pushed, and the pop would then
    /// fall back to the system slide instead of the pop animator.
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isMovingFromParent, navigationController?.delegate === self { navigationController?.delegate = nil }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { things.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "thing", for: indexPath) as! ThingCell
        let thing = things[indexPath.item]
        cell.imageView.image = thing.image
        cell.nameLabel.text = thing.name
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selectedIndexPath = indexPath
        navigationController?.pushViewController(ThingDetailViewController(thing: things[indexPath.item]), animated: true)
    }

    /// The image view of the selected cell (the push starts and the pop ends there).
    var selectedImageView: UIImageView? {
        guard let path = selectedIndexPath else { return nil }
        return (collectionView.cellForItem(at: path) as? ThingCell)?.imageView
    }

    // MARK: UINavigationControllerDelegate

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? {
        if operation == .push, fromVC === self, toVC is ThingDetailViewController { return PushAnimator(grid: self) }
        if operation == .pop, toVC === self, let detail = fromVC as? ThingDetailViewController {
            return PopAnimator(grid: self, interactionController: detail.popInteraction)
        }
        return nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        (animationController as? PopAnimator)?.interactionController
    }
}
