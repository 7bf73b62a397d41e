import Foundation

extension UIViewController {
    /// The transition a controller asks for when it is presented or pushed
    /// (`UIViewController.Transition`, iOS 18): the fluid zoom, or one of the
    /// classic modal styles, set through `preferredTransition`.
    ///
    /// UIKit uses it for `present(_:animated:completion:)` and for
    /// `UINavigationController.pushViewController(_:animated:)`, and the
    /// same transition runs backwards when the controller is dismissed or
    /// popped. A transitioning delegate's or navigation delegate's custom
    /// animator still takes precedence (Segue's reading; docs/FIDELITY.md).
    /// The zoom is continuously interactive: a touch during the flight
    /// catches it, and a downward drag on the zoomed content (or, pushed,
    /// a swipe from the leading edge) dismisses it interactively.
    ///
    /// Like UIKit's, it has no public initialiser: make one with
    /// `zoom(options:sourceViewProvider:)` or the static styles.
    @preconcurrency @MainActor
    public class Transition: NSObject {
        /// What the transition does.
        enum Kind {
            case zoom(options: ZoomOptions?, sourceViewProvider: (ZoomSourceViewProviderContext) -> UIView?)
            case modal(UIModalTransitionStyle)
        }
        let kind: Kind
        /// The controller the zoom left from, kept for the way back (a
        /// presentation's `present` caller; a pop uses the revealed controller).
        weak var zoomSourceViewController: UIViewController?
        /// How many times the source view provider has been called (for the harness).
        var sourceViewProviderCallCount = 0

        required init(kind: Kind) {
            self.kind = kind
            super.init()
        }

        /// Creates a zoom transition from the view that `sourceViewProvider`
        /// returns. The provider is called when the controller is presented
        /// or pushed and again when it is dismissed or popped (it may be
        /// called more than once), so it can return the view of the item
        /// shown *now*: the zoom goes back to that view. A nil answer zooms
        /// from the middle of the container (Segue's choice; docs/FIDELITY.md).
        public static func zoom(options: UIViewController.Transition.ZoomOptions? = nil,
                                sourceViewProvider: @escaping (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?) -> Self {
            Self(kind: .zoom(options: options, sourceViewProvider: sourceViewProvider))
        }

        /// The presented view slides up from the bottom (`UIModalTransitionStyle.coverVertical`).
        public static var coverVertical: Self { Self(kind: .modal(.coverVertical)) }
        /// The views flip around the vertical axis (`UIModalTransitionStyle.flipHorizontal`).
        public static var flipHorizontal: Self { Self(kind: .modal(.flipHorizontal)) }
        /// The views cross-fade (`UIModalTransitionStyle.crossDissolve`).
        public static var crossDissolve: Self { Self(kind: .modal(.crossDissolve)) }
        /// The page curl (`UIModalTransitionStyle.partialCurl`; drawn as Segue draws that style, docs/FIDELITY.md).
        public static var partialCurl: Self { Self(kind: .modal(.partialCurl)) }

        /// The zoom's options and provider, or nil for a classic style.
        var zoom: (options: ZoomOptions?, provider: (ZoomSourceViewProviderContext) -> UIView?)? {
            if case .zoom(let options, let provider) = kind { return (options, provider) }
            return nil
        }

        /// Calls the source view provider (counted).
        func sourceView(source: UIViewController, zoomed: UIViewController) -> UIView? {
            guard let zoom else { return nil }
            sourceViewProviderCallCount += 1
            return zoom.provider(ZoomSourceViewProviderContext(sourceViewController: source, zoomedViewController: zoomed))
        }
    }
}
