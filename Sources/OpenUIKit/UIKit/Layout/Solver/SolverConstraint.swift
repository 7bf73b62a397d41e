import Foundation

/// One linear constraint for `LayoutSolver`: `Σ coefficient · variable +
/// constant (relation) 0`, with a strength. Required constraints must hold;
/// optional ones are violated as little as their weight says.
@MainActor
final class SolverConstraint {
    enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }

    struct Term {
        var variable: SolverSymbol
        var coefficient: Double
    }

    let terms: [Term]
    /// Changed only through `LayoutSolver.setConstant(_:_:)` once installed.
    var constant: Double
    let relation: Relation
    /// The objective weight of an optional constraint; ignored when required.
    let weight: Double
    let isRequired: Bool
    /// The `NSLayoutConstraint` this was made from, by identity only (for
    /// diagnostics, which look it up among the hierarchy's constraints).
    /// Not a reference: a weak one gave every constraint a side table and
    /// made each retain of it take the runtime's slow path.
    let ownerID: ObjectIdentifier?
    /// How diagnostics name a constraint the engine made itself
    /// (autoresizing, content size, guide insets).
    /// Built only when a diagnostic needs it (labels cost more than solving).
    var label: @MainActor () -> String = { "" }

    // Solver state.
    var marker = SolverSymbol(index: 0, kind: .dummy)
    var other: SolverSymbol?
    /// The coefficient of `marker` in the row as first written (before any
    /// sign reversal): a constant change δ shifts the marker by δ / this.
    var markerCoefficient = 1.0
    var isInstalled = false
    /// Where the solver keeps it in its list of installed constraints.
    var installedSlot = 0
    /// Installation order, so a rebuild adds constraints in the same order.
    var order = 0

    init(terms: [Term], constant: Double, relation: Relation, isRequired: Bool, weight: Double = 1, ownerID: ObjectIdentifier? = nil) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.isRequired = isRequired
        self.weight = weight
        self.ownerID = ownerID
    }

    /// `variable == value` (an edit or a stay when optional).
    convenience init(variable: SolverSymbol, equals value: Double, isRequired: Bool, weight: Double = 1) {
        self.init(terms: [Term(variable: variable, coefficient: 1)], constant: -value, relation: .equal,
                  isRequired: isRequired, weight: weight)
    }
}
