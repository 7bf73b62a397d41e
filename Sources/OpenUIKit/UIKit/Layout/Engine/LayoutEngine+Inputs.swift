import Foundation

/// The constraints the engine makes itself: the root's size, autoresizing
/// frames, intrinsic content sizes and system guides' insets.
extension LayoutEngine {
    /// `view` is the entry's view (nil for a guide), passed by `register`
    /// so that it is not read back through the entry's weak reference.
    func addInputs(at index: Int, view: UIView?) {
        let v = entries[index].variables
        var inputs: [SolverConstraint] = []
        func required(_ symbol: SolverSymbol, _ value: CGFloat, _ label: @escaping @MainActor () -> String) {
            let c = SolverConstraint(variable: symbol, equals: Double(value), isRequired: true)
            c.label = label
            inputs.append(c)
        }
        if let view {
            let name = ItemName(view)
            if view === root {
                let size = fitting?.size ?? view.bounds.size
                required(v.minX, 0) { "\(name.text).minX == 0" }
                required(v.minY, 0) { "\(name.text).minY == 0" }
                if let fitting {
                    inputs.append(target(v.width, size.width, fitting.horizontal) { "\(name.text).width == \(size.width) (fitting)" })
                    inputs.append(target(v.height, size.height, fitting.vertical) { "\(name.text).height == \(size.height) (fitting)" })
                    let shape = intrinsicInputs(view, v, into: &inputs)
                    setShape(index, shape)
                } else {
                    required(v.width, size.width) { "'UIView-Encapsulated-Layout-Width' \(name.text).width == \(size.width)" }
                    required(v.height, size.height) { "'UIView-Encapsulated-Layout-Height' \(name.text).height == \(size.height)" }
                }
            } else if view.translatesAutoresizingMaskIntoConstraints {
                let f = view.engineFrame
                let mask = { "<NSAutoresizingMaskLayoutConstraint h=--& v=--& \(name.text)" }
                required(v.minX, f.minX) { "\(mask()).minX == \(f.minX)>" }
                required(v.minY, f.minY) { "\(mask()).minY == \(f.minY)>" }
                required(v.width, f.width) { "\(mask()).width == \(f.width)>" }
                required(v.height, f.height) { "\(mask()).height == \(f.height)>" }
            } else {
                setShape(index, intrinsicInputs(view, v, into: &inputs))
            }
        } else if let guide = entries[index].guide, guide.systemRole != nil, let owner = guide.owningViewStorage,
                  let ov = variables(of: owner) {
            let insets = LayoutEngine.insets(of: guide)
            let name = "'\(guide.identifier)'"
            required(v.minX, insets.left) { "\(name).minX == \(insets.left)" }
            required(v.minY, insets.top) { "\(name).minY == \(insets.top)" }
            for (own, other, inset, axis) in [(v.width, ov.width, insets.left + insets.right, "width"),
                                              (v.height, ov.height, insets.top + insets.bottom, "height")] {
                let c = SolverConstraint(terms: [.init(variable: own, coefficient: 1), .init(variable: other, coefficient: -1)],
                                         constant: Double(inset), relation: .equal, isRequired: true)
                c.label = { "\(name).\(axis) == owner.\(axis) - \(inset)" }
                inputs.append(c)
            }
        }
        entries[index].inputs = inputs
        for c in inputs where !solver.add(c) {
            reportUnsatisfiable(breaking: c)
        }
    }

    private func setShape(_ index: Int, _ shape: (Bool, Bool)) { entries[index].intrinsicShape = shape }

    private func target(_ symbol: SolverSymbol, _ value: CGFloat, _ priority: UILayoutPriority,
                        _ label: @escaping @MainActor () -> String) -> SolverConstraint {
        let required = priority >= .required
        let c = SolverConstraint(variable: symbol, equals: Double(value), isRequired: required,
                                 weight: LayoutPriorityMapping.weight(priority.rawValue))
        c.label = label
        return c
    }

