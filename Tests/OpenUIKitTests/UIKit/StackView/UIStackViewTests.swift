import Foundation
import Testing
@testable import OpenUIKit

/// `UIStackView`: distributions, alignments, spacing, margins and hiding,
/// each checked against frames worked out from UIKit's documented rules.
@MainActor
@Suite("UIStackView")
struct UIStackViewTests {
    /// A view with a fixed intrinsic content size.
    final class Box: UIView {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    func stack(_ views: [UIView], frame: CGRect) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = frame
        return stack
    }

    @Test("fillEqually: equal widths over the length less the gaps; fill alignment spans the height")
    func fillEqually() {
        MediaClock.installVirtual()
        let views = [UIView(), UIView(), UIView()]
        let s = stack(views, frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        s.distribution = .fillEqually
        s.spacing = 10
        s.layoutIfNeeded()
        let w = (300 - 20) / 3.0
        for (i, v) in views.enumerated() {
            #expect(abs(v.frame.minX - CGFloat(i) * (w + 10)) < 1e-6)
            #expect(abs(v.frame.width - w) < 1e-6)
            #expect(v.frame.height == 50 && v.frame.minY == 0)
        }
        #expect(s.arrangedSubviews.count == 3 && s.subviews.count == 3)
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    }

    @Test("fill: the view with the lowest hugging priority takes the free length")
    func fill() {
        MediaClock.installVirtual()
        let a = Box(40, 20), b = Box(60, 20)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let s = stack([a, b], frame: CGRect(x: 0, y: 0, width: 300, height: 20))
        s.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(b.frame == CGRect(x: 40, y: 0, width: 260, height: 20))
    }

    @Test("equalSpacing: equal gaps between intrinsic heights in a vertical stack")
    func equalSpacing() {
        MediaClock.installVirtual()
        let views = [Box(10, 20), Box(10, 30), Box(10, 40)]
        let s = stack(views, frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        s.axis = .vertical
        s.distribution = .equalSpacing
        s.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 75, 160])
        #expect(views.map(\.frame.height) == [20, 30, 40])
    }

    @Test("equalCentering: the centres are evenly spaced")
    func equalCentering() {
        MediaClock.installVirtual()
        let views = [Box(20, 10), Box(40, 10), Box(20, 10)]
        let s = stack(views, frame: CGRect(x: 0, y: 0, width: 300, height: 10))
        s.distribution = .equalCentering
        s.layoutIfNeeded()
        #expect(views.map(\.center.x) == [10, 150, 290])
    }

    @Test("fillProportionally: lengths in proportion to intrinsic widths")
    func fillProportionally() {
        MediaClock.installVirtual()
        let views = [Box(10, 10), Box(30, 10)]
        let s = stack(views, frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        s.distribution = .fillProportionally
        s.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [50, 150])
    }

    @Test("Alignments: centre, leading (top), trailing (bottom) across the axis")
    func alignments() {
        MediaClock.installVirtual()
        let box = Box(40, 20)
        let s = stack([box], frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        s.axis = .vertical
        s.alignment = .center
        s.layoutIfNeeded()
        #expect(box.frame.minX == 30 && box.frame.width == 40)
        s.alignment = .trailing
        s.layoutIfNeeded()
        #expect(box.frame.minX == 60)
        s.alignment = .leading
        s.layoutIfNeeded()
        #expect(box.frame.minX == 0)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
    }

    @Test("Custom spacing after a view, and the layout-margins-relative arrangement")
    func spacingAndMargins() {
        MediaClock.installVirtual()
        let a = Box(40, 10), b = Box(40, 10)
        let s = stack([a, b], frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        s.spacing = 10
        s.alignment = .leading
        s.setCustomSpacing(30, after: a)
        #expect(s.customSpacing(after: a) == 30)
        #expect(s.customSpacing(after: b) == UIStackView.spacingUseDefault)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        s.layoutIfNeeded()
        #expect(b.frame.minX == 70)
        s.isLayoutMarginsRelativeArrangement = true
        s.layoutIfNeeded()
        #expect(a.frame.origin == CGPoint(x: 8, y: 8))
        #expect(b.frame.maxX == 192)
    }

    @Test("Hiding an arranged view collapses it; inside an animation block the others move animated")
    func hiding() {
        let clock = MediaClock.installVirtual()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.isHidden = false
        let views = [UIView(), UIView(), UIView()]
        let s = stack(views, frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        s.distribution = .fillEqually
        s.spacing = 10
        window.addSubview(s)
        window.layoutIfNeeded()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            views[1].isHidden = true
            s.layoutIfNeeded()
        })
        #expect(views[0].frame.width == 145)
        #expect(views[2].frame == CGRect(x: 155, y: 0, width: 145, height: 50))
        #expect(views[1].frame.width == 0)
        clock.advance(by: 0.5)
        let shown = views[2].layer.presentation()?.position.x ?? 0
        #expect(shown > 155 + 145 / 2 && shown < 206.67 + 93.34 / 2)
        views[1].isHidden = false
        s.layoutIfNeeded()
        #expect(abs(views[2].frame.minX - (300 + 10) * 2 / 3) < 1e-6)
    }

    @Test("removeArrangedSubview keeps the subview; removeFromSuperview removes it from the arrangement")
    func removal() {
        MediaClock.installVirtual()
        let a = UIView(), b = UIView()
        let s = stack([a, b], frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        s.removeArrangedSubview(a)
        #expect(s.arrangedSubviews == [b] && s.subviews.contains(a))
        b.removeFromSuperview()
        #expect(s.arrangedSubviews.isEmpty)
        s.insertArrangedSubview(b, at: 5)
        s.insertArrangedSubview(a, at: 0)
        #expect(s.arrangedSubviews == [a, b])
    }

    @Test("A stack's fitting size is its content: the widest view and the summed heights")
    func fittingSize() {
        MediaClock.installVirtual()
        let s = UIStackView(arrangedSubviews: [Box(40, 20), Box(60, 30)])
        s.axis = .vertical
        s.alignment = .leading
        s.spacing = 5
        #expect(s.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 60, height: 55))
    }
}
