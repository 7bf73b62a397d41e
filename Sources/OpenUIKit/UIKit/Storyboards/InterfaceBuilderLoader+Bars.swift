import Foundation

/// What a navigation controller element sets on the controller and on the
/// bar it owns: `navigationBarHidden`, and the `<navigationBar
/// key="navigationBar">` child's `translucent`, `tintColor` and
/// `barTintColor` (the bar itself is the controller's own, as on iOS).
extension InterfaceBuilderLoader {
    func configureNavigationController(_ navigation: UINavigationController, _ element: InterfaceBuilderElement) {
        if let hidden = element.bool("navigationBarHidden") { navigation.isNavigationBarHidden = hidden }
        guard let bar = element.child("navigationBar", key: "navigationBar") else { return }
        let navigationBar = navigation.navigationBar
        if let id = bar["id"] { objects[id] = navigationBar }
        if let translucent = bar.bool("translucent") { navigationBar.isTranslucent = translucent }
        if let tint = bar.child("color", key: "tintColor") { navigationBar.tintColor = color(tint) }
        if let barTint = bar.child("color", key: "barTintColor") { navigationBar.barTintColor = color(barTint) }
    }
}
