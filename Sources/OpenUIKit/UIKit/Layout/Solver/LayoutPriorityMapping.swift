import Foundation

/// How a `UILayoutPriority` (1…1000) becomes a solver strength.
///
/// 1000 is required (`SolverConstraint.isRequired`). Below it the weight
/// grows geometrically, `10^(p / 200)` (1.012 at 1, 10 at 200, 5,623 at
/// 750, 99,655 at 999): each step of one priority multiplies the weight by
/// 1.0116, so a higher priority wins any one-to-one conflict, and a
/// constraint outweighs up to `10^((p − q)/200)` violated ones of priority
/// q by the same amount (562 at 750 against 250) — close to UIKit's
/// "higher priorities are satisfied first" while keeping the objective's
/// coefficients within 10⁵, where the simplex stays exact in doubles.
enum LayoutPriorityMapping {
    static func weight(_ priority: Float) -> Double {
        let p = Double(min(max(priority, 1), 999))
        return pow(10, p / 200)
    }
}
