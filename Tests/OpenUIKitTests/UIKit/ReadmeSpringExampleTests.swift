import Foundation
import Testing
@testable import OpenUIKit

/// The README's spring example, checked against the closed form.
@MainActor @Test("README spring example: presentation follows the damped spring and overshoots")
func readmeSpringExample() {
    let clock = MediaClock.installVirtual()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                   options: [], animations: { view.center.x = 200 })
    var xs: [CGFloat] = []
    for t in [0.0, 0.1, 0.2, 0.3, 0.5] {
        clock.tick(at: t)
        xs.append(view.layer.presentation()!.position.x)
    }
    // d = 0.5, ζ = 0.5: k = 646.9, c = 25.43 (docs/UIKIT-FACTS.md); x(t) = 25 + 175·s(t).
    let w0 = 646.9.squareRoot(), z = 25.43 / (2 * w0), wd = w0 * (1 - z * z).squareRoot()
    func s(_ t: Double) -> Double { 1 - exp(-z * w0 * t) * (cos(wd * t) + (z * w0 / wd) * sin(wd * t)) }
    for (i, t) in [0.0, 0.1, 0.2, 0.3, 0.5].enumerated() {
        #expect(abs(Double(xs[i]) - (25 + 175 * s(t))) < 0.5)
    }
    #expect(xs.max()! > 200)  // the spring overshoots the target
}
