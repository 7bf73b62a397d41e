import Foundation

extension UIContentSizeCategory {
    /// The app's preferred category (the user's Settings ▸ Display & Text
    /// Size choice on iOS): `.large` until
    /// `UIApplication.simulateContentSizeCategoryChange(to:)` changes it.
    nonisolated(unsafe) static var preferred: UIContentSizeCategory = .large
}

extension UIApplication {
    /// The user's preferred Dynamic Type size (`.large` by default). Every
    /// window's trait collection carries it.
    public var preferredContentSizeCategory: UIContentSizeCategory { UIContentSizeCategory.preferred }

    /// Changes the preferred Dynamic Type size as the user does in
    /// Settings (or the simulator's Environment Overrides): every view and
    /// view controller of the app's windows hears
    /// `traitCollectionDidChange(_:)` with the previous collection, labels,
    /// text fields and text views with `adjustsFontForContentSizeCategory`
    /// remake their Dynamic Type fonts and relay out, then
    /// `UIContentSizeCategory.didChangeNotification` is posted with the new
    /// category under `newValueUserInfoKey`. A Segue addition: Linux has no
    /// Settings app (docs/FIDELITY.md). `.unspecified` or an unknown value
    /// is logged and ignored.
    @preconcurrency @MainActor
    public func simulateContentSizeCategoryChange(to category: UIContentSizeCategory) {
        guard category.sizeIndex != nil else {
            Log.uiKit.warning("simulateContentSizeCategoryChange: \(category.rawValue) is not a content size category; ignored")
            return
        }
        let previous = UIContentSizeCategory.preferred
        guard category != previous else { return }
        UIContentSizeCategory.preferred = category
        for window in liveWindows { window.contentSizeCategoryDidChange(from: previous) }
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: self,
                                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
    }
}
