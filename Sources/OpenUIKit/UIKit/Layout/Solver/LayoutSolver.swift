import Foundation

/// An incremental Cassowary solver (Badros, Borning & Stuckey, "The
/// Cassowary linear arithmetic constraint solving algorithm", 2001), the
/// algorithm behind Auto Layout.
///
/// The tableau is kept in solved form: every basic symbol has a row
/// `basic = constant + Σ coefficient · parametric symbol`, and every
/// parametric symbol is zero. External variables are never restricted in
/// sign; slack and error symbols are non-negative; dummy symbols mark
/// required equalities and are zero.
///
/// - Adding a constraint substitutes the current rows into it, picks a
///   subject (or optimises an artificial variable when none fits), then
///   re-optimises the objective (primal simplex, Bland's rule).
/// - Removing one pivots its marker into the basis and drops that row.
/// - Changing a constant (`setConstant`) does not rebuild anything: the
///   change is a shift of the constraint's marker symbol, applied to the
///   rows that mention it; rows made infeasible are repaired by the dual
///   simplex, which keeps the objective optimal. This is the fast path for
///   `NSLayoutConstraint.constant` and for edit variables and stays.
/// - A required constraint that conflicts with the installed ones is not
///   installed; `lastConflict` lists the required constraints it fought.
@MainActor
final class LayoutSolver {
    @exclusivity(unchecked) private var rowIndex: [Int32] = []         // symbol index → row slot, -1 when parametric
    @exclusivity(unchecked) private var basics: [SolverSymbol] = []
    @exclusivity(unchecked) private var rows: [SolverRow] = []
    @exclusivity(unchecked) private var objective = SolverRow()
    /// False while the objective is known optimal: no term changed since
    /// the last primal simplex ended without an entering symbol. Adding a
    /// constraint whose row leaves the objective alone (an external subject,
    /// the usual case) then skips the scan of every objective term.
    private var objectiveMayImprove = false
    private var artificial: SolverRow?
    private var infeasible: [SolverSymbol] = []
    private var symbolCount = 0
    /// For each symbol, the basic symbols whose rows may mention it (a
    /// column index, kept lazily: entries go stale when rows change and are
    /// dropped by `rowsContaining(_:)`). Substitution then visits only the
    /// rows that hold the symbol instead of the whole tableau.
    @exclusivity(unchecked) private var occurrences: [[SolverSymbol]] = []
    @exclusivity(unchecked) private var visitMark: [UInt32] = []
    private var visitStamp: UInt32 = 0
    /// The slots `rowsContaining(_:)` returns, reused between calls (each
    /// caller is done with the list before the next call).
    @exclusivity(unchecked) private var slotScratch: [Int] = []
    private var installOrder = 0
    /// Per symbol index, the installed constraint whose marker it is.
    @exclusivity(unchecked) private var markerOwners: [SolverConstraint?] = []
    /// The installed constraints; each knows its place (`installedSlot`).
    @exclusivity(unchecked) private(set) var constraints: [SolverConstraint] = []
    /// The required constraints the last refused constraint conflicted with.
    private(set) var lastConflict: [SolverConstraint] = []
    /// Pivots performed so far (for tests of the fast paths).
    private(set) var pivotCount = 0

    init() {}

    // MARK: Variables

    func makeVariable() -> SolverSymbol { makeSymbol(.external) }

