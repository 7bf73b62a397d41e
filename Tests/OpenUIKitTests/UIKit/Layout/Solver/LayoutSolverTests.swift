import Foundation
import Testing
@testable import OpenUIKit

/// The Cassowary solver behind Auto Layout, on small systems whose
/// solutions follow from the constraints by hand.
@MainActor
@Suite("LayoutSolver")
struct LayoutSolverTests {
    typealias Term = SolverConstraint.Term

    /// `a·x + b·y + constant (relation) 0`.
    func constraint(_ terms: [(SolverSymbol, Double)], _ constant: Double, _ relation: SolverConstraint.Relation = .equal,
                    required: Bool = true, weight: Double = 1) -> SolverConstraint {
        SolverConstraint(terms: terms.map { Term(variable: $0.0, coefficient: $0.1) }, constant: constant,
                         relation: relation, isRequired: required, weight: weight)
    }

    @Test("Required equalities: x + y = 100, x − y = 20 gives x = 60, y = 40")
    func equalities() {
        let solver = LayoutSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        #expect(solver.add(constraint([(x, 1), (y, 1)], -100)))
        #expect(solver.add(constraint([(x, 1), (y, -1)], -20)))
        #expect(isClose(solver.value(of: x), 60))
        #expect(isClose(solver.value(of: y), 40))
    }

    @Test("Inequalities bound an optional preference: x ≤ 50 beats a weak x = 80")
    func inequalityBeatsPreference() {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        solver.add(constraint([(x, 1)], -80, required: false, weight: 1))
        #expect(isClose(solver.value(of: x), 80))
        solver.add(constraint([(x, 1)], -50, .lessThanOrEqual))
        #expect(isClose(solver.value(of: x), 50))
        solver.add(constraint([(x, 1)], -60, .greaterThanOrEqual, required: false, weight: 10))
        // The stronger optional x ≥ 60 cannot win over the required x ≤ 50.
        #expect(isClose(solver.value(of: x), 50))
    }

    @Test("The heavier optional constraint wins a conflict, whatever the order")
    func weightsBreakTies() {
        for heavyFirst in [true, false] {
            let solver = LayoutSolver()
            let x = solver.makeVariable()
            let light = constraint([(x, 1)], -10, required: false, weight: LayoutPriorityMapping.weight(250))
            let heavy = constraint([(x, 1)], -30, required: false, weight: LayoutPriorityMapping.weight(251))
            if heavyFirst { solver.add(heavy); solver.add(light) } else { solver.add(light); solver.add(heavy) }
            #expect(isClose(solver.value(of: x), 30))
        }
    }

    @Test("A required conflict is refused, names the constraints it fought and leaves the solution")
    func unsatisfiable() {
        let solver = LayoutSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let a = constraint([(x, 1)], -10)
        let b = constraint([(y, 1), (x, -1)], -5)   // y = x + 5
        solver.add(a); solver.add(b)
        let bad = constraint([(y, 1)], -40)          // y = 40 contradicts y = 15
        #expect(!solver.add(bad))
        #expect(!bad.isInstalled)
        #expect(Set(solver.lastConflict.map(ObjectIdentifier.init)) == Set([a, b].map(ObjectIdentifier.init)))
        #expect(isClose(solver.value(of: x), 10))
        #expect(isClose(solver.value(of: y), 15))
        // An inequality conflict goes through the artificial variable.
        let badInequality = constraint([(y, 1)], -100, .greaterThanOrEqual)
        #expect(!solver.add(badInequality))
        #expect(isClose(solver.value(of: y), 15))
        #expect(solver.add(constraint([(y, 1)], -100, .lessThanOrEqual)))
        #expect(isClose(solver.value(of: y), 15))
    }

    @Test("Removing a constraint frees its variables; adding it again restores the solution")
    func removeAndReAdd() {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        solver.add(constraint([(x, 1)], 0, required: false, weight: 1))   // weak x = 0 (a stay)
        let pin = constraint([(x, 1)], -42)
        solver.add(pin)
        #expect(isClose(solver.value(of: x), 42))
        solver.remove(pin)
        #expect(isClose(solver.value(of: x), 0))
        #expect(solver.add(pin))
        #expect(isClose(solver.value(of: x), 42))
        #expect(solver.constraintCount == 2)
    }

    @Test("Removals in any order leave the rest installed, also through the rebuild after a refused inequality")
    func removalsThenRebuild() {
        let solver = LayoutSolver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        let a = constraint([(x, 1)], -10)                 // x = 10 (removed below)
        let b = constraint([(y, 1)], -70)                 // y = 70
        let c = constraint([(z, 1)], -3)                  // z = 3
        solver.add(a); solver.add(b); solver.add(c)
        solver.remove(a)                                  // the first installed, not the last
        #expect(solver.constraintCount == 2)
        let d = constraint([(y, 1), (x, -1)], -5)         // y = x + 5, so x = 65
        #expect(solver.add(d))
        #expect(isClose(solver.value(of: x), 65))
        // x ≥ 100 contradicts x = y − 5 = 65: refused through the artificial
        // variable, which rebuilds the tableau from the installed b, c, d.
        #expect(!solver.add(constraint([(x, 1)], -100, .greaterThanOrEqual)))
        #expect(solver.constraintCount == 3)
        #expect(isClose(solver.value(of: x), 65))
        #expect(isClose(solver.value(of: y), 70))
        #expect(isClose(solver.value(of: z), 3))
        solver.remove(b)                                  // now in the middle of the list
        #expect(solver.constraintCount == 2)
        solver.add(constraint([(y, 1)], -20))             // y = 20, so x = 15
        #expect(isClose(solver.value(of: x), 15))
        #expect(isClose(solver.value(of: z), 3))
    }

