import Foundation

/// Unwind segues (`<segue kind="unwind" unwindAction="…">` to a scene's
/// Exit): the destination is found as UIKit documents ("Searching for an
/// unwind destination"): going back from the source through the
/// controllers below it in its navigation controller, then the controller
/// that presented it, and so on, the first that answers
/// `canPerformUnwindSegueAction(_:from:sender:)` with true. Performing:
/// `shouldPerformSegue(withIdentifier:sender:)` (for a triggered segue),
/// `prepare(for:sender:)` on the source, the destination's unwind action
/// with the segue, then `unwind(for:towards:)` back to it: presented
/// controllers dismissed, navigation stacks popped.
extension UIViewController {
    /// Registers the unwind segue `identifier` with `action` on this controller.
    func registerUnwindSegue(withIdentifier identifier: String, action: Selector) {
        registerSegue(withIdentifier: identifier, destination: { [unowned self] in
            self.unwindDestination(for: action) ?? self
        }, segue: { id, source, destination in
            UIStoryboardSegue(identifier: id, source: source, destination: destination) { [weak source, weak destination] in
                guard let source, let destination, destination !== source else {
                    Log.uiKit.warning("unwind segue '\(id)': no controller on the way back implements \(action.name); nothing happens")
                    return
                }
                let segue = UIStoryboardSegue(identifier: id, source: source, destination: destination)
                _ = SelectorTable.send(action, to: destination, [segue])
                source.unwindBack(to: destination, segue: segue)
            }
        })
    }

    /// The first controller on the way back from this one that takes `action`.
    func unwindDestination(for action: Selector) -> UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let navigation = controller.navigationController, let index = navigation.viewControllers.firstIndex(where: { $0 === controller.topAncestor(in: navigation) }) {
                for candidate in navigation.viewControllers[..<index].reversed()
                where candidate.canPerformUnwindSegueAction(action, from: self, sender: nil) {
                    return candidate
                }
            }
            let presenter = controller.presentingViewController
            if let presenter {
                let top = (presenter as? UINavigationController)?.topViewController ?? presenter
                if top.canPerformUnwindSegueAction(action, from: self, sender: nil) { return top }
            }
            current = presenter.flatMap { ($0 as? UINavigationController)?.topViewController ?? $0 }
            if current === controller { break }
        }
        return nil
    }

    /// The ancestor of this controller that is a direct child of `navigation`.
    private func topAncestor(in navigation: UINavigationController) -> UIViewController {
        var current: UIViewController = self
        while let parent = current.parent, parent !== navigation { current = parent }
        return current
    }

    /// Goes back to `destination`: dismissing what it presented, popping its navigation stack.
    fileprivate func unwindBack(to destination: UIViewController, segue: UIStoryboardSegue) {
        if let navigation = destination.navigationController, navigation.viewControllers.contains(destination),
           navigation.topViewController !== destination, navigation.presentedViewController == nil {
            navigation.unwind(for: segue, towards: destination)
        } else {
            let presenter = destination.navigationController ?? destination
            presenter.unwind(for: segue, towards: destination)
            if let navigation = destination.navigationController, navigation.topViewController !== destination {
                _ = navigation.popToViewController(destination, animated: false)
            }
        }
    }
}
