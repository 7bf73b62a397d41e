import Foundation

extension UIApplication {
    /// The app's layout direction, from its language: Segue's apps run in
    /// a left-to-right language (docs/FIDELITY.md). A view can still lay
    /// out right-to-left with `semanticContentAttribute = .forceRightToLeft`.
    nonisolated static let applicationLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

    /// The layout direction of the user interface (`.leftToRight` here).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { Self.applicationLayoutDirection }
}
