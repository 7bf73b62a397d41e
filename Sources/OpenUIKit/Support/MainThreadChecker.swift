import Dispatch
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
///
/// "The main thread" is the main queue, where the main actor runs its jobs:
/// on Linux a test runner may drain it from another thread, which is as
/// good as the main thread for UIKit's purposes.
enum MainThreadChecker {
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// True on the main thread or the main queue.
    static var isMain: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// True on the main thread or queue. Elsewhere logs `Main Thread Checker:
    /// UI API called on a background thread: <api>` and returns false.
    static func check(_ api: @autoclosure () -> String) -> Bool {
        if isMain { return true }
        Log.uiKit.error("Main Thread Checker: UI API called on a background thread: \(api())")
        return false
    }
}
