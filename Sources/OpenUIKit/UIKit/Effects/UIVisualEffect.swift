import Foundation

/// The base class of the effects a `UIVisualEffectView` applies
/// (`UIVisualEffect`): `UIBlurEffect` and `UIVibrancyEffect`. A plain
/// `UIVisualEffect()` applies nothing.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, @unchecked Sendable {
    public override init() { super.init() }
}
