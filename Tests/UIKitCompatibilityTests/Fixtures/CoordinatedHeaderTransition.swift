import UIKit

/// A screen whose header fades in and out with whatever navigation
/// transition shows or hides it, through the transition coordinator, and
/// puts things back when an interactive pop is cancelled half way.
final class FadingHeaderViewController: UIViewController {
    let header = UIView()
    private(set) var interactionEvents: [String] = []
    private(set) var appearCompletions: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        header.backgroundColor = .systemIndigo
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 100)
        header.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        view.addSubview(header)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A cancelled transition calls viewWillAppear on the screen that
        // stays (the one that was leaving): nothing to animate then.
        guard let coordinator = transitionCoordinator, !coordinator.isCancelled else {
            header.alpha = 1
            return
        }
        header.alpha = 0
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.header.alpha = 1
        }, completion: { [weak self] context in
            self?.appearCompletions.append(!context.isCancelled)
            if context.isCancelled {
                self?.header.alpha = 0
            }
        })
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard let coordinator = transitionCoordinator, !coordinator.isCancelled else {
            header.alpha = 0   // the screen that was coming in goes away again
            return
        }
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.header.alpha = 0
        }, completion: { [weak self] context in
            if context.isCancelled {
                self?.header.alpha = 1
            }
        })
        coordinator.notifyWhenInteractionChanges { [weak self] context in
            self?.interactionEvents.append(context.isCancelled ? "cancelled" : "finished")
        }
    }
}
