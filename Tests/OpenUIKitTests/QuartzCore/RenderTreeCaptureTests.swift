import Foundation
import Testing
@testable import OpenUIKit

/// Commits overwrite the previous snapshot's nodes in place and, while a
/// layer's model and animation list are unchanged, write only what its
/// animations write. Every snapshot must still equal a capture from scratch:
/// the model values, with the animations running at that time applied.
@MainActor
@Suite("Render tree capture")
struct RenderTreeCaptureTests {
    /// A registered root (as a window's layer is) holding `layer`, with the
    /// virtual clock at 0 and the set-up committed.
    private func committedRoot(with layer: CALayer) -> (MediaClock, CALayer) {
        let clock = MediaClock.installVirtual()
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(layer)
        AnimationEngine.shared.registerRoot(root)
        clock.tick(at: 0)
        return (clock, root)
    }

    private func committedNode(of layer: CALayer, in root: CALayer) -> RenderLayer? {
        RenderTree.committed(for: root)?.layers.first { $0.layerID == layer.layerID }
    }

    private func fade(from: Double, to: Double, duration: Double) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = from; a.toValue = to; a.duration = duration
        return a
    }

    @Test("A model change between ticks shows in the next snapshot while an animation runs")
    func modelChangeDuringAnimation() {
        let layer = CALayer()
        let (clock, root) = committedRoot(with: layer)
        layer.add(fade(from: 1, to: 0, duration: 10), forKey: "fade")
        clock.tick(at: 0)
        clock.tick(at: 1)
        withoutActions { layer.bounds = CGRect(x: 0, y: 0, width: 33, height: 44); layer.cornerRadius = 5 }
        clock.tick(at: 2)
        let node = committedNode(of: layer, in: root)
        #expect(node?.bounds == CGRect(x: 0, y: 0, width: 33, height: 44))
        #expect(node?.cornerRadius == 5)
        #expect(node?.opacity == Float(0.8))   // linear: 2 s of 10 from 1 to 0
    }

    @Test("A finished animation kept on its layer without a fill shows the model value again")
    func keptAnimationWithoutFill() {
        let layer = CALayer()
        withoutActions { layer.opacity = 0.3 }
        let (clock, root) = committedRoot(with: layer)
        let kept = fade(from: 1, to: 0, duration: 1)
        kept.isRemovedOnCompletion = false        // fillMode .removed: nothing shown after the end
        layer.add(kept, forKey: "kept")
        layer.add(CABasicAnimation(keyPath: "position").configured(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 10, y: 0), duration: 10), forKey: "move")
        clock.tick(at: 0)
        clock.tick(at: 0.5)
        #expect(committedNode(of: layer, in: root)?.opacity == 0.5)   // 1 → 0, halfway
        clock.tick(at: 1.5)
        #expect(committedNode(of: layer, in: root)?.opacity == Float(0.3))   // the model's
        #expect(committedNode(of: layer, in: root)?.position == CGPoint(x: 1.5, y: 0))
    }

    @Test("A delayed animation shows the model value until it begins")
    func delayedAnimation() {
        let layer = CALayer()
        withoutActions { layer.position = CGPoint(x: 50, y: 60) }
        let (clock, root) = committedRoot(with: layer)
        layer.add(fade(from: 1, to: 0, duration: 10), forKey: "fade")
        clock.tick(at: 0)
        clock.tick(at: 1)
        let later = CABasicAnimation(keyPath: "position").configured(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 10, y: 0), duration: 2)
        later.beginTime = 5
        layer.add(later, forKey: "later")
        clock.tick(at: 2)
        #expect(committedNode(of: layer, in: root)?.position == CGPoint(x: 50, y: 60))
        clock.tick(at: 3)
        #expect(committedNode(of: layer, in: root)?.position == CGPoint(x: 50, y: 60))
        clock.tick(at: 6)
        #expect(committedNode(of: layer, in: root)?.position == CGPoint(x: 5, y: 0))
        #expect(committedNode(of: layer, in: root)?.opacity == Float(0.4))
    }

    @Test("A removed animation leaves the model value in the next snapshot")
    func removedAnimation() {
        let layer = CALayer()
        let (clock, root) = committedRoot(with: layer)
        layer.add(fade(from: 0, to: 0.5, duration: 10), forKey: "fade")
        clock.tick(at: 0)
        clock.tick(at: 2)
        #expect(committedNode(of: layer, in: root)?.opacity == Float(0.1))
        layer.removeAnimation(forKey: "fade")
        clock.tick(at: 3)
        #expect(committedNode(of: layer, in: root)?.opacity == 1)
    }

    @Test("A layer moved to another place in the tree is captured with its own values")
    func reorderedSiblings() {
        let a = CALayer(), b = CALayer()
        withoutActions { a.opacity = 0.25; b.opacity = 0.75 }
        let (clock, root) = committedRoot(with: a)
        root.addSublayer(b)
        clock.tick(at: 1)
        root.insertSublayer(b, at: 0)       // b now takes the slot a had
        clock.tick(at: 2)
        let tree = RenderTree.committed(for: root)!
        #expect(tree.layers.map(\.layerID) == [root.layerID, b.layerID, a.layerID])
        #expect(tree.layers.map(\.opacity) == [1, 0.75, 0.25])
    }
}

private extension CABasicAnimation {
    func configured(from: CGPoint, to: CGPoint, duration: Double) -> CABasicAnimation {
        fromValue = from; toValue = to; self.duration = duration
        return self
    }
}
