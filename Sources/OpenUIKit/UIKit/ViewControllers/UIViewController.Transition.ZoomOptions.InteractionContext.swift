import Foundation

extension UIViewController.Transition.ZoomOptions {
    /// What `interactiveDismissShouldBegin` is told about the touch
    /// (`UIViewController.Transition.ZoomOptions.InteractionContext`).
    @preconcurrency @MainActor
    public class InteractionContext: NSObject {
        /// The touch's location in the zoomed controller's view.
        public let location: CGPoint
        /// The touch's velocity in points per second.
        public let velocity: CGVector
        /// True when the system would begin the dismissal for this gesture.
        public let willBegin: Bool

        init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
            self.location = location
            self.velocity = velocity
            self.willBegin = willBegin
            super.init()
        }
    }
}
