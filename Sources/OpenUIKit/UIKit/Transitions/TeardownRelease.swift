import Foundation

/// Releasing what an unfinished run leaves behind (test harness teardown).
///
/// UIKit keeps a presented controller and its presentation controller alive
/// until the dismissal completes (each refers to the other), and a transition
/// whose animator never calls `completeTransition(_:)` keeps its context, and
/// through it both controllers, alive. Replacing a window's root controller
/// does not dismiss what it presented, so on iOS such a hierarchy outlives the
/// window. A test that ends there must not hand that hierarchy to the next
/// test (or to LeakSanitizer): the harness calls this with its root controller
/// when it is torn down, and tests that host a window without a harness call
/// it when their window goes away (`TestWindow` in OpenUIKitTests).
@_spi(SegueTesting) @MainActor
public enum TeardownRelease {
    /// Drops, without callbacks, the references that keep `root`'s
    /// presentation chain, its children's and their transitions alive:
    /// presented controllers, presentation controllers and records, and
    /// unfinished transition contexts. Views are not moved and no appearance
    /// or completion callback runs (the run is over; user code is not
    /// re-entered).
    public static func releaseUnfinishedPresentations(from root: UIViewController) {
        var pending: [UIViewController] = [root]
        var seen: Set<ObjectIdentifier> = []
        while let vc = pending.popLast() {
            guard seen.insert(ObjectIdentifier(vc)).inserted else { continue }
            pending.append(contentsOf: vc.childStorage)
            if let presented = vc.presentedStorage { pending.append(presented) }
            vc.presentedStorage = nil
            vc.presentationRecord = nil
            vc.presentationControllerStorage = nil
            vc.activeTransition = nil
        }
    }
}
