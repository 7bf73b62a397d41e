import SeguePort
import Testing

/// Rule 3: `responds(to:)` for a member of a protocol Segue always
/// implements is true, or, for an optional receiver, whether it is there.
@Suite("responds(to:) for the transition protocols")
struct RespondsToTests {
    @Test("A non-optional receiver always responds", arguments: [
        "UIViewControllerTransitioningDelegate.animationController(forDismissed:)",
        "UIViewControllerAnimatedTransitioning.animationEnded(_:)",
        "UIViewControllerInteractiveTransitioning.startInteractiveTransition(_:)",
        "UIViewControllerContextTransitioning.finishInteractiveTransition",
        "UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:)",
        "UITabBarControllerDelegate.tabBarController(_:interactionControllerFor:)",
        "UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:)",
        "UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss(_:)",
        "UIScrollViewDelegate.scrollViewDidScroll(_:)",
    ])
    func nonOptionalReceiver(_ member: String) {
        expectPorted("if delegate.responds(to: #selector(\(member))) {\n    go()\n}\n",
                     "if true {\n    go()\n}\n")
    }

    @Test("An optional-chained receiver responds when it is there")
    func optionalReceiver() {
        expectPorted("""
            let answers = delegate?.responds(to: #selector(UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:)))
            """, """
            let answers = (delegate != nil)
            """)
    }

    @Test("A longer optional chain is kept whole")
    func optionalChain() {
        expectPorted("""
            if navigationController?.delegate?.responds(to: #selector(UINavigationControllerDelegate.navigationController(_:willShow:animated:))) == true {}
            let b = host?.scrollDelegate.responds(to: #selector(UIScrollViewDelegate.scrollViewDidScroll(_:)))
            """, """
            if (navigationController?.delegate != nil) == true {}
            let b = (host?.scrollDelegate != nil)
            """)
    }

    @Test("self's own responds(to:) and a force-unwrapped receiver are true")
    func selfAndForceUnwrap() {
        expectPorted("""
            let a = responds(to: #selector(UIScrollViewDelegate.scrollViewDidScroll(_:)))
            let b = self.delegate!.responds(to: #selector(UIScrollViewDelegate.scrollViewDidScroll(_:)))
            """, """
            let a = true
            let b = true
            """)
    }

    @Test("A selector of another protocol is reported once and kept")
    func otherProtocol() {
        expectUnportable(
            "if delegate?.responds(to: #selector(CardDelegate.cardDidOpen)) == true {}\n",
            line: 1, column: 4, reason: "responds(to:) asks the Objective-C runtime")
    }

    @Test("An unqualified selector is reported once and kept")
    func unqualified() {
        expectUnportable(
            "let answers = delegate.responds(to: #selector(scrollViewDidScroll(_:)))\n",
            line: 1, column: 15, reason: "responds(to:) asks the Objective-C runtime")
    }

    @Test("A selector that is not a #selector literal is reported and kept")
    func selectorValue() {
        expectUnportable("let answers = delegate.responds(to: selector)\n",
                         line: 1, column: 15, reason: "responds(to:) asks the Objective-C runtime")
    }

    @Test("A receiver that makes a call is not dropped")
    func receiverWithCall() {
        expectUnportable(
            "let answers = makeDelegate().responds(to: #selector(UIScrollViewDelegate.scrollViewDidScroll(_:)))\n",
            line: 1, column: 15, reason: "the receiver makes a call")
    }

    @Test("A call of an optional requirement of those protocols loses its ? or !")
    func optionalRequirementCall() {
        expectPorted("""
            if next?.responds(to: #selector(UINavigationControllerDelegate.navigationController(_:willShow:animated:))) == true {
                next?.navigationController?(navigationController, willShow: viewController, animated: animated)
            }
            let animator = transitioningDelegate?.animationController?(forDismissed: self)
            delegate!.scrollViewDidScroll!(scrollView)
            """, """
            if (next != nil) == true {
                next?.navigationController(navigationController, willShow: viewController, animated: animated)
            }
            let animator = transitioningDelegate?.animationController(forDismissed: self)
            delegate!.scrollViewDidScroll(scrollView)
            """)
    }

    @Test("Optional closures and other methods keep their ?")
    func otherOptionalCalls() {
        let source = """
            animator.completion?(true)
            onFinish?()
            delegate?.navigationController?(navigationController, didShow: viewController)
            delegate?.cardDidOpen?(card)

            """
        expectPorted(source, source)
    }
}
