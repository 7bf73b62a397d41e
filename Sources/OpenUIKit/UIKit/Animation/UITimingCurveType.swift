import Foundation

/// The kind of timing a `UITimingCurveProvider` describes (`UITimingCurveType`).
///
/// UIKit: `.builtin` for the named `UIView.AnimationCurve` curves (and the
/// default cubic curve), `.cubic` for custom control points, `.spring` for
/// spring parameters, `.composed` for providers carrying both cubic and spring
/// parameters. Raw values are UIKit's.
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}
