import Foundation

/// A segue registered in code: how to make its destination and the segue.
struct SegueTemplate {
    let destination: @MainActor () -> UIViewController
    let makeSegue: (@MainActor (String, UIViewController, UIViewController) -> UIStoryboardSegue)?
}

extension UIViewController {
    /// Registers a segue as a storyboard declares it (Segue API: what a
    /// loaded storyboard does for its segues, for code that has none;
    /// docs/FIDELITY.md).
    ///
    /// `destination` makes a fresh destination controller each time the
    /// segue runs (a storyboard instantiates one per performance). `segue`
    /// makes the segue object — a `UIStoryboardSegue` subclass whose
    /// `perform()` animates, for a custom segue; without it the segue is a
    /// "Show" segue (`show(_:sender:)`: a push in a navigation controller,
    /// a modal presentation otherwise). Registering an identifier again
    /// replaces it.
    public func registerSegue(withIdentifier identifier: String,
                              destination: @escaping @MainActor () -> UIViewController,
                              segue: (@MainActor (_ identifier: String, _ source: UIViewController,
                                                  _ destination: UIViewController) -> UIStoryboardSegue)? = nil) {
        registeredSegues[identifier] = SegueTemplate(destination: destination, makeSegue: segue)
    }

    /// Connects a registered segue to a control, as a storyboard's action
    /// connection does (Segue API): each `event` (a tap by default) asks
    /// `shouldPerformSegue(withIdentifier:sender:)` with the control as
    /// sender and, if it agrees, runs the segue. The connection holds this
    /// controller weakly.
    public func connectSegue(withIdentifier identifier: String, to control: UIControl,
                             for event: UIControl.Event = .touchUpInside) {
        control.addAction(UIAction(identifier: UIAction.Identifier("segue.\(identifier)")) { [weak self, weak control] _ in
            self?.runSegue(withIdentifier: identifier, sender: control, askFirst: true)
        }, for: event)
    }

    /// Runs a registered segue: (`shouldPerformSegue` when a control
    /// triggered it,) destination made, segue made, `prepare(for:sender:)`,
    /// then `perform()`. An unknown identifier raises UIKit's
    /// `NSInvalidArgumentException`.
    func runSegue(withIdentifier identifier: String, sender: Any?, askFirst: Bool) {
        guard let template = registeredSegues[identifier] else {
            UIKitException.raise(UIKitException.invalidArgument,
                                 "Receiver (\(uiKitDescription(self))) has no segue with identifier '\(identifier)'")
            return
        }
        if askFirst && !shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        let destination = template.destination()
        let segue: UIStoryboardSegue
        if let make = template.makeSegue {
            segue = make(identifier, self, destination)
        } else {
            segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination)
            segue.showsByDefault = true
            segue.showSender = sender
        }
        prepare(for: segue, sender: sender)
        segue.perform()
    }
}
