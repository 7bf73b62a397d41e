import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// Backdrop blurs (`UIVisualEffectView`): what lies behind the effect view is
/// blurred within its rounded bounds and tinted by its style.
@MainActor
@Suite(.serialized) struct BackdropTests {
    /// A 120 × 120 window of 10-point black and white vertical stripes with an
    /// effect view over (10, 20)…(110, 100), its corners rounded by 16.
    static func scene(effect: UIVisualEffect?) -> (window: UIView, effectView: UIVisualEffectView) {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        window.backgroundColor = .black
        for i in stride(from: 0, to: 12, by: 2) {
            let stripe = UIView(frame: CGRect(x: CGFloat(i) * 10, y: 0, width: 10, height: 120))
            stripe.backgroundColor = .white
            window.addSubview(stripe)
        }
        let effectView = UIVisualEffectView(effect: effect)
        effectView.frame = CGRect(x: 10, y: 20, width: 100, height: 80)
        effectView.layer.cornerRadius = 16
        effectView.clipsToBounds = true
        window.addSubview(effectView)
        window.layoutIfNeeded()
        return (window, effectView)
    }

    static func grey(_ frame: Frame, _ x: Int, _ y: Int) -> Int { frame.rgb(x, y)[0] }

    @Test func blurredBackdropHalfWayThroughFadingIn() throws {
        let clock = MediaClock.installVirtual()
        let (window, effectView) = Self.scene(effect: nil)
        clock.tick(at: 0)
        let light = UIBlurEffect(style: .light)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { effectView.effect = light })
        clock.tick(at: 0)
        clock.tick(at: 0.5)
        let frame = try Renderer().render(RenderTree(capturing: window.layer, atMediaTime: 0.5))
        goldens.check(frame, named: "backdrop-blur-half-way")
        // Outside the effect view the stripes are untouched.
        #expect(Self.grey(frame, 5, 60) == 255 && Self.grey(frame, 15, 10) == 0)
        // Inside, half the radius (15 pt, sigma 7.5) flattens 20-point stripes to within a few
        // percent of mid-grey; half the tint (white at 0.15) lifts it: 127.5 · 0.85 + 255 · 0.15 ≈ 147.
        for x in stride(from: 30, through: 90, by: 7) {
            #expect(abs(Self.grey(frame, x, 60) - 147) <= 14, "x = \(x)")
        }
        // The rounded corner keeps the (black) stripe behind it: window (11, 21) lies outside the
        // 16-point corner, where the blur would be mid-grey.
        #expect(Self.grey(frame, 11, 21) == 0)
        // At the end: full radius and tint (white at 0.3): 127.5 · 0.7 + 255 · 0.3 ≈ 166.
        clock.tick(at: 1)
        let end = try Renderer().render(RenderTree(capturing: window.layer, atMediaTime: 1))
        #expect(abs(Self.grey(end, 60, 60) - 166) <= 8)
    }

    @Test func vibrancyLabelOverABlur() throws {
        MediaClock.installVirtual()
        let blur = UIBlurEffect(style: .dark)
        let (window, effectView) = Self.scene(effect: blur)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur))
        vibrancy.frame = effectView.bounds
        effectView.contentView.addSubview(vibrancy)
        let label = UILabel(frame: CGRect(x: 8, y: 25, width: 84, height: 30))
        label.text = "Vibrant"
        label.textColor = .white
        label.font = UIFont.systemFont(ofSize: 22)
        vibrancy.contentView.addSubview(label)
        window.layoutIfNeeded()
        let frame = try Renderer().render(RenderTree(capturing: window.layer, atMediaTime: 0))
        goldens.check(frame, named: "backdrop-vibrancy-label")
        // Dark tint (0.11 white at 0.73) over mid-grey: 127.5 · 0.27 + 28 · 0.73 ≈ 55.
        #expect(abs(Self.grey(frame, 60, 28) - 55) <= 12)
        // The label's glyphs brighten the tinted blur by the label style's level (0.6 · 255 = 153 over
        // about 55), short of full white: their colour comes from the backdrop, not from the label.
        var brightest = 0
        for x in 20..<100 { for y in 48..<72 { brightest = max(brightest, Self.grey(frame, x, y)) } }
        #expect(brightest > 150 && brightest < 245)
    }
}
