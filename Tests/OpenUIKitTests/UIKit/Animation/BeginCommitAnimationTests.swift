import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// The pre-block animation API as Apple documents it: changes between
/// `beginAnimations` and `commitAnimations` animate; the default duration is
/// 0.2 seconds and the default curve ease-in-out; the setters change the
/// block's settings and do nothing outside a block; the delegate receives
/// its will-start selector at commit and its did-stop selector (with the
/// animation's ID, whether it finished and the context) when it ends.
@MainActor
@Suite("Begin/commit animation blocks", .serialized)
struct BeginCommitAnimationTests {
    final class Delegate: NSObject {
        var events: [String] = []
        func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) {
            events.append("willStart \(animationID ?? "nil")")
        }
        func animationDidStop(_ animationID: String?, finished: NSNumber?, context: UnsafeMutableRawPointer?) {
            events.append("didStop \(animationID ?? "nil") \(finished?.boolValue ?? false)")
        }
    }

    @Test("Defaults: 0.2 s, ease-in-out")
    func defaults() {
        let clock = MediaClock.installVirtual()
        clock.tick(at: 0)
        let view = UIView()
        UIView.beginAnimations(nil, context: nil)
        view.alpha = 0
        UIView.commitAnimations()
        let animation = view.layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(animation?.duration == 0.2)
        #expect(animation?.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(view.alpha == 0)
    }

    @Test("Settings apply to the block; the delegate hears will-start at commit and did-stop at the end")
    func settingsAndDelegate() {
        let clock = MediaClock.installVirtual()
        clock.tick(at: 0)
        let view = UIView()
        let delegate = Delegate()
        UIView.beginAnimations("fade", context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationDelegate(delegate)
        UIView.setAnimationWillStart(Selector("animationWillStart:context:", Delegate.animationWillStart))
        UIView.setAnimationDidStop(Selector("animationDidStop:finished:context:", Delegate.animationDidStop))
        view.alpha = 0
        UIView.commitAnimations()
        let animation = view.layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(animation?.duration == 1 && animation?.timingFunction == CAMediaTimingFunction(name: .linear))
        #expect(delegate.events == ["willStart fade"])
        clock.tick(at: 0)      // the transaction commits: the animation begins now
        clock.tick(at: 0.5)
        #expect(abs((view.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-6)   // linear: half way
        clock.tick(at: 1.1)
        clock.tick(at: 1.2)
        #expect(delegate.events == ["willStart fade", "didStop fade true"])
    }

    @Test("Outside a block the setters do nothing and a change is not animated")
    func outside() {
        let view = UIView()
        UIView.setAnimationDuration(5)
        view.alpha = 0.3
        #expect(view.layer.animation(forKey: "opacity") == nil)
    }
}
