import Foundation

extension UIViewController.Transition.ZoomOptions {
    /// The views a zoom lines up (`UIViewController.Transition.ZoomOptions.AlignmentRectContext`).
    @preconcurrency @MainActor
    public class AlignmentRectContext: NSObject {
        /// The zoomed-out view, for example a thumbnail image.
        public let sourceView: UIView
        /// The zoomed-in controller.
        public let zoomedViewController: UIViewController

        init(sourceView: UIView, zoomedViewController: UIViewController) {
            self.sourceView = sourceView
            self.zoomedViewController = zoomedViewController
            super.init()
        }
    }
}
