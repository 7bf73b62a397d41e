import Foundation

extension UIScene {
    /// Why a scene is connecting: the URLs and other requests it was made
    /// to handle (`UIScene.ConnectionOptions`). UIKit makes them; a scene
    /// delegate reads them in `scene(_:willConnectTo:options:)`.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The URLs to open (the launch URL, for a scene made to open one).
        public let urlContexts: Set<UIOpenURLContext>
        /// The bundle identifier of the app that asked for the scene.
        public let sourceApplication: String?
        /// The type of the user activity to continue, if any.
        public let handoffUserActivityType: String?

        init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil,
             handoffUserActivityType: String? = nil) {
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
            self.handoffUserActivityType = handoffUserActivityType
            super.init()
        }
    }

    /// The options that come with a URL to open (`UIScene.OpenURLOptions`).
    @preconcurrency @MainActor
    open class OpenURLOptions: NSObject {
        /// The bundle identifier of the app that asked to open the URL.
        public let sourceApplication: String?
        /// Property-list data the source app passed with the URL.
        public let annotation: Any?
        /// Whether the file must be opened in place.
        public let openInPlace: Bool

        init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
            super.init()
        }
    }
}
