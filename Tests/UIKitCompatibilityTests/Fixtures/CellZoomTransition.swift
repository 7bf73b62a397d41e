import UIKit

/// A grid of photo tiles; tapping one zooms its snapshot up to the detail screen.
final class PhotoGridViewController: UIViewController {
    static let columns = 3
    private(set) var tiles: [UIView] = []
    var selectedIndexPath: IndexPath?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for row in 0..<4 {
            for column in 0..<PhotoGridViewController.columns {
                let tile = UIView()
                tile.backgroundColor = UIColor(hue: CGFloat(row * 3 + column) / 12, saturation: 0.6, brightness: 0.9, alpha: 1)
                tile.layer.cornerRadius = 8
                tile.clipsToBounds = true
                view.addSubview(tile)
                tiles.append(tile)
            }
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let spacing: CGFloat = 10
        let side = (view.bounds.width - spacing * CGFloat(PhotoGridViewController.columns + 1)) / CGFloat(PhotoGridViewController.columns)
        for (index, tile) in tiles.enumerated() {
            let indexPath = self.indexPath(forTileAt: index)
            tile.frame = CGRect(x: spacing + CGFloat(indexPath.row) * (side + spacing),
                                y: 100 + CGFloat(indexPath.section) * (side + spacing),
                                width: side, height: side)
        }
    }

    func indexPath(forTileAt index: Int) -> IndexPath {
        return IndexPath(row: index % PhotoGridViewController.columns, section: index / PhotoGridViewController.columns)
    }

    func tile(at indexPath: IndexPath) -> UIView? {
        let index = indexPath.section * PhotoGridViewController.columns + indexPath.row
        return tiles.indices.contains(index) ? tiles[index] : nil
    }

    func open(_ indexPath: IndexPath, delegate: UIViewControllerTransitioningDelegate) {
        selectedIndexPath = indexPath
        let detail = PhotoDetailViewController()
        detail.photoColor = tile(at: indexPath)?.backgroundColor
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = delegate
        present(detail, animated: true, completion: nil)
    }
}

final class PhotoDetailViewController: UIViewController {
    var photoColor: UIColor?
    let photoView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        photoView.backgroundColor = photoColor
        view.addSubview(photoView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        photoView.frame = CGRect(x: 0, y: (view.bounds.height - width) / 2, width: width, height: width)
    }
}

/// Zooms a snapshot of the selected tile to the detail photo's frame, then
/// reveals the detail screen (and the reverse on dismissal).
final class ZoomTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Direction { case present, dismiss }

    let direction: Direction
    let duration: TimeInterval = 0.5
    private(set) var snapshot: UIView?

    init(direction: Direction) {
        self.direction = direction
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let isPresenting = direction == .present
        let gridKey: UITransitionContextViewControllerKey = isPresenting ? .from : .to
        let detailKey: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let grid = transitionContext.viewController(forKey: gridKey) as? PhotoGridViewController,
              let detail = transitionContext.viewController(forKey: detailKey) as? PhotoDetailViewController,
              let indexPath = grid.selectedIndexPath,
              let tile = grid.tile(at: indexPath),
              let snapshot = tile.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(false)
            return
        }

        let containerView = transitionContext.containerView
        let detailView: UIView = detail.view
        if isPresenting {
            detailView.frame = transitionContext.finalFrame(for: detail)
            containerView.addSubview(detailView)
        } else if let gridView = transitionContext.view(forKey: .to) {
            gridView.frame = transitionContext.finalFrame(for: grid)
            containerView.insertSubview(gridView, belowSubview: detailView)
        }
        detailView.layoutIfNeeded()

        let tileFrame = tile.convert(tile.bounds, to: containerView)
        let photoFrame = detail.photoView.convert(detail.photoView.bounds, to: containerView)
        snapshot.frame = isPresenting ? tileFrame : photoFrame
        containerView.addSubview(snapshot)
        self.snapshot = snapshot

        tile.isHidden = true
        detail.photoView.isHidden = true
        detailView.alpha = isPresenting ? 0 : 1

        UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
            snapshot.frame = isPresenting ? photoFrame : tileFrame
            detailView.alpha = isPresenting ? 1 : 0
        }, completion: { _ in
            tile.isHidden = false
            detail.photoView.isHidden = false
            snapshot.removeFromSuperview()
            self.snapshot = nil
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class ZoomTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private(set) var lastAnimator: ZoomTransitionAnimator?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = ZoomTransitionAnimator(direction: .present)
        lastAnimator = animator
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = ZoomTransitionAnimator(direction: .dismiss)
        lastAnimator = animator
        return animator
    }
}
