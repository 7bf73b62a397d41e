import Foundation

/// How a container and its content negotiate sizes (`UIContentContainer`),
/// adopted by `UIViewController` and `UIPresentationController`.
///
/// A child's `preferredContentSize` change is reported to its container
/// (the parent controller, or the presentation controller of a presented
/// one). Before a size transition each container asks itself for a child's
/// new size (`size(forChildContentContainer:withParentContainerSize:)`,
/// the parent's size by default) and passes it to the child's
/// `viewWillTransition(to:with:)`. When the size classes change with it
/// (an iPhone rotating), `willTransition(to:with:)` comes first, from the
/// window's root down the same paths, as in UIKit. A child whose root view
/// is laid out with Auto Layout reports a change of its fitting size
/// (`systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`) after a
/// constraint change with
/// `systemLayoutFittingSizeDidChange(forChildContentContainer:)`, measured
/// in the layout pass that follows (UIViewController+FittingSize.swift).
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}
