import Foundation

/// An app-provided service offered by a `UIActivityViewController` (`UIActivity`).
/// Subclass it and override the members below, as in UIKit: the share sheet
/// lists the activity by `activityTitle` when `canPerform(withActivityItems:)`
/// is true; choosing it calls `prepare(withActivityItems:)` then `perform()`,
/// which must end with `activityDidFinish(_:)`.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    public override init() { super.init() }

    open class var activityCategory: Category { .action }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Performs the service; the default finishes at once without completing.
    open func perform() { activityDidFinish(false) }
    /// A view controller to present instead of `perform()` (none by default).
    open var activityViewController: UIViewController? { nil }

    /// Tells the share sheet the activity finished: it dismisses and calls
    /// its `completionWithItemsHandler` with the activity's type and `completed`.
    open func activityDidFinish(_ completed: Bool) { onFinish?(completed) }
    var onFinish: ((Bool) -> Void)?
}
