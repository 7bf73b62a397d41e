import Foundation

/// What a controller remembers of its root view's Auto Layout fitting size.
struct FittingSizeRecord {
    /// `LayoutEngine.constraintGeneration` when it was measured.
    var generation: Int
    /// `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`; nil
    /// while the root view holds no constraints.
    var size: CGSize?
}

extension LayoutEngine {
    /// Bumped by every constraint activation, deactivation, constant or
    /// priority change anywhere: a controller re-measures its fitting size
    /// only in a layout pass after it moved.
    static var constraintGeneration = 0
}

extension UIViewController {
    /// Runs after the root view's layout pass when a constraint changed
    /// since the last measure. UIKit tells the container (the parent, or the
    /// presentation controller of a presented controller) with
    /// `systemLayoutFittingSizeDidChange(forChildContentContainer:)` when a
    /// child "that uses Auto Layout" was resized by it; Segue measures
    /// `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)` for
    /// root views that hold constraints and reports a change. The first
    /// measure only records the size. Controllers without a container, or
    /// whose root view has no constraints, are not measured.
    func checkFittingSize() {
        let container: (any UIContentContainer)? = parentStorage ?? presentationControllerStorage
        guard container != nil, let view = viewStorage,
              let constraints = view.layoutStorage?.constraints, !constraints.isEmpty else {
            fittingSizeRecord = FittingSizeRecord(generation: LayoutEngine.constraintGeneration, size: nil)
            return
        }
        let size = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let previous = fittingSizeRecord?.size
        // Read after measuring: `updateConstraints()` may have run inside it.
        fittingSizeRecord = FittingSizeRecord(generation: LayoutEngine.constraintGeneration, size: size)
        guard let previous, abs(previous.width - size.width) > 1e-6 || abs(previous.height - size.height) > 1e-6 else { return }
        container?.systemLayoutFittingSizeDidChange(forChildContentContainer: self)
    }
}
