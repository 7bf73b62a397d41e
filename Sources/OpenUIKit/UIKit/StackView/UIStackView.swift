import Foundation

/// A view that lays out a row or column of views with Auto Layout
/// (`UIStackView`).
///
/// The stack makes constraints for its arranged subviews, as UIKit does
/// (their identifiers are UIKit's: `UISV-canvas-connection`, `UISV-spacing`,
/// `UISV-alignment`, `UISV-fill-equally`, `UISV-hiding`, …), and remakes
/// them whenever a property, the arrangement or an arranged view's
/// `isHidden` changes. A hidden arranged view collapses to zero length
/// and takes no spacing: hiding one inside an animation block and calling
/// `layoutIfNeeded()` animates the others into place.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// Use the stack's `spacing` after a view (`customSpacing(after:)`'s answer when none is set).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// Use the system spacing (8 points) after a view.
    public static let spacingUseSystem = CGFloat(Float.leastNonzeroMagnitude)

    var arranged: [UIView] = []
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    var arrangementConstraints: [NSLayoutConstraint] = []
    var spacerGuides: [UILayoutGuide] = []
    var isArranging = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A stack holding `views` in order (each becomes a subview).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementDidChange() } } }
    open var distribution: UIStackView.Distribution = .fill { didSet { if distribution != oldValue { arrangementDidChange() } } }
    open var alignment: UIStackView.Alignment = .fill { didSet { if alignment != oldValue { arrangementDidChange() } } }

    /// The gap between adjacent arranged views (the minimum gap for the
    /// equal-spacing distributions). Non-finite values are refused.
    open var spacing: CGFloat = 0 {
        didSet {
            guard spacing.isFinite else {
                Log.uiKit.error("UIStackView.spacing: ignoring non-finite value \(spacing)")
                spacing = oldValue
                return
            }
            if spacing != oldValue { arrangementDidChange() }
        }
    }

    /// Stored for source compatibility; baselines are always those of the views here.
    open var isBaselineRelativeArrangement = false

    /// Whether the views lay out inside the stack's layout margins rather than its bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// The arranged views, in order (a subset of `subviews`).
    open var arrangedSubviews: [UIView] { arranged }

    /// Appends `view` to the arrangement (adding it as a subview if needed).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arranged.count)
    }

    /// Inserts `view` into the arrangement at `stackIndex` (clamped); a view
    /// already arranged moves.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else {
            Log.uiKit.error("UIStackView: a stack view cannot arrange itself")
            return
        }
        if let current = arranged.firstIndex(where: { $0 === view }) { arranged.remove(at: current) }
        arranged.insert(view, at: min(max(stackIndex, 0), arranged.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superviewStorage !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Removes `view` from the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard let i = arranged.firstIndex(where: { $0 === view }) else { return }
        arranged.remove(at: i)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the gap after `arrangedSubview` (`spacingUseDefault` to go back to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard spacing.isFinite || spacing == UIStackView.spacingUseDefault else {
            Log.uiKit.error("UIStackView.setCustomSpacing: ignoring non-finite value \(spacing)")
            return
        }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The gap set after `arrangedSubview`, or `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arranged.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }
}
