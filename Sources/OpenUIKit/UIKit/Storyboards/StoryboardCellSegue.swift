import Foundation

/// A segue connected from a storyboard's prototype cell: its selection
/// segue (performed when the user selects the row or item) or, for a table
/// cell, its accessory action segue (`trigger="accessoryAction"`: the
/// detail button). As with a control's segue, the source controller is
/// asked `shouldPerformSegue(withIdentifier:sender:)`, then the segue runs
/// with `prepare(for:sender:)`; the sender is the cell (Apple's
/// `prepare(for:sender:)`: "if the segue originated from a table view, the
/// sender parameter would identify the table view cell that the user
/// tapped"). The trigger holds the controller weakly.
@MainActor
struct StoryboardCellSegue {
    weak var controller: UIViewController?
    let identifier: String

    func perform(from cell: UIView) {
        controller?.runSegue(withIdentifier: identifier, sender: cell, askFirst: true)
    }
}
