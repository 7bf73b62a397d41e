import Foundation

/// A container of side-by-side columns that collapses to a single stack
/// in a horizontally compact environment (`UISplitViewController`).
///
/// Two forms, as in UIKit:
/// - *classic* (`init(nibName:bundle:)`, `style == .unspecified`):
///   `viewControllers` holds the primary and the secondary controller;
/// - *column-style* (`init(style:)`, iOS 14): each column's controller is
///   set with `setViewController(_:for:)` and wrapped in a
///   `UINavigationController` unless it is one.
///
/// In a horizontally regular environment the columns are child views laid
/// out side by side (or over the secondary) as `displayMode` says, with a
/// hairline separator between tiled columns. In a horizontally compact
/// one the interface *collapses*: a classic split asks its delegate and
/// then the primary's `collapseSecondaryViewController(_:for:)` (a
/// navigation controller pushes the secondary); a column-style split
/// shows the `.compact` column's controller, or joins the column stacks
/// in the primary's navigation controller up to the top column the
/// delegate chooses. Expanding reverses it. `show(_:sender:)` and
/// `showDetailViewController(_:sender:)` route through the split as
/// UIKit documents (UISplitViewController+Showing.swift); collapse and
/// expansion are in UISplitViewController+Collapsing.swift.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The value of the width properties that lets the split view controller choose.
    public static let automaticDimension: CGFloat = -1

    private let styleStorage: Style
    /// The interface's form: `.unspecified` for a classic split view, else the number of columns.
    open var style: Style { styleStorage }
    open weak var delegate: (any UISplitViewControllerDelegate)?

    /// Classic form: the primary and secondary controllers (one while collapsed).
    var classicControllers: [UIViewController] = []
    /// Column-style: the controllers as set, per column.
    var columnControllers: [Column: UIViewController] = [:]
    /// Column-style: the navigation controller holding each column's controller.
    var columnNavigations: [Column: UINavigationController] = [:]

    /// Whether the interface is collapsed (decided at the first layout, then at every size-class change).
    var collapsedStorage = false
    /// Whether the collapsed state has been decided from the traits yet.
    var collapseDecided = false
    /// A display mode set by `show(_:)`, `hide(_:)`, the button or a gesture, kept until the size or preference changes.
    var transientDisplayMode: DisplayMode?
    /// The size the automatic display mode was last resolved for.
    var lastLayoutSize: CGSize = .zero
    /// Column-style: what each column's stack held when the interface collapsed (restored at expansion).
    var collapsedStacks: [Column: [UIViewController]] = [:]
    /// Classic form: the secondary controller at the last collapse, shown
    /// again at expansion when neither the delegate nor the primary separates one.
    var collapsedSecondary: UIViewController?
    /// The display mode button, made on first use.
    var displayModeButtonStorage: UIBarButtonItem?
    /// True while a display mode change animates the columns (layout passes leave them alone).
    var displayModeAnimating = false

    // MARK: Creating

    /// A column-style split view controller with two or three columns (iOS 14).
    public init(style: Style) {
        styleStorage = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view controller (`style == .unspecified`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        styleStorage = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        styleStorage = .unspecified
        super.init(coder: coder)
    }

    // MARK: Child view controllers

    /// The child controllers: a classic split's primary and secondary (only
    /// the primary while collapsed); a column-style split's column
    /// navigation controllers, leading first. Setting it on a column-style
    /// split assigns primary, (supplementary,) secondary in order.
    open var viewControllers: [UIViewController] {
        get {
            guard style != .unspecified else { return classicControllers }
            return [Column.primary, .supplementary, .secondary].compactMap { columnNavigations[$0] }
        }
        set {
            guard style == .unspecified else {
                let columns: [Column] = style == .tripleColumn && newValue.count >= 3 ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
                for (column, controller) in zip(columns, newValue) { setViewController(controller, for: column) }
                return
            }
            if newValue.count > 2 {
                Log.uiKit.warning("UISplitViewController: viewControllers takes a primary and a secondary controller; the \(newValue.count - 2) after them are ignored")
            }
            let controllers = Array(newValue.prefix(2))
            for old in classicControllers where !controllers.contains(where: { $0 === old }) { removeColumnChild(old) }
            for controller in controllers where controller.parentStorage !== self { addChild(controller); controller.didMove(toParent: self) }
            classicControllers = controllers
            if collapsedStorage && controllers.count > 1 { collapseClassic() }
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Sets the controller of `column` in a column-style split (iOS 14); a
    /// controller that is not a navigation controller is wrapped in one.
    /// nil removes the column's controller. Ignored, with a diagnostic, by
    /// a classic split view controller (which uses `viewControllers`).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            Log.uiKit.warning("UISplitViewController.setViewController(_:for:) applies to column-style split view controllers only; use viewControllers")
            return
        }
        if column == .supplementary && style != .tripleColumn {
            Log.uiKit.warning("UISplitViewController.setViewController(_:for: .supplementary) needs a .tripleColumn split view controller; ignored")
            return
        }
        if let old = columnChild(column) { removeColumnChild(old) }
        let previousStack = collapsedStacks[column]
        columnControllers[column] = vc
        columnNavigations[column] = nil
        collapsedStacks[column] = nil
        guard let vc else { viewIfLoaded?.setNeedsLayout(); return }
        let child: UIViewController
        if column == .compact {
            child = vc
        } else if let navigation = vc as? UINavigationController {
            columnNavigations[column] = navigation
            child = navigation
        } else {
            vc.viewIfLoaded?.removeFromSuperview()
            if let parent = vc.parentStorage { vc.willMove(toParent: nil); parent.childStorage.removeAll { $0 === vc }; vc.parentStorage = nil }
            let navigation = UINavigationController(rootViewController: vc)
            columnNavigations[column] = navigation
            child = navigation
        }
        addChild(child)
        child.didMove(toParent: self)
        if collapsedStorage && column != .compact && columnControllers[.compact] == nil { rejoinCollapsedStack(adding: column, replacing: previousStack) }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The controller set for `column` (as given, not its navigation
    /// wrapper); nil for a classic split view controller.
    open func viewController(for column: Column) -> UIViewController? {
        guard style != .unspecified else { return nil }
        return columnControllers[column]
    }

    /// The child that shows `column` (the navigation controller, or the compact column's controller).
    func columnChild(_ column: Column) -> UIViewController? {
        switch style {
        case .unspecified:
            switch column {
            case .primary: return classicControllers.first
            case .secondary: return classicControllers.count > 1 ? classicControllers[1] : nil
            default: return nil
            }
        default:
            return column == .compact ? columnControllers[.compact] : columnNavigations[column]
        }
    }

    func removeColumnChild(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.viewIfLoaded?.removeFromSuperview()
        child.removeFromParent()
    }

    // MARK: State

    /// Whether only one column's content is shown, in a horizontally compact environment.
    open var isCollapsed: Bool { collapsedStorage }

    /// Whether a swipe from the primary edge shows a hidden primary column (default true).
    open var presentsWithGesture = true
    /// Whether a column-style split shows a button that hides all but the
    /// secondary column. Segue does not draw that button: declared
    /// unavailable so that code setting it learns so, instead of a setting
    /// that changes nothing.
    @available(*, unavailable, message: "Segue does not provide the secondary-only button of split views; see docs/COVERAGE.md")
    open var showsSecondaryOnlyButton: Bool {
        get { false }
        set {}
    }

    /// The display mode the app prefers; `.automatic` lets the split choose. Changing it re-lays out the columns.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            guard preferredDisplayMode != oldValue else { return }
            let previous = resolvedDisplayMode(preferring: oldValue)
            transientDisplayMode = nil
            let target = validated(preferredDisplayMode == .automatic ? automaticDisplayMode : preferredDisplayMode)
            changeDisplayMode(to: target, from: previous, transient: false, bySystem: false, animated: false)
        }
    }

    /// The display mode in effect. While collapsed it is the mode the
    /// interface would take if it expanded now.
    open var displayMode: DisplayMode { resolvedDisplayMode }

    /// The split behavior the app prefers (iOS 14); `.automatic` lets the split choose.
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { if preferredSplitBehavior != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// The split behavior in effect: the preferred one, or, when automatic,
    /// tiling in a landscape space and overlaying in a portrait one
    /// (displacing, in landscape, for three columns): see docs/FIDELITY.md.
    open var splitBehavior: SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        guard isLandscape else { return .overlay }
        return style == .tripleColumn ? .displace : .tile
    }

    /// Whether a column-style split shows its display mode button in a
    /// column's navigation bar (iOS 14.5; `.automatic` shows it, as `.always` does).
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The edge the primary column is on (default leading).
    open var primaryEdge: PrimaryEdge = .leading { didSet { viewIfLoaded?.setNeedsLayout() } }

    // MARK: Column widths

    /// The primary column's width as a fraction of the split's width; `automaticDimension` for the default.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The primary column's width in points (iOS 14); wins over the fraction unless `automaticDimension`.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The least width of the primary column; `automaticDimension` for 0.
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The greatest width of the primary column; `automaticDimension` for 320 points.
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The supplementary column's width as a fraction of the split's width (iOS 14).
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The supplementary column's width in points (iOS 14).
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The least width of the supplementary column (iOS 14).
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The greatest width of the supplementary column (iOS 14).
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// The primary column's width: the preferred width (points, else the
    /// fraction of the split's width, else 320 points), kept within the
    /// minimum (default 0) and maximum (default 320 points).
    open var primaryColumnWidth: CGFloat {
        Self.columnWidth(in: splitSize.width, points: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
                         minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }

    /// The supplementary column's width, chosen as the primary's is (iOS 14).
    open var supplementaryColumnWidth: CGFloat {
        Self.columnWidth(in: splitSize.width, points: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
                         minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
    }

    /// The default width of a primary or supplementary column, and the default maximum (points).
    static let defaultColumnWidth: CGFloat = 320

    static func columnWidth(in total: CGFloat, points: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        let automatic = UISplitViewController.automaticDimension
        var width: CGFloat
        if points != automatic, points >= 0 { width = points }
        else if fraction != automatic, fraction >= 0, fraction <= 1 { width = total * fraction }
        else { width = defaultColumnWidth }
        let lower = minimum != automatic && minimum >= 0 ? minimum : 0
        let upper = maximum != automatic && maximum >= 0 ? maximum : defaultColumnWidth
        width = min(width, upper)
        width = max(width, lower)
        return min(max(width, 0), max(total, 0))
    }

    /// The split's size: its view's, or the screen's before it loads.
    var splitSize: CGSize {
        if let view = viewIfLoaded, view.bounds.width > 0 { return view.bounds.size }
        return (traitWindow?.bounds.size) ?? UIScreen.main.bounds.size
    }

    var isLandscape: Bool { splitSize.width > splitSize.height }

    // MARK: Views

    open override func loadView() {
        let root = SplitRootView(frame: UIScreen.main.bounds)
        root.controller = self
        view = root
        root.installGesture(for: self)
    }

    /// Shows `column`: in a regular environment the split moves to the
    /// nearest display mode of its split behavior in which the column is
    /// fully visible; collapsed, the joined stack shows that column's
    /// controller. The delegate's `willShow` is not sent (Apple: only for
    /// changes the system makes). UISplitViewController+Columns.swift.
    open func show(_ column: Column) { showColumn(column) }

    /// Hides `column` (a primary or supplementary one): the split moves to
    /// the nearest display mode without it. The secondary column cannot be
    /// hidden. The delegate's `willHide` is not sent.
    open func hide(_ column: Column) { hideColumn(column) }

    /// A bar button item that shows or hides the leading column(s) (a
    /// sidebar symbol), for the app to put in a navigation bar. Tapping it
    /// changes the display mode to the delegate's
    /// `targetDisplayModeForAction(in:)`, or, by default, shows the hidden
    /// leading column or goes back to the secondary only.
    open var displayModeButtonItem: UIBarButtonItem { displayModeButton }

    /// Shows `vc` in the primary context (UISplitViewController+Showing.swift).
    open override func show(_ vc: UIViewController, sender: Any?) { showPrimary(vc, sender: sender) }

    /// Shows `vc` as the secondary controller (UISplitViewController+Showing.swift).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) { showSecondary(vc, sender: sender) }

    /// Children whose views are shown are the ones that hear appearance callbacks.
    override func forwardsAppearanceToChild(_ child: UIViewController) -> Bool {
        child.viewIfLoaded?.superview === viewIfLoaded && viewIfLoaded != nil
    }

    /// The primary column decides the status bar while collapsed, the secondary while expanded.
    open override var childForStatusBarStyle: UIViewController? {
        collapsedStorage ? displayedCollapsedChild : columnChild(.secondary)
    }
}

/// The split view controller's root view: lays the columns out.
@MainActor
final class SplitRootView: UIView {
    weak var controller: UISplitViewController?
    /// Hairlines between tiled columns.
    var separators: [UIView] = []
    /// The edge swipe that shows a hidden primary column (`presentsWithGesture`).
    weak var edgeSwipe: UIScreenEdgePanGestureRecognizer?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutSplit()
    }

    /// A clear view over the secondary column, under overlaid columns: a tap on it hides them.
    lazy var overlayCatcher: UIView = {
        let catcher = UIView(frame: .zero)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.addTarget(nil) { [weak self] _ in self?.controller?.overlayTapped() }
        catcher.addGestureRecognizer(tap)
        return catcher
    }()

    func installGesture(for controller: UISplitViewController) {
        let swipe = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        swipe.edges = .left
        swipe.addTarget(nil) { [weak controller, weak swipe] _ in
            guard let controller, let swipe, swipe.state == .began else { return }
            controller.edgeSwipeBegan()
        }
        addGestureRecognizer(swipe)
        edgeSwipe = swipe
    }
}
