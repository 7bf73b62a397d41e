import Foundation

extension UIApplication {
    /// Posted when the app receives a low-memory warning
    /// (`UIApplication.didReceiveMemoryWarningNotification`).
    public static let didReceiveMemoryWarningNotification =
        Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// Delivers a low-memory warning as iOS does (and as the simulator's
    /// "Simulate Memory Warning" does): the app delegate hears
    /// `applicationDidReceiveMemoryWarning(_:)`, then every view controller of the app's
    /// windows, presented and child controllers included, gets
    /// `didReceiveMemoryWarning()`, parents before children, then
    /// `didReceiveMemoryWarningNotification` is posted. A Segue addition:
    /// Linux has no memory pressure to report (docs/FIDELITY.md).
    @preconcurrency @MainActor
    public func simulateMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        var seen = Set<ObjectIdentifier>()
        func warn(_ controller: UIViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            controller.didReceiveMemoryWarning()
            for child in controller.children { warn(child) }
            if let presented = controller.presentedViewController { warn(presented) }
        }
        for window in liveWindows {
            if let root = window.rootViewController { warn(root) }
        }
        NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
    }
}
