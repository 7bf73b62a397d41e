import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `UIProgressView` as Apple documents it: `progress` runs 0...1 (values
/// outside are pinned), `setProgress(_:animated:)` animates the change, the
/// style's height is fixed (4 pt for `.default` since iOS 13), and a
/// progress view is a plain view, not a control.
@MainActor
@Suite("UIProgressView", .transitionHarness)
struct UIProgressViewTests {
    @Test("Defaults: .default style, progress 0, no tints or images; init(progressViewStyle:) keeps the style")
    func defaults() {
        let view = UIProgressView(frame: .zero)
        #expect(view.progressViewStyle == .default && view.progress == 0)
        #expect(view.progressTintColor == nil && view.trackTintColor == nil && view.progressImage == nil && view.trackImage == nil)
        #expect(!(view as UIView is UIControl))
        let bar = UIProgressView(progressViewStyle: .bar)
        #expect(bar.progressViewStyle == .bar && UIProgressView.Style.bar.rawValue == 1)
    }

    @Test("progress is pinned to 0...1")
    func clamping() {
        let view = UIProgressView(progressViewStyle: .default)
        view.progress = 1.5
        #expect(view.progress == 1)
        view.progress = -0.5
        #expect(view.progress == 0)
        view.setProgress(0.25, animated: false)
        #expect(view.progress == 0.25)
    }

    @Test("The default style is 4 pt high with no intrinsic width")
    func size() {
        let view = UIProgressView(progressViewStyle: .default)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(view.sizeThatFits(CGSize(width: 200, height: 100)) == CGSize(width: 200, height: 4))
        #expect(view.bounds.height == 4)
    }

    /// The fill: the subview the progress tint colours.
    static func fill(of view: UIProgressView) -> UIView? {
        view.subviews.first { $0.backgroundColor == view.progressTintColor }
    }

    @Test("The fill covers progress × width from the leading edge, in progressTintColor")
    func fillWidth() throws {
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        view.progressTintColor = .orange
        view.trackTintColor = .gray
        view.progress = 0.3
        let fill = try #require(Self.fill(of: view))
        #expect(abs(fill.frame.width - 60) < 0.001 && fill.frame.minX == 0)
        #expect(view.subviews.contains { $0.backgroundColor == .gray && $0.frame.width == 200 })
    }

    @Test("setProgress(_:animated: true) moves the fill over time; animated: false at once")
    func animates() throws {
        let root = UIViewController()
        let harness = TransitionHarness(root: root)
        let view = UIProgressView(frame: CGRect(x: 20, y: 200, width: 200, height: 4))
        view.progressTintColor = .orange
        root.view.addSubview(view)
        _ = harness.runUntilIdle()
        view.setProgress(1, animated: true)
        #expect(view.progress == 1)
        let fill = try #require(Self.fill(of: view))
        #expect(fill.layer.animationKeys()?.isEmpty == false)
        harness.advance(by: 0.1)
        let midway = fill.layer.presentation()?.bounds.width ?? 0
        #expect(midway > 0 && midway < 200)
        _ = harness.runUntilIdle()
        #expect(fill.frame.width == 200)
        view.setProgress(0.5, animated: false)
        #expect(fill.frame.width == 100 && (fill.layer.animationKeys() ?? []).isEmpty)
    }
}
