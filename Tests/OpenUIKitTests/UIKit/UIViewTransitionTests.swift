import Foundation
import Testing
@testable import OpenUIKit

/// `UIView.transition(with:…)` and `transition(from:to:…)`.
@MainActor
@Suite("UIView built-in transitions")
struct UIViewTransitionTests {
    @Test("Cross dissolve: the old look fades out linearly over the new one, then goes")
    func crossDissolve() {
        let clock = MediaClock.installVirtual()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.backgroundColor = .red
        var finished: Bool?
        UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { view.backgroundColor = .blue }, completion: { finished = $0 })
        #expect(view.backgroundColor == .blue)
        let overlay = view.layer.sublayers?.last
        #expect(overlay?.name == "transition-overlay")
        clock.tick(at: 0)
        clock.tick(at: 0.1)
        #expect(abs(overlay!.presentation()!.opacity - 0.9) < 1e-6)
        #expect(overlay!.animationKeys() == ["transition"])
        clock.tick(at: 0.5)
        #expect(abs(overlay!.presentation()!.opacity - 0.5) < 1e-6)
        clock.advance(by: 0.6)
        #expect(finished == true)
        #expect(view.layer.sublayers == nil)
    }

    @Test("Flip from left: a quarter of the way the view has turned 45° about y")
    func flip() {
        let clock = MediaClock.installVirtual()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        UIView.transition(with: view, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: nil)
        clock.tick(at: 0)
        clock.tick(at: 0.25)
        let t = view.layer.presentation()!.transform
        // Rotation about y by θ with perspective: m11 = cos θ, m13 = −sin θ.
        #expect(abs(t.m11 - cos(.pi / 4)) < 1e-6 && abs(t.m13 + sin(.pi / 4)) < 1e-6)
        clock.advance(by: 1)
        #expect(view.layer.transform == CATransform3DIdentity)
    }

    @Test("transition(from:to:) swaps the views, or shows and hides them")
    func fromTo() {
        let clock = MediaClock.installVirtual()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView()
        container.addSubview(a)
        UIView.transition(from: a, to: b, duration: 0.3, options: .transitionCrossDissolve)
        #expect(a.superview == nil && b.superview === container)
        let c = UIView()
        container.addSubview(c)
        c.isHidden = true
        UIView.transition(from: b, to: c, duration: 0.3, options: [.transitionCrossDissolve, .showHideTransitionViews])
        #expect(b.isHidden && !c.isHidden && b.superview === container)
        clock.advance(by: 0.5)
    }
}
