import Foundation

/// An object that describes the timing of a property animator
/// (`UITimingCurveProvider`).
///
/// UIKit reads `timingCurveType` and then the matching parameters: cubic
/// parameters for `.builtin`/`.cubic`, spring parameters for `.spring`, both
/// for `.composed` (Segue animates a composed provider with its spring
/// parameters when present, else with its cubic parameters).
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}
