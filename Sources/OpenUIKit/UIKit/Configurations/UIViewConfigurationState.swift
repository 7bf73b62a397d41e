import Foundation

/// The state of a view used to pick a configuration's defaults
/// (`UIViewConfigurationState`): its traits and whether it is disabled,
/// highlighted, selected or focused. `UITableViewHeaderFooterView` hands
/// one to `updateConfiguration(using:)`.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled (default false).
    public var isDisabled = false
    /// Whether the view is highlighted, a finger down on it (default false).
    public var isHighlighted = false
    /// Whether the view is selected (default false).
    public var isSelected = false
    /// Whether the view has focus (default false).
    public var isFocused = false
    /// Whether the view is pinned, a header stuck to the top of its list (default false).
    public var isPinned = false
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with `traitCollection` and every flag false.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The custom state stored under `key`.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
