import Foundation

/// A constraint written for the solver: `first − multiplier · second −
/// constant (relation) 0`, each side's attribute expanded into the frame
/// variables of the item and of its ancestors up to the constraint's
/// common ancestor, in whose coordinates locations are compared.
@MainActor
struct LayoutExpression {
    var terms: [SolverConstraint.Term] = []
    /// The expression's constant without the constraint's `constant`.
    var offset: Double = 0
    var relation: SolverConstraint.Relation = .equal

    /// `firstEntry` and `secondEntry` (-1 for none) are the engine entries
    /// of the constraint's items, registered by the caller. The common
    /// ancestor and the paths to it follow the engine's entry links (the
    /// hierarchy as registered, which is current until the next rebuild),
    /// not weak superviews; an item itself is read (through its entry) only
    /// for margin and baseline attributes.
    init?(constraint c: NSLayoutConstraint, firstEntry: Int, secondEntry: Int, engine: LayoutEngine) {
        switch c.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        terms.reserveCapacity(4)
        let hasSecond = secondEntry >= 0
        let sizeOnly = c.firstAttribute.isSize && (!hasSecond || c.secondAttribute.isSize)
        var ancestor: Int?
        if !sizeOnly {
            ancestor = engine.commonAncestorEntry(engine.viewEntry(firstEntry),
                                                  engine.viewEntry(hasSecond ? secondEntry : firstEntry))
        }
        guard add(firstEntry, c.firstAttribute, 1, in: ancestor, engine) else { return nil }
        if hasSecond, c.multiplier != 0 {
            guard add(secondEntry, c.secondAttribute, -Double(c.multiplier), in: ancestor, engine) else { return nil }
        }
    }

    private mutating func term(_ symbol: SolverSymbol, _ coefficient: Double) {
        if let i = terms.firstIndex(where: { $0.variable == symbol }) {
            terms[i].coefficient += coefficient
        } else {
            terms.append(.init(variable: symbol, coefficient: coefficient))
        }
    }

    /// Adds `scale × item.attribute`, locations measured in `ancestor`'s coordinates.
    private mutating func add(_ entry: Int, _ attribute: NSLayoutConstraint.Attribute, _ scale: Double,
                              in ancestor: Int?, _ engine: LayoutEngine) -> Bool {
        let v = engine.links[entry].variables
        // Leading and trailing mirror a right-to-left view's horizontal axis
        // (a guide follows its owning view): the edge is the right or left
        // one, and a positive constant moves from it towards the inside.
        let directional = attribute == .leading || attribute == .trailing
            || attribute == .leadingMargin || attribute == .trailingMargin
        let owner = engine.entries[entry].view ?? engine.entries[entry].guide?.owningView
        let rightToLeft = directional && owner?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let scale = rightToLeft ? -scale : scale
        let horizontal = attribute.isHorizontal
        let size = horizontal ? v.width : v.height
        if attribute.isSize {
            term(size, scale)
            return true
        }
        guard let ancestor else { return false }
        // The item's origin in the ancestor's coordinates: its own, then
        // each superview's (a guide's: its owning view's) up to the ancestor.
        if entry != ancestor {
            term(horizontal ? v.minX : v.minY, scale)
            var p = Int(engine.links[entry].parent)
            while p != ancestor {
                guard p >= 0 else { return false }
                let pv = engine.links[p].variables
                term(horizontal ? pv.minX : pv.minY, scale)
                p = Int(engine.links[p].parent)
            }
        }
        // Read only for the margin attributes: `layoutMargins` adds the safe
        // area, which walks up the hierarchy (most constraints never need it).
        var margins: UIEdgeInsets { engine.entries[entry].view?.layoutMargins ?? .zero }
        var edge = attribute
        switch attribute {
        case .leading: edge = rightToLeft ? .right : .left
        case .trailing: edge = rightToLeft ? .left : .right
        case .leadingMargin: edge = rightToLeft ? .rightMargin : .leftMargin
        case .trailingMargin: edge = rightToLeft ? .leftMargin : .rightMargin
        default: break
        }
        switch edge {
        case .left, .leading, .top:
            break
        case .right, .trailing, .bottom:
            term(size, scale)
        case .centerX, .centerY:
            term(size, scale / 2)
        case .leftMargin, .leadingMargin:
            offset += scale * Double(margins.left)
        case .topMargin:
            offset += scale * Double(margins.top)
        case .rightMargin, .trailingMargin:
            term(size, scale)
            offset -= scale * Double(margins.right)
        case .bottomMargin:
            term(size, scale)
            offset -= scale * Double(margins.bottom)
        case .centerXWithinMargins:
            term(size, scale / 2)
            let m = margins
            offset += scale * Double(m.left - m.right) / 2
        case .centerYWithinMargins:
            term(size, scale / 2)
            let m = margins
            offset += scale * Double(m.top - m.bottom) / 2
        case .firstBaseline:
            if let label = engine.entries[entry].view as? UILabel { offset += scale * Double(label.font.ascender) } else { term(size, scale) }
        case .lastBaseline:
            term(size, scale)
            if let label = engine.entries[entry].view as? UILabel { offset += scale * Double(label.font.descender) }
        case .width, .height, .notAnAttribute:
            return false
        }
        return true
    }
}
