import Foundation

/// What Xcode's Main Thread Checker does for UIKit and Core Animation:
/// notices an API that must run on the main thread being called elsewhere.
///
/// Core Animation's classes are not actor-isolated in the SDK, so Swift
/// lets code on any thread create and configure animations; only the calls
/// that reach the engine (running an action on a layer) must be on the main
/// thread. Where such a call arrives on another thread, Segue logs the
/// checker's message and skips the call, so the engine's state stays
/// consistent; UIKit would go on and risk a corrupt frame or a crash.
enum MainThreadChecker {
    /// True on the main thread. Elsewhere logs `Main Thread Checker: UI API
    /// called on a background thread: <api>` and returns false.
    static func check(_ api: @autoclosure () -> String) -> Bool {
        if Thread.isMainThread { return true }
        Log.uiKit.error("Main Thread Checker: UI API called on a background thread: \(api())")
        return false
    }
}
