import Foundation

/// The rounded, blurred card a `UIMenu` is drawn in: the menu's title, then
/// its children as rows, sections (inline menus) separated by a wide grey
/// band, rows within a section by hairlines. Deferred elements are asked
/// for their elements when the card is built; a submenu row, chosen, shows
/// the submenu in the card under a title row that goes back.
///
/// The card follows touches itself (its rows take none): `row(at:)` finds
/// the row under a point, `highlight(_:)` shades it, `activate(_:)` chooses
/// it. What choosing an action means beyond its state (running the
/// handler, dismissing) is the presenter's (`onChoose`).
@MainActor
final class MenuCardView: UIView {
    private(set) var rootMenu: UIMenu
    private(set) var menuStack: [UIMenu]
    /// Runs when an enabled action is chosen, after `.singleSelection` states are updated.
    var onChoose: (UIAction) -> Void = { _ in }
    /// Runs when the card's size changes while shown (deferred elements arrived, a submenu opened or closed).
    var onResize: () -> Void = {}

    let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    private let tint = UIView(frame: .zero)
    private(set) var rows: [MenuRowView] = []
    private var decorations: [UIView] = []
    private var resolved: [ObjectIdentifier: [UIMenuElement]] = [:]
    private var requested: Set<ObjectIdentifier> = []
    private var layoutPlan: [[Item]] = []
    private(set) var highlightedRow: MenuRowView?
    /// The size the card wants, given the widest the window allows.
    private(set) var preferredSize: CGSize = .zero
    var maximumWidth: CGFloat = MenuMetrics.maximumWidth

    private enum Item {
        case row(MenuRowView)
        case palette([MenuRowView])
    }

    init(menu: UIMenu) {
        rootMenu = menu
        menuStack = [menu]
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        layer.cornerRadius = MenuMetrics.cornerRadius
        clipsToBounds = true
        tint.backgroundColor = MenuMetrics.cardTint
        addSubview(effectView)
        effectView.contentView.addSubview(tint)
    }

    /// Makes the root menu one selection scope even without `.singleSelection` (a pop-up button's menu).
    var forcesSingleSelection = false

    required init?(coder: NSCoder) { nil }

    // MARK: Building

    /// Makes the rows for the menu on top of the stack.
    func rebuild() {
        for view in rows + decorations { view.removeFromSuperview() }
        rows = []
        decorations = []
        highlightedRow = nil
        let menu = menuStack[menuStack.count - 1]
        building = true
        let scope = menu.options.contains(.singleSelection) || (forcesSingleSelection && menu === rootMenu) ? menu : nil
        var sections = self.sections(of: menu, scope: scope)
        let header: MenuRowView? = menuStack.count > 1 ? MenuRowView(target: .back(menu), size: .large)
            : menu.title.isEmpty ? nil : MenuRowView(target: .header(menu.title), size: .large)
        if let header { sections.insert([.row(header)], at: 0) }
        // A header and the first section share one group (a hairline between them).
        if header != nil, sections.count > 1 { sections[0] += sections.remove(at: 1) }
        building = false
        layoutPlan = sections
        let all = sections.flatMap { $0 }.flatMap { item -> [MenuRowView] in
            switch item { case .row(let r): return [r]; case .palette(let cells): return cells }
        }
        let checks = all.contains { $0.hasState }
        for row in all {
            if row.size == .large { row.reservesCheckColumn = checks }
            effectView.contentView.addSubview(row)
        }
        rows = all
        measure()
        setNeedsLayout()
    }

    private enum Entry { case element(UIMenuElement), loading }

    /// `children` with deferred elements replaced by what they delivered
    /// (asking them the first time), or a loading entry while they have not.
    private func expanded(_ children: [UIMenuElement]) -> [Entry] {
        children.flatMap { child -> [Entry] in
            guard let deferred = child as? UIDeferredMenuElement else { return [.element(child)] }
            let key = ObjectIdentifier(deferred)
            if !requested.contains(key) {
                requested.insert(key)
                deferred.requestElements { [weak self] elements in
                    guard let self else { return }
                    let isLate = !self.building
                    self.resolved[key] = elements
                    if isLate {
                        self.rebuild()
                        self.onResize()
                    }
                }
            }
            guard let elements = resolved[key] else { return [.loading] }
            return expanded(elements)
        }
    }

    /// True while `rebuild()` runs (a deferred element answering at once needs no second rebuild).
    private var building = false

