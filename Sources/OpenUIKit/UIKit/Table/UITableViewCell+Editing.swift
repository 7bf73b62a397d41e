import Foundation

extension UITableViewCell {
    /// The editing control a row shows in editing mode (`UITableViewCell.EditingStyle`).
    public enum EditingStyle: Int, Sendable {
        /// No control (the row is not editable).
        case none
        /// A red circle with a white minus: tapping it reveals the Delete confirmation.
        case delete
        /// A green circle with a white plus: tapping it commits an insertion.
        case insert
    }
}

/// A cell's editing and swipe state (engine type), kept by the cell and set
/// by its table view.
@MainActor
final class CellEditingState {
    var isEditing = false
    /// The style the table resolved for the row (`.none` outside editing mode).
    var style: UITableViewCell.EditingStyle = .none
    /// Whether the content indents in editing mode (the delegate's answer).
    var indents = true
    var showsReorderControl = false
    /// Whether the data source lets the row move (set by the table).
    var canMove = true
    var editingAccessoryType: UITableViewCell.AccessoryType = .none
    /// The minus turned upright while the Delete confirmation shows.
    var showsDeleteConfirmation = false
    /// How far the content is swiped: positive moves it left (trailing
    /// actions show), negative right (leading actions). It is the cell's
    /// `bounds.origin.x`, so everything in the cell moves with it.
    var swipeOffset: CGFloat = 0
    var control: TableEditingControl?
    var reorderControl: TableReorderControl?
    var editingAccessory: TableCellAccessoryView?
    var actionsView: TableSwipeActionsView?
}

/// Editing mode and swipes on a cell (UIKit's `UITableViewCell` "Managing
/// editing"; Segue's metrics, UIKit documents none):
/// - In editing mode the content view indents by `editingIndent` (38 pt)
///   when the delegate's `shouldIndentWhileEditingRowAt` allows, and the
///   editing control, a 22 pt circle (`.systemRed` with a white minus for
///   `.delete`, `.systemGreen` with a white plus for `.insert`), sits 16 pt
///   from the leading edge; the minus turns upright while the Delete
///   confirmation shows. With `showsReorderControl` (and a row the data
///   source lets move) the reorder control — three 2 pt gray bars, 18 pt
///   wide, in a 38 pt column — takes the trailing edge; the accessory
///   gives way to `editingAccessoryType`.
/// - Animated changes take 0.3 s: the control slides in from the leading
///   edge and fades in, the grip from the trailing edge, the content moves.
/// - A swipe moves the whole cell (its `bounds.origin.x`) and shows the
///   actions in `TableSwipeActionsView` beside the content.
extension UITableViewCell {
    static let editingIndent: CGFloat = 38
    static let editingControlInset: CGFloat = 16
    static let editingControlDiameter: CGFloat = 22
    static let reorderControlWidth: CGFloat = 38
    static let editingAnimationDuration: TimeInterval = 0.3

    func applyEditing(_ editing: Bool, animated: Bool) {
        guard editingState.isEditing != editing else { return }
        editingState.isEditing = editing
        if !editing { editingState.showsDeleteConfirmation = false }
        setNeedsLayout()
        if animated && window != nil {
            prepareEditingControls()
            UIView.animate(withDuration: Self.editingAnimationDuration) { self.layoutIfNeeded() }
        }
    }

    /// Creates the controls the state needs, placed at their "off" positions
    /// without animation, so an animated layout moves them in.
    private func prepareEditingControls() {
        UIView.performWithoutAnimation {
            let s = editingState
            let b = bounds
            if s.style != .none, s.control?.style != s.style {
                s.control?.removeFromSuperview()
                let control = TableEditingControl(style: s.style)
                s.control = control
                addSubview(control)
                control.frame = controlFrame(editing: false, in: b)
                control.alpha = 0
            }
            if s.showsReorderControl, s.reorderControl == nil {
                let grip = TableReorderControl()
                s.reorderControl = grip
                addSubview(grip)
                grip.frame = reorderFrame(editing: false, in: b)
                grip.alpha = 0
            }
            if s.editingAccessoryType != .none, s.editingAccessory?.type != s.editingAccessoryType {
                s.editingAccessory?.removeFromSuperview()
                let accessory = TableCellAccessoryView(type: s.editingAccessoryType)
                accessory.tintColor = tintColor
                accessory.alpha = 0
                s.editingAccessory = accessory
                addSubview(accessory)
            }
        }
    }

    private func controlFrame(editing: Bool, in b: CGRect) -> CGRect {
        let d = Self.editingControlDiameter
        let x = editing ? Self.editingControlInset : Self.editingControlInset - Self.editingIndent
        return CGRect(x: x, y: ((b.height - d) / 2).rounded(), width: d, height: d)
    }

    private func reorderFrame(editing: Bool, in b: CGRect) -> CGRect {
        let w = Self.reorderControlWidth
        return CGRect(x: editing ? b.width - w : b.width, y: 0, width: w, height: b.height)
    }

    /// The editing control's frame in the cell (nil when none shows).
    var editingControlFrame: CGRect? {
        guard editingState.isEditing, let control = editingState.control, control.alpha > 0 else { return nil }
        return control.frame
    }

