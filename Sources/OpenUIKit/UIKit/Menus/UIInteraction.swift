import Foundation

/// A behaviour added to a view with `UIView.addInteraction(_:)`
/// (`UIInteraction`), such as `UIContextMenuInteraction`.
///
/// The view calls `willMove(to:)` and `didMove(to:)` around adding and
/// removing the interaction (with nil when it is removed); the interaction
/// reports the view it belongs to in `view`.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}
