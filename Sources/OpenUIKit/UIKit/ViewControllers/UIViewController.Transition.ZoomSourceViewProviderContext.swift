import Foundation

extension UIViewController.Transition {
    /// The controllers of a zoom, given to its source view provider
    /// (`UIViewController.Transition.ZoomSourceViewProviderContext`).
    @preconcurrency @MainActor
    public class ZoomSourceViewProviderContext: NSObject {
        /// The controller the zoom starts from (the one that presents or pushes).
        public let sourceViewController: UIViewController
        /// The controller whose view is zoomed.
        public let zoomedViewController: UIViewController

        init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
            self.sourceViewController = sourceViewController
            self.zoomedViewController = zoomedViewController
            super.init()
        }
    }
}
