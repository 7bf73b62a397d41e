import Foundation
import Testing
@testable import OpenUIKit

/// UIKit's classes derive from NSObject (UIResponder, UIGestureRecognizer,
/// UIPresentationController, UIColor, CALayer, CAAnimation, …), so equality,
/// hashing, class tests and descriptions behave as on iOS.
@MainActor
@Suite("NSObject heritage")
struct NSObjectHeritageTests {
    @Test("Responders, layers and animations are NSObjects, compared by identity")
    func identityEquality() {
        let a = UIViewController(), b = UIViewController()
        let objects: [NSObject] = [a, a.view, a.view.layer, CABasicAnimation(keyPath: "opacity"),
                                   UIPanGestureRecognizer(), UIPercentDrivenInteractiveTransition(),
                                   UIPresentationController(presentedViewController: b, presenting: a),
                                   UIViewPropertyAnimator(duration: 1, curve: .linear), UIBezierPath()]
        #expect(objects.count == 9)
        #expect(a == a && a != b)
        #expect([b, a].firstIndex(of: a) == 1)
        let set: Set<UIViewController> = [a, b, a]
        #expect(set.count == 2)
        var titles: [UIView: String] = [:]
        titles[a.view] = "first"
        #expect(titles[a.view] == "first" && titles[b.view] == nil)
    }

    @Test("isKind(of:) includes subclasses; isMember(of:) does not")
    func classTests() {
        let button = UIButton(type: .system)
        #expect(button.isKind(of: UIView.self) && button.isKind(of: UIControl.self))
        #expect(!button.isMember(of: UIView.self) && button.isMember(of: UIButton.self))
        #expect(CASpringAnimation().isKind(of: CABasicAnimation.self))
    }

    @Test("Value-like classes compare by value, as their isEqual: does in UIKit")
    func valueEquality() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor.red.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
        #expect(UIColor.red != UIColor.blue)
        #expect(CAMediaTimingFunction(name: .easeIn) == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
        #expect(Set([CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .linear)]).count == 1)
    }

    @Test("The transitioning protocols refine NSObjectProtocol")
    func protocolsRefineNSObjectProtocol() {
        final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
        }
        let animator: any UIViewControllerAnimatedTransitioning = Animator()
        #expect(animator.isEqual(animator))
        #expect(animator.description.contains("Animator"))
    }

    @Test("A copy of an animation is another object with the same settings (NSCopying)")
    func animationCopy() throws {
        let animation = CABasicAnimation(keyPath: "position")
        animation.duration = 2
        let copy = try #require(animation.copy() as? CABasicAnimation)
        #expect(copy !== animation)
        #expect(copy.keyPath == "position" && copy.duration == 2)
    }
}
