import Foundation
import Testing
@testable import OpenUIKit

/// `CATransition` as Core Animation documents it: added to a layer, the
/// previous content gives way to the new by type (fade, move in, push,
/// reveal) from the subtype's direction, paced by the timing function over
/// the duration; the defaults are `.fade`, no subtype, progress 0...1.
/// Positions here are closed-form: with a linear curve at half time, a
/// push from the right has the new content 50 % of the width to the right
/// and the old content 50 % to the left.
@MainActor
@Suite("CATransition", .serialized)
struct CATransitionTests {
    private func scene() -> (MediaClock, UIWindow, UIView) {
        let clock = MediaClock.installVirtual()
        let root = UIViewController()
        let window = makeWindow(root: root, clock: clock)
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        view.backgroundColor = .red
        root.view.addSubview(view)
        clock.tick()                                   // drawn red: the previous look
        view.backgroundColor = .blue
        return (clock, window, view)
    }

    private func transition(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil) -> CATransition {
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        transition.timingFunction = CAMediaTimingFunction(name: .linear)
        return transition
    }

    private func overlay(in window: UIWindow) -> RenderLayer? {
        let tree = RenderTree(capturing: window.layer)
        return tree.index(named: "transition-overlay").map { tree.layers[$0] }
    }

    @Test("Defaults and keys")
    func defaults() {
        let transition = CATransition()
        #expect(transition.type == .fade && transition.subtype == nil)
        #expect(transition.startProgress == 0 && transition.endProgress == 1)
        #expect(kCATransition == "transition" && CATransitionType.moveIn.rawValue == "moveIn")
        #expect(CATransitionSubtype.fromBottom.rawValue == "fromBottom")
    }

    @Test("Push from the right: the new content comes in from the right, the old leaves to the left")
    func push() {
        let (clock, window, view) = scene()
        view.layer.add(transition(.push, .fromRight), forKey: kCATransition)
        #expect((view.layer.animation(forKey: kCATransition) as? CATransition)?.subtype == .fromRight)
        clock.tick()                                   // commits: begins now
        let begin = CACurrentMediaTime()
        clock.tick(at: begin + 0.5)
        #expect(abs((view.layer.presentation()?.transform.m41 ?? 0) - 100) < 1e-6)   // new: +50 % of 200
        let old = overlay(in: window)
        #expect(old?.position.x == -200)               // in the view: −200 + 100 = −100 in the superview, −50 %
        #expect(old?.bounds.size == CGSize(width: 200, height: 100))
        clock.tick(at: begin + 1.1)
        clock.tick(at: begin + 1.2)
        #expect(overlay(in: window) == nil && view.layer.animation(forKey: "transition.offset") == nil)
        #expect(view.layer.presentation()?.transform.m41 == 0)
    }

    @Test("The previous look is the content as last drawn, even when changed before the transition was added")
    func previousLook() {
        let (clock, window, view) = scene()
        view.layer.add(transition(.fade), forKey: nil)
        clock.tick()
        let tree = RenderTree(capturing: window.layer)
        let container = tree.index(named: "transition-overlay")!
        let picture = tree.children(of: container)[0]
        let frozenRoot = tree.children(of: picture)[0]
        #expect(tree.layers[frozenRoot].backgroundColor == UIColor.red.cgColor)
        #expect(view.layer.backgroundColor == UIColor.blue.cgColor)
    }

    @Test("Fade: the previous look's opacity falls with progress; move in from the left uncovers what is not yet covered")
    func fadeAndMoveIn() {
        var (clock, window, view) = scene()
        view.layer.add(transition(.fade), forKey: nil)
        clock.tick()
        var begin = CACurrentMediaTime()
        clock.tick(at: begin + 0.25)
        #expect(abs((overlay(in: window)?.opacity ?? 0) - 0.75) < 1e-6)

        (clock, window, view) = scene()
        view.layer.add(transition(.moveIn, .fromLeft), forKey: nil)
        clock.tick()
        begin = CACurrentMediaTime()
        clock.tick(at: begin + 0.25)
        // The new content is at −75 % (−150); the old shows only on [50, 200] of the view's space.
        #expect(abs((view.layer.presentation()?.transform.m41 ?? 0) + 150) < 1e-6)
        let old = overlay(in: window)
        #expect(old?.position.x == 200 && abs((old?.bounds.width ?? 0) - 150) < 1e-6 && old?.masksToBounds == true)
    }

    @Test("The transition's delegate hears it stop, once, finished")
    func delegate() {
        final class Listener: NSObject, CAAnimationDelegate {
            var stops: [Bool] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
        }
        let (clock, _, view) = scene()
        let listener = Listener()
        let t = transition(.reveal, .fromBottom)
        t.delegate = listener
        view.layer.add(t, forKey: kCATransition)
        clock.tick()
        clock.advance(by: 1.2)
        #expect(listener.stops == [true])
    }
}
