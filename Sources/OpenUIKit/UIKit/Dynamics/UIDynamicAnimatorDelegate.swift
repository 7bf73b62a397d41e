import Foundation

/// Hears when a dynamic animator starts and stops (`UIDynamicAnimatorDelegate`).
///
/// Both methods are optional in UIKit; the extension gives empty defaults.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
    /// Called when the animator is about to start moving its items: when
    /// behaviours are first added, and when a paused animator resumes after a
    /// change to its behaviours or items.
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// Called once every item has come to rest (or the last behaviour went):
    /// `isRunning` is false from here until the next resume.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
