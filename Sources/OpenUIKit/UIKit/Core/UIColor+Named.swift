import Foundation

extension UIColor {
    /// The colour set named `name` in an asset catalogue (`Assets.xcassets/
    /// name.colorset`) of `UIImage.resourceDirectories` or the main bundle;
    /// nil when there is none (UIKit: `init?(named:)`).
    @preconcurrency @MainActor public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set named `name` in an asset catalogue found in
    /// `UIImage.resourceDirectories`, then in `bundle` (the main bundle when
    /// nil). A name with a slash names a colour in a folder that provides a
    /// namespace (`"Brand/Accent"`). Segue reads the set's appearance for
    /// any style: the dark variant is not modelled (docs/FIDELITY.md), so
    /// `traitCollection` does not choose among them.
    @preconcurrency @MainActor
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let directories = UIImage.resourceDirectories + ImageResourceLocator.directories(of: bundle ?? .main)
        guard let set = AssetCatalog.colorSet(named: name, in: directories) else {
            Log.uiKit.warning("UIColor(named:): no colour set named \"\(name)\" in an asset catalogue of \(directories.map(\.path))")
            return nil
        }
        guard let components = AssetCatalog.sRGBComponents(ofColorSetAt: set) else {
            Log.uiKit.warning("UIColor(named:): \(set.path) has no colour Segue can read")
            return nil
        }
        self.init(red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
    }
}
