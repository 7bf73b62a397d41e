import Foundation

/// Display modes and the layout of the columns in a regular environment.
extension UISplitViewController {
    /// The duration of an animated display mode change (Segue's choice, docs/FIDELITY.md).
    static let displayModeChangeDuration: TimeInterval = 0.3

    /// The display mode the split takes on its own for its space: a
    /// landscape space shows one column beside the secondary (both for a
    /// triple-column split that tiles), a portrait one the secondary only
    /// (docs/FIDELITY.md).
    var automaticDisplayMode: DisplayMode {
        guard isLandscape else { return .secondaryOnly }
        return style == .tripleColumn && splitBehavior == .tile ? .twoBesideSecondary : .oneBesideSecondary
    }

    var resolvedDisplayMode: DisplayMode { resolvedDisplayMode(preferring: preferredDisplayMode) }

    /// The display mode in effect when `preferred` is the preferred one.
    func resolvedDisplayMode(preferring preferred: DisplayMode) -> DisplayMode {
        if let transientDisplayMode { return validated(transientDisplayMode) }
        if preferred != .automatic { return validated(preferred) }
        return automaticDisplayMode
    }

    /// `mode`, or the nearest one a two-column interface has.
    func validated(_ mode: DisplayMode) -> DisplayMode {
        guard style != .tripleColumn else { return mode == .automatic ? automaticDisplayMode : mode }
        switch mode {
        case .automatic: return automaticDisplayMode
        case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
        case .twoOverSecondary: return .oneOverSecondary
        default: return mode
        }
    }

