import Foundation

extension UIView {
    /// How a view adjusts its tint colour (`UIView.TintAdjustmentMode`);
    /// raw values are UIKit's.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` at the root).
        case automatic = 0
        /// The tint colour unchanged.
        case normal = 1
        /// The tint colour desaturated, as UIKit dims tints behind an alert
        /// or popover.
        case dimmed = 2
    }
}

extension UIColor {
    /// The dimmed version of a tint colour: the grey of the same luminance
    /// (Rec. 601 weights), with the colour's alpha (docs/FIDELITY.md: UIKit
    /// documents only "a dimmed appearance").
    var dimmedTint: UIColor {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard getRed(&r, green: &g, blue: &b, alpha: &a) else { return self }
        return UIColor(white: 0.299 * r + 0.587 * g + 0.114 * b, alpha: a)
    }
}
