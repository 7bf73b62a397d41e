import Foundation

extension UIImage {
    /// Directories searched by `init?(named:)` before the bundle, in order.
    /// A host app points this at its artwork (Segue apps have no asset catalogues).
    @preconcurrency @MainActor public static var resourceDirectories: [URL] = []

    /// The image named `name` from `resourceDirectories` or the main bundle.
    ///
    /// As in UIKit, `name` may omit the `.png` extension and the scale
    /// suffix: the file for the screen's scale is preferred (`name@3x.png`
    /// on a 3× screen), then larger ones, then smaller ones down to
    /// `name.png`. Images are cached by file, so loading a name twice gives
    /// the same image. Returns nil (with a diagnostic) when nothing matches.
    @preconcurrency @MainActor public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name`, searching `resourceDirectories` and then
    /// `bundle` (the main bundle when nil). Trait collections are not
    /// modelled: pass nil for `traitCollection`; the screen's scale chooses
    /// the variant.
    @preconcurrency @MainActor public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: AnyObject?) {
        let directories = UIImage.resourceDirectories + ImageResourceLocator.directories(of: bundle ?? .main)
        guard let url = ImageResourceLocator.locate(name, in: directories, screenScale: UIScreen.main.scale) else {
            Log.uiKit.warning("UIImage(named:): no image named \"\(name)\" in \(directories.map(\.path))")
            return nil
        }
        if let cached = ImageResourceLocator.cache[url.path], let cgImage = cached.cgImage {
            self.init(cgImage: cgImage, scale: cached.scale, orientation: cached.imageOrientation)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Log.uiKit.warning("UIImage(named:): cannot read \(url.path)")
            return nil
        }
        self.init(data: data, scale: ImageResourceLocator.scale(ofFileNamed: url.path), source: url.path)
        ImageResourceLocator.cache[url.path] = self
    }
}