    /// Hugging (≤) and compression-resistance (≥) constraints for the
    /// defined dimensions of the intrinsic content size.
    private func intrinsicInputs(_ view: UIView, _ v: LayoutVariables, into inputs: inout [SolverConstraint]) -> (Bool, Bool) {
        let size = view.intrinsicContentSize
        let storage = view.layoutStorage
        let hasWidth = size.width != UIView.noIntrinsicMetric && size.width.isFinite && size.width >= 0
        let hasHeight = size.height != UIView.noIntrinsicMetric && size.height.isFinite && size.height >= 0
        let name = ItemName(view)
        func pair(_ symbol: SolverSymbol, _ value: CGFloat, hug: Float, resist: Float, _ axis: String) {
            let label: @MainActor () -> String = {
                "<NSContentSizeLayoutConstraint \(name.text).\(axis) == \(value) Hug:\(Int(hug)) CompressionResistance:\(Int(resist))>"
            }
            func add(_ relation: SolverConstraint.Relation, _ priority: Float) {
                let required = priority >= 1000
                let c = SolverConstraint(terms: [.init(variable: symbol, coefficient: 1)], constant: -Double(value),
                                         relation: relation, isRequired: required,
                                         weight: required ? 1 : LayoutPriorityMapping.weight(priority))
                c.label = label
                inputs.append(c)
            }
            add(.lessThanOrEqual, hug)
            add(.greaterThanOrEqual, resist)
        }
        if hasWidth {
            pair(v.width, size.width, hug: storage?.hugging.horizontal ?? view.defaultContentHugging.rawValue,
                 resist: storage?.compression.horizontal ?? 750, "width")
        }
        if hasHeight {
            pair(v.height, size.height, hug: storage?.hugging.vertical ?? view.defaultContentHugging.rawValue,
                 resist: storage?.compression.vertical ?? 750, "height")
        }
        return (hasWidth, hasHeight)
    }

    /// Re-reads every input and moves the constants that changed (the
    /// solver's fast path). A change of shape (an intrinsic dimension
    /// appearing or vanishing, priorities changing) rebuilds.
    func syncInputs() {
        inputsDirty = false
        for i in entries.indices {
            var values: [CGFloat] = []
            if let view = entries[i].view {
                if view === root {
                    guard fitting == nil else { continue }
                    values = [0, 0, view.bounds.width, view.bounds.height]
                } else if view.translatesAutoresizingMaskIntoConstraints {
                    let f = view.engineFrame
                    values = [f.minX, f.minY, f.width, f.height]
                } else {
                    let size = view.intrinsicContentSize
                    let shape = (size.width != UIView.noIntrinsicMetric && size.width >= 0,
                                 size.height != UIView.noIntrinsicMetric && size.height >= 0)
                    guard shape == entries[i].intrinsicShape else { return rebuild() }
                    if shape.0 { values += [size.width, size.width] }
                    if shape.1 { values += [size.height, size.height] }
                }
                let inputs = entries[i].inputs
                guard values.count == inputs.count else { return rebuild() }
                for (c, value) in zip(inputs, values) { setInput(c, -Double(value)) }
            } else if let guide = entries[i].guide, guide.systemRole != nil, entries[i].inputs.count == 4 {
                let insets = LayoutEngine.insets(of: guide)
                let inputs = entries[i].inputs
                setInput(inputs[0], -Double(insets.left))
                setInput(inputs[1], -Double(insets.top))
                setInput(inputs[2], Double(insets.left + insets.right))
                setInput(inputs[3], Double(insets.top + insets.bottom))
            }
        }
    }

    private func setInput(_ c: SolverConstraint, _ constant: Double) {
        guard c.constant != constant else { return }
        valuesDirty = true
        if c.isInstalled {
            if !solver.setConstant(c, constant) { reportUnsatisfiable(breaking: c) }
        } else {
            c.constant = constant
        }
    }

    /// The insets a system guide keeps from its owner's bounds.
    static func insets(of guide: UILayoutGuide) -> UIEdgeInsets {
        guard let owner = guide.owningViewStorage, let role = guide.systemRole else { return .zero }
        switch role {
        case .safeArea: return owner.safeAreaInsets
        case .layoutMargins, .readableContent: return owner.layoutMargins
        case .topLayoutSupport:
            return UIEdgeInsets(top: 0, left: 0, bottom: owner.bounds.height - owner.safeAreaInsets.top, right: 0)
        case .bottomLayoutSupport:
            return UIEdgeInsets(top: owner.bounds.height - owner.safeAreaInsets.bottom, left: 0, bottom: 0, right: 0)
        }
    }
}