    /// The columns `mode` shows (fully or partly).
    func visibleColumns(in mode: DisplayMode) -> [Column] {
        let one: Column = style == .tripleColumn ? .supplementary : .primary
        switch validated(mode) {
        case .secondaryOnly, .automatic: return [.secondary]
        case .oneBesideSecondary, .oneOverSecondary: return [one, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return [.primary, .supplementary, .secondary]
        }
    }

    /// Whether `mode` lays the leading columns over the secondary.
    static func overlays(_ mode: DisplayMode) -> Bool { mode == .oneOverSecondary || mode == .twoOverSecondary }

    /// Changes the display mode: the delegate hears `willChangeTo` (and,
    /// for a change the system makes, `willShow`/`willHide` for each column
    /// that appears or goes), then the columns move, animated when the
    /// view is in a window.
    func changeDisplayMode(to mode: DisplayMode, from previous: DisplayMode? = nil, transient: Bool, bySystem: Bool, animated: Bool) {
        let old = previous ?? resolvedDisplayMode
        let new = validated(mode)
        guard !collapsedStorage, new != old else {
            if transient { transientDisplayMode = new } else { transientDisplayMode = nil }
            return
        }
        delegate?.splitViewController(self, willChangeTo: new)
        if bySystem, style != .unspecified {
            let before = visibleColumns(in: old), after = visibleColumns(in: new)
            for column in before where !after.contains(column) { delegate?.splitViewController(self, willHide: column) }
            for column in after where !before.contains(column) { delegate?.splitViewController(self, willShow: column) }
        }
        transientDisplayMode = transient ? new : nil
        guard let view = viewIfLoaded else { return }
        guard animated, view.window != nil else {
            view.setNeedsLayout()
            view.layoutIfNeeded()
            return
        }
        layoutSplit(animatedFrom: old)
    }

    // MARK: Showing and hiding columns (iOS 14)

    /// `show(_:)`'s work.
    func showColumn(_ column: Column) {
        guard style != .unspecified else {
            Log.uiKit.warning("UISplitViewController.show(_:) applies to column-style split view controllers only")
            return
        }
        if collapsedStorage { return showCollapsed(column) }
        guard let mode = displayMode(showing: column) else { return }
        changeDisplayMode(to: mode, transient: true, bySystem: false, animated: true)
    }

    /// `hide(_:)`'s work.
    func hideColumn(_ column: Column) {
        guard style != .unspecified else {
            Log.uiKit.warning("UISplitViewController.hide(_:) applies to column-style split view controllers only")
            return
        }
        guard column == .primary || column == .supplementary else {
            Log.uiKit.warning("UISplitViewController.hide(_:): only the primary and supplementary columns can be hidden")
            return
        }
        guard !collapsedStorage, let mode = displayMode(hiding: column) else { return }
        changeDisplayMode(to: mode, transient: true, bySystem: false, animated: true)
    }

    /// The display mode of the current split behavior that shows `column` fully; nil if it already is.
    func displayMode(showing column: Column) -> DisplayMode? {
        let current = resolvedDisplayMode
        let behavior = splitBehavior
        switch column {
        case .secondary:
            if Self.overlays(current) { return .secondaryOnly }
            return current == .twoDisplaceSecondary ? .oneBesideSecondary : nil
        case .primary where style == .tripleColumn:
            guard !visibleColumns(in: current).contains(.primary) else { return nil }
            switch behavior {
            case .overlay: return .twoOverSecondary
            case .displace: return .twoDisplaceSecondary
            default: return .twoBesideSecondary
            }
        case .primary, .supplementary:
            if column == .supplementary && style != .tripleColumn { return nil }
            guard !visibleColumns(in: current).contains(column) else { return nil }
            return behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        case .compact:
            return nil
        }
    }

    /// The display mode that leaves `column` out; nil if it is not shown.
    func displayMode(hiding column: Column) -> DisplayMode? {
        let current = resolvedDisplayMode
        guard visibleColumns(in: current).contains(column) else { return nil }
        if style == .tripleColumn && column == .primary {
            return current == .twoOverSecondary ? .oneOverSecondary : .oneBesideSecondary
        }
        return .secondaryOnly
    }

    // MARK: The display mode button

    /// `displayModeButtonItem`, made on first use.
    var displayModeButton: UIBarButtonItem {
        if let item = displayModeButtonStorage { return item }
        let item = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), primaryAction: UIAction { [weak self] _ in
            self?.displayModeButtonTapped()
        })
        displayModeButtonStorage = item
        return item
    }

    /// What the display mode button does.
    func displayModeButtonTapped() {
        guard !collapsedStorage else { return }
        var target = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        if target == .automatic {
            let leading: Column = style == .tripleColumn ? .supplementary : .primary
            target = visibleColumns(in: resolvedDisplayMode).contains(leading)
                ? .secondaryOnly
                : (displayMode(showing: leading) ?? .secondaryOnly)
        }
        changeDisplayMode(to: target, transient: true, bySystem: true, animated: true)
    }

    /// A tap on the secondary column while leading columns lie over it: they go.
    func overlayTapped() {
        guard !collapsedStorage, Self.overlays(resolvedDisplayMode) else { return }
        changeDisplayMode(to: .secondaryOnly, transient: true, bySystem: true, animated: true)
    }

    /// The edge swipe: shows the hidden leading column, as the button would.
    func edgeSwipeBegan() {
        guard presentsWithGesture, !collapsedStorage else { return }
        let leading: Column = style == .tripleColumn ? .supplementary : .primary
        guard !visibleColumns(in: resolvedDisplayMode).contains(leading) else { return }
        displayModeButtonTapped()
    }

    // MARK: Layout

    /// Lays out the split: decides collapse from the size class, then
    /// places the shown columns' views.
    func layoutSplit() {
        guard !displayModeAnimating, let root = viewIfLoaded as? SplitRootView else { return }
        if root.bounds.size != lastLayoutSize {
            // A new size (rotation, resize) drops a mode set by show/hide or the button.
            if lastLayoutSize != .zero { transientDisplayMode = nil }
            lastLayoutSize = root.bounds.size
        }
        updateCollapsedState()
        root.edgeSwipe?.edges = primaryEdge == .leading ? .left : .right
        if collapsedStorage {
            let shown = displayedCollapsedChild
            install(shown.map { [$0] } ?? [], in: root)
            shown?.view.frame = root.bounds
            root.separators.forEach { $0.isHidden = true }
            root.overlayCatcher.removeFromSuperview()
            placeDisplayModeButton(frames: [])
            return
        }
        let frames = columnFrames(for: resolvedDisplayMode, in: root.bounds)
        let children = frames.compactMap { entry in columnChild(entry.column).map { ($0, entry.frame) } }
        install(children.map { $0.0 }, in: root)
        for (child, frame) in children { child.view.frame = frame }
        layoutSeparators(frames: frames, mode: resolvedDisplayMode, in: root)
        placeDisplayModeButton(frames: frames)
    }

    /// A column-style split shows its display mode button at the leading
    /// edge of the leading-most shown column's navigation bar (unless
    /// `displayModeButtonVisibility` is `.never`); collapsed, nowhere.
    func placeDisplayModeButton(frames: [(column: Column, frame: CGRect)]) {
        let holder: UINavigationController?
        if style == .unspecified || collapsedStorage || displayModeButtonVisibility == .never {
            holder = nil
        } else {
            let leadingMost = frames.min { primaryEdge == .leading ? $0.frame.minX < $1.frame.minX : $0.frame.maxX > $1.frame.maxX }
            holder = leadingMost.flatMap { columnNavigations[$0.column] }
        }
        for column in [Column.primary, .supplementary, .secondary] {
            guard let navigation = columnNavigations[column] else { continue }
            navigation.navigationBar.splitDisplayModeItem = navigation === holder ? displayModeButtonItem : nil
        }
    }

    /// Animates from the layout of `old` to the current mode's.
    func layoutSplit(animatedFrom old: DisplayMode) {
        guard let root = viewIfLoaded as? SplitRootView else { return }
        let oldFrames = columnFrames(for: old, in: root.bounds)
        let newFrames = columnFrames(for: resolvedDisplayMode, in: root.bounds)
        // Columns that appear start where their hidden position is; columns that go leave towards it.
        let appearing = newFrames.filter { entry in !oldFrames.contains { $0.column == entry.column } }
        let leaving = oldFrames.filter { entry in !newFrames.contains { $0.column == entry.column } }
        let children = (oldFrames + appearing).compactMap { entry in columnChild(entry.column) }
        install(children, in: root)
        for entry in appearing { columnChild(entry.column)?.view.frame = hiddenFrame(of: entry.frame, in: root.bounds) }
        displayModeAnimating = true
        UIView.animate(withDuration: Self.displayModeChangeDuration, delay: 0, options: [], animations: {
            for entry in newFrames { self.columnChild(entry.column)?.view.frame = entry.frame }
            for entry in leaving { self.columnChild(entry.column)?.view.frame = self.hiddenFrame(of: entry.frame, in: root.bounds) }
            self.layoutSeparators(frames: newFrames, mode: self.resolvedDisplayMode, in: root)
        }, completion: { [weak self] _ in
            // The columns that left go from the view hierarchy.
            self?.displayModeAnimating = false
            root.setNeedsLayout()
            root.layoutIfNeeded()
        })
    }

    /// Where a leading column rests when hidden: just off the primary edge.
    func hiddenFrame(of frame: CGRect, in bounds: CGRect) -> CGRect {
        primaryEdge == .leading ? frame.offsetBy(dx: -frame.maxX, dy: 0) : frame.offsetBy(dx: bounds.maxX - frame.minX, dy: 0)
    }

    /// The frames of `mode`'s columns, bottom-most first (the secondary, then those over or beside it).
    func columnFrames(for mode: DisplayMode, in bounds: CGRect) -> [(column: Column, frame: CGRect)] {
        let mode = validated(mode)
        let width = bounds.width, height = bounds.height
        let primary = primaryColumnWidth
        let supplementary = style == .tripleColumn ? supplementaryColumnWidth : 0
        let columns = visibleColumns(in: mode)
        var frames: [(Column, CGFloat, CGFloat)] = []  // column, x, width (leading-edge layout)
        switch mode {
        case .secondaryOnly, .automatic:
            frames = [(.secondary, 0, width)]
        case .oneBesideSecondary:
            let first = columns[0] == .primary ? primary : supplementary
            frames = [(.secondary, first, width - first), (columns[0], 0, first)]
        case .oneOverSecondary:
            let first = columns[0] == .primary ? primary : supplementary
            frames = [(.secondary, 0, width), (columns[0], 0, first)]
        case .twoBesideSecondary:
            frames = [(.secondary, primary + supplementary, width - primary - supplementary),
                      (.supplementary, primary, supplementary), (.primary, 0, primary)]
        case .twoOverSecondary:
            frames = [(.secondary, 0, width), (.supplementary, primary, supplementary), (.primary, 0, primary)]
        case .twoDisplaceSecondary:
            frames = [(.secondary, primary + supplementary, width - supplementary),
                      (.supplementary, primary, supplementary), (.primary, 0, primary)]
        }
        return frames.map { column, x, w in
            let w = max(w, 0)
            let originX = primaryEdge == .leading ? bounds.minX + x : bounds.maxX - x - w
            return (column, CGRect(x: originX, y: bounds.minY, width: w, height: height))
        }
    }

    /// Adds the views of `children` to the root view (in order, later ones
    /// above) and removes the others, sending appearance callbacks to
    /// those that come and go while the split is on screen.
    func install(_ children: [UIViewController], in root: SplitRootView) {
        // On screen, a child that comes or goes hears both callbacks; while
        // the split is appearing, one that comes hears viewWillAppear now
        // and viewDidAppear with the split's own (forwarded to shown children).
        let appeared = appearanceState == .appeared || appearanceState == .appearing
        let appearing = appearanceState == .appearing
        let all = [Column.primary, .supplementary, .secondary, .compact].compactMap { columnChild($0) }
            + childStorage.filter { child in ![Column.primary, .supplementary, .secondary, .compact].contains { columnChild($0) === child } }
        for child in all where !children.contains(where: { $0 === child }) {
            guard let view = child.viewIfLoaded, view.superview === root else { continue }
            if appeared { child.beginAppearanceTransition(false, animated: false) }
            view.removeFromSuperview()
            if appeared { child.endAppearanceTransition() }
        }
        for child in children {
            let view = child.view!
            if view.superview !== root {
                view.autoresizingMask = []
                if appeared { child.beginAppearanceTransition(true, animated: false) }
                root.addSubview(view)
                if appeared && !appearing { child.endAppearanceTransition() }
            } else {
                root.bringSubviewToFront(view)
            }
        }
        for separator in root.separators { root.bringSubviewToFront(separator) }
    }

    /// Hairlines on the inner edge of each tiled leading column; a shadow under overlaid ones.
    func layoutSeparators(frames: [(column: Column, frame: CGRect)], mode: DisplayMode, in root: SplitRootView) {
        let leading = frames.filter { $0.column != .secondary }
        while root.separators.count < leading.count {
            let line = UIView(frame: .zero)
            line.backgroundColor = .opaqueSeparator
            line.isUserInteractionEnabled = false
            root.addSubview(line)
            root.separators.append(line)
        }
        let hairline = 1 / max(traitCollection.displayScale, 1)
        let overlay = Self.overlays(validated(mode))
        // While leading columns lie over the secondary, a tap on the secondary hides them.
        if overlay, let secondary = columnChild(.secondary)?.viewIfLoaded, secondary.superview === root {
            root.overlayCatcher.frame = root.bounds
            root.insertSubview(root.overlayCatcher, aboveSubview: secondary)
        } else {
            root.overlayCatcher.removeFromSuperview()
        }
        for (index, separator) in root.separators.enumerated() {
            guard index < leading.count else { separator.isHidden = true; continue }
            let frame = leading[index].frame
            let x = primaryEdge == .leading ? frame.maxX - hairline : frame.minX
            separator.isHidden = false
            separator.frame = CGRect(x: x, y: frame.minY, width: hairline, height: frame.height)
            root.bringSubviewToFront(separator)
            if let view = columnChild(leading[index].column)?.viewIfLoaded {
                view.layer.shadowOpacity = overlay ? 0.2 : 0
                view.layer.shadowRadius = overlay ? 10 : 3
                view.layer.shadowOffset = .zero
            }
        }
    }
}
