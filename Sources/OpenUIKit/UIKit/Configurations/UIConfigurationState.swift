import Foundation

/// The requirements for an object that encapsulates a view's state
/// (`UIConfigurationState`): its trait collection, plus any custom states
/// stored under a `UIConfigurationStateCustomKey`.
///
/// `UIViewConfigurationState` and `UICellConfigurationState` conform; a
/// configuration's `updated(for:)` reads a state to pick the defaults for it
/// (UIKit, "Configuration states").
public protocol UIConfigurationState {
    /// A state holding `traitCollection` and no other state set.
    init(traitCollection: UITraitCollection)

    /// The trait collection of the view the state describes.
    var traitCollection: UITraitCollection { get set }

    /// The custom state stored under `key` (nil when none is).
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A key that names a custom state of a configuration state
/// (`UIConfigurationStateCustomKey`); use reverse-DNS names to avoid clashes.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
