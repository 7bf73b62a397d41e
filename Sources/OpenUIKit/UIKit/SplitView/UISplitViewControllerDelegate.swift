import Foundation

/// Observes and customises a split view controller (`UISplitViewControllerDelegate`).
///
/// Every method is optional. The defaults behave as an unimplemented
/// method does in UIKit: `false` ("not handled") from the `Bool` methods,
/// nil ("use the default") from those returning a controller, the proposed
/// value from the proposal methods and `.automatic` from
/// `targetDisplayModeForAction(in:)`.
///
/// Classic interfaces (`style == .unspecified`) hear
/// `primaryViewController(forCollapsing:)`,
/// `splitViewController(_:collapseSecondary:onto:)`,
/// `primaryViewController(forExpanding:)`,
/// `splitViewController(_:separateSecondaryFrom:)` and the show methods;
/// column-style interfaces hear
/// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`,
/// `splitViewControllerDidCollapse(_:)`,
/// `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`,
/// `splitViewControllerDidExpand(_:)` and `willShow`/`willHide`, as
/// Apple's documentation assigns them.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    /// The display mode is about to change (not while collapsed).
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The display mode the display mode button should switch to; `.automatic` for the default choice.
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    /// Whether the delegate showed `vc` itself (`show(_:sender:)`); classic interfaces only.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    /// Whether the delegate showed `vc` as the detail itself (`showDetailViewController(_:sender:)`); classic interfaces only.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    /// The controller to show once collapsed; nil keeps the primary.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// The primary controller once expanded; nil keeps the current one.
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// Whether the delegate dealt with the secondary controller at a
    /// collapse; `false` lets the primary's `collapseSecondaryViewController(_:for:)` do it.
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// The secondary controller for an expansion; nil lets the primary's `separateSecondaryViewController(for:)` choose.
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
    /// The column shown on top once a column-style interface collapses.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// The display mode a column-style interface takes when it expands.
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode
    /// A column-style interface collapsed (`isCollapsed` is now true).
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// A column-style interface expanded (`isCollapsed` is now false).
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// The system is about to show `column` (the display mode button, a
    /// size change); not sent for `show(_:)`.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// The system is about to hide `column`; not sent for `hide(_:)`.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? { nil }
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(_ svc: UISplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
}