    private func sections(of menu: UIMenu, scope: UIMenu?) -> [[Item]] {
        let entries = expanded(menu.children)
        if menu.preferredElementSize == .small || menu.preferredElementSize == .medium || menu.options.contains(.displayAsPalette) {
            let size: UIMenu.ElementSize = menu.preferredElementSize == .medium ? .medium : .small
            let cells = entries.compactMap { entry -> MenuRowView? in
                switch entry {
                case .element(let action as UIAction) where !action.attributes.contains(.hidden):
                    return MenuRowView(target: .action(action, scope: scope), size: size)
                case .element(let submenu as UIMenu):
                    return MenuRowView(target: .submenu(submenu), size: size)
                default:
                    return nil
                }
            }
            return cells.isEmpty ? [] : [[.palette(cells)]]
        }
        var result: [[Item]] = []
        var current: [Item] = []
        for entry in entries {
            switch entry {
            case .loading:
                current.append(.row(MenuRowView(target: .loading, size: .large)))
            case .element(let inline as UIMenu) where inline.options.contains(.displayInline):
                if !current.isEmpty { result.append(current); current = [] }
                let innerScope = scope ?? (inline.options.contains(.singleSelection) ? inline : nil)
                var inner = sections(of: inline, scope: innerScope)
                if !inline.title.isEmpty, !inner.isEmpty {
                    inner[0].insert(.row(MenuRowView(target: .header(inline.title), size: .large)), at: 0)
                }
                result += inner
            case .element(let submenu as UIMenu):
                current.append(.row(MenuRowView(target: .submenu(submenu), size: .large)))
            case .element(let action as UIAction):
                if !action.attributes.contains(.hidden) {
                    current.append(.row(MenuRowView(target: .action(action, scope: scope), size: .large)))
                }
            case .element:
                break
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// Shows `menu` in place of the menu on top of the stack (`updateVisibleMenu`).
    func replaceRootMenu(_ menu: UIMenu) {
        if menuStack.count == 1 { rootMenu = menu }
        menuStack[menuStack.count - 1] = menu
        rebuild()
    }

    // MARK: Layout

    private func measure() {
        var width = MenuMetrics.minimumWidth
        var height: CGFloat = 0
        for (index, section) in layoutPlan.enumerated() {
            if index > 0 { height += MenuMetrics.sectionGap }
            for item in section {
                switch item {
                case .row(let row):
                    width = max(width, row.preferredWidth)
                    height += row.preferredHeight
                case .palette(let cells):
                    height += cells.map(\.preferredHeight).max() ?? 0
                }
            }
        }
        preferredSize = CGSize(width: min(ceil(width), maximumWidth), height: height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        effectView.frame = bounds
        tint.frame = effectView.contentView.bounds
        for view in decorations { view.removeFromSuperview() }
        decorations = []
        let width = bounds.width
        var y: CGFloat = 0
        for (index, section) in layoutPlan.enumerated() {
            if index > 0 {
                addDecoration(CGRect(x: 0, y: y, width: width, height: MenuMetrics.sectionGap), color: MenuMetrics.sectionGapColor)
                y += MenuMetrics.sectionGap
            }
            for (position, item) in section.enumerated() {
                if position > 0 {
                    addDecoration(CGRect(x: 0, y: y - MenuMetrics.separatorThickness / 2, width: width,
                                         height: MenuMetrics.separatorThickness), color: .separator)
                }
                switch item {
                case .row(let row):
                    row.frame = CGRect(x: 0, y: y, width: width, height: row.preferredHeight)
                    y += row.preferredHeight
                case .palette(let cells):
                    let height = cells.map(\.preferredHeight).max() ?? 0
                    let cellWidth = width / CGFloat(max(cells.count, 1))
                    for (i, cell) in cells.enumerated() {
                        cell.frame = CGRect(x: CGFloat(i) * cellWidth, y: y, width: cellWidth, height: height)
                    }
                    y += height
                }
            }
        }
    }

    private func addDecoration(_ frame: CGRect, color: UIColor) {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        view.isUserInteractionEnabled = false
        effectView.contentView.addSubview(view)
        decorations.append(view)
    }

    // MARK: Touches

    /// The row under `point` (card coordinates) that can be chosen.
    func row(at point: CGPoint) -> MenuRowView? {
        rows.first { $0.frame.contains(point) && $0.isEnabled }
    }

    /// Shades `row` as pressed (nil: none).
    func highlight(_ row: MenuRowView?) {
        guard row !== highlightedRow else { return }
        highlightedRow?.backgroundColor = nil
        highlightedRow = row
        row?.backgroundColor = MenuMetrics.highlightColor
    }

    /// Chooses `row`: an action updates its menu's single selection and goes
    /// to `onChoose`; a submenu opens; the title of an open submenu goes back.
    func activate(_ row: MenuRowView) {
        guard row.isEnabled else { return }
        switch row.target {
        case .action(let action, let scope):
            if let scope {
                for other in actions(in: scope) where other !== action { other.state = .off }
                action.state = .on
            }
            if action.attributes.contains(.keepsMenuPresented) { rebuild() }
            onChoose(action)
        case .submenu(let menu):
            menuStack.append(menu)
            rebuild()
            onResize()
        case .back:
            menuStack.removeLast()
            rebuild()
            onResize()
        case .header, .loading:
            break
        }
    }

    /// Every action of `menu` and its submenus, deferred elements' included.
    private func actions(in menu: UIMenu) -> [UIAction] {
        func walk(_ elements: [UIMenuElement]) -> [UIAction] {
            elements.flatMap { element -> [UIAction] in
                switch element {
                case let action as UIAction: return [action]
                case let submenu as UIMenu: return walk(submenu.children)
                case let deferred as UIDeferredMenuElement: return walk(resolved[ObjectIdentifier(deferred)] ?? [])
                default: return []
                }
            }
        }
        return walk(menu.children)
    }
}
