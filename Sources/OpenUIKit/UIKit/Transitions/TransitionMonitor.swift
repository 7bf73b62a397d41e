import Foundation

/// Segue's window onto the transition machinery, for test harnesses and
/// diagnostics: every transition reports what happened to it, in order.
/// (UIKit has no such API; it exists so users can check their animators.)
@preconcurrency @MainActor
public enum TransitionMonitor {
    /// One observable step of a transition.
    public enum Event: Sendable, Equatable {
        /// A delegate was asked for an object (method name, e.g. `"animationController(forPresented:presenting:source:)"`).
        case delegateQuery(String)
        /// A transition began (`kind`: present, dismiss, push, pop, tab), with the animator's type name.
        case began(kind: String, animator: String)
        /// `completeTransition(_:)` was called; `accepted` is false for a repeated call (ignored).
        case completeTransition(didComplete: Bool, accepted: Bool)
        /// `animationEnded(_:)` was sent to the animator.
        case animationEnded(Bool)
        /// Interaction changed: `"update"`, `"finish"`, `"cancel"`, `"pause"`.
        case interaction(String)
        /// The transition never completed within the watchdog interval.
        case stalled(animator: String)
        /// A diagnostic was logged (message text).
        case diagnostic(String)
        /// An appearance callback was delivered: controller description and
        /// callback name (`viewWillAppear`, `viewDidAppear`, `viewWillDisappear`, `viewDidDisappear`).
        case appearance(controller: String, callback: String)
        /// A presentation-controller lifecycle callback (method name with its argument).
        case presentationController(String)
        /// A transition finished (after `animationEnded`).
        case ended(kind: String, completed: Bool)
    }

    /// Receives every event. Set by a test harness; nil by default.
    public static var observer: ((Event) -> Void)?

    static func emit(_ event: Event) { observer?(event) }
}
