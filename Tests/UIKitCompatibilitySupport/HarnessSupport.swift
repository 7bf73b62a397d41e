import Foundation
import Testing
import UIKit
import SegueTesting

/// What the compatibility fixtures' tests share (both language modes).
extension TransitionHarness {
    /// Ticks until a transition has begun; returns the media time it began
    /// at (the animator's animations are stamped with this time).
    @discardableResult
    public func advanceToTransitionStart() -> TimeInterval {
        let started = advance(until: { self.isTransitioning }, timeout: 1)
        #expect(started, "no transition began")
        return now
    }

    /// The appearance callbacks recorded so far, named `"<name>.<callback>"`
    /// for the given controllers (others are left out).
    public func appearanceLog(_ controllers: KeyValuePairs<String, UIViewController>) -> [String] {
        timeline.entries.compactMap { entry -> String? in
            guard entry.callback.isAppearance, let reference = entry.controller else { return nil }
            for (name, controller) in controllers where reference.id == ObjectIdentifier(controller) {
                return "\(name).\(entry.callback.name)"
            }
            return nil
        }
    }

    /// Lifts finger `touchID` at `point` (after a drag with `release: false`).
    public func release(at point: CGPoint, touchID: Int = 0) {
        window.sendTouch(.ended, at: point, touchID: touchID)
        clock.tick()
    }
}

/// `|a - b| <= tolerance`.
public func close<T: BinaryFloatingPoint>(_ a: T, _ b: T, _ tolerance: T = 0.01) -> Bool {
    abs(a - b) <= tolerance
}

public func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 0.5) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

public func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 0.5) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// UIKit's spring (docs/UIKIT-FACTS.md): the fraction of the distance covered
/// at `t` by a spring of mass 1, `stiffness`, `damping`, starting at rest.
public func springFraction(t: Double, stiffness: Double, damping: Double) -> Double {
    let omega0 = stiffness.squareRoot()
    let zeta = damping / (2 * omega0)
    if zeta < 1 {
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega0 * t) * (cos(omegaD * t) + (zeta * omega0 / omegaD) * sin(omegaD * t))
    }
    return 1 - exp(-omega0 * t) * (1 + omega0 * t)
}

/// `a + (b - a) * f`.
public func lerp(_ a: CGFloat, _ b: CGFloat, _ f: CGFloat) -> CGFloat { a + (b - a) * f }

public func lerp(_ a: CGRect, _ b: CGRect, _ f: CGFloat) -> CGRect {
    CGRect(x: lerp(a.minX, b.minX, f), y: lerp(a.minY, b.minY, f),
           width: lerp(a.width, b.width, f), height: lerp(a.height, b.height, f))
}
