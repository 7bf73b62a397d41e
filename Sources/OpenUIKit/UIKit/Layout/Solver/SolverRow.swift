import Foundation

/// A symbol of the simplex tableau. The kind sits in the low two bits, so
/// symbols sort by creation order within a kind-independent counter and a
/// row's terms stay in a deterministic order (the lowest symbol enters
/// first: Bland's rule, which keeps the primal simplex from cycling).
struct SolverSymbol: Hashable, Comparable {
    enum Kind: UInt32 { case external = 0, slack = 1, error = 2, dummy = 3 }

    let raw: UInt32

    init(index: Int, kind: Kind) { raw = UInt32(index) << 2 | kind.rawValue }

    var kind: Kind { Kind(rawValue: raw & 3)! }
    /// The symbol's dense index (for per-symbol tables).
    var index: Int { Int(raw >> 2) }
    var isExternal: Bool { raw & 3 == 0 }
    var isDummy: Bool { raw & 3 == 3 }
    /// Slack and error symbols can leave a row in a pivot; dummies cannot.
    var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }

    static func < (a: SolverSymbol, b: SolverSymbol) -> Bool { a.raw < b.raw }
}

/// Numbers below this magnitude are treated as zero (coefficients and
/// constants of the tableau).
let solverEpsilon = 1.0e-8

@inline(__always) func solverNearZero(_ value: Double) -> Bool { abs(value) < solverEpsilon }

/// A row of the tableau: `basic = constant + Σ coefficient · symbol`, the
/// terms kept sorted by symbol. Rows are short (a constraint names a few
/// variables), so a sorted array beats a hash table for every operation
/// the solver performs on them.
struct SolverRow {
    struct Term {
        var symbol: SolverSymbol
        var coefficient: Double
    }

    var terms: [Term] = []
    var constant: Double

    init(constant: Double = 0) { self.constant = constant }

    @inline(__always) private func position(of symbol: SolverSymbol) -> (found: Bool, index: Int) {
        var lo = 0, hi = terms.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            let s = terms[mid].symbol.raw
            if s == symbol.raw { return (true, mid) }
            if s < symbol.raw { lo = mid + 1 } else { hi = mid }
        }
        return (false, lo)
    }

    func coefficient(for symbol: SolverSymbol) -> Double {
        let (found, i) = position(of: symbol)
        return found ? terms[i].coefficient : 0
    }

    /// Adds `coefficient · symbol`, dropping the term when it cancels.
    mutating func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) {
        let (found, i) = position(of: symbol)
        if found {
            let c = terms[i].coefficient + coefficient
            if solverNearZero(c) { terms.remove(at: i) } else { terms[i].coefficient = c }
        } else if !solverNearZero(coefficient) {
            // New symbols are the highest so far: usually an append.
            if i == terms.count {
                terms.append(Term(symbol: symbol, coefficient: coefficient))
            } else {
                terms.insert(Term(symbol: symbol, coefficient: coefficient), at: i)
            }
        }
    }

    /// Adds `coefficient · other` (constant included), merging the sorted terms.
    mutating func insert(_ other: SolverRow, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        if other.terms.count == 1 {
            insert(other.terms[0].symbol, other.terms[0].coefficient * coefficient)
            return
        }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count + other.terms.count)
        var i = 0, j = 0
        while i < terms.count || j < other.terms.count {
            if j == other.terms.count || (i < terms.count && terms[i].symbol.raw < other.terms[j].symbol.raw) {
                merged.append(terms[i]); i += 1
            } else if i == terms.count || other.terms[j].symbol.raw < terms[i].symbol.raw {
                let c = other.terms[j].coefficient * coefficient
                if !solverNearZero(c) { merged.append(Term(symbol: other.terms[j].symbol, coefficient: c)) }
                j += 1
            } else {
                let c = terms[i].coefficient + other.terms[j].coefficient * coefficient
                if !solverNearZero(c) { merged.append(Term(symbol: terms[i].symbol, coefficient: c)) }
                i += 1; j += 1
            }
        }
        terms = merged
    }

    mutating func remove(_ symbol: SolverSymbol) {
        let (found, i) = position(of: symbol)
        if found { terms.remove(at: i) }
    }

    mutating func reverseSign() {
        constant = -constant
        for i in terms.indices { terms[i].coefficient = -terms[i].coefficient }
    }

    /// Rewrites `0 = constant + … + a·symbol + …` as `symbol = …`.
    mutating func solve(for symbol: SolverSymbol) {
        let (found, i) = position(of: symbol)
        guard found else { return }
        let factor = -1.0 / terms[i].coefficient
        terms.remove(at: i)
        constant *= factor
        for k in terms.indices { terms[k].coefficient *= factor }
    }

    /// Rewrites `lhs = …` (this row, basic `lhs`) as a row for `rhs`.
    mutating func solve(for lhs: SolverSymbol, _ rhs: SolverSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row`, if the symbol occurs.
    @inline(__always)
    mutating func substitute(_ symbol: SolverSymbol, _ row: SolverRow) -> Bool {
        let (found, i) = position(of: symbol)
        guard found else { return false }
        let c = terms[i].coefficient
        terms.remove(at: i)
        insert(row, c)
        return true
    }
}
