import Foundation

/// The container view of a presentation (UIKit's private `UITransitionView`):
/// fills the window, resizes with it, does not clip, and forwards its
/// layout to the presentation controller.
/// Visible to SegueTesting (`@_spi(SegueTesting)`) so that its invariant
/// checks can find containers by type.
@MainActor
@_spi(SegueTesting) public final class UITransitionView: UIView {
    weak var presentationController: UIPresentationController?

    public override func layoutSubviews() {
        super.layoutSubviews()
        presentationController?.containerDidLayout()
    }

    /// A popover's container lets touches on its passthrough views through.
    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit === self || hit is PopoverDismissalView,
           let popover = presentationController as? UIPopoverPresentationController, popover.passesThrough(point) {
            return nil
        }
        return hit
    }
}

/// What a presented controller remembers about its presentation.
@MainActor
final class PresentationRecord {
    let container: UITransitionView
    let controller: UIPresentationController
    /// The presenter's view and where it lived, when the presentation took it.
    var grabbedView: GrabbedView?

    /// A view a full-screen presentation took out of its superview. The
    /// superview is held weakly: it is usually the window, which owns the
    /// presenter (and through it this record), so a strong reference would
    /// keep a window that is let go alive with its whole hierarchy, which
    /// UIKit does not do.
    struct GrabbedView {
        let view: UIView
        weak var superview: UIView?
        let index: Int
    }

    /// Puts the presenter's view back where the presentation took it from
    /// (`fallbackHost` when it had no superview) and forgets it. Returns the
    /// view and where it went, or nil when nothing was taken.
    @discardableResult
    func restoreGrabbedView(fallbackHost: UIView? = nil) -> (view: UIView, host: UIView)? {
        guard let grabbed = grabbedView else { return nil }
        grabbedView = nil
        guard let host = grabbed.superview ?? fallbackHost else { return nil }
        host.insertSubview(grabbed.view, at: grabbed.index)  // clamped by insertSubview
        return (grabbed.view, host)
    }

    init(container: UITransitionView, controller: UIPresentationController) {
        self.container = container
        self.controller = controller
    }
}
