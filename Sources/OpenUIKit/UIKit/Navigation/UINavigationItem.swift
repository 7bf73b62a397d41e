import Foundation

/// The title and buttons a controller shows in a navigation bar (`UINavigationItem`).
@MainActor
public final class UINavigationItem {
    public var title: String?
    public var backButtonTitle: String?
    public var hidesBackButton = false
    public init(title: String) { self.title = title }
}

/// An item of a tab bar (`UITabBarItem`).
@MainActor
public final class UITabBarItem {
    public var title: String?
    public var image: CGImage?
    public var tag: Int
    public init(title: String?, image: CGImage?, tag: Int) {
        self.title = title; self.image = image; self.tag = tag
    }
}
