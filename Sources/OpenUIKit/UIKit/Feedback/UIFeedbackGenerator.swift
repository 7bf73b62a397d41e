import Foundation

/// The base of the haptic feedback generators (`UIFeedbackGenerator`).
///
/// Linux has no Taptic Engine: each generator's call is recorded instead,
/// as a `TransitionMonitor.Event.haptic` event (a `.haptic` entry in a
/// SegueTesting timeline), so a test can check that an interaction gave
/// the feedback iOS would play. `prepare()` is recorded too.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }

    /// Readies the generator to fire soon (on iOS: wakes the Taptic Engine).
    open func prepare() {
        record("prepare(\(TypeNames.unqualified(type(of: self))))")
    }

    func record(_ call: String) {
        TransitionMonitor.emit(.haptic(call))
    }
}
