import Foundation

/// Ambiguity checks (`hasAmbiguousLayout`, `exerciseAmbiguityInLayout()`):
/// a variable is ambiguous when a feeble pull moves it, that is when no
/// constraint, required or optional, holds it in place.
extension LayoutEngine {
    /// A pull weaker than any priority (priority 1 weighs 1.01).
    private static let nudgeWeight = 1.0e-3

    private func nudged(_ view: UIView) -> [SolverSymbol: Double] {
        guard let v = variables(of: view) else { return [:] }
        var moved: [SolverSymbol: Double] = [:]
        for symbol in [v.minX, v.minY, v.width, v.height] {
            let current = solver.value(of: symbol)
            let pull = SolverConstraint(variable: symbol, equals: current + 100, isRequired: false, weight: LayoutEngine.nudgeWeight)
            solver.add(pull)
            let value = solver.value(of: symbol)
            solver.remove(pull)
            if abs(value - current) > 1e-6 { moved[symbol] = value }
        }
        return moved
    }

    func isAmbiguous(_ view: UIView) -> Bool { !nudged(view).isEmpty }

    /// Another frame the constraints allow for an ambiguous view, or nil.
    func exercise(_ view: UIView) -> CGRect? {
        updateIfNeeded()
        guard let v = variables(of: view), var frame = frame(of: view) else { return nil }
        let moved = nudged(view)
        guard !moved.isEmpty else { return nil }
        if let x = moved[v.minX] { frame.origin.x = x }
        if let y = moved[v.minY] { frame.origin.y = y }
        if let w = moved[v.width] { frame.size.width = w }
        if let h = moved[v.height] { frame.size.height = h }
        return frame
    }

    /// A guide leaves its view: constraints naming it are deactivated.
    static func hierarchyWillChange(guideOf guide: UILayoutGuide) {
        var ancestor = guide.owningViewStorage
        while let a = ancestor {
            for c in a.layoutStorage?.constraints ?? [] where c.firstItemStorage === guide || c.secondItemStorage === guide {
                a.removeConstraint(c)
            }
            ancestor = a.superviewStorage
        }
        if let engine = guide.engine { engine.needsRebuild = true; engine.root?.setNeedsLayout() }
    }
}
