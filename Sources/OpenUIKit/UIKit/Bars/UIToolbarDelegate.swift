import Foundation

/// A toolbar's delegate (`UIToolbarDelegate`): it tells the toolbar its
/// position (`position(for:)`, from `UIBarPositioningDelegate`).
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
