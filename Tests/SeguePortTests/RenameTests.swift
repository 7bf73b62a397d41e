import SeguePort
import Testing

/// Rule 5: the Swift 3/4 spellings Swift 4.2 renamed.
@Suite("Swift 3/4 names")
struct RenameTests {
    /// The renamed types, as the porting rules list them.
    static let types: [(old: String, new: String)] = [
        ("UIViewAnimationOptions", "UIView.AnimationOptions"),
        ("UIViewAnimationCurve", "UIView.AnimationCurve"),
        ("UIViewAnimationTransition", "UIView.AnimationTransition"),
        ("UIViewContentMode", "UIView.ContentMode"),
        ("UIViewAutoresizing", "UIView.AutoresizingMask"),
        ("UIViewKeyframeAnimationOptions", "UIView.KeyframeAnimationOptions"),
        ("UINavigationControllerOperation", "UINavigationController.Operation"),
        ("UIGestureRecognizerState", "UIGestureRecognizer.State"),
        ("UIControlEvents", "UIControl.Event"),
        ("UIControlState", "UIControl.State"),
        ("UILayoutConstraintAxis", "NSLayoutConstraint.Axis"),
        ("UIStackViewAlignment", "UIStackView.Alignment"),
        ("UIStackViewDistribution", "UIStackView.Distribution"),
        ("UIBlurEffectStyle", "UIBlurEffect.Style"),
        ("UITableViewCellStyle", "UITableViewCell.CellStyle"),
        ("UITableViewStyle", "UITableView.Style"),
        ("UIButtonType", "UIButton.ButtonType"),
    ]

    @Test("A renamed type in type position", arguments: types.map { [$0.old, $0.new] })
    func typePosition(_ pair: [String]) {
        expectPorted("var value: \(pair[0])? = nil\nlet all: [\(pair[0])] = []\n",
                     "var value: \(pair[1])? = nil\nlet all: [\(pair[1])] = []\n")
    }

    @Test("A renamed type in expression position", arguments: types.map { [$0.old, $0.new] })
    func expressionPosition(_ pair: [String]) {
        expectPorted("let a = \(pair[0]).self\nlet b = \(pair[0])(rawValue: 0)\n",
                     "let a = \(pair[1]).self\nlet b = \(pair[1])(rawValue: 0)\n")
    }

    @Test("Names Swift 4.2 kept stay", arguments: [
        "UIModalPresentationStyle", "UIModalTransitionStyle", "UILayoutPriority", "UIRectEdge", "UIViewAnimatingPosition",
    ])
    func kept(_ name: String) {
        let source = "var value: \(name)\nlet other = \(name).self\n"
        expectPorted(source, source)
    }

    @Test("In real code: a switch over a gesture's state and animation options")
    func inContext() {
        expectPorted("""
            switch pan.state {
            case UIGestureRecognizerState.began: begin()
            default: break
            }
            UIView.animate(withDuration: 0.3, delay: 0, options: [UIViewAnimationOptions.curveEaseOut], animations: {})
            extension UIControlState: Hashable {}
            """, """
            switch pan.state {
            case UIGestureRecognizer.State.began: begin()
            default: break
            }
            UIView.animate(withDuration: 0.3, delay: 0, options: [UIView.AnimationOptions.curveEaseOut], animations: {})
            extension UIControl.State: Hashable {}
            """)
    }

    @Test("Only the exact name, never a longer name or another thing's member")
    func exactNamesOnly() {
        let source = """
            let a = UIViewAnimationOptionsX
            let b = myUIControlState
            let c = config.UIControlState
            let d: Theme.UIControlState
            let e = \\Config.UIControlState

            """
        expectPorted(source, source)
    }

    @Test("A name the file declares itself is its own")
    func declaredByTheFile() {
        let source = """
            typealias UIControlState = Int
            let state: UIControlState = 0
            func CGRectMake(_ a: Int, _ b: Int, _ c: Int, _ d: Int) {}
            CGRectMake(0, 0, 1, 1)

            """
        expectPorted(source, source)
    }

    @Test("The …Make functions become initializers with labels")
    func makeFunctions() {
        expectPorted("""
            let insets = UIEdgeInsetsMake(8, 16, 8, 16)
            let frame = CGRectMake(0, 0, width, 44)
            let point = CGPointMake(10, 20)
            let size = CGSizeMake(320, 480)
            """, """
            let insets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            let frame = CGRect(x: 0, y: 0, width: width, height: 44)
            let point = CGPoint(x: 10, y: 20)
            let size = CGSize(width: 320, height: 480)
            """)
    }

