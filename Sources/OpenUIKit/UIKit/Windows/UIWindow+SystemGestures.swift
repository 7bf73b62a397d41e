import Foundation

extension UIViewController {
    /// Tells the system that `prefersHomeIndicatorAutoHidden` (or the child
    /// that decides it) changed; it reads it again now.
    public func setNeedsUpdateOfHomeIndicatorAutoHidden() {
        traitWindow?.updateSystemGestures()
    }

    /// Tells the system that `preferredScreenEdgesDeferringSystemGestures`
    /// (or the child that decides it) changed; it reads it again now.
    public func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
        traitWindow?.updateSystemGestures()
    }
}

extension UIWindow {
    /// Reads the home indicator and screen-edge preferences from the
    /// controller in charge (the status bar's: the root or the topmost
    /// capturing presented controller), through the `childFor…` chains.
    /// Called when the status bar's appearance is, and by `setNeedsUpdate…`.
    func updateSystemGestures() {
        let owner = statusBarOwner
        let state = SegueSystemGestures.State()
        if let owner {
            state.isHomeIndicatorAutoHidden = Self.followChain(owner) { $0.childForHomeIndicatorAutoHidden }
                .prefersHomeIndicatorAutoHidden
            state.deferredEdges = Self.followChain(owner) { $0.childForScreenEdgesDeferringSystemGestures }
                .preferredScreenEdgesDeferringSystemGestures
        }
        SegueSystemGestures.set(state, of: self)
    }

    /// Follows a `childFor…` chain to its end (at most 32 steps; a cycle stops there).
    static func followChain(_ start: UIViewController, _ next: (UIViewController) -> UIViewController?) -> UIViewController {
        var current = start
        for _ in 0..<32 {
            guard let child = next(current), child !== current else { break }
            current = child
        }
        return current
    }
}

/// What the system does with the home indicator and the screen edges of a
/// window (Segue API, not in UIKit): the values iOS reads from
/// `prefersHomeIndicatorAutoHidden` and
/// `preferredScreenEdgesDeferringSystemGestures` of the controller in
/// charge, when a transition completes, the root changes, or a controller
/// calls `setNeedsUpdateOfHomeIndicatorAutoHidden()` /
/// `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()`. Segue draws no
/// home indicator and has no system gestures: these are what a test checks.
@preconcurrency @MainActor
public enum SegueSystemGestures {
    final class State {
        var isHomeIndicatorAutoHidden = false
        var deferredEdges: UIRectEdge = []
    }

    nonisolated(unsafe) private static let key = AssociatedObjects.makeKey()

    private static func state(of window: UIWindow) -> State? {
        AssociatedObjects.companion(of: window, key: key)
    }

    static func set(_ state: State, of window: UIWindow) {
        AssociatedObjects.set(window, key, state, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Whether the system may hide the home indicator in `window`.
    public static func isHomeIndicatorAutoHidden(in window: UIWindow) -> Bool {
        state(of: window)?.isHomeIndicatorAutoHidden ?? false
    }

    /// The edges of `window` whose gestures the app receives before the system's.
    public static func screenEdgesDeferringSystemGestures(in window: UIWindow) -> UIRectEdge {
        state(of: window)?.deferredEdges ?? []
    }
}
