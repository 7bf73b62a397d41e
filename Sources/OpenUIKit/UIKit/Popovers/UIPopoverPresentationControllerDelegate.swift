import Foundation

/// A popover presentation's delegate (`UIPopoverPresentationControllerDelegate`).
/// It refines the adaptive delegate: returning `.none` from
/// `adaptivePresentationStyle(for:traitCollection:)` keeps a popover a
/// popover on a compact-width iPhone.
///
/// Assign it to the popover presentation controller's `delegate` (typed as
/// the adaptive delegate in Segue; docs/FIDELITY.md).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Just before the popover is shown (not when it adapted to another style).
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// A tap outside the popover: may it dismiss? (Deprecated in iOS 13 in
    /// favour of `presentationControllerShouldDismiss(_:)`; both are asked.)
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// After a tap outside dismissed the popover (deprecated in iOS 13 in
    /// favour of `presentationControllerDidDismiss(_:)`; both are told).
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}