    @Test("The optimum follows optional constraints added after required ones, constant changes and removals")
    func optimumAfterEachKindOfChange() {
        let solver = LayoutSolver()
        let x = solver.makeVariable(), w = solver.makeVariable()
        let cap = constraint([(x, 1)], -50, .lessThanOrEqual)             // x ≤ 50
        solver.add(cap)
        solver.add(constraint([(x, 1)], -80, required: false, weight: 1))  // prefers x = 80
        #expect(isClose(solver.value(of: x), 50))
        solver.add(constraint([(w, 1), (x, -1)], -5))                     // w = x + 5: leaves the optimum
        #expect(isClose(solver.value(of: w), 55))
        solver.setConstant(cap, -100)                                     // x ≤ 100 (dual simplex)
        #expect(isClose(solver.value(of: x), 80))
        let heavy = constraint([(x, 1)], -90, required: false, weight: 10) // prefers x = 90, heavier
        solver.add(heavy)
        #expect(isClose(solver.value(of: x), 90))
        #expect(isClose(solver.value(of: w), 95))
        solver.remove(heavy)                                              // the lighter preference again
        #expect(isClose(solver.value(of: x), 80))
        #expect(isClose(solver.value(of: w), 85))
    }

    @Test("Changing a constant re-solves without rebuilding and with few pivots")
    func constantFastPath() {
        let solver = LayoutSolver()
        // A chain x0 = 10, x(i+1) = x(i) + 20, and a width w = x9 − x0.
        var xs: [SolverSymbol] = []
        for _ in 0..<10 { xs.append(solver.makeVariable()) }
        let first = constraint([(xs[0], 1)], -10)
        solver.add(first)
        var gaps: [SolverConstraint] = []
        for i in 1..<10 {
            let gap = constraint([(xs[i], 1), (xs[i - 1], -1)], -20)
            gaps.append(gap)
            solver.add(gap)
        }
        #expect(isClose(solver.value(of: xs[9]), 190))
        let pivots = solver.pivotCount
        solver.setConstant(first, -30)
        #expect(isClose(solver.value(of: xs[9]), 210))
        solver.setConstant(gaps[4], -25)
        #expect(isClose(solver.value(of: xs[9]), 215))
        #expect(isClose(solver.value(of: xs[4]), 110))
        #expect(solver.pivotCount == pivots)
    }

    @Test("An edit variable follows suggested values against a stay, through the dual simplex")
    func editVariables() {
        let solver = LayoutSolver()
        let left = solver.makeVariable(), width = solver.makeVariable()
        solver.add(constraint([(left, 1), (width, 1)], -300, .lessThanOrEqual))    // right ≤ 300
        solver.add(constraint([(width, 1)], -100, required: false, weight: 10))   // width stays 100
        let edit = SolverConstraint(variable: left, equals: 0, isRequired: false, weight: 1000)
        solver.add(edit)
        for target in [50.0, 150, 250, 120] {
            solver.setConstant(edit, -target)
            #expect(isClose(solver.value(of: left), target))
            #expect(isClose(solver.value(of: width), min(100, 300 - target)))
        }
    }

    @Test("A constant change that breaks the required system is refused and uninstalls the constraint")
    func constantConflict() {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        solver.add(constraint([(x, 1)], -100, .lessThanOrEqual))       // x ≤ 100
        let floor = constraint([(x, 1)], -50, .greaterThanOrEqual)     // x ≥ 50
        solver.add(floor)
        solver.add(constraint([(x, 1)], 0, required: false))           // prefers x = 0
        #expect(isClose(solver.value(of: x), 50))
        #expect(!solver.setConstant(floor, -150))                      // x ≥ 150 contradicts x ≤ 100
        #expect(!floor.isInstalled)
        #expect(isClose(solver.value(of: x), 0))
        #expect(solver.lastConflict.contains { $0 === floor })
    }

    @Test("A large chain with redundant constraints terminates and is exact")
    func largeSystem() {
        let solver = LayoutSolver()
        var xs: [SolverSymbol] = []
        for _ in 0..<600 { xs.append(solver.makeVariable()) }
        solver.add(constraint([(xs[0], 1)], 0))
        for i in 1..<600 {
            solver.add(constraint([(xs[i], 1), (xs[i - 1], -1)], -1))
            solver.add(constraint([(xs[i], 1), (xs[i - 1], -1)], -1, .greaterThanOrEqual))   // redundant
            solver.add(constraint([(xs[i], 1)], -10_000, required: false, weight: 5))       // pulls, loses
        }
        #expect(isClose(solver.value(of: xs[599]), 599, within: 1e-6))
    }
}
