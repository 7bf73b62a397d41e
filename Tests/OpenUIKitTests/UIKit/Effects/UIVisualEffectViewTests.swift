import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `UIVisualEffectView`: the effect sets an animatable backdrop blur and tint;
/// subviews go in `contentView`.
@MainActor
@Suite("UIVisualEffectView")
struct UIVisualEffectViewTests {
    @Test("A blur effect view blurs its backdrop by the style's radius and tints it; content goes in contentView")
    func blurEffectView() {
        MediaClock.installVirtual()
        let effect = UIBlurEffect(style: .light)
        let view = UIVisualEffectView(effect: effect)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(view.effect === effect)
        #expect(view.contentView.superview === view)
        #expect(view.subviews.last === view.contentView)        // the content lies above backdrop and tint
        #expect(view.backdropView.layer.backdropBlurRadius == effect.appearance.radius)
        #expect(view.tintView.backgroundColor?.cgColor.alpha == effect.appearance.alpha)
        view.layoutIfNeeded()
        #expect(view.contentView.frame == view.bounds)
        view.effect = nil
        #expect(view.backdropView.layer.backdropBlurRadius == 0)
        #expect(view.tintView.backgroundColor?.cgColor.alpha == 0)
        // The key path UIKit's backdrop animates.
        #expect(LayerKeyPath("filters.gaussianBlur.inputRadius") == .backdropBlurRadius)
    }

    @Test("Setting effect from nil to a blur inside UIView.animate fades the blur and tint in progressively")
    func animatedBlur() {
        let clock = MediaClock.installVirtual()
        let view = UIVisualEffectView(effect: nil)
        clock.tick(at: 0)
        let blur = UIBlurEffect(style: .dark)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.effect = blur })
        #expect(view.effect === blur)                    // the model changes at once
        clock.tick(at: 0)
        clock.tick(at: 0.5)
        let radius = view.backdropView.layer.presentation()!.modelState.hot.backdropBlurRadius
        #expect(abs(radius - blur.appearance.radius / 2) < 1e-9)
        let tint = view.tintView.layer.presentation()!.backgroundColor!
        #expect(abs(tint.alpha - blur.appearance.alpha / 2) < 1e-9)
        clock.tick(at: 1)
        #expect(view.backdropView.layer.animationKeys() == nil)
    }

    @Test("A paused property animator's fractionComplete scrubs the blur")
    func scrubbedBlur() {
        let clock = MediaClock.installVirtual()
        let view = UIVisualEffectView(effect: nil)
        clock.tick(at: 0)
        let blur = UIBlurEffect(style: .systemMaterial)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.effect = blur }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        clock.tick(at: 3)
        let radius = view.backdropView.layer.presentation()!.modelState.hot.backdropBlurRadius
        #expect(abs(radius - blur.appearance.radius / 4) < 1e-9)
        animator.fractionComplete = 0.75
        clock.tick(at: 4)
        let later = view.backdropView.layer.presentation()!.modelState.hot.backdropBlurRadius
        #expect(abs(later - blur.appearance.radius * 3 / 4) < 1e-9)
        animator.stopAnimation(true)
    }

    @Test("Every blur style has a positive radius and a visible tint; vibrancy styles set the content's opacity")
    func stylesAndVibrancy() {
        MediaClock.installVirtual()
        for raw in [0, 1, 2] + Array(4...20) {
            let style = UIBlurEffect.Style(rawValue: raw)!
            let look = UIBlurEffect(style: style).appearance
            #expect(look.radius > 0 && look.alpha > 0 && look.alpha < 1)
        }
        #expect(UIBlurEffect.Style(rawValue: 3) == nil)  // extraDark is tvOS-only
        let blur = UIBlurEffect(style: .dark)
        let plain = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur))
        #expect(abs(plain.contentView.alpha - UIVibrancyEffectStyle.label.contentAlpha) < 1e-6)
        #expect(plain.backdropView.layer.backdropBlurRadius == 0)   // vibrancy does not blur
        let secondary = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        #expect(secondary.contentView.alpha < plain.contentView.alpha)
    }
}