    @Test("Arguments on their own lines stay there")
    func multilineArguments() {
        expectPorted("""
            let frame = CGRectMake(
                0,
                0,
                bounds.width,
                44
            )
            """, """
            let frame = CGRect(
                x: 0,
                y: 0,
                width: bounds.width,
                height: 44
            )
            """)
    }

    @Test("UIEdgeInsetsInsetRect becomes a method of the rect, nested calls ported too")
    func insetRect() {
        expectPorted("""
            let a = UIEdgeInsetsInsetRect(view.bounds, insets)
            let b = UIEdgeInsetsInsetRect(CGRectMake(0, 0, 10, 10), UIEdgeInsetsMake(1, 2, 3, 4))
            let c = UIEdgeInsetsInsetRect(frame ?? .zero, insets)
            let d = UIEdgeInsetsInsetRect(.zero, insets)
            """, """
            let a = view.bounds.inset(by: insets)
            let b = CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            let c = (frame ?? .zero).inset(by: insets)
            let d = CGRect.zero.inset(by: insets)
            """)
    }

    @Test("A call with labels or another number of arguments is not the C function")
    func notTheCFunction() {
        let source = "let a = CGRectMake(x: 0, y: 0)\nlet b = UIEdgeInsetsMake(1, 2)\n"
        expectPorted(source, source)
    }

    @Test("The transition context's keys")
    func transitionContextKeys() {
        expectPorted("""
            let from = ctx.viewController(forKey: UITransitionContextFromViewControllerKey)
            let to = ctx.viewController(forKey: UITransitionContextToViewControllerKey)
            let fromView = ctx.view(forKey: UITransitionContextFromViewKey)
            let toView = ctx.view(forKey: UITransitionContextToViewKey)
            """, """
            let from = ctx.viewController(forKey: UITransitionContextViewControllerKey.from)
            let to = ctx.viewController(forKey: UITransitionContextViewControllerKey.to)
            let fromView = ctx.view(forKey: UITransitionContextViewKey.from)
            let toView = ctx.view(forKey: UITransitionContextViewKey.to)
            """)
    }

    /// Core Animation's constants, as the porting rules list them.
    static let constants: [(old: String, new: String)] = [
        ("kCAFillModeForwards", "CAMediaTimingFillMode.forwards"),
        ("kCAFillModeBackwards", "CAMediaTimingFillMode.backwards"),
        ("kCAFillModeBoth", "CAMediaTimingFillMode.both"),
        ("kCAFillModeRemoved", "CAMediaTimingFillMode.removed"),
        ("kCAMediaTimingFunctionEaseIn", "CAMediaTimingFunctionName.easeIn"),
        ("kCAMediaTimingFunctionEaseOut", "CAMediaTimingFunctionName.easeOut"),
        ("kCAMediaTimingFunctionEaseInEaseOut", "CAMediaTimingFunctionName.easeInEaseOut"),
        ("kCAMediaTimingFunctionLinear", "CAMediaTimingFunctionName.linear"),
        ("kCAMediaTimingFunctionDefault", "CAMediaTimingFunctionName.default"),
        ("kCATransitionFade", "CATransitionType.fade"),
        ("kCATransitionPush", "CATransitionType.push"),
        ("kCATransitionMoveIn", "CATransitionType.moveIn"),
        ("kCATransitionReveal", "CATransitionType.reveal"),
        ("kCAGravityResizeAspect", "CALayerContentsGravity.resizeAspect"),
        ("kCAGravityResizeAspectFill", "CALayerContentsGravity.resizeAspectFill"),
        ("kCAGravityResize", "CALayerContentsGravity.resize"),
        ("kCAGravityCenter", "CALayerContentsGravity.center"),
        ("kCALineCapRound", "CAShapeLayerLineCap.round"),
        ("kCALineCapButt", "CAShapeLayerLineCap.butt"),
        ("kCALineCapSquare", "CAShapeLayerLineCap.square"),
        ("kCALineJoinRound", "CAShapeLayerLineJoin.round"),
        ("kCALineJoinMiter", "CAShapeLayerLineJoin.miter"),
        ("kCALineJoinBevel", "CAShapeLayerLineJoin.bevel"),
        ("kCAFillRuleEvenOdd", "CAShapeLayerFillRule.evenOdd"),
        ("kCAFillRuleNonZero", "CAShapeLayerFillRule.nonZero"),
        ("kCAGradientLayerAxial", "CAGradientLayerType.axial"),
        ("kCAGradientLayerRadial", "CAGradientLayerType.radial"),
        ("UIKeyboardFrameEndUserInfoKey", "UIResponder.keyboardFrameEndUserInfoKey"),
    ]

