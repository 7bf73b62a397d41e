import Foundation

extension UIButton.Configuration {
    /// How a button's background corners are rounded (`UIButton.Configuration.CornerStyle`).
    public enum CornerStyle: Hashable, Sendable {
        /// The background configuration's `cornerRadius`.
        case fixed
        /// A radius that follows the button size.
        case dynamic
        /// A small radius (4 pt).
        case small
        /// A medium radius (8 pt).
        case medium
        /// A large radius (12 pt).
        case large
        /// Half the height: round ends.
        case capsule
    }

    /// A button's size class (`UIButton.Configuration.Size`): fonts and insets.
    public enum Size: Hashable, Sendable {
        case mini, small, medium, large
    }

    /// How the title and subtitle align (`UIButton.Configuration.TitleAlignment`).
    public enum TitleAlignment: Hashable, Sendable {
        /// Centred above or below an image, leading otherwise.
        case automatic
        case leading
        case center
        case trailing
    }
}