    /// The reorder control's frame in the cell (nil when none shows).
    var reorderControlFrame: CGRect? {
        guard editingState.isEditing, editingState.showsReorderControl, editingState.canMove,
              let grip = editingState.reorderControl else { return nil }
        return grip.frame
    }

    /// Lays out what editing mode and a swipe change, after the standard layout.
    func layoutEditingState() {
        let s = editingState
        let b = bounds
        prepareEditingControls()
        let editing = s.isEditing
        let showsControl = editing && s.style != .none
        if let control = s.control {
            control.frame = controlFrame(editing: showsControl, in: b)
            control.alpha = showsControl ? 1 : 0
            control.showsConfirmation = s.showsDeleteConfirmation
        }
        let showsGrip = editing && s.showsReorderControl && s.canMove
        if let grip = s.reorderControl {
            grip.frame = reorderFrame(editing: showsGrip, in: b)
            grip.alpha = showsGrip ? 1 : 0
        }
        var trailing = b.width - (showsGrip ? Self.reorderControlWidth : 0)
        let accessory = accessoryView ?? builtinAccessory
        if let accessory { accessory.alpha = editing ? 0 : 1 }
        if let editingAccessory = s.editingAccessory {
            let size = editingAccessory.intrinsicContentSize
            let right = showsGrip ? trailing : trailing - layoutMargins.right
            editingAccessory.frame = CGRect(x: right - size.width, y: ((b.height - size.height) / 2).rounded(),
                                            width: size.width, height: size.height)
            editingAccessory.alpha = editing ? 1 : 0
            if editing { trailing = editingAccessory.frame.minX - Self.accessorySpacing }
        }
        if editing {
            let indent = s.indents ? Self.editingIndent : 0
            contentView.frame = CGRect(x: indent, y: 0, width: max(0, trailing - indent), height: b.height)
        }
        layoutSwipeActions()
    }

    /// Places the swipe actions beside the content: to its right for a
    /// positive offset, to its left for a negative one.
    private func layoutSwipeActions() {
        let s = editingState
        guard let actions = s.actionsView else { return }
        let b = bounds
        let o = s.swipeOffset
        actions.frame = o >= 0 ? CGRect(x: b.width, y: 0, width: o, height: b.height)
                               : CGRect(x: o, y: 0, width: -o, height: b.height)
        if subviews.last !== actions { bringSubviewToFront(actions) }
    }

    /// Moves the content by `offset` (see `CellEditingState.swipeOffset`).
    func setSwipeOffset(_ offset: CGFloat) {
        editingState.swipeOffset = offset
        var b = bounds
        b.origin.x = offset
        bounds = b
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Removes the swipe actions and puts the content back at once.
    func resetSwipe() {
        editingState.actionsView?.removeFromSuperview()
        editingState.actionsView = nil
        editingState.showsDeleteConfirmation = false
        if editingState.swipeOffset != 0 || bounds.origin.x != 0 {
            UIView.performWithoutAnimation { setSwipeOffset(0) }
        }
    }
}

/// The red minus / green plus circle of a row in editing mode (engine type),
/// built from plain views so it renders with the layer compositor.
@MainActor
final class TableEditingControl: UIView {
    let style: UITableViewCell.EditingStyle
    private let horizontal = UIView()
    private let vertical = UIView()

    /// The minus turned upright while the Delete confirmation shows (animated
    /// in the caller's animation block).
    var showsConfirmation = false {
        didSet {
            guard style == .delete, showsConfirmation != oldValue else { return }
            horizontal.transform = showsConfirmation ? CGAffineTransform(rotationAngle: -.pi / 2) : .identity
        }
    }

    init(style: UITableViewCell.EditingStyle) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: UITableViewCell.editingControlDiameter,
                                 height: UITableViewCell.editingControlDiameter))
        isUserInteractionEnabled = false
        backgroundColor = style == .insert ? .systemGreen : .systemRed
        layer.cornerRadius = UITableViewCell.editingControlDiameter / 2
        for bar in [horizontal, vertical] {
            bar.backgroundColor = .white
            bar.layer.cornerRadius = 1
            addSubview(bar)
        }
        vertical.isHidden = style != .insert
    }

    required init?(coder: NSCoder) {
        style = .none
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        let long: CGFloat = 12, thick: CGFloat = 2
        horizontal.bounds = CGRect(x: 0, y: 0, width: long, height: thick)
        horizontal.center = c
        vertical.bounds = CGRect(x: 0, y: 0, width: thick, height: long)
        vertical.center = c
    }
}

/// The reorder control: three horizontal gray bars (engine type).
@MainActor
final class TableReorderControl: UIView {
    private let bars = [UIView(), UIView(), UIView()]

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        for bar in bars {
            bar.backgroundColor = .systemGray2
            bar.layer.cornerRadius = 1
            addSubview(bar)
        }
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width: CGFloat = 18, thick: CGFloat = 2, gap: CGFloat = 5
        let x = ((bounds.width - width) / 2).rounded()
        let top = (bounds.midY - thick / 2 - gap).rounded()
        for (i, bar) in bars.enumerated() {
            bar.frame = CGRect(x: x, y: top + CGFloat(i) * gap, width: width, height: thick)
        }
    }
}
