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
        #expect(view.backdropView.backgroundColor?.cgColor.alpha == effect.appearance.alpha)
        view.layoutIfNeeded()
        #expect(view.contentView.frame == view.bounds)
        view.effect = nil
        #expect(view.backdropView.layer.backdropBlurRadius == 0)
        #expect(view.backdropView.backgroundColor?.cgColor.alpha == 0)
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
        let tint = view.backdropView.layer.presentation()!.backgroundColor!
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

    @Test("Every blur style has a positive radius and a visible tint; vibrancy makes the content view's layer vibrant")
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
        // Over a dark blur vibrant content brightens the backdrop by the style's level.
        #expect(plain.contentView.layer.vibrancy == UIVibrancyEffectStyle.label.level)
        #expect(plain.contentView.alpha == 1)                         // its colour comes from the backdrop
        #expect(plain.backdropView.layer.backdropBlurRadius == 0)   // vibrancy does not blur
        let secondary = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        #expect(secondary.contentView.layer.vibrancy > 0 && secondary.contentView.layer.vibrancy < plain.contentView.layer.vibrancy)
        // Over a light blur it darkens it.
        let light = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial)))
        #expect(light.contentView.layer.vibrancy == -UIVibrancyEffectStyle.label.level)
        // Every style is visible and within the range a colour channel has.
        for raw in 0...7 {
            let level = UIVibrancyEffectStyle(rawValue: raw)!.level
            #expect(level > 0 && level < 1)
        }
        // Removing the effect makes the content plain again.
        plain.effect = nil
        #expect(plain.contentView.layer.vibrancy == 0)
    }
}
