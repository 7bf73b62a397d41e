import Foundation

/// The status bar's state in a window scene (`UIStatusBarManager`, read
/// through `window.windowScene?.statusBarManager`).
///
/// The values change when UIKit changes them: when a presentation,
/// dismissal, push, pop or tab switch completes, when the window's root
/// controller changes, after a size transition, and when a controller calls
/// `setNeedsStatusBarAppearanceUpdate()`. The controller in charge is the
/// root, or the topmost presented controller that captures the status bar
/// (full-screen presentations always do; others when their
/// `modalPresentationCapturesStatusBarAppearance` is true), followed through
/// `childForStatusBarStyle` / `childForStatusBarHidden`. Segue draws no
/// status bar: these values are what a test checks (docs/FIDELITY.md).
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    /// The style in effect.
    public internal(set) var statusBarStyle: UIStatusBarStyle = .default
    /// Whether the status bar is hidden.
    public internal(set) var isStatusBarHidden = false
    /// The status bar's frame in the window (zero while hidden).
    public internal(set) var statusBarFrame: CGRect = .zero

    /// How the last change was animated: the controller's
    /// `preferredStatusBarUpdateAnimation` and the duration of the animation
    /// block it happened in (`.none`, 0 outside any block).
    var lastUpdateAnimation: UIStatusBarAnimation = .none
    var lastUpdateDuration: TimeInterval = 0

    override init() { super.init() }

    /// Height of the status bar of a window of `size` (47 pt on a notched
    /// iPhone in portrait, as the navigation bar reserves; 24 pt on an iPad).
    static func height(for size: CGSize) -> CGFloat {
        size.width >= 768 && size.height >= 768 ? 24 : 47
    }
}
