import Foundation

/// The title and buttons a controller shows in a navigation bar (`UINavigationItem`).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    public var title: String?
    public var backButtonTitle: String?
    public var hidesBackButton = false
    public init(title: String) { self.title = title }
}

/// An item of a tab bar (`UITabBarItem`).
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    public var title: String?
    public var image: CGImage?
    public var tag: Int
    public init(title: String?, image: CGImage?, tag: Int) {
        self.title = title; self.image = image; self.tag = tag
    }
}
