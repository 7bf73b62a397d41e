import Foundation

extension UIViewController {
    /// Opt-in fluid interruption for the transitions that present, push or
    /// select this controller and that dismiss or pop it (Segue addition,
    /// not in UIKit; see `TransitionInterruption`). Nil (the default): a
    /// touch during those transitions behaves as in UIKit.
    public var transitionInterruption: TransitionInterruption? {
        get { transitionInterruptionStorage }
        set {
            transitionInterruptionStorage = newValue
            if newValue != nil { InterruptionSession.anyOptedIn = true }
        }
    }
}
