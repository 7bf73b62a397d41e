import Foundation

/// The state of a cell used to pick a configuration's defaults
/// (`UICellConfigurationState`): a view's state (`UIViewConfigurationState`)
/// plus the cell's editing, expansion, swipe, reordering and drag-and-drop
/// states. Cells build one from themselves (`configurationState`) and hand
/// it to `updateConfiguration(using:)` and their configurations'
/// `updated(for:)`.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    /// Whether the cell is in editing mode (default false).
    public var isEditing = false
    /// Whether an outline cell is expanded (default false).
    public var isExpanded = false
    /// Whether the cell's swipe actions are showing (default false).
    public var isSwiped = false
    /// Whether the cell is being reordered (default false).
    public var isReordering = false
    /// The cell's drag state (default `.none`).
    public var cellDragState: UICellConfigurationState.DragState = .none
    /// The cell's drop state (default `.none`).
    public var cellDropState: UICellConfigurationState.DropState = .none
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

    /// A cell's part in a drag (`UICellConfigurationDragState`).
    public enum DragState: Int, Hashable, Sendable {
        case none, lifting, dragging
    }

    /// A cell's part in a drop (`UICellConfigurationDropState`).
    public enum DropState: Int, Hashable, Sendable {
        case none, notTarget, target
    }
}
