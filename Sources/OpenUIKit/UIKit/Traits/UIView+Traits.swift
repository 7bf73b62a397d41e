import Foundation

extension UIView {
    /// The view's traits: its window's (from the window's size, as an
    /// iPhone's; `UITraitCollection`), or the screen's while it is in none.
    public var traitCollection: UITraitCollection {
        if let window { return UITraitCollection.environment(size: window.bounds.size, scale: window.screen.scale) }
        return UITraitCollection.environment(size: UIScreen.main.bounds.size, scale: UIScreen.main.scale)
    }
}
