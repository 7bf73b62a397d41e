import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// `CAReplicatorLayer`: instances in the snapshot, transformed, tinted and
/// delayed.
@MainActor
@Suite("CAReplicatorLayer")
struct CAReplicatorLayerTests {
    @Test("Defaults: one instance, identity transform, no delay, no tint")
    func defaults() {
        MediaClock.installVirtual()
        let r = CAReplicatorLayer()
        #expect(r.instanceCount == 1 && r.instanceDelay == 0 && r.instanceColor == nil)
        #expect(CATransform3DIsIdentity(r.instanceTransform) && !r.preservesDepth)
        #expect(r.instanceRedOffset == 0 && r.instanceAlphaOffset == 0)
    }

    @Test("Each instance repeats the sublayers with the instance transform applied i times about the centre")
    func instancesArePlaced() {
        MediaClock.installVirtual()
        let r = CAReplicatorLayer()
        let dot = CALayer()
        withoutActions {
            r.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            dot.frame = CGRect(x: 45, y: 0, width: 10, height: 10)   // centred at (50, 5)
            r.addSublayer(dot)
            r.instanceCount = 4
            r.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        }
        let tree = RenderTree(capturing: r, atMediaTime: 0)
        #expect(tree.layers.count == 5)
        #expect(tree.children(of: 0).count == 4)
        // The dot's centre turns a quarter about (50, 50) per instance (y down: x → y):
        // (50, 5), (95, 50), (50, 95), (5, 50).
        let expected = [CGPoint(x: 50, y: 5), CGPoint(x: 95, y: 50), CGPoint(x: 50, y: 95), CGPoint(x: 5, y: 50)]
        for (i, child) in tree.children(of: 0).enumerated() {
            let node = tree.layers[child]
            let p = Matrix4.project(CGPoint(x: 5, y: 5), by: node.localToParent)
            #expect(abs(p.x - expected[i].x) < 1e-9 && abs(p.y - expected[i].y) < 1e-9, "instance \(i): \(p)")
        }
    }

    @Test("Instance i runs its animations instanceDelay × i later and is tinted by the colour offsets")
    func delayedAndTinted() {
        let clock = MediaClock.installVirtual()
        let r = CAReplicatorLayer()
        let dot = CALayer()
        withoutActions {
            r.addSublayer(dot)
            dot.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            r.instanceCount = 3
            r.instanceDelay = 0.2
            r.instanceColor = CGColor(red: 1, green: 0.5, blue: 1, alpha: 1)
            r.instanceGreenOffset = 0.25
        }
        clock.tick(at: 1)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.beginTime = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        fade.fillMode = .backwards
        dot.add(fade, forKey: "fade")
        let tree = RenderTree(capturing: r, atMediaTime: 1.5)
        let instances = tree.children(of: 0).map { tree.layers[$0] }
        #expect(instances.count == 3)
        let opacities = instances.map { Double($0.opacity) }
        for (i, expected) in [0.5, 0.3, 0.1].enumerated() { #expect(abs(opacities[i] - expected) < 1e-6, "instance \(i)") }
        let greens = instances.map { $0.backgroundColor!.green }
        #expect(greens == [0.5, 0.75, 1])
        // A later capture takes the instances afresh (no tint applied twice).
        let again = RenderTree(capturing: r, atMediaTime: 1.5)
        #expect(again.children(of: 0).map { again.layers[$0].backgroundColor!.green } == [0.5, 0.75, 1])
    }

    @Test("instanceTransform animates")
    func instanceTransformAnimates() {
        let clock = MediaClock.installVirtual()
        let r = CAReplicatorLayer()
        clock.tick(at: 0)
        r.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)   // implicit on a standalone layer
        #expect(r.animation(forKey: "instanceTransform") != nil)
        clock.tick(at: 0)
        clock.tick(at: 0.25)
        #expect(r.presentation()!.instanceTransform.m41 == 20)
    }
}
