import Foundation

extension UIViewController {
    /// The storyboard the controller was made from, if any.
    public var storyboard: UIStoryboard? { storyboardStorage }

    /// The name of the nib the controller's view loads from (nil when none was given).
    public var nibName: String? { nibNameStorage }

    /// The bundle of the controller's nib.
    public var nibBundle: Bundle? { nibBundleStorage }

    /// Loads the view from `nibName` or, without one, from a nib named
    /// after the class (UIKit's lookup: `Name.xib`, then the name without a
    /// `Controller` suffix), with the controller as File's Owner: its
    /// `view` outlet becomes the view. False when there is no such nib.
    func loadViewFromNib() -> Bool {
        let className = String(describing: type(of: self))
        let names = nibNameStorage.map { [$0] }
            ?? [className, className.hasSuffix("Controller") ? String(className.dropLast("Controller".count)) : nil]
                .compactMap { $0 }
        for name in names where InterfaceBuilderDocument.url(named: name, extension: "xib", in: nibBundleStorage) != nil {
            _ = UINib(nibName: name, bundle: nibBundleStorage).instantiate(withOwner: self)
            if viewIfLoaded == nil {
                Log.uiKit.error("-[\(className) _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set.")
            }
            return viewIfLoaded != nil
        }
        if let name = nibNameStorage {
            Log.uiKit.error("Could not load NIB in bundle: '\((nibBundleStorage ?? .main).bundlePath)' with name '\(name)'")
        }
        return false
    }
}
