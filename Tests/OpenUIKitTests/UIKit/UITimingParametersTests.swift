import Foundation
import Testing
@testable import OpenUIKit

/// `UICubicTimingParameters` and `UISpringTimingParameters`, checked against
/// docs/UIKIT-FACTS.md and closed forms.
@MainActor
@Suite("UIKit timing parameters")
struct UITimingParametersTests {
    @Test("UICubicTimingParameters() is the CA default curve (0.25, 0.1) (0.25, 1)")
    func defaultCubic() {
        MediaClock.installVirtual()
        let p = UICubicTimingParameters()
        #expect(p.controlPoint1 == CGPoint(x: 0.25, y: 0.1))
        #expect(p.controlPoint2 == CGPoint(x: 0.25, y: 1))
        #expect(p.timingCurveType == .builtin)
        #expect(p.timingFunction == CAMediaTimingFunction(name: .default))
        #expect(p.cubicTimingParameters === p)
        #expect(p.springTimingParameters == nil)
    }

    @Test("Named curves map to CA's control points; custom points are .cubic")
    func namedCurves() {
        MediaClock.installVirtual()
        let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
        #expect(easeIn.controlPoint1 == CGPoint(x: 0.42, y: 0))
        #expect(easeIn.controlPoint2 == CGPoint(x: 1, y: 1))
        #expect(easeIn.animationCurve == .easeIn)
        #expect(easeIn.timingCurveType == .builtin)
        let easeOut = UICubicTimingParameters(animationCurve: .easeOut)
        #expect(easeOut.controlPoint1 == CGPoint(x: 0, y: 0) && easeOut.controlPoint2 == CGPoint(x: 0.58, y: 1))
        let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.9))
        #expect(custom.timingCurveType == .cubic)
        #expect(custom.animationCurve == .easeInOut)
        #expect(custom.timingFunction == CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.9))
        let linearByPoints = UICubicTimingParameters(controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1))
        #expect(linearByPoints.animationCurve == .linear)
    }

    @Test("Damping-ratio springs solve stiffness/damping as the docs/UIKIT-FACTS.md table (within 0.5 %)",
          arguments: [
              (0.25, 1.0, 1364.1, 73.87), (0.30, 1.0, 947.3, 61.56), (0.30, 0.7, 1075.8, 45.92),
              (0.35, 1.0, 696.0, 52.76), (0.35, 0.7, 790.4, 39.36),
              (0.50, 1.0, 341.0, 36.93), (0.50, 0.9, 287.7, 30.53), (0.50, 0.8, 323.6, 28.78),
              (0.50, 0.7, 387.3, 27.55), (0.50, 0.5, 646.9, 25.43), (0.50, 0.3, 1469.9, 23.00),
              (1.00, 1.0, 85.26, 18.47), (1.00, 0.7, 96.82, 13.78),
          ])
    func springTable(duration: Double, ratio: Double, stiffness: Double, damping: Double) {
        MediaClock.installVirtual()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator(duration: duration, dampingRatio: CGFloat(ratio)) { view.alpha = 0 }
        animator.startAnimation()
        #expect(animator.duration == duration)  // a damping-ratio spring keeps the animator's duration
        let spring = view.layer.animation(forKey: "opacity") as? CASpringAnimation
        #expect(spring != nil)
        guard let spring else { return }
        #expect(spring.mass == 1)
        #expect(isRelativelyClose(Double(spring.stiffness), stiffness, within: 0.005))
        #expect(isRelativelyClose(Double(spring.damping), damping, within: 0.005))
        #expect(spring.duration == duration)
        animator.stopAnimation(true)
    }

    @Test("UISpringTimingParameters() is mass 3, stiffness 1000, damping 500 and imposes its settling duration")
    func defaultSpring() {
        MediaClock.installVirtual()
        let p = UISpringTimingParameters()
        #expect(p.model == .physical(mass: 3, stiffness: 1000, damping: 500))
        #expect(p.timingCurveType == .spring)
        // Overdamped closed form (v = 0): 1 − x = A·e^(r₊t) + B·e^(r₋t); the slow
        // term dominates at the 0.001 band: t = ln(A/0.001)/(−r₊).
        let w0 = (1000.0 / 3).squareRoot(), zeta = 500 / (2 * (3.0 * 1000).squareRoot())
        let rPlus = -w0 * (zeta - (zeta * zeta - 1).squareRoot())
        let rMinus = -w0 * (zeta + (zeta * zeta - 1).squareRoot())
        let a = rMinus / (rMinus - rPlus)
        let settle = log(a / 0.001) / -rPlus
        let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: p)
        #expect(isRelativelyClose(animator.duration, settle, within: 1e-4))
    }

    @Test("duration/bounce springs map like SwiftUI and the animator reports the settling duration")
    func bounceSpring() {
        MediaClock.installVirtual()
        let p = UISpringTimingParameters(duration: 0.5, bounce: 0.3)
        let k = pow(2 * Double.pi / 0.5, 2), c = 4 * Double.pi * 0.7 / 0.5
        guard case let .physical(m, stiffness, damping) = p.model else { Issue.record("not physical"); return }
        #expect(m == 1)
        #expect(isRelativelyClose(stiffness, k, within: 1e-12))
        #expect(isRelativelyClose(damping, c, within: 1e-12))
        let view = UIView(frame: .zero)
        let animator = UIViewPropertyAnimator(duration: 3, timingParameters: p)
        animator.addAnimations { view.alpha = 0 }
        #expect(animator.duration != 3)
        // At the reported duration the closed-form underdamped motion is within ε = 0.001.
        let zeta = 0.7, w0 = k.squareRoot(), wd = w0 * (1 - zeta * zeta).squareRoot()
        func offset(_ t: Double) -> Double { exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t)) }
        #expect(abs(offset(animator.duration)) <= 0.001 + 1e-9)
        #expect(abs(offset(animator.duration * 0.95)) > 0.0009)
        animator.startAnimation()
        let spring = view.layer.animation(forKey: "opacity") as? CASpringAnimation
        #expect(spring.map { isRelativelyClose(Double($0.stiffness), k, within: 1e-6) } == true)
        #expect(spring?.duration == animator.duration)
        animator.stopAnimation(true)
    }

    @Test("A physical spring's initialVelocity is applied per axis for one-axis moves, as magnitude otherwise")
    func velocityPerAxis() {
        MediaClock.installVirtual()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let params = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 2, dy: 3))
        let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: params)
        animator.addAnimations {
            view.center = CGPoint(x: 105, y: 5)      // x only → dx
            other.center = CGPoint(x: 5, y: 55)      // y only → dy
            view.alpha = 0.5                          // no 2-D motion → |v|
        }
        animator.startAnimation()
        let xMove = view.layer.animation(forKey: "position") as? CASpringAnimation
        let yMove = other.layer.animation(forKey: "position") as? CASpringAnimation
        let fade = view.layer.animation(forKey: "opacity") as? CASpringAnimation
        #expect(xMove?.initialVelocity == 2)
        #expect(yMove?.initialVelocity == 3)
        #expect(fade.map { isClose(Double($0.initialVelocity), 13.0.squareRoot(), within: 1e-9) } == true)
        // Stiffness is solved with that velocity (critical: (1 + (ω − v)d)e^(−ωd) = 0.001).
        if let xMove {
            let w = Double(xMove.stiffness).squareRoot()
            #expect(abs((1 + (w - 2) * 0.5) * exp(-w * 0.5) - 0.001) < 1e-6)
        }
        animator.stopAnimation(true)
    }
}
