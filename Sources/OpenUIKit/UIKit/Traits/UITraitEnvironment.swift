import Foundation

/// An object that has traits (`UITraitEnvironment`): views, view
/// controllers and presentation controllers. `traitCollectionDidChange(_:)` follows a
/// change of size class, after the window has taken its new size
/// (`UIWindow.transition(toSize:duration:)`).
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
