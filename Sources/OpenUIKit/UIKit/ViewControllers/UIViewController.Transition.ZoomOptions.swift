import Foundation

extension UIViewController.Transition {
    /// Options for a zoom transition (`UIViewController.Transition.ZoomOptions`).
    @preconcurrency @MainActor
    public class ZoomOptions: NSObject {
        /// Asked when an interactive dismissal (a downward drag on the
        /// zoomed content, or a pushed zoom's edge swipe) is about to begin;
        /// false keeps the zoomed controller in place. Nil allows it.
        public var interactiveDismissShouldBegin: ((UIViewController.Transition.ZoomOptions.InteractionContext) -> Bool)?
        /// Returns the rectangle, in the zoomed controller's view, that the
        /// source view lines up with (for example the photo inside a detail
        /// screen); nil (or no provider) aligns the whole view.
        public var alignmentRectProvider: ((UIViewController.Transition.ZoomOptions.AlignmentRectContext) -> CGRect?)?
        /// The colour behind the zoomed view while it is not full size; nil
        /// is Segue's default, black at 30 % (docs/FIDELITY.md). Its alpha
        /// is scaled by the zoom's progress.
        public var dimmingColor: UIColor?
        /// A blur behind the zoomed view, faded in with the zoom's progress.
        public var dimmingVisualEffect: UIBlurEffect?

        public override init() { super.init() }
    }
}
