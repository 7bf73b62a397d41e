import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `UIView.mask`: the mask view's layer is the layer's mask.
@MainActor
@Suite("UIView mask")
struct UIViewMaskTests {
    @Test("UIView.mask sets the layer's mask; the mask view's frame animates in a view block")
    func viewMask() {
        let clock = MediaClock.installVirtual()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let reveal = UIView(frame: CGRect(x: 90, y: 90, width: 20, height: 20))
        reveal.backgroundColor = .black
        view.mask = reveal
        #expect(view.mask === reveal)
        #expect(view.layer.mask === reveal.layer)
        #expect(reveal.superview == nil && view.subviews.isEmpty)
        clock.tick(at: 0)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            reveal.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        })
        clock.tick(at: 0)
        clock.tick(at: 0.5)
        let shown = reveal.layer.presentation()!
        #expect(abs(shown.bounds.width - 110) < 1e-6)     // 20 → 200, half-way
        #expect(abs(shown.position.x - 100) < 1e-6)
        let tree = RenderTree(capturing: view.layer, atMediaTime: 0.5)
        #expect(abs(tree.layers[tree.maskIndex(of: 0)!].bounds.width - 110) < 1e-6)
        view.mask = nil
        #expect(view.layer.mask == nil && view.mask == nil)
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        expectDiagnostic("a mask view must not have a superview") { view.mask = child }
        #expect(view.mask == nil)
    }
}
