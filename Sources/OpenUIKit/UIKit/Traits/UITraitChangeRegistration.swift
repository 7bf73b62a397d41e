/// A token for a trait-change registration, to pass to
/// `unregisterForTraitChanges(_:)` (UIKit's `UITraitChangeRegistration`).
public protocol UITraitChangeRegistration: Sendable {}
