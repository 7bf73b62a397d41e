// TEMPORARY until the animator branch merges.
import Foundation
@MainActor public protocol UITimingCurveProvider: AnyObject {}
@MainActor public protocol UIViewAnimating: AnyObject {
    var fractionComplete: CGFloat { get set }
    var isReversed: Bool { get set }
    func startAnimation()
    func pauseAnimation()
}
@MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
