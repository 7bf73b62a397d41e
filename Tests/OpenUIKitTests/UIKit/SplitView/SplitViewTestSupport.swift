import Foundation
@testable import OpenUIKit

/// A delegate that records the split view delegate calls it hears, in order.
@MainActor
final class RecordingSplitDelegate: NSObject, UISplitViewControllerDelegate {
    var calls: [String] = []
    var collapseHandled = false
    var topColumn: UISplitViewController.Column?
    var expandingMode: UISplitViewController.DisplayMode?
    var showDetailHandled = false
    var targetMode: UISplitViewController.DisplayMode = .automatic

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        calls.append("willChangeTo(\(displayMode))")
    }
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
        calls.append("targetDisplayModeForAction")
        return targetMode
    }
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
        calls.append("showDetail")
        return showDetailHandled
    }
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        calls.append("primaryViewController(forCollapsing:)")
        return nil
    }
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
        calls.append("primaryViewController(forExpanding:)")
        return nil
    }
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        calls.append("collapseSecondary:onto:")
        return collapseHandled
    }
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        calls.append("separateSecondaryFrom:")
        return nil
    }
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        calls.append("topColumnForCollapsing(\(proposedTopColumn))")
        return topColumn ?? proposedTopColumn
    }
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode {
        calls.append("displayModeForExpanding(\(proposedDisplayMode))")
        return expandingMode ?? proposedDisplayMode
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { calls.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { calls.append("didExpand") }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { calls.append("willShow(\(column))") }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { calls.append("willHide(\(column))") }
}

/// An iPad in landscape: horizontally regular.
let regularSize = CGSize(width: 1024, height: 768)
/// An iPhone in landscape: horizontally compact, with no change of orientation from `regularSize`.
let compactLandscapeSize = CGSize(width: 844, height: 390)
