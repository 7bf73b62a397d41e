import Foundation

/// The delegate that tells a bar where it is (`UIBarPositioningDelegate`).
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: NSObjectProtocol {
    /// The position of `bar`; the default answers `.any`, which lets the bar choose.
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}
