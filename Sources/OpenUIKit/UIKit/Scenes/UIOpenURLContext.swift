import Foundation

/// A URL a scene is asked to open, with its options (`UIOpenURLContext`).
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    /// The URL to open.
    public let url: URL
    /// Where the request came from and how to open it.
    public let options: UIScene.OpenURLOptions

    init(url: URL, options: UIScene.OpenURLOptions) {
        self.url = url
        self.options = options
        super.init()
    }
}
