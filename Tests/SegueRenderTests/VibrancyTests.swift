import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// Vibrancy (`UIVibrancyEffect`, RenderEngine+Vibrancy.swift): vibrant content is drawn in
/// colours taken from the blurred backdrop behind it. Its alpha masks the backdrop,
/// brightened (dark blur styles) or darkened (light ones) by the style's grey level: with
/// `B` the picture without the content and `k` the level, a fully covered pixel is
/// `min(255, B + 255k)` or `max(0, B − 255k)` in every channel, whatever the content's colour.
@MainActor
@Suite(.serialized) struct VibrancyTests {
    /// A 120 × 120 window, red on the left half and blue on the right, under a blur
    /// effect view over (10, 20)…(110, 100) whose content holds a vibrancy effect view
    /// with two green 16-point squares, one over each half, at (20, 40) and (70, 40)
    /// in the effect view (window (30, 60) and (80, 60)), and a label below them.
    static func scene(blur: UIBlurEffect, style: UIVibrancyEffectStyle = .label, content: Bool = true)
        -> (window: UIView, vibrancy: UIVisualEffectView) {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        window.backgroundColor = .blue
        let red = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 120))
        red.backgroundColor = .red
        window.addSubview(red)
        let effectView = UIVisualEffectView(effect: blur)
        effectView.frame = CGRect(x: 10, y: 20, width: 100, height: 80)
        window.addSubview(effectView)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: style))
        vibrancy.frame = effectView.bounds
        effectView.contentView.addSubview(vibrancy)
        if content {
            for x in [20, 70] {
                let square = UIView(frame: CGRect(x: x, y: 40, width: 16, height: 16))
                square.backgroundColor = .green   // ignored: only the alpha counts
                vibrancy.contentView.addSubview(square)
            }
            let label = UILabel(frame: CGRect(x: 6, y: 4, width: 90, height: 30))
            label.text = "Vibrant"
            label.font = UIFont.systemFont(ofSize: 22)
            vibrancy.contentView.addSubview(label)
        }
        window.layoutIfNeeded()
        return (window, vibrancy)
    }

    /// The grey level of `.label` vibrancy (docs/FIDELITY.md).
    static let labelLevel = 0.6

    static func render(_ scene: (window: UIView, vibrancy: UIVisualEffectView)) throws -> Frame {
        try Renderer().render(RenderTree(capturing: scene.window.layer, atMediaTime: 0))
    }

    /// The pixels inside both squares (a pixel in from their edges).
    static let squarePixels: [(Int, Int)] = [31, 81].flatMap { x0 in
        (x0..<(x0 + 14)).flatMap { x in (61..<75).map { y in (x, y) } }
    }

    @Test func vibrantContentBrightensTheBlurredBackdropOverADarkBlur() throws {
        MediaClock.installVirtual()
        let blur = UIBlurEffect(style: .dark)
        let frame = try Self.render(Self.scene(blur: blur))
        let backdrop = try Self.render(Self.scene(blur: blur, content: false))
        goldens.check(frame, named: "vibrancy-dark-colour")
        let shift = Int((255 * Self.labelLevel).rounded())
        for (x, y) in Self.squarePixels {
            let b = backdrop.rgb(x, y), v = frame.rgb(x, y)
            for c in 0..<3 { #expect(abs(v[c] - min(255, b[c] + shift)) <= 2, "(\(x), \(y)) channel \(c)") }
        }
        // The colour comes from the backdrop: reddish over the red half, bluish over the
        // blue half, and not green (the squares' own colour is ignored).
        let left = frame.rgb(38, 68), right = frame.rgb(88, 68)
        #expect(left[0] - left[2] > 30 && right[2] - right[0] > 30)
        #expect(left[1] < left[0] && right[1] < right[2])
        // Outside the content the backdrop is untouched.
        #expect(frame.rgb(60, 95) == backdrop.rgb(60, 95))
    }

    @Test func vibrantContentDarkensTheBlurredBackdropOverALightBlur() throws {
        MediaClock.installVirtual()
        let blur = UIBlurEffect(style: .light)
        let style = UIVibrancyEffectStyle.secondaryLabel
        let frame = try Self.render(Self.scene(blur: blur, style: style))
        let backdrop = try Self.render(Self.scene(blur: blur, style: style, content: false))
        goldens.check(frame, named: "vibrancy-light-colour")
        let shift = Int((255 * 0.4).rounded())   // .secondaryLabel's level
        for (x, y) in Self.squarePixels {
            let b = backdrop.rgb(x, y), v = frame.rgb(x, y)
            for c in 0..<3 { #expect(abs(v[c] - max(0, b[c] - shift)) <= 2, "(\(x), \(y)) channel \(c)") }
        }
        let left = frame.rgb(38, 68), right = frame.rgb(88, 68)
        #expect(left[0] - left[2] > 30 && right[2] - right[0] > 30)
    }

    @Test func vibrantContentFollowsTheEffectViewsOpacity() throws {
        MediaClock.installVirtual()
        let blur = UIBlurEffect(style: .dark)
        let scene = Self.scene(blur: blur)
        let backdrop = try Self.render(Self.scene(blur: blur, content: false))
        // The vibrant content at half opacity: half the shift.
        scene.vibrancy.contentView.alpha = 0.5
        let frame = try Self.render(scene)
        let shift = 255 * Self.labelLevel * 0.5
        let (x, y) = (38, 68)
        for c in 0..<3 {
            let expected = min(255, Double(backdrop.rgb(x, y)[c]) + shift)
            #expect(abs(Double(frame.rgb(x, y)[c]) - expected) <= 2.5, "channel \(c)")
        }
    }
}
