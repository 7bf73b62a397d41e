import Foundation

/// A view to show as a preview, how to draw it, and where
/// (`UITargetedPreview`).
///
/// A context menu lifts its preview from the target: a snapshot of `view`,
/// clipped to the parameters' visible path (or its bounds with rounded
/// corners) over their background colour, centred at the target's centre
/// in the target's container.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    public let view: UIView
    public let parameters: UIPreviewParameters
    public let target: UIPreviewTarget

    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// A preview of `view` where it is: its superview is the target's
    /// container and its centre the target's centre. UIKit requires the
    /// view to be in a window; one without a superview is targeted at
    /// itself, centred on its bounds (with a warning).
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        let target: UIPreviewTarget
        if let superview = view.superview {
            target = UIPreviewTarget(container: superview, center: view.center)
        } else {
            Log.uiKit.warning("UITargetedPreview(view:parameters:): the view has no superview; it is targeted at itself")
            target = UIPreviewTarget(container: view, center: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
        }
        self.init(view: view, parameters: parameters, target: target)
    }

    /// A preview of `view` where it is, with default parameters.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The size of the preview: the visible path's bounds, else the view's.
    open var size: CGSize { parameters.visiblePath?.bounds.size ?? view.bounds.size }

    /// The same preview at another target.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}
