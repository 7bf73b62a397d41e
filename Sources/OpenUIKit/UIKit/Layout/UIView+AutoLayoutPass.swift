import Foundation

/// Where the engine meets the layout pass.
extension UIView {
    /// Runs before `layoutSubviews()` (inside the controller's will/did
    /// layout callbacks): pending constraint updates, then the engine's
    /// solution for this view's constraint-managed subviews. UIKit does this
    /// in the base `layoutSubviews()`; doing it just before keeps Segue's own
    /// subclasses, which do not all call `super`, in step.
    func applyConstraintLayout() {
        if !LayoutEngine.pendingConstraintUpdates.isEmpty { LayoutEngine.runPendingConstraintUpdates() }
        if self is UIWindow {
            if safeAreaInsets != (layoutStorage?.lastSafeAreaInsets ?? .zero) { safeAreaMayHaveChanged(recursive: true, duringOwnLayout: true) }
        } else if superviewStorage != nil {
            safeAreaMayHaveChanged(recursive: false, duringOwnLayout: true)
        }
        guard let storage = layoutStorage, let engine = storage.engine ?? storage.ownedEngine else { return }
        engine.updateIfNeeded()
        engine.applyFrames(toSubviewsOf: self)
    }

    func setTranslatesAutoresizingMask(_ value: Bool) {
        guard value != translatesAutoresizingMaskIntoConstraints else { return }
        autoLayout.translatesAutoresizingMask = value
        if let engine = layoutStorage?.engine {
            engine.needsRebuild = true
            engine.root?.setNeedsLayout()
        }
    }
}