    @Test("Global constants become members of their type", arguments: constants.map { [$0.old, $0.new] })
    func constant(_ pair: [String]) {
        expectPorted("layer.value = \(pair[0])\n", "layer.value = \(pair[1])\n")
    }

    @Test("A timing function's name is an implicit member in CAMediaTimingFunction(name:)")
    func timingFunctionName() {
        expectPorted("""
            animation.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut)
            let name = kCAMediaTimingFunctionEaseOut
            """, """
            animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
            let name = CAMediaTimingFunctionName.easeOut
            """)
    }

    @Test("Notification names move to the class that posts them", arguments: [
        ["NSNotification.Name.UIApplicationWillEnterForeground", "UIApplication.willEnterForegroundNotification"],
        ["NSNotification.Name.UIApplicationDidEnterBackground", "UIApplication.didEnterBackgroundNotification"],
        ["NSNotification.Name.UIApplicationDidBecomeActive", "UIApplication.didBecomeActiveNotification"],
        ["NSNotification.Name.UIApplicationWillResignActive", "UIApplication.willResignActiveNotification"],
        ["NSNotification.Name.UIKeyboardWillShow", "UIResponder.keyboardWillShowNotification"],
        ["NSNotification.Name.UIKeyboardWillHide", "UIResponder.keyboardWillHideNotification"],
        ["Notification.Name.UIKeyboardDidShow", "UIResponder.keyboardDidShowNotification"],
        [".UIKeyboardDidHide", "UIResponder.keyboardDidHideNotification"],
    ])
    func notificationName(_ pair: [String]) {
        expectPorted("center.addObserver(forName: \(pair[0]), object: nil, queue: nil) { _ in }\n",
                     "center.addObserver(forName: \(pair[1]), object: nil, queue: nil) { _ in }\n")
    }

    @Test("A member of another type with a notification's old name stays")
    func notificationNameOfAnotherType() {
        let source = "let a = Events.UIKeyboardWillShow\n"
        expectPorted(source, source)
    }

    @Test("Each rename is listed as a change")
    func changesAreListed() {
        let result = port("let o: UIViewAnimationOptions = [], f = CGRectMake(0, 0, 1, 1)\n")
        #expect(result.changes.map(\.summary) == [
            "UIViewAnimationOptions → UIView.AnimationOptions",
            "CGRectMake(…) → CGRect(x:y:width:height:)",
        ])
        #expect(result.changes.map(\.column) == [8, 41])
    }

    @Test("Methods Swift 4.2 renamed, in calls (as members and on self) and in overrides")
    func renamedMethods() {
        expectPorted("""
            view.bringSubview(toFront: card)
            container.sendSubview(toBack: dim)
            addChildViewController(child)
            child.didMove(toParentViewController: self)
            child.willMove(toParentViewController: nil)
            child.removeFromParentViewController()
            let all = self.childViewControllers + childViewControllers
            """, """
            view.bringSubviewToFront(card)
            container.sendSubviewToBack(dim)
            addChild(child)
            child.didMove(toParent: self)
            child.willMove(toParent: nil)
            child.removeFromParent()
            let all = self.children + children
            """)
        expectPorted("""
            class Card: UIViewController {
                override func didMove(toParentViewController parent: UIViewController?) { super.didMove(toParentViewController: parent) }
                override func willMove(toParentViewController: UIViewController?) {}
            }
            """, """
            class Card: UIViewController {
                override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
                override func willMove(toParent toParentViewController: UIViewController?) {}
            }
            """)
    }

    @Test("A method of the file's own with an old name, or another signature, stays")
    func ownMethodsStay() {
        let source = "func bringSubview(toFront view: Int) {}\nlet x = stack.didMove(toParentViewController: 1, extra: 2)\n"
        expectPorted(source, source)
    }
}