    private func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        let s = SolverSymbol(index: symbolCount, kind: kind)
        symbolCount += 1
        rowIndex.append(-1)
        occurrences.append([])
        visitMark.append(0)
        markerOwners.append(nil)
        return s
    }

    /// The variable's value in the current solution.
    func value(of variable: SolverSymbol) -> Double {
        let slot = rowIndex[variable.index]
        return slot < 0 ? 0 : rows[Int(slot)].constant
    }

    var constraintCount: Int { constraints.count }

    // MARK: Row storage

    @inline(__always) private func slot(of symbol: SolverSymbol) -> Int? {
        let s = rowIndex[symbol.index]
        return s < 0 ? nil : Int(s)
    }

    private func insertRow(_ symbol: SolverSymbol, _ row: SolverRow) {
        rowIndex[symbol.index] = Int32(rows.count)
        basics.append(symbol)
        for term in row.terms { occurrences[term.symbol.index].append(symbol) }
        rows.append(row)
    }

    /// The slots of the rows that mention `symbol`, each once; compacts the
    /// symbol's column list on the way (in place: no allocation).
    private func rowsContaining(_ symbol: SolverSymbol) -> [Int] {
        slotScratch.removeAll(keepingCapacity: true)
        guard !occurrences[symbol.index].isEmpty else { return slotScratch }
        visitStamp &+= 1
        if visitStamp == 0 {
            for i in visitMark.indices { visitMark[i] = 0 }
            visitStamp = 1
        }
        // Moved out while compacted, so the list is uniquely referenced.
        var list = occurrences[symbol.index]
        occurrences[symbol.index] = []
        var kept = 0
        for k in list.indices {
            let basic = list[k]
            guard visitMark[basic.index] != visitStamp else { continue }
            visitMark[basic.index] = visitStamp
            guard let s = slot(of: basic), rows[s].coefficient(for: symbol) != 0 else { continue }
            list[kept] = basic
            kept += 1
            slotScratch.append(s)
        }
        list.removeLast(list.count - kept)
        occurrences[symbol.index] = list
        return slotScratch
    }

    private func takeRow(at slot: Int) -> SolverRow {
        let symbol = basics[slot]
        rowIndex[symbol.index] = -1
        let last = rows.count - 1
        if slot != last {
            rows.swapAt(slot, last)
            basics.swapAt(slot, last)
            rowIndex[basics[slot].index] = Int32(slot)
        }
        basics.removeLast()
        return rows.removeLast()
    }

    // MARK: Adding and removing

    /// Installs `constraint`. Returns false, leaving the solution as it was,
    /// when it is required and conflicts with the required constraints
    /// already installed (`lastConflict` names them).
    @discardableResult
    func add(_ constraint: SolverConstraint) -> Bool {
        guard !constraint.isInstalled else { return true }
        constraint.order = installOrder
        installOrder += 1
        switch install(constraint) {
        case .installed:
            return true
        case .conflict(let involved, let tableauTouched):
            lastConflict = involved
            if tableauTouched { rebuild() }
            return false
        }
    }

    private enum InstallResult {
        case installed
        case conflict([SolverConstraint], tableauTouched: Bool)
    }

    private func install(_ c: SolverConstraint) -> InstallResult {
        var row = makeRow(for: c)
        var subject = chooseSubject(row, c)
        var allDummies = true
        for term in row.terms where !term.symbol.isDummy { allDummies = false; break }
        if subject == nil, allDummies {
            if !solverNearZero(row.constant) {
                return .conflict(conflictSet(row), tableauTouched: false)
            }
            subject = c.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            insertRow(subject, row)
        } else if !addWithArtificialVariable(row) {
            return .conflict(conflictSet(row), tableauTouched: true)
        }
        c.isInstalled = true
        c.installedSlot = constraints.count
        constraints.append(c)
        markerOwners[c.marker.index] = c
        optimize(objectiveRow: true)
        return .installed
    }

    /// The required constraints whose markers occur in `row`.
    private func conflictSet(_ row: SolverRow) -> [SolverConstraint] {
        row.terms.compactMap { markerOwners[$0.symbol.index] }.filter(\.isRequired)
    }

    /// Removes `constraint` and re-optimises.
    func remove(_ constraint: SolverConstraint) {
        guard constraint.isInstalled else { return }
        constraint.isInstalled = false
        let last = constraints.count - 1, place = constraint.installedSlot
        if place != last {
            constraints.swapAt(place, last)
            constraints[place].installedSlot = place
        }
        constraints.removeLast()
        markerOwners[constraint.marker.index] = nil
        removeEffects(of: constraint)
        let marker = constraint.marker
        if let s = slot(of: marker) {
            _ = takeRow(at: s)
        } else if let leavingSlot = markerLeavingSlot(marker) {
            let leaving = basics[leavingSlot]
            var row = takeRow(at: leavingSlot)
            row.solve(for: leaving, marker)
            substitute(marker, row)
        } else {
            // The marker occurs in no row: nothing depends on it.
        }
        optimize(objectiveRow: true)
    }

    private func removeEffects(of c: SolverConstraint) {
        guard !c.isRequired else { return }
        for symbol in [c.marker, c.other].compactMap({ $0 }) where symbol.kind == .error {
            if let s = slot(of: symbol) {
                objective.insert(rows[s], -c.weight)
            } else {
                objective.insert(symbol, -c.weight)
            }
            objectiveMayImprove = true
        }
    }

    private func markerLeavingSlot(_ marker: SolverSymbol) -> Int? {
        var r1 = Double.infinity, r2 = Double.infinity
        var first: Int?, second: Int?, third: Int?
        for i in rowsContaining(marker) {
            let c = rows[i].coefficient(for: marker)
            if basics[i].isExternal {
                third = i
            } else if c < 0 {
                let r = -rows[i].constant / c
                if r < r1 { r1 = r; first = i }
            } else {
                let r = rows[i].constant / c
                if r < r2 { r2 = r; second = i }
            }
        }
        return first ?? second ?? third
    }

    /// Changes an installed constraint's constant without rebuilding the
    /// tableau (dual simplex). Returns false when the new constant makes the
    /// required constraints conflict: the constraint is then uninstalled and
    /// `lastConflict` names the constraints involved.
    @discardableResult
    func setConstant(_ c: SolverConstraint, _ value: Double) -> Bool {
        let delta = value - c.constant
        guard delta != 0 else { return true }
        c.constant = value
        guard c.isInstalled else { return true }
        if shiftMarker(of: c, by: delta / c.markerCoefficient) { return true }
        // Conflict: put the old constant back (the old system is feasible,
        // so the dual simplex repairs every row from any optimal basis),
        // then report the constraint as unsatisfiable and uninstall it.
        infeasible.removeAll()
        _ = shiftMarker(of: c, by: -delta / c.markerCoefficient, optimizing: false)
        for i in rows.indices where !basics[i].isExternal && rows[i].constant < 0 { infeasible.append(basics[i]) }
        if !dualOptimize() { rebuild() }
        remove(c)
        lastConflict = conflictSet(makeRow(for: c)) + [c]
        return false
    }

    private func shiftMarker(of c: SolverConstraint, by shift: Double, optimizing: Bool = true) -> Bool {
        let marker = c.marker
        var consistent = true
        if let s = slot(of: marker) {
            rows[s].constant -= shift
            if marker.isDummy {
                consistent = solverNearZero(rows[s].constant)
            } else if rows[s].constant < 0 {
                infeasible.append(marker)
            }
        } else {
            for i in rowsContaining(marker) {
                let a = rows[i].coefficient(for: marker)
                rows[i].constant += a * shift
                let basic = basics[i]
                if basic.isDummy, !solverNearZero(rows[i].constant) { consistent = false }
                if !basic.isExternal, rows[i].constant < 0 { infeasible.append(basic) }
            }
        }
        guard optimizing else { return consistent }
        return dualOptimize() && consistent
    }

    /// Rebuilds the tableau from the installed constraints (after a failed
    /// artificial-variable solve left it in an unknown state).
    private func rebuild() {
        let installed = constraints.sorted { $0.order < $1.order }
        for i in rowIndex.indices { rowIndex[i] = -1; occurrences[i].removeAll(); markerOwners[i] = nil }
        basics.removeAll(keepingCapacity: true)
        rows.removeAll(keepingCapacity: true)
        objective = SolverRow()
        objectiveMayImprove = false
        artificial = nil
        infeasible.removeAll()
        constraints.removeAll()
        for c in installed {
            c.isInstalled = false
            if case .conflict = install(c) {
                // It held before with this set; only reachable through
                // rounding. Leave it out rather than loop.
                Log.uiKit.error("Auto Layout: dropped a constraint while rebuilding the solver")
            }
        }
    }

    // MARK: Rows

    private func makeRow(for c: SolverConstraint) -> SolverRow {
        var row = SolverRow(constant: c.constant)
        row.terms.reserveCapacity(c.terms.count + 2)   // the terms, a marker and an error
        for term in c.terms {
            guard !solverNearZero(term.coefficient) else { continue }
            if let s = slot(of: term.variable) {
                row.insert(rows[s], term.coefficient)
            } else {
                row.insert(term.variable, term.coefficient)
            }
        }
        c.other = nil
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let k: Double = c.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            c.marker = slack
            c.markerCoefficient = k
            row.insert(slack, k)
            if !c.isRequired {
                let error = makeSymbol(.error)
                c.other = error
                row.insert(error, -k)
                objective.insert(error, c.weight)
            }
        case .equal:
            if c.isRequired {
                let dummy = makeSymbol(.dummy)
                c.marker = dummy
                c.markerCoefficient = 1
                row.insert(dummy, 1)
            } else {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                c.marker = plus
                c.other = minus
                c.markerCoefficient = -1
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, c.weight)
                objective.insert(minus, c.weight)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    private func chooseSubject(_ row: SolverRow, _ c: SolverConstraint) -> SolverSymbol? {
        for term in row.terms where term.symbol.isExternal { return term.symbol }
        if c.marker.isPivotable, row.coefficient(for: c.marker) < 0 { return c.marker }
        if let other = c.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    private func addWithArtificialVariable(_ row: SolverRow) -> Bool {
        let art = makeSymbol(.slack)
        insertRow(art, row)
        artificial = row
        optimize(objectiveRow: false)
        let success = solverNearZero(artificial!.constant)
        artificial = nil
        if let s = slot(of: art) {
            var basicRow = takeRow(at: s)
            if basicRow.terms.isEmpty { return success }
            var pivotable: SolverSymbol?
            for term in basicRow.terms where term.symbol.isPivotable { pivotable = term.symbol; break }
            guard let entering = pivotable else { return false }
            basicRow.solve(for: art, entering)
            substitute(entering, basicRow)
            insertRow(entering, basicRow)
        }
        for i in rowsContaining(art) { rows[i].remove(art) }
        objective.remove(art)
        return success
    }

    private func substitute(_ symbol: SolverSymbol, _ row: SolverRow) {
        for i in rowsContaining(symbol) {
            guard rows[i].substitute(symbol, row) else { continue }
            let basic = basics[i]
            for term in row.terms { occurrences[term.symbol.index].append(basic) }
            if !basic.isExternal, rows[i].constant < 0 { infeasible.append(basic) }
        }
        occurrences[symbol.index].removeAll(keepingCapacity: true)
        if objective.substitute(symbol, row) { objectiveMayImprove = true }
        if artificial != nil { _ = artificial!.substitute(symbol, row) }
    }

    /// At most this many pivots per optimisation: a safety net against
    /// cycling through rounding; never reached by well-formed systems.
    private var pivotLimit: Int { 50 * (rows.count + 20) }

    /// Primal simplex on the objective (or the artificial objective).
    private func optimize(objectiveRow: Bool) {
        if objectiveRow, !objectiveMayImprove { return }
        var budget = pivotLimit
        while budget > 0 {
            budget -= 1
            var found: SolverSymbol?
            for term in (objectiveRow ? objective.terms : artificial!.terms)
            where term.coefficient < -solverEpsilon && !term.symbol.isDummy {
                found = term.symbol
                break
            }
            guard let entering = found else {
                if objectiveRow { objectiveMayImprove = false }
                return
            }
            var ratio = Double.infinity
            var leavingSlot: Int?
            for i in rowsContaining(entering) where !basics[i].isExternal {
                let c = rows[i].coefficient(for: entering)
                if c < 0 {
                    let r = -rows[i].constant / c
                    if r < ratio || (r == ratio && leavingSlot.map { basics[i] < basics[$0] } == true) {
                        ratio = r; leavingSlot = i
                    }
                }
            }
            // Unbounded objective: cannot happen with non-negative errors.
            guard let leavingSlot else { return }
            let leaving = basics[leavingSlot]
            var row = takeRow(at: leavingSlot)
            row.solve(for: leaving, entering)
            substitute(entering, row)
            insertRow(entering, row)
            pivotCount += 1
        }
        Log.uiKit.error("Auto Layout: the solver stopped after \(pivotLimit) pivots (cycling)")
    }

    /// Dual simplex: restores feasibility of the rows in `infeasible`
    /// keeping the objective optimal. False when a row cannot be repaired
    /// (the required constraints conflict).
    private func dualOptimize() -> Bool {
        var budget = pivotLimit
        while let leaving = infeasible.popLast() {
            guard let s = slot(of: leaving), rows[s].constant < -solverEpsilon else { continue }
            budget -= 1
            if budget < 0 { infeasible.removeAll(); return false }
            var entering: SolverSymbol?
            var ratio = Double.infinity
            for term in rows[s].terms where term.coefficient > 0 && !term.symbol.isDummy {
                let r = objective.coefficient(for: term.symbol) / term.coefficient
                if r < ratio { ratio = r; entering = term.symbol }
            }
            guard let entering else { infeasible.removeAll(); return false }
            var row = takeRow(at: s)
            row.solve(for: leaving, entering)
            substitute(entering, row)
            insertRow(entering, row)
            pivotCount += 1
        }
        return true
    }
}
