import Foundation

extension UIColor {
    /// The default background of navigation bars, tab bars and alerts,
    /// before translucency: 97 % white in light mode (Segue's reading of
    /// iOS's bar material, unchanged), and in dark mode the HIG's dark
    /// `systemGray6`/`secondarySystemBackground` (28, 28, 30), the colour
    /// iOS's dark bars and alert platters come close to. Apple publishes no
    /// value for its materials (docs/FIDELITY.md).
    static let barBackground = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1)
            : UIColor(white: 0.97, alpha: 1)
    }
}
